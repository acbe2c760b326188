/**
 * The justification against the premises a committee checks (premises.md §1), read back from the PDF: the premises
 * after the cover, an offer under the overheads stated in the premise's words and never argued against, the company
 * asked for (and printed once filled), a lot's own budget and valor estimado, the page's headcount with substitute rows
 * naming their centers, and each salary table with its year and the run's date. On PGlite and, when it answers,
 * PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { formatDate, moneyText, peopleLabel, resultTotals, type Results } from '@licita/domain';
import { pdfText } from '../pdf-text';
import { createTestApp, targets, type TestApp } from '../helpers';
import { getSim, setQuota, waitEnd, waitTask, world, type World, downloadSigned } from './fixtures';

describe.each(await targets())('the justification and its premises (%s)', (target) => {
  let t: TestApp;
  let w: World;
  let token: string;

  const download = async (path: string) => (await downloadSigned(t, token, path)).file.rawPayload as Buffer;

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await world(t, 'Premisas');
    token = w.ws.adminToken;
    await setQuota(t, w.ws.id, null, 0);
  });
  afterAll(() => t?.close());

  it("a lot's simulation offered under its overheads: the premise, the lot's figures, the company and the page's headcount", async () => {
    const sim = w.base.sim;
    expect((await t.call('POST', `/api/simulation/${sim}/launch`, { token })).statusCode).toBe(200);
    expect((await waitEnd(t, token, sim, 60_000)).status).toBe('Solved');
    const url = `/api/solution/${sim}`;
    const params = (await t.call('GET', `${url}/parameters`, { token })).json();
    const first: Results = (await getSim(t, token, sim)).results;
    const c = first.hiring_costs + first.social_security + first.absenteeism_cost + first.material_costs;
    // overheads 13 % of C; the offer pays C and a third of the overheads
    const offer = Math.round(c * 1.0433);
    const put = await t.call('PUT', `${url}/parameters`, {
      token,
      body: { ...params, overheads: 13, benefit: 6, tender_budget: Math.round(c * 1.1), offer_price: offer },
    });
    expect(put.statusCode, put.body).toBe(200);
    await waitTask(t, token, `${url}/parameters/status`);
    const solved = await getSim(t, token, sim);
    const r: Results = solved.results;

    // without the company's data the cover says where it is filled
    const before = await pdfText(await download(`/api/simulation/${sim}/justification_url`));
    expect(before).toContain('Licitador: sin indicar (Administración → Datos de la empresa)');

    // the simulation was created from lot 1 of an imported notice (880.000 € valor estimado for 400.000 € of budget)
    const lot = { id: '1', name: 'Lote 1: limpieza de edificios municipales', budget_without_vat: 240000 };
    const source = {
      notice: {
        budget_without_vat: 400000,
        estimated_value: 880000,
        lots: [{ ...lot, budget_with_vat: 290400, cpv_codes: [], criteria: [] }],
      },
      imported_at: '2026-11-20T10:00:00Z',
      filled_fields: [],
      simulations: [{ simulation_id: sim, lot: '1' }],
    };
    await sql`update project set import_source = ${JSON.stringify(source)}::jsonb, estimated_value = 880000 where id = ${w.tender}`.execute(
      t.database.db,
    );
    const ws = await t.call('PUT', `/api/workspace/${w.ws.id}`, {
      token,
      body: { company_name: 'Limpiezas del Sur, S.L.', tax_id: 'B41000001' },
    });
    expect(ws.statusCode, ws.body).toBe(200);

    const text = await pdfText(await download(`/api/simulation/${sim}/justification_url`));
    expect(text).toContain('Licitador: Limpiezas del Sur, S.L. (NIF B41000001)');
    // the lot's own figures: its budget, and its share of the valor estimado by budget (880.000 × 240/400), said so
    expect(text).toContain('Lote: Lote 1: limpieza de edificios municipales');
    expect(text).toContain(`Presupuesto base del lote 1 (sin IVA): ${moneyText(240000)}`);
    expect(text).toContain(`Valor estimado del lote 1: ${moneyText(528000)} (sin IVA), en proporción a su presupuesto`);
    expect(text).not.toContain(`Valor estimado del contrato: ${moneyText(880000)}`);

    // the premise, after the cover, by hand: C + 13 % of C − offer left of the 13 %
    const overheads = r.overheads_cost!;
    const premise = `La oferta no cubre los gastos generales: deja sin cubrir ${moneyText(c + overheads - offer)} de ${moneyText(overheads)}`;
    expect(text).toContain(`Premisas del cálculo Aviso: ${premise}.`);
    expect(text.indexOf('Premisas del cálculo')).toBeLessThan(text.indexOf('2. La oferta y cómo se compone su precio'));
    // stated as such in the offer part, with where the reasons are
    expect(text).toContain(`${premise}. El licitador no ha redactado motivos para esta oferta (apartado 3).`);
    // never argued against: no sentence says the budget falls short of the roster's cost while defending the offer
    expect(text).not.toMatch(/no cubre el cuadrante/);
    expect(text).not.toContain('La oferta se justifica con el desglose de costes');
    expect(text).toContain(`Con la oferta de ${moneyText(offer)}: ${premise}.`);

    // the page's headcount; the substitutions of a category are one row naming its centers
    const heads = resultTotals(r);
    expect(text).toContain(`Total (${peopleLabel(heads.employees)})`);
    expect(heads.substitutes).toBeGreaterThan(0);
    expect(text).toMatch(/Sustituciones de \S+ Sustitución: \d+ personas? \S+ Centro/);
    // each salary table with its year and the run's date
    expect(text).toContain(
      `Tabla salarial de 2026 del convenio, con los incrementos de cada año del servicio; cálculo del ${formatDate(solved.finished)}.`,
    );
  });
});
