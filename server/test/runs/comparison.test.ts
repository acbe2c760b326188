/**
 * "Descargar comparativa" (docs/budget.md §6), server side: two solved simulations of one tender in one sheet, the
 * differences to the first as live formulas whose results equal the differences of the two pages to the cent; an
 * unsolved or foreign item is refused in Spanish. On PGlite and, when it answers, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyText } from '@licita/domain';
import { createTestApp, targets, type TestApp } from '../helpers';
import { copyOf, getSim, setQuota, waitEnd, waitTask, world, type World } from './fixtures';
import { linkedWorkbook } from '../linked-file';

describe.each(await targets())('Descargar comparativa (%s)', (target) => {
  let t: TestApp;
  let w: World;
  let token: string;
  let second: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await world(t, 'Comparar');
    token = w.ws.adminToken;
    await setQuota(t, w.ws.id, null, 0);
    second = await copyOf(t, w);
    for (const id of [w.base.sim, second]) {
      expect((await t.call('POST', `/api/simulation/${id}/launch`, { token })).statusCode).toBe(200);
      expect((await waitEnd(t, token, id)).status).toBe('Solved');
    }
    // the second with 8 % benefit and 13 % overheads: its totals differ from the first's
    const url = `/api/solution/${second}`;
    const params = (await t.call('GET', `${url}/parameters`, { token })).json();
    await t.call('PUT', `${url}/parameters`, { token, body: { ...params, benefit: 8, overheads: 13 } });
    await waitTask(t, token, `${url}/parameters/status`);
  });
  afterAll(() => t?.close());

  it('one sheet: the two columns and the differences as formulas, equal to the pages to the cent', async () => {
    const res = await t.call('POST', `/api/project/${w.tender}/comparison_url`, {
      token,
      body: {
        items: [
          { kind: 'simulation', id: w.base.sim },
          { kind: 'simulation', id: second },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().filename).toMatch(/^Comparativa_.*\.xlsx$/);
    const wb = await linkedWorkbook(t.app, res.json().download_url);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Comparativa']);
    const sheet = wb.getWorksheet('Comparativa')!;
    const a = (await getSim(t, token, w.base.sim)).results;
    const b = (await getSim(t, token, second)).results;
    let total = 0;
    sheet.eachRow((row, n) => {
      if (row.getCell(1).value === 'Total sin IVA') total = n;
    });
    expect(total).toBeGreaterThan(0);
    expect(moneyText(sheet.getCell(`B${total}`).value as number)).toBe(moneyText(a.total_cost));
    expect(moneyText(sheet.getCell(`C${total}`).value as number)).toBe(moneyText(b.total_cost));
    const diff = sheet.getCell(`D${total}`).value as { formula: string; result: number };
    expect(diff.formula).toBe(`C${total}-$B${total}`);
    // the difference of the two pages' figures, to the cent
    const cents = (n: number) => Math.round(n * 100);
    expect(Math.round(diff.result * 100)).toBe(cents(b.total_cost) - cents(a.total_cost));
    expect((sheet.getCell(`E${total}`).value as { formula: string }).formula).toBe(
      `IF($B${total}=0,"",(C${total}-$B${total})/ABS($B${total})*100)`,
    );
  });

  it('refuses an unsolved simulation, one of another tender and a single item, in Spanish', async () => {
    const draft = await copyOf(t, w);
    const post = (items: unknown) => t.call('POST', `/api/project/${w.tender}/comparison_url`, { token, body: { items } });
    const unsolved = await post([
      { kind: 'simulation', id: w.base.sim },
      { kind: 'simulation', id: draft },
    ]);
    expect(unsolved.statusCode).toBe(409);
    expect(unsolved.json().message).toMatch(/no está resuelta: no tiene resultados que comparar$/);
    const foreign = await post([
      { kind: 'simulation', id: w.base.sim },
      { kind: 'simulation', id: '00000000-0000-4000-8000-000000000000' },
    ]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('La simulación no existe en la licitación');
    const one = await post([{ kind: 'simulation', id: w.base.sim }]);
    expect(one.statusCode).toBe(400);
    expect(one.json().field).toBe('items');
  });
});
