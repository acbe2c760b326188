/** The tender list: pages of 32, newest first, and the accent- and case-insensitive search. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from './helpers';

describe.each(await targets())('tender list: pagination and search (%s)', (target) => {
  let t: TestApp;
  let ws: { id: string; adminToken: string };
  const names: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(target);
    ws = await t.workspace('Paginada');
    const other = await t.workspace('Otra');
    await t.call('POST', '/api/project', {
      token: other.adminToken,
      body: { name: 'Licitación de otra empresa', workspace_id: other.id },
    });
    for (let i = 1; i <= 33; i++) {
      const name =
        i === 7
          ? 'Mantenimiento Ópera de Málaga'
          : i === 20
            ? 'MANTENIMIENTO opera norte'
            : `Licitación ${String(i).padStart(2, '0')}`;
      names.push(name);
      const res = await t.call('POST', '/api/project', { token: ws.adminToken, body: { name, workspace_id: ws.id } });
      expect(res.statusCode).toBe(200);
    }
  }, 180_000);
  afterAll(() => t?.close());

  const list = (query: Record<string, string | number | undefined>) =>
    t.call('GET', '/api/project', { token: ws.adminToken, query: { workspace_id: ws.id, ...query } });

  it('33 tenders: the first page has 32, newest first; the next page has the 33rd', async () => {
    const first = await list({});
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(32);
    expect(page1.items[0].name).toBe(names[32]);
    expect(page1.items.map((p: { name: string }) => p.name)).toEqual([...names].reverse().slice(0, 32));
    expect(page1.next_start_id).toMatch(/^[0-9a-f-]{36}$/);
    const second = (await list({ start_id_project: page1.next_start_id })).json();
    expect(second.items.map((p: { name: string }) => p.name)).toEqual([names[0]]);
    expect(second.next_start_id).toBeNull();
  });

  it('smaller pages walk the whole list without gaps or repeats', async () => {
    const seen: string[] = [];
    let start: string | undefined;
    for (let guard = 0; guard < 20; guard++) {
      const page = (await list({ limit: 5, start_id_project: start })).json();
      seen.push(...page.items.map((p: { name: string }) => p.name));
      if (!page.next_start_id) break;
      start = page.next_start_id;
    }
    expect(seen).toEqual([...names].reverse());
  });

  it('search is accent- and case-insensitive and paginates too', async () => {
    const hits = (await list({ search_string: 'opera' })).json();
    expect(hits.items.map((p: { name: string }) => p.name)).toEqual([
      'MANTENIMIENTO opera norte',
      'Mantenimiento Ópera de Málaga',
    ]);
    expect((await list({ search_string: 'ÓPERA DE MALAGA' })).json().items).toHaveLength(1);
    expect((await list({ search_string: 'licitacion' })).json().items).toHaveLength(31);
    const paged = (await list({ search_string: 'mantenimiento', limit: 1 })).json();
    expect(paged.items).toHaveLength(1);
    const rest = (await list({ search_string: 'mantenimiento', limit: 1, start_id_project: paged.next_start_id })).json();
    expect(rest.items[0].name).toBe('Mantenimiento Ópera de Málaga');
    expect(rest.next_start_id).toBeNull();
    // LIKE wildcards are literal.
    expect((await list({ search_string: '%' })).json().items).toEqual([]);
    expect((await list({ search_string: 'zzz' })).json()).toEqual({ items: [], next_start_id: null });
  });

  it('a start id of another workspace is refused, and limits are bounded by the contract', async () => {
    const foreign = await t.database.db
      .selectFrom('project')
      .select('id')
      .where('workspace_id', '!=', ws.id)
      .executeTakeFirstOrThrow();
    expect((await list({ start_id_project: foreign.id })).statusCode).toBe(400);
    expect((await list({ limit: 0 })).json().field).toBe('limit');
    expect((await list({ limit: 101 })).json().field).toBe('limit');
    expect((await list({ limit: 'many' })).json().field).toBe('limit');
    expect((await t.call('GET', '/api/project', { token: ws.adminToken })).json()).toEqual({
      message: 'El campo «Espacio de trabajo» es obligatorio',
      field: 'workspace_id',
    });
  });
});
