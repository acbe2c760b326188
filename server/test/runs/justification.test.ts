/**
 * The justification of an offer, read back from the PDF the server hands out: the eight parts, page numbers and the
 * signature block; names in five scripts printed as typed with an embedded font; the salary tables of every year of
 * a 36-month contract with its increments; the figures equal to the results to the cent; and the snapshot — an
 * agreement edited after the solution changes neither the PDF nor the workbook, and the page says the inputs changed.
 * On PGlite and, when it answers, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { moneyText, percentText } from '@licita/domain';
import { pdfText } from '../pdf-text';
import { createTestApp, targets, type TestApp } from '../helpers';
import { getSim, setQuota, waitEnd, waitTask, world, type World, downloadSigned } from './fixtures';

const NAMES = ['Ștefan Țuțea', 'Łukasz Żak', 'Nguyễn Văn An', 'Ñoño Çelik', 'Αλέξης', 'Дмитрий'];
const GROUND =
  'La empresa dispone de maquinaria propia amortizada en el centro, lo que ahorra el alquiler previsto en el pliego.';

describe.each(await targets())('the justification of an offer (%s)', (target) => {
  let t: TestApp;
  let w: World;
  let token: string;

  const download = async (path: string) => (await downloadSigned(t, token, path)).file.rawPayload as Buffer;
  const solve = async (sim: string) => {
    const res = await t.call('POST', `/api/simulation/${sim}/launch`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const solved = await waitEnd(t, token, sim, 60_000);
    expect(solved.status).toBe('Solved');
    return solved;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await world(t, 'Justificación');
    token = w.ws.adminToken;
    await setQuota(t, w.ws.id, null, 0);
  });
  afterAll(() => t?.close());

  it('with none of the optional inputs: every part is there, saying what is missing, and the pages are numbered', async () => {
    await solve(w.base.sim);
    const text = await pdfText(await download(`/api/simulation/${w.base.sim}/justification_url`));
    for (const part of [
      '1. Datos de la oferta',
      '2. La oferta y cómo se compone su precio',
      '3. Fundamentos de la oferta',
      '4. Convenios colectivos aplicados',
      '5. Plantilla y horas',
      '6. Materiales, otros costes y absentismo',
      '7. Presunción de anormalidad',
      '8. Método de horas anuales y valor estimado',
    ])
      expect(text).toContain(part);
    expect(text).toContain('Licitador: sin indicar');
    expect(text).toContain('No se han redactado fundamentos');
    expect(text).toContain('Sin presupuesto base de licitación: no se puede aplicar el art. 85');
    expect(text).toContain('Valor estimado del contrato: sin indicar en la licitación');
    expect(text).toMatch(/Página 1 de (\d+)/);
    expect(text).toContain('Nombre y apellidos:');
  });

  it('36 months with increments, three competitors, a ground and six names: all printed as typed, to the cent', async () => {
    const sim = w.base.sim;
    // a new scenario: the simulation back to Stopped by a copy, 36 months from 2027 with the agreement's increments
    const copy = crypto.randomUUID();
    expect(
      (await t.call('POST', '/api/simulation/duplicate', { token, body: { origin_simulation: sim, new_simulation: copy } }))
        .statusCode,
    ).toBe(200);
    await sql`update agreement set annual_increment = ${JSON.stringify([
      { year: 2027, increment: 3 },
      { year: 2028, increment: 2.5 },
      { year: 2029, increment: 2 },
    ])} where id = ${w.agreement.id}`.execute(t.database.db);
    const name = (await getSim(t, token, copy)).name;
    expect(
      (
        await t.call('PUT', `/api/simulation/${copy}`, {
          token,
          body: { name, service_date_init: '2027-01-01', service_duration: 36 },
        })
      ).statusCode,
    ).toBe(200);
    const center = (await t.call('GET', `/api/simulation/${copy}/center`, { token })).json()[0].id;
    for (const person of NAMES) {
      const res = await t.call('POST', `/api/simulation/${copy}/subrogate`, {
        token,
        body: {
          name: person,
          category_id: w.agreement.cats.limpiador,
          working_day: 10,
          center_id: center,
          beginning_year: '2015-06-01',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(
      (
        await t.call('PUT', `/api/simulation/${copy}/justification`, {
          token,
          body: { method_savings: GROUND, technical_solutions: '  ' },
        })
      ).json(),
    ).toEqual({ method_savings: GROUND, technical_solutions: null });
    const tender = await t.call('PUT', `/api/project/${w.tender}`, {
      token,
      body: {
        name: 'Limpieza Hospital',
        contracting_authority: 'Servicio Madrileño de Salud',
        file_number: 'EXP-2027/0042',
        lot: '2',
        estimated_value: 1_450_000,
        extension_months: 24,
      },
    });
    expect(tender.statusCode, tender.body).toBe(200);
    expect(tender.json()).toMatchObject({
      contracting_authority: 'Servicio Madrileño de Salud',
      file_number: 'EXP-2027/0042',
      lot: '2',
      estimated_value: 1_450_000,
      extension_months: 24,
    });
    const ws = await t.call('PUT', `/api/workspace/${w.ws.id}`, {
      token,
      body: { company_name: 'Limpiezas Ñandú, S.L.', tax_id: 'b12345678' },
    });
    expect(ws.statusCode, ws.body).toBe(200);
    expect(ws.json()).toMatchObject({ company_name: 'Limpiezas Ñandú, S.L.', tax_id: 'B12345678' });

    await solve(copy);
    const url = `/api/solution/${copy}`;
    const params = (await t.call('GET', `${url}/parameters`, { token })).json();
    const first = (await getSim(t, token, copy)).results;
    const c = first.hiring_costs + first.social_security + first.absenteeism_cost + first.material_costs;
    const budget = Math.round(c * 1.25);
    const others = [Math.round(c * 1.15), Math.round(c * 1.2), Math.round(c * 1.22)];
    const put = await t.call('PUT', `${url}/parameters`, {
      token,
      body: {
        ...params,
        overheads: 13,
        benefit: 6,
        tender_budget: budget,
        offer_price: Math.round(c * 1.1),
        other_offers: others,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    await waitTask(t, token, `${url}/parameters/status`);
    const r = (await getSim(t, token, copy)).results;

    const pdf = await download(`/api/simulation/${copy}/justification_url`);
    // the font is embedded (a subset of DejaVu Sans), not one of the PDF's built-in fonts
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    const text = await pdfText(pdf);
    for (const person of NAMES) expect(text).toContain(person);
    expect(text).toContain('Licitador: Limpiezas Ñandú, S.L. (NIF B12345678)');
    expect(text).toContain('Órgano de contratación: Servicio Madrileño de Salud');
    expect(text).toContain('Expediente: EXP-2027/0042');
    expect(text).toContain('Lote: 2');
    expect(text).toContain(GROUND);
    expect(text).not.toContain('Soluciones técnicas adoptadas'); // an empty ground is left out
    // the salary table of every year, with the increments: 18,000 × 1.03, × 1.025, × 1.02
    expect(text).toContain('2027 (+3,00 %) salario anual');
    expect(text).toContain('2029 (+7,69 % acumulado) salario anual');
    expect(text).toContain(moneyText(18000 * 1.03));
    expect(text).toContain(moneyText(18000 * 1.03 * 1.025));
    expect(text).toContain(moneyText(18000 * 1.03 * 1.025 * 1.02));
    // the offer and how it is made up, equal to the results to the cent
    expect(text).toContain(`Precio ofertado (sin IVA): ${moneyText(r.bid.offer_without_vat)}`);
    expect(text).toContain(`Baja: ${percentText(r.bid.discount_percent)}`);
    expect(text).toContain(
      `Salarios ${moneyText(r.budget.years[0].wages)} ${moneyText(r.budget.years[1].wages)} ${moneyText(r.budget.years[2].wages)} ${moneyText(r.hiring_costs)}`,
    );
    expect(text).toContain(moneyText(r.social_security));
    expect(text).toContain(moneyText(r.overheads_cost));
    expect(text).toContain(`Beneficio industrial que resta`);
    expect(text).toContain(moneyText(r.bid.offer_without_vat - c2(r) - r.overheads_cost));
    // the art. 85 working: four offers, the mean and the threshold
    expect(text).toContain('Art. 85.4');
    expect(text).toContain(
      `Umbral de anormalidad: baja de ${percentText(r.bid.abnormal.threshold_discount_percent)}, es decir, un precio de ${moneyText(r.bid.abnormal.threshold_price)}`,
    );
    expect(text).toContain('Competidor 3');
    // the staff has a total row; valor estimado and extensions
    expect(text).toMatch(/Total \(\d+ personas\)/);
    expect(text).toContain(`Valor estimado del contrato: ${moneyText(1_450_000)} (sin IVA)`);
    expect(text).toContain('Prórrogas previstas: 24 meses');
    const pages = Number(/Página 1 de (\d+)/.exec(text)![1]);
    for (let i = 1; i <= pages; i++) expect(text).toContain(`Página ${i} de ${pages}`);
  });

  it('an agreement edited after the solution: the page says so, the PDF and the workbook keep what the run used', async () => {
    const sim = w.base.sim;
    expect((await getSim(t, token, sim)).inputs_changed_since_solution).toBe(true); // the increments were added above
    await solveAgain(sim);
    expect((await getSim(t, token, sim)).inputs_changed_since_solution).toBe(false);
    const before = await pdfText(await download(`/api/simulation/${sim}/justification_url`));
    expect(before).toContain(moneyText(18000 * 1.0)); // 2026: the table's own year
    await sql`update agreement_category set salary_year = 21000 where id = ${w.agreement.cats.limpiador}`.execute(t.database.db);
    expect((await getSim(t, token, sim)).inputs_changed_since_solution).toBe(true);
    const after = await pdfText(await download(`/api/simulation/${sim}/justification_url`));
    expect(after).toContain(moneyText(18000));
    expect(after).not.toContain(moneyText(21000));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await download(`/api/simulation/${sim}/solution_url`)) as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Convenios')!;
    const values: unknown[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => values.push(cell.value)));
    expect(values).toContain(18000);
    expect(values).not.toContain(21000);
  });

  const c2 = (r: { hiring_costs: number; social_security: number; absenteeism_cost: number; material_costs: number }) =>
    r.hiring_costs + r.social_security + r.absenteeism_cost + r.material_costs;

  /** A solved simulation launched again: Stopped by cancelling is not possible once solved, so its status is reset as "Modificar" does. */
  const solveAgain = async (sim: string) => {
    await sql`update simulation set status = 'Stopped' where id = ${sim}`.execute(t.database.db);
    const res = await t.call('POST', `/api/simulation/${sim}/launch`, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await waitEnd(t, token, sim, 60_000)).status).toBe('Solved');
  };
});
