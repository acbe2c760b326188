import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastValueFrom } from 'rxjs';
import { CreateTender, DeleteTender, RenameTender, TenderDetail, TenderList, TOKENS, ValidationError } from '../src/index';
import { fakeProjects, InMemoryBackend } from '../src/fakes';
import { flush, loggedInSetup } from './helpers';

afterEach(() => vi.useRealTimers());

async function loggedIn(projects = fakeProjects(33)) {
  const ctx = await loggedInSetup({ projects });
  return ctx;
}

describe('TenderList', () => {
  it('loads pages of 32 and the 33rd on loadMore', async () => {
    const { get, backend } = await loggedIn();
    const list = get<TenderList>(TOKENS.TenderList).open();
    await flush();
    expect(list.state.items).toHaveLength(32);
    expect(list.state.hasMore).toBe(true);
    expect(list.state.items[0]!.name).toBe('Licitación 33');
    list.loadMore();
    list.loadMore(); // ignored while loading
    await flush();
    expect(list.state.items).toHaveLength(33);
    expect(list.state.items[32]!.name).toBe('Licitación 1');
    expect(list.state.hasMore).toBe(false);
    expect(backend.calls.filter((c) => c.startsWith('list:'))).toEqual(['list::', 'list::p-0001']);
    list.loadMore();
    await flush();
    expect(backend.calls.filter((c) => c.startsWith('list:'))).toHaveLength(2);
    list.dispose();
  });

  it('searches as you type after a 300 ms pause, one query per pause', async () => {
    const { get, backend } = await loggedIn();
    // what the server finds (its search: real/core.test.ts); the fake finds nothing unrecorded ('zzz')
    backend.answerNext('list:Licitacion 12:', { items: fakeProjects(12).slice(0, 1), next_start_id: null });
    vi.useFakeTimers();
    const list = get<TenderList>(TOKENS.TenderList).open();
    await vi.advanceTimersByTimeAsync(1);
    list.search('Licitación 1');
    await vi.advanceTimersByTimeAsync(100);
    list.search('Licitacion 12');
    await vi.advanceTimersByTimeAsync(299);
    expect(backend.calls.filter((c) => c.startsWith('list:'))).toEqual(['list::']);
    await vi.advanceTimersByTimeAsync(2);
    expect(backend.calls.filter((c) => c.startsWith('list:'))).toEqual(['list::', 'list:Licitacion 12:']);
    expect(list.state.items.map((p) => p.name)).toEqual(['Licitación 12']);
    list.search('zzz');
    await vi.advanceTimersByTimeAsync(301);
    expect(list.state.items).toEqual([]);
    expect(list.state.loaded).toBe(true);
    expect(list.state.search).toBe('zzz');
    list.dispose();
  });

  it('reloads after create, rename and delete', async () => {
    const { get, redirects } = await loggedIn(fakeProjects(2));
    const list = get<TenderList>(TOKENS.TenderList).open();
    await flush();
    const id = await lastValueFrom(get<CreateTender>(TOKENS.CreateTender).execute('  Nueva  '));
    list.reload();
    await flush();
    expect(list.state.items[0]).toMatchObject({ uid: id, name: 'Nueva', simulation_number: 0 });
    await lastValueFrom(get<RenameTender>(TOKENS.RenameTender).execute(id, 'Renombrada'));
    list.reload();
    await flush();
    expect(list.state.items[0]!.name).toBe('Renombrada');
    await lastValueFrom(get<DeleteTender>(TOKENS.DeleteTender).execute(id), { defaultValue: undefined });
    list.reload();
    await flush();
    expect(list.state.items.map((p) => p.name)).toEqual(['Licitación 2', 'Licitación 1']);
    expect(redirects).toEqual([]);
    list.dispose();
  });

  it('refuses a blank name', async () => {
    const { get, backend } = await loggedIn(fakeProjects(0));
    const err = await lastValueFrom(get<CreateTender>(TOKENS.CreateTender).execute('   ')).catch((e) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect(err.message).toBe('Nombre requerido');
    expect(backend.calls).not.toContain('createProject');
  });
});

describe('TenderDetail', () => {
  it('loads the project with simulations and previous studies', async () => {
    const { get, backend } = await loggedIn(fakeProjects(1));
    backend.simulations = [
      {
        id: 's1',
        uid: 's1',
        name: 'Sim',
        project_id: 'p-0001',
        status: 'Solved',
        started: null,
        finished: null,
        createdAt: '2024-01-01T00:00:00Z',
        updatedAt: '2024-01-01T00:00:00Z',
      },
    ];
    const d = await lastValueFrom(get<TenderDetail>(TOKENS.TenderDetail).load('p-0001'));
    expect(d.project.name).toBe('Licitación 1');
    expect(d.simulations).toHaveLength(1);
    expect(d.previousStudies).toEqual([]);
  });

  it('a missing tender goes to /404', async () => {
    const { get, redirects } = await loggedIn(fakeProjects(1));
    await lastValueFrom(get<TenderDetail>(TOKENS.TenderDetail).load('nope')).catch(() => undefined);
    expect(redirects).toEqual(['/404']);
  });
});

describe('recorded refusals of the fakes', () => {
  it('the next call of a name is refused as recorded, once, then answered again', async () => {
    const backend = new InMemoryBackend({ projects: [] });
    backend.refuseNext('createProject', 409, 'Ya existe una licitación con ese nombre');
    await expect(backend.tenders.create('A', 'ws-demo')).rejects.toMatchObject({
      status: 409,
      message: 'Ya existe una licitación con ese nombre',
    });
    await expect(backend.tenders.create('A', 'ws-demo')).resolves.toMatchObject({ id: expect.any(String) });
    expect(backend.projects.map((p) => p.name)).toEqual(['A']);
  });
});
