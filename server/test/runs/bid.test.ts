/**
 * The bid (docs/budget.md), server side: overheads, VAT and the offer in "Modificar parámetros" of a solved simulation (re-costed
 * without solving again), the results gaining overheads_cost, budget and bid, and the refusals in Spanish naming
 * the field, which change nothing. On PGlite and, when it answers, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, moneyText, percentText } from '@licita/domain';
import { BUDGET_CELLS } from '../../src/runs/budget-sheet';
import { pdfText } from '../pdf-text';
import { openWorkbook } from '../linked-file';
import { createTestApp, targets, type TestApp } from '../helpers';
import { getSim, setQuota, waitEnd, waitTask, world, type World, downloadSigned } from './fixtures';

const cents = (n: number) => Math.round(n * 100) / 100;

describe.each(await targets())('the budget and the offer of a solved simulation (%s)', (target) => {
  let t: TestApp;
  let w: World;
  let token: string;
  let url: string;
  let solved: any;

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await world(t, 'Oferta');
    token = w.ws.adminToken;
    url = `/api/solution/${w.base.sim}`;
    await setQuota(t, w.ws.id, null, 0);
    const res = await t.call('POST', `/api/simulation/${w.base.sim}/launch`, { token });
    expect(res.statusCode, res.body).toBe(200);
    solved = await waitEnd(t, token, w.base.sim);
    expect(solved.status).toBe('Solved');
  });
  afterAll(() => t?.close());

  /** The solved run's costs before overheads, profit and VAT. */
  const directCosts = () =>
    solved.results.hiring_costs +
    solved.results.social_security +
    solved.results.absenteeism_cost +
    solved.results.material_costs;

  it('a new run has the budget without overheads, VAT 21 %, and no bid; the parameters carry the defaults', async () => {
    const r = solved.results;
    expect(r.overheads_cost).toBe(0);
    expect(r.budget.total_without_vat).toBe(r.total_cost);
    expect(r.budget.vat_rate).toBe(21);
    expect(cents(r.budget.total_with_vat)).toBe(cents(r.total_cost * 1.21));
    expect(r.budget.years.length).toBeGreaterThan(0);
    expect(r.bid).toBeUndefined();
    const params = (await t.call('GET', `${url}/parameters`, { token })).json();
    expect(params).toMatchObject({ overheads: 0, vat: 21, tender_budget: null, offer_price: null, other_offers: [] });
    expect((await t.call('GET', `${url}/default_parameters`, { token })).json()).toMatchObject({
      overheads: 0,
      vat: 21,
      tender_budget: null,
      offer_price: null,
      other_offers: [],
    });
  });

  it('13 % overheads, 21 % VAT, a tender budget and two other offers: re-costed, the bid with its threshold', async () => {
    const params = (await t.call('GET', `${url}/parameters`, { token })).json();
    const old = solved.results;
    const c = old.hiring_costs + old.social_security + old.absenteeism_cost + old.material_costs;
    const budget = Math.round(c * 1.3);
    const others = [Math.round(c * 1.2), Math.round(c * 1.25)];
    const put = await t.call('PUT', `${url}/parameters`, {
      token,
      body: { ...params, benefit: 6, overheads: 13, vat: 21, tender_budget: budget, other_offers: others },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await waitTask(t, token, `${url}/parameters/status`)).toEqual({ status: 'FINISHED', info_message: null });
    const r = (await getSim(t, token, w.base.sim)).results;
    expect(r.hiring_costs).toBe(old.hiring_costs);
    expect(r.overheads_cost).toBeCloseTo(c * 0.13, 6);
    expect(r.total_cost).toBeCloseTo(c * 1.19, 6);
    expect(r.budget.total_with_vat).toBeCloseTo(c * 1.19 * 1.21, 6);
    expect(r.bid.offer_without_vat).toBe(r.total_cost);
    expect(r.bid.discount_percent).toBeCloseTo(((budget - r.total_cost) / budget) * 100, 9);
    expect(r.bid.margin).toBeCloseTo(c * 0.06, 6);
    expect(r.bid.below_cost).toBe(false);
    // three offers: the mean of the three discounts + 10 points (none is 10 points below the mean)
    const d = [r.total_cost, ...others].map((p) => ((budget - p) / budget) * 100);
    const mean = (d[0] + d[1] + d[2]) / 3;
    expect(r.bid.abnormal.offers_considered).toBe(3);
    expect(r.bid.abnormal.threshold_discount_percent).toBeCloseTo(Math.min(mean + 10, 25), 9);
    const got = (await t.call('GET', `${url}/parameters`, { token })).json();
    expect(got).toMatchObject({ overheads: 13, vat: 21, tender_budget: budget, offer_price: null, other_offers: others });

    // an offer below cost; then null clears the offer and the budget
    await t.call('PUT', `${url}/parameters`, { token, body: { ...got, offer_price: Math.floor(c * 0.9) } });
    await waitTask(t, token, `${url}/parameters/status`);
    expect((await getSim(t, token, w.base.sim)).results.bid.below_cost).toBe(true);
    await t.call('PUT', `${url}/parameters`, { token, body: { ...got, offer_price: null, tender_budget: null } });
    await waitTask(t, token, `${url}/parameters/status`);
    const cleared = (await getSim(t, token, w.base.sim)).results;
    expect(cleared.bid).toBeUndefined();
    expect(cleared.total_cost).toBeCloseTo(c * 1.19, 6);
  });

  it('the price score, technical points and competitors: bid.score re-costed without solving again, kept in the parameters', async () => {
    const params = (await t.call('GET', `${url}/parameters`, { token })).json();
    expect(params).toMatchObject({ price_score: null, technical_points: 0, competitors: [] });
    const before = (await getSim(t, token, w.base.sim)).results;
    const c = before.hiring_costs + before.social_security + before.absenteeism_cost + before.material_costs;
    const budget = Math.round(c * 1.5);
    const competitors = [
      { name: 'Limpiezas Norte', price: Math.round(c * 1.3), technical_points: 38 },
      { name: null, price: Math.round(c * 1.4), technical_points: null },
      { name: 'Brillo', price: budget + 1000, technical_points: 40 },
    ];
    const body = {
      ...params,
      tender_budget: budget,
      offer_price: Math.round(c * 1.2),
      price_score: { max_points: 60, formula: 'proportional' },
      technical_points: 35,
      competitors,
    };
    const put = await t.call('PUT', `${url}/parameters`, { token, body });
    expect(put.statusCode, put.body).toBe(200);
    await waitTask(t, token, `${url}/parameters/status`);
    const r = (await getSim(t, token, w.base.sim)).results;
    expect(r.hiring_costs).toBe(before.hiring_costs);
    // ours is the lowest: 60 + 35 = 95; Norte 60 × 1.2 / 1.3 = 55.38 + 38 = 93.38; the second 60 × 1.2 / 1.4 = 51.43
    expect(r.bid.score.offers.map((o: any) => [o.name, o.total_points, o.rank, o.excluded])).toEqual([
      ['Nuestra oferta', 95, 1, false],
      ['Limpiezas Norte', 93.38, 2, false],
      ['Competidor 2', 51.43, 3, false],
      ['Brillo', null, null, true],
    ]);
    expect(r.bid.score.win_price_max).toBeGreaterThan(r.bid.offer_without_vat);
    // Brillo, above the tender budget, is excluded: out of the art. 85 check as out of the score
    expect(r.bid.abnormal.offers_considered).toBe(3);
    const got = (await t.call('GET', `${url}/parameters`, { token })).json();
    expect(got).toMatchObject({ price_score: { max_points: 60, formula: 'proportional' }, technical_points: 35, competitors });
    // the offer set to win_price_max through the same change ranks first
    await t.call('PUT', `${url}/parameters`, { token, body: { ...got, offer_price: r.bid.score.win_price_max } });
    await waitTask(t, token, `${url}/parameters/status`);
    const won = (await getSim(t, token, w.base.sim)).results.bid;
    expect(won.offer_without_vat).toBe(r.bid.score.win_price_max);
    expect(won.score.offers[0].rank).toBe(1);
    expect(won.score.offers.filter((o: any) => o.rank === 1)).toHaveLength(1);

    // the workbook's Presupuesto sheet: the offers table, points as live formulas over the budget and the offer
    const xlsx = await download(`/api/simulation/${w.base.sim}/solution_url`);
    const wb = await openWorkbook(xlsx.body);
    const sheet = wb.getWorksheet('Presupuesto')!;
    let first = 0;
    sheet.eachRow((row, n) => {
      if (row.getCell(1).value === 'Nuestra oferta') first = n;
    });
    expect(first).toBeGreaterThan(0);
    const cell = (addr: string) => sheet.getCell(addr).value as { formula: string; result: unknown };
    const headers = sheet.getRow(first - 1).values as unknown[];
    expect(headers[0]).toBeUndefined(); // ExcelJS's row values start at index 1
    expect(headers.slice(1).join(' | ')).toBe(
      'Oferta | Precio sin IVA | Baja (%) | Excluida | Puntos precio | Puntos técnicos | Total | Puesto | Anormal',
    );
    expect(headers.every((h, i) => i === 0 || typeof h === 'string')).toBe(true);
    expect(cell(`B${first}`).formula).toBe('$E$5');
    won.score.offers.forEach((o: any, i: number) => {
      const row = first + i;
      expect(sheet.getCell(`A${row}`).value).toBe(o.name);
      expect(cell(`E${row}`).formula).toMatch(/^IF\(D\d+="Sí","",ROUND\(\$B\$\d+\*\$E\$\d+\/B\d+,2\)\)$/);
      expect(cell(`E${row}`).result ?? '').toBe(o.price_points ?? '');
      expect(cell(`G${row}`).formula).toContain(`E${row}+ROUND(F${row},2)`);
      expect(cell(`G${row}`).result ?? '').toBe(o.total_points ?? '');
      expect(cell(`H${row}`).formula).toContain('COUNTIFS');
      expect(cell(`H${row}`).result ?? '').toBe(o.rank ?? '');
      expect(cell(`D${row}`).result).toBe(o.excluded ? 'Sí' : 'No');
    });
    // null removes the score; the rest stays
    await t.call('PUT', `${url}/parameters`, {
      token,
      body: { ...got, price_score: null, competitors: [], tender_budget: null, offer_price: null, technical_points: 0 },
    });
    await waitTask(t, token, `${url}/parameters/status`);
    expect((await getSim(t, token, w.base.sim)).results.bid).toBeUndefined();
  });

  it('refuses bad values in Spanish naming the field, and writes nothing', async () => {
    const params = (await t.call('GET', `${url}/parameters`, { token })).json();
    const results = (await getSim(t, token, w.base.sim)).results;
    const cases: [Record<string, unknown>, { message: string; field: string }][] = [
      [{ overheads: 101 }, { message: 'El campo «Gastos generales (%)» debe ser menor o igual que 100', field: 'overheads' }],
      [{ vat: -1 }, { message: 'El campo «IVA (%)» debe ser mayor o igual que 0', field: 'vat' }],
      [
        { tender_budget: 0 },
        { message: 'El campo «Presupuesto base de licitación» debe ser mayor o igual que 0,01', field: 'tender_budget' },
      ],
      // the smallest double: its discount and threshold would not be numbers
      [
        { tender_budget: 5e-324 },
        { message: 'El campo «Presupuesto base de licitación» debe ser mayor o igual que 0,01', field: 'tender_budget' },
      ],
      [
        { tender_budget: 0.009 },
        { message: 'El campo «Presupuesto base de licitación» debe ser mayor o igual que 0,01', field: 'tender_budget' },
      ],
      [{ offer_price: -5 }, { message: 'El campo «Precio ofertado» debe ser mayor o igual que 0,01', field: 'offer_price' }],
      [
        { other_offers: [1000, 0] },
        { message: 'El campo «Otras ofertas» (fila 2) debe ser mayor o igual que 0,01', field: 'other_offers[1]' },
      ],
      [
        { material_costs: params.material_costs.map((m: object) => ({ ...m, amount: -10_000_000 })) },
        {
          message: 'El campo «Importe» (Costes materiales, fila 1) debe ser mayor o igual que 0',
          field: 'material_costs[0].amount',
        },
      ],
      [
        { material_costs: [params.material_costs[0], { ...params.material_costs[0], amount: 1 }] },
        { message: 'El campo «Costes materiales» repite un coste ya enviado (fila 2)', field: 'material_costs[1].id' },
      ],
      [
        { other_offers: Array.from({ length: 51 }, (_, i) => 1000 + i) },
        { message: 'El campo «Otras ofertas» no puede tener más de 50 elementos', field: 'other_offers' },
      ],
      [
        { price_score: { max_points: 0, formula: 'proportional' } },
        { message: 'El campo «Puntos de la oferta económica» debe ser mayor o igual que 0,01', field: 'price_score.max_points' },
      ],
      [
        { price_score: { max_points: 60, formula: 'power', exponent: 1.5 } },
        { message: 'El campo «Exponente» debe ser menor o igual que 1', field: 'price_score.exponent' },
      ],
      [
        { price_score: { max_points: 60, formula: 'power', exponent: 0 } },
        { message: 'El campo «Exponente» debe ser mayor o igual que 0,01', field: 'price_score.exponent' },
      ],
      [
        { price_score: { max_points: 60, formula: 'linear_satiety', satiety_discount_percent: 101 } },
        {
          message: 'El campo «Umbral de saciedad (%)» debe ser menor o igual que 100',
          field: 'price_score.satiety_discount_percent',
        },
      ],
      [
        { price_score: { max_points: 60, formula: 'linear_satiety' } },
        {
          message: 'El campo «Umbral de saciedad (%)» es obligatorio con la fórmula de umbral de saciedad',
          field: 'price_score.satiety_discount_percent',
        },
      ],
      [
        { price_score: { max_points: 60, formula: 'power' } },
        { message: 'El campo «Exponente» es obligatorio con la fórmula de raíz o potencial', field: 'price_score.exponent' },
      ],
      [
        { technical_points: -1 },
        { message: 'El campo «Puntos técnicos» debe ser mayor o igual que 0', field: 'technical_points' },
      ],
      [
        { competitors: Array.from({ length: 51 }, (_, i) => ({ price: 1000 + i })) },
        { message: 'El campo «Competidores» no puede tener más de 50 elementos', field: 'competitors' },
      ],
      [
        { competitors: [{ name: 'x'.repeat(121), price: 1000 }] },
        {
          message: 'El campo «Nombre» (Competidores, fila 1) no puede tener más de 120 caracteres',
          field: 'competitors[0].name',
        },
      ],
      [
        { competitors: [{ name: 'Norte', price: 0 }] },
        {
          message: 'El campo «Precio sin IVA» (Competidores, fila 1) debe ser mayor o igual que 0,01',
          field: 'competitors[0].price',
        },
      ],
    ];
    expect(params.material_costs.length).toBeGreaterThan(0);
    for (const [over, answer] of cases) {
      const res = await t.call('PUT', `${url}/parameters`, { token, body: { ...params, ...over } });
      expect(res.statusCode, JSON.stringify(over).slice(0, 200)).toBe(400);
      expect(res.json()).toEqual(answer);
    }
    expect((await t.call('GET', `${url}/parameters`, { token })).json()).toEqual(params);
    expect((await getSim(t, token, w.base.sim)).results).toEqual(results);
  });

  /** A signed link's file, fetched from the app. */
  const download = async (path: string) => {
    const { link, file } = await downloadSigned(t, token, path);
    return {
      filename: link.filename,
      body: file.rawPayload as Buffer,
      type: String(file.headers['content-type']),
    };
  };

  it("the workbook's Presupuesto sheet and the justification PDF carry the totals of the page, to the cent", async () => {
    const params = (await t.call('GET', `${url}/parameters`, { token })).json();
    const c = directCosts();
    const body = {
      ...params,
      benefit: 6,
      overheads: 13,
      vat: 21,
      tender_budget: Math.round(c * 1.3),
      offer_price: null,
      other_offers: [Math.round(c * 1.2), Math.round(c * 1.25)],
    };
    expect((await t.call('PUT', `${url}/parameters`, { token, body })).statusCode).toBe(200);
    await waitTask(t, token, `${url}/parameters/status`);
    const sim = await getSim(t, token, w.base.sim);
    const r = sim.results;

    const xlsx = await download(`/api/simulation/${w.base.sim}/solution_url`);
    const wb = await openWorkbook(xlsx.body);
    const sheet = wb.getWorksheet('Presupuesto')!;
    const value = (addr: string) => {
      const v = sheet.getCell(addr).value as number | { result?: number; formula?: string };
      return typeof v === 'number' ? v : (v.result ?? 0);
    };
    const formula = (addr: string) => (sheet.getCell(addr).value as { formula: string }).formula;
    expect(moneyText(value(BUDGET_CELLS.totalWithoutVat))).toBe(moneyText(r.budget.total_without_vat));
    expect(moneyText(value(BUDGET_CELLS.vat))).toBe(moneyText(r.budget.vat_amount));
    expect(moneyText(value(BUDGET_CELLS.totalWithVat))).toBe(moneyText(r.budget.total_with_vat));
    expect(moneyText(value(BUDGET_CELLS.overheads))).toBe(moneyText(r.overheads_cost));
    expect(moneyText(value(BUDGET_CELLS.thresholdPrice))).toBe(moneyText(r.bid.abnormal.threshold_price));
    expect(value(BUDGET_CELLS.discount)).toBeCloseTo(r.bid.discount_percent, 9);
    expect(value(BUDGET_CELLS.overheadsRate)).toBe(13);
    expect(value(BUDGET_CELLS.vatRate)).toBe(21);
    // live formulas over the rates
    const first = BUDGET_CELLS.firstYearRow;
    expect(formula(`I${first}`)).toBe(`H${first}*$B$4/100`);
    expect(formula(`L${first}`)).toBe(`K${first}*$B$6/100`);
    expect(formula(BUDGET_CELLS.offerWithVat)).toBe('E5*(1+B6/100)');
    expect(moneyText(value(`K${first}`))).toBe(moneyText(r.budget.years[0].total_without_vat));
    // the discount, threshold and flags are live formulas over the offer (E5) and the cost cells, whose cached
    // results are the page's figures to the cent
    const C = BUDGET_CELLS;
    expect(formula(C.discount)).toBe('(E4-E5)/E4*100');
    expect(percentText(value(C.discount))).toBe(percentText(r.bid.discount_percent));
    expect(formula(C.meanDiscount)).toBe('IF(MIN(Q4:Q6)<AVERAGE(Q4:Q6)-10,(SUM(Q4:Q6)-MIN(Q4:Q6))/2,AVERAGE(Q4:Q6))');
    expect(percentText(value(C.meanDiscount))).toBe(percentText(r.bid.abnormal.mean_discount_percent));
    expect(formula(C.thresholdDiscount)).toBe('MIN(E14+10,25)');
    expect(percentText(value(C.thresholdDiscount))).toBe(percentText(r.bid.abnormal.threshold_discount_percent));
    expect(formula(C.thresholdPrice)).toBe('E4*(1-E9/100)');
    expect(formula('P4')).toBe('E5'); // our offer in the offers table
    // an offer above the tender budget would leave its discount cell empty, out of the mean (isAdmittedOffer)
    expect(formula('Q4')).toBe('IF(AND(P4>0,ROUND(P4,2)<=ROUND($E$4,2)),($E$4-P4)/$E$4*100,"")');
    expect(sheet.getCell('P5').value).toBe(body.other_offers[0]);
    const flag = (addr: string) => sheet.getCell(addr).value as { formula: string; result: string };
    expect(flag(C.abnormal)).toEqual({
      formula: 'IF(ROUND(E5,2)<ROUND(E10,2),"Sí","No")',
      result: r.bid.abnormal.ours_abnormal ? 'Sí' : 'No',
    });
    expect(flag(C.belowCost)).toEqual({ formula: 'IF(ROUND(E5,2)<ROUND(B8,2),"Sí","No")', result: 'No' });
    expect(flag(C.excluded)).toEqual({ formula: 'IF(ROUND(E5,2)>ROUND(E4,2),"Sí","No")', result: 'No' });
    expect(flag('R5').formula).toBe('IF(ROUND(P5,2)<ROUND($E$10,2),"Sí","No")');
    // the price per hour over the service hours (the demand's), the paid hours on their own row
    const serviceHours = sim.results.demand.reduce((a: number, d: { total_hours: number }) => a + d.total_hours, 0);
    const paidHours = Object.values(r.categories as Record<string, { hours: number }>).reduce((a, x) => a + x.hours, 0);
    expect(value(C.serviceHours)).toBeCloseTo(serviceHours, 9);
    expect(value(C.paidHours)).toBeCloseTo(paidHours, 9);
    expect(formula(C.pricePerHour)).toBe('IF(B15>0,B11/B15,0)');
    expect(moneyText(value(C.pricePerHour))).toBe(moneyText(r.budget.price_per_hour));
    expect(moneyText(r.budget.price_per_hour)).toBe(moneyText(r.total_cost / serviceHours));
    expect(sheet.getCell(`B${first}`).value).toBe(formatDate(r.budget.years[0].from)); // DD/MM/YYYY

    const pdf = await download(`/api/simulation/${w.base.sim}/justification_url`);
    expect(pdf.filename).toBe('Justificacion_Base.pdf');
    expect(pdf.type).toContain('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.body);
    for (const title of [
      'Justificación de la oferta',
      '1. Datos de la oferta',
      '2. La oferta y cómo se compone su precio',
      '4. Convenios colectivos aplicados',
      '5. Plantilla y horas',
      '7. Presunción de anormalidad',
    ])
      expect(text).toContain(title);
    expect(text).toContain(`Inicio del servicio: ${formatDate(solved.service_date_init)}`);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    for (const figure of [
      r.bid.offer_without_vat,
      r.overheads_cost,
      r.bid.tender_budget,
      r.bid.offer_with_vat,
      r.bid.abnormal.threshold_price,
    ])
      expect(text).toContain(moneyText(figure));
    expect(text).toContain(`Baja: ${percentText(r.bid.discount_percent)}`);
    expect(text).toContain(
      r.bid.abnormal.ours_abnormal ? 'incurre en presunción de anormalidad' : 'no incurre en presunción de anormalidad',
    );
    // the staff and the agreement's categories
    expect(text).toContain('Limpiador/a');
    expect(text).toContain('salario hora');
  });

  it('an offer above the tender budget: excluded in the results and on the workbook, a cent lower it is not', async () => {
    const params = (await t.call('GET', `${url}/parameters`, { token })).json();
    const now = (await getSim(t, token, w.base.sim)).results;
    const tender = Math.round(now.total_cost * 1.2);
    const body = { ...params, tender_budget: tender, offer_price: tender + 0.01, other_offers: [] };
    expect((await t.call('PUT', `${url}/parameters`, { token, body })).statusCode).toBe(200);
    await waitTask(t, token, `${url}/parameters/status`);
    const bid = (await getSim(t, token, w.base.sim)).results.bid;
    expect(bid).toMatchObject({ excluded: true, below_cost: false });
    expect(bid.abnormal.ours_abnormal).toBe(false);
    const xlsx = await download(`/api/simulation/${w.base.sim}/solution_url`);
    const wb = await openWorkbook(xlsx.body);
    const sheet = wb.getWorksheet('Presupuesto')!;
    expect(sheet.getCell(BUDGET_CELLS.excluded).value).toEqual({
      formula: 'IF(ROUND(E5,2)>ROUND(E4,2),"Sí","No")',
      result: 'Sí',
    });
    expect(sheet.getCell(BUDGET_CELLS.verdict).value).toBe('Excluida: supera el presupuesto base');
    // our offer alone, and excluded: no admitted offer; the fixed 25 points, the mean over no discount is 0
    expect(bid.abnormal).toMatchObject({ offers_considered: 0, threshold_discount_percent: 25 });
    expect(sheet.getCell(BUDGET_CELLS.thresholdDiscount).value).toBe(25);
    // (ExcelJS keeps no cached value of an empty text or of 0: read as such)
    expect((sheet.getCell('Q4').value as { result?: unknown }).result ?? '').toBe('');
    const mean = sheet.getCell(BUDGET_CELLS.meanDiscount).value as { formula: string; result?: number };
    expect([mean.formula, mean.result ?? 0]).toEqual(['MAX(Q4:Q4)', 0]);

    const at = await t.call('PUT', `${url}/parameters`, { token, body: { ...body, offer_price: tender } });
    expect(at.statusCode).toBe(200);
    await waitTask(t, token, `${url}/parameters/status`);
    expect((await getSim(t, token, w.base.sim)).results.bid.excluded).toBe(false);
  });

  it('four or more offers: the mean leaves out the offers 10 points below it, as a formula over the discounts', async () => {
    const params = (await t.call('GET', `${url}/parameters`, { token })).json();
    const c = directCosts();
    const tender = Math.round(c * 1.5);
    // discounts of about 24, 22, 20 and 0 points with ours: the 0 leaves the mean
    const others = [0.76, 0.78, 0.8, 1].map((f) => Math.round(tender * f));
    const body = { ...params, tender_budget: tender, offer_price: Math.round(c * 1.1), other_offers: others };
    expect((await t.call('PUT', `${url}/parameters`, { token, body })).statusCode).toBe(200);
    await waitTask(t, token, `${url}/parameters/status`);
    const bid = (await getSim(t, token, w.base.sim)).results.bid;
    const xlsx = await download(`/api/simulation/${w.base.sim}/solution_url`);
    const wb = await openWorkbook(xlsx.body);
    const sheet = wb.getWorksheet('Presupuesto')!;
    const cell = (addr: string) => sheet.getCell(addr).value as { formula: string; result: number | string };
    expect(cell(BUDGET_CELLS.meanDiscount).formula).toBe(
      'IF(COUNTIF(Q4:Q8,">="&(AVERAGE(Q4:Q8)-10))>=3,AVERAGEIF(Q4:Q8,">="&(AVERAGE(Q4:Q8)-10)),(LARGE(Q4:Q8,1)+LARGE(Q4:Q8,2)+LARGE(Q4:Q8,3))/3)',
    );
    expect(percentText(cell(BUDGET_CELLS.meanDiscount).result as number)).toBe(percentText(bid.abnormal.mean_discount_percent));
    expect(cell(BUDGET_CELLS.thresholdDiscount)).toEqual({ formula: 'E14+10', result: bid.abnormal.threshold_discount_percent });
    expect(moneyText(cell(BUDGET_CELLS.thresholdPrice).result as number)).toBe(moneyText(bid.abnormal.threshold_price));
    for (const [i, price] of others.entries())
      expect(cell(`R${5 + i}`).result).toBe(bid.abnormal.abnormal_offers.includes(price) ? 'Sí' : 'No');
    expect(cell(BUDGET_CELLS.abnormal).result).toBe(bid.abnormal.ours_abnormal ? 'Sí' : 'No');
  });
});
