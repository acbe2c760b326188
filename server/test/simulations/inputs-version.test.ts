/**
 * The inputs stamp: GET /simulation/{id}/formulario_url hands out the stored Formulario while nothing it is made of
 * changed, and a new one — holding the change — after any change to the simulation's own inputs or to an agreement,
 * category or locality it uses, however it was written (API or SQL). GET /simulation/{id} (the simulation page's
 * 2 s poll) never builds it: its `data_url` is the stored one while current, null after a change.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../helpers';
import { attachStorage, LocalFileStorage } from '../../src/files/storage';
import { fillSimulation, insertAgreement, newSimulation, newTender, type Filled } from './fixtures';
import { linkedWorkbook } from '../linked-file';

describe.each(await targets())('the inputs stamp of the Formulario link (%s)', (target) => {
  let t: TestApp;
  let token: string;
  let filesDir: string;
  let filled: Filled;
  let agreement: { id: string; cats: { limpiador: string; cristalero: string } };
  let other: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    filesDir = mkdtempSync(join(tmpdir(), 'licita-stamp-'));
    attachStorage(t.app.deps, new LocalFileStorage(filesDir, 'test-files-secret'));
    const A = await t.workspace('Empresa sello');
    token = A.adminToken;
    agreement = await insertAgreement(t, A.id, 'Convenio del sello');
    const project = await newTender(t, token, A.id);
    filled = await fillSimulation(t, token, A.id, await newSimulation(t, token, project, 'Sellada'), agreement);
    other = await newSimulation(t, token, project, 'Sin convenio');
  });
  afterAll(async () => {
    await t?.close();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  const stamp = async (id = filled.sim) =>
    Number(
      (await sql<{ v: string }>`select inputs_version as v from simulation where id = ${id}`.execute(t.database.db)).rows[0]!.v,
    );
  /** The stored file the link points at (its key), and the workbook behind it. */
  async function formulario(id = filled.sim) {
    const res = await t.call('GET', `/api/simulation/${id}/formulario_url`, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().filename).toBe('Formulario_Sellada.xlsx');
    const link: string = res.json().download_url;
    const wb = await linkedWorkbook(t.app, link);
    const column = (sheet: string, header: string) => {
      const ws = wb.getWorksheet(sheet)!;
      const c = (ws.getRow(1).values as unknown[]).indexOf(header);
      return ws.getColumn(c).values.slice(2).map(String);
    };
    return { path: new URL(link).pathname, column };
  }

  it('an unchanged simulation keeps its file; a run changing status and results does not move the stamp', async () => {
    const first = await formulario();
    const v = await stamp();
    expect((await formulario()).path).toBe(first.path);
    await sql`update simulation set status = 'Running', results = '{"total_cost":1}' where id = ${filled.sim}`.execute(
      t.database.db,
    );
    await sql`update simulation set status = 'Stopped', results = null where id = ${filled.sim}`.execute(t.database.db);
    expect(await stamp()).toBe(v);
    expect((await formulario()).path).toBe(first.path);
  });

  it('each input of the simulation moves the stamp, and the new file holds the change', async () => {
    const before = await formulario();
    const v = await stamp();
    const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
    ok(
      await t.call('PUT', `/api/simulation/${filled.sim}/material_cost/${filled.costs[0]}`, {
        token,
        body: { name: 'Productos ecológicos', cost_type: 'MONTHLY_AMOUNT', amount: 320, months_to_apply: 12, center_id: null },
      }),
    );
    expect(await stamp()).toBeGreaterThan(v);
    const after = await formulario();
    expect(after.path).not.toBe(before.path);
    expect(after.column('Otros costes', 'Concepto')).toContain('Productos ecológicos');

    const v2 = await stamp();
    expect(
      (await t.call('DELETE', `/api/simulation/${filled.sim}/subrogate/${filled.surrogates[1]}`, { token })).statusCode,
    ).toBe(204);
    expect(await stamp()).toBeGreaterThan(v2);
    expect((await formulario()).column('Subrogados', 'Nombre')).not.toContain('Luis');
  });

  it('a category, an agreement or a locality the simulation uses moves its stamp; one it does not use leaves it', async () => {
    const v = await stamp();
    const untouched = await stamp(other);
    await sql`update agreement_category set professional_category = 'Limpiador/a especialista' where id = ${agreement.cats.limpiador}`.execute(
      t.database.db,
    );
    expect(await stamp()).toBe(v + 1);
    expect((await formulario()).column('Subrogados', 'Categoría')).toContain('Limpiador/a especialista');

    await sql`update agreement set name = 'Convenio del sello (2027)' where id = ${agreement.id}`.execute(t.database.db);
    expect(await stamp()).toBe(v + 2);
    expect((await formulario()).column('Centros', 'Convenio')).toContain('Convenio del sello (2027)');

    const madrid = (
      await sql<{ id: string }>`select municipality_id as id from center where id = ${filled.centers[0]!.id}`.execute(
        t.database.db,
      )
    ).rows[0]!.id;
    await sql`update locality set name = 'Madrid capital' where id = ${madrid}`.execute(t.database.db);
    expect(await stamp()).toBe(v + 3);
    expect((await formulario()).column('Centros', 'Localidad')).toContain('Madrid capital');

    expect(await stamp(other)).toBe(untouched);
  });

  it('saving the centers moves the stamp; a statement touching many rows moves it once', async () => {
    const centers = (await t.call('GET', `/api/simulation/${filled.sim}/center`, { token })).json() as {
      id: string;
      name: string;
      municipality_id: string;
      agreement_id: string;
      center_group: number | null;
      vacation_coverage: number;
    }[];
    const v = await stamp();
    const body = {
      centers: centers.map((c, i) => ({
        center_id: c.id,
        name: `${c.name} ${i + 1}`,
        municipality_id: c.municipality_id,
        agreement_id: c.agreement_id,
        center_group: c.center_group,
        vacation_coverage: c.vacation_coverage,
      })),
    };
    const res = await t.call('PUT', `/api/simulation/${filled.sim}/center`, { token, body });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stamp()).toBeGreaterThan(v);
    expect((await formulario()).column('Centros', 'Centro')).toEqual(centers.map((c, i) => `${c.name} ${i + 1}`));

    const w = await stamp();
    await sql`update center set vacation_coverage = 80 where simulation_id = ${filled.sim}`.execute(t.database.db);
    expect(centers.length).toBeGreaterThan(1);
    expect(await stamp()).toBe(w + 1);
  });

  it('reading the simulation after an input change builds no workbook; its own request does, and reads hand it out after', async () => {
    const read = async () => (await t.call('GET', `/api/simulation/${filled.sim}`, { token })).json().data_url as string | null;
    const built = await formulario();
    expect(new URL((await read())!).pathname).toBe(built.path);
    const filesBefore = readdirSync(filesDir, { recursive: true }).sort();

    const ok = await t.call('PUT', `/api/simulation/${filled.sim}/material_cost/${filled.costs[0]}`, {
      token,
      body: { name: 'Bolsas de basura', cost_type: 'MONTHLY_AMOUNT', amount: 45, months_to_apply: 12, center_id: null },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // the page's poll after the change: no link, and not one file written
    expect(await read()).toBeNull();
    expect(await read()).toBeNull();
    expect(readdirSync(filesDir, { recursive: true }).sort()).toEqual(filesBefore);

    const fresh = await formulario();
    expect(fresh.path).not.toBe(built.path);
    expect(fresh.column('Otros costes', 'Concepto')).toContain('Bolsas de basura');
    expect(new URL((await read())!).pathname).toBe(fresh.path);
  });
});
