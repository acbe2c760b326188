/**
 * A service that works on holidays in a locality whose calendar lacks some of the 14 holidays a year: the launch
 * checks warn of it (without refusing), and the run says it in Progreso as an entry of its own, not a detail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, targets, type TestApp } from '../helpers';
import { getSim, setQuota, waitEnd, world, type World } from './fixtures';
import { linkedWorkbook } from '../linked-file';

describe.each(await targets())('missing local holidays (%s)', (target) => {
  let t: TestApp;
  let w: World;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await world(t, 'Festivos');
    token = w.ws.adminToken;
    await setQuota(t, w.ws.id, 10);
  });
  afterAll(() => t?.close());

  const validate = async () =>
    (await t.call('GET', `/api/simulation/${w.base.sim}/validate`, { token })).json().errors as {
      message: string;
      error_code: number | null;
      section: string;
    }[];

  it('no warning while nothing works on holidays; a warning naming the locality once a shift does', async () => {
    expect((await validate()).filter((f) => f.message.includes('festivos'))).toEqual([]);
    // localities that know only the national holidays (no region, no local ones), then a shift that works on holidays
    await sql`update locality set local_holidays = '[]'::jsonb, region = null where workspace_id = ${w.ws.id}`.execute(
      t.database.db,
    );
    expect((await validate()).filter((f) => f.message.includes('festivos'))).toEqual([]);
    await sql`update fixed_work_shift set work_in_holidays = true where simulation_id = ${w.base.sim}`.execute(t.database.db);
    const all = await validate();
    const warnings = all.filter((f) => f.message.includes('faltan festivos locales'));
    expect(warnings.length).toBeGreaterThan(0);
    for (const f of warnings) {
      expect(f).toMatchObject({ error_code: null, section: 'centers' });
      expect(f.message).toMatch(
        /^.+: \d+ festivos conocidos en 20\d\d \(la ley da 14\); faltan festivos locales\. El servicio trabaja en festivos/,
      );
    }
  });

  it("the run tells it in Progreso as a warning ('Aviso'), not hidden among the details", async () => {
    expect((await t.call('POST', `/api/simulation/${w.base.sim}/launch`, { token })).statusCode).toBe(200);
    await waitEnd(t, token, w.base.sim);
    const events = (await getSim(t, token, w.base.sim)).events as { title: string; description: string; type_info: string }[];
    const warning = events.filter((e) => e.title === 'Faltan festivos locales');
    expect(warning.length).toBeGreaterThan(0);
    expect(warning.every((e) => e.type_info === 'Warning' && e.description.includes('El servicio trabaja en festivos'))).toBe(
      true,
    );
    // the workbook's Eventos sheet says it as 'Aviso'
    const link = (await t.call('GET', `/api/simulation/${w.base.sim}/solution_url`, { token })).json().download_url as string;
    const wb = await linkedWorkbook(t.app, link);
    const rows: string[][] = [];
    wb.getWorksheet('Eventos')!.eachRow(
      (row, i) => i > 1 && rows.push([String(row.getCell(2).value), String(row.getCell(3).value)]),
    );
    expect(rows).toContainEqual(['Aviso', 'Faltan festivos locales']);
  });
});
