/**
 * Far dates and failed runs (docs/reliability.md, defect 13): a service start outside 2000–2100 or a duration over
 * 100 months is refused by the contract with the field's name; a simulation stored with such a date before the
 * fix ends its run in Error with a Spanish reason, and a run that fails gives its launch back to the quota.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../helpers';
import { copyOf, executed, setQuota, waitEnd, world, type World } from '../runs/fixtures';

describe.each(await targets())('far dates and failed runs (%s)', (target) => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await world(t, 'Fechas');
  }, 180_000);
  afterAll(() => t?.close());

  const save = (sim: string, body: object) =>
    t.call('PUT', `/api/simulation/${sim}`, { token: w.ws.adminToken, body: { name: 'Base', ...body } });

  it('a service start outside 2000–2100 or over 100 months answers 400 naming the field; nothing is written', async () => {
    const before = await t.counts();
    for (const day of ['9999-12-01', '1999-12-31', '2101-01-01']) {
      const res = await save(w.base.sim, { service_date_init: day, service_duration: 12 });
      expect(res.statusCode, day).toBe(400);
      expect(res.json()).toEqual({
        message: 'El campo «Fecha de inicio del servicio» debe ser una fecha entre el 01/01/2000 y el 31/12/2100',
        field: 'service_date_init',
      });
    }
    const long = await save(w.base.sim, { service_date_init: '2026-01-01', service_duration: 101 });
    expect(long.json()).toEqual({
      message: 'El campo «Duración (meses)» debe ser menor o igual que 100',
      field: 'service_duration',
    });
    expect(await t.counts()).toEqual(before);
    expect((await save(w.base.sim, { service_date_init: '2100-12-31', service_duration: 100 })).statusCode).toBe(200);
    expect((await save(w.base.sim, { service_date_init: '2026-01-01', service_duration: 12 })).statusCode).toBe(200);
  });

  it('a run that fails (a far date stored before the fix) ends in Error in Spanish and does not spend the quota', async () => {
    await setQuota(t, w.ws.id, 5, 2);
    const sim = await copyOf(t, w);
    await sql`update simulation set service_date_init = '9999-12-01', service_duration = 100 where id = ${sim}`.execute(
      t.database.db,
    );
    const res = await t.call('POST', `/api/simulation/${sim}/launch`, { token: w.ws.adminToken });
    expect(res.statusCode, res.body).toBe(200);
    const ended = await waitEnd(t, w.ws.adminToken, sim, 60_000);
    expect(ended.status).toBe('Error');
    const reasons = ended.events.map((e: { description: string }) => e.description).join('\n');
    expect(reasons).toContain('la fecha de inicio del servicio debe estar entre 2000 y 2100');
    expect(reasons).not.toContain('Invalid time value');
    expect(await executed(t, w.ws.id)).toBe(2);
    // A solved run still counts.
    const good = await copyOf(t, w);
    expect((await t.call('POST', `/api/simulation/${good}/launch`, { token: w.ws.adminToken })).statusCode).toBe(200);
    expect((await waitEnd(t, w.ws.adminToken, good, 60_000)).status).toBe('Solved');
    expect(await executed(t, w.ws.id)).toBe(3);
  }, 120_000);
});
