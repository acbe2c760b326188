/** Login and the tender list against the real server: its credentials check, its paging and its search. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastValueFrom } from 'rxjs';
import { API_MESSAGES } from '@licita/domain';
import { CreateTender, Login, LoginError, SavedSearches, SessionStore, TenderList, TOKENS } from '../../src/index';
import { realServer } from './real-server';
import { anotherBrowser, eventually, failure } from './core-container';

let ctx: Awaited<ReturnType<typeof realServer>>;
beforeAll(async () => {
  ctx = await realServer();
}, 60_000);
afterAll(() => ctx?.close());

describe('Login, on the real server', () => {
  it('a wrong password fails with the translated message', async () => {
    const { get } = anotherBrowser(ctx.app);
    const err = await failure(
      lastValueFrom(get<Login>(TOKENS.Login).execute({ email: ctx.admin.adminEmail, password: 'x', remember: false })),
    );
    expect(err).toBeInstanceOf(LoginError);
    expect(err?.message).toBe(API_MESSAGES.wrongCredentials);
    expect(get<SessionStore>(TOKENS.SessionStore).loggedIn).toBe(false);
  });
});

describe('TenderList, on the real server', () => {
  it('pages of 32, newest first, then the 33rd; a search ignores accents; a search that finds nothing is empty', async () => {
    const create = ctx.get<CreateTender>(TOKENS.CreateTender);
    for (let k = 1; k <= 33; k++) await lastValueFrom(create.execute(`Licitación ${k}`));
    const list = ctx.get<TenderList>(TOKENS.TenderList).open();
    await eventually(() => expect(list.state.items).toHaveLength(32));
    expect(list.state.hasMore).toBe(true);
    expect(list.state.items[0]!.name).toBe('Licitación 33');
    list.loadMore();
    await eventually(() => expect(list.state.items).toHaveLength(33));
    expect(list.state.items[32]!.name).toBe('Licitación 1');
    expect(list.state.hasMore).toBe(false);
    list.search('Licitacion 12');
    await eventually(() => expect(list.state.items.map((p) => p.name)).toEqual(['Licitación 12']));
    list.search('zzz');
    await eventually(() => expect(list.state.items).toEqual([]));
    expect(list.state.loaded).toBe(true);
    list.dispose();
  }, 60_000);
});

describe('SavedSearches, on the real server', () => {
  it('saves a search of the workspace and lists it', async () => {
    const searches = ctx.get<SavedSearches>(TOKENS.SavedSearches);
    await lastValueFrom(searches.save('limpieza'));
    expect((await lastValueFrom(searches.list())).map((x) => x.search)).toEqual(['limpieza']);
  });
});
