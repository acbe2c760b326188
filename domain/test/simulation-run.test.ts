import { describe, expect, it } from 'vitest';
import {
  bidParametersOf,
  budgetCard,
  blankCompetitor,
  FORMULA_CHOICES,
  scoreParametersOf,
  categoryRows,
  costBreakdown,
  DEFAULT_BID_INPUTS,
  elapsedMs,
  formatElapsed,
  groupCostsByCenter,
  groupEvents,
  launchRefusalMessage,
  markedIds,
  parametersToForm,
  parseResults,
  resultTotals,
  socialSecurityPayload,
  solutionFileName,
  toggleAll,
  toParametersUpdate,
  validateParametersForm,
  headcountSentence,
  type Results,
  type SimulationEvent,
  type SolutionParameters,
} from '../src/index';

const results: Results = {
  categories: {
    'Limpiador/a': { count_new: 2, count_sub: 1, fte_new: 1.5, fte_sub: 0.75, hours: 3000, wage_costs: 40000, ss_costs: 13600 },
    'Cristalero/a': { count_new: 1, count_sub: 0, fte_new: 0.25, fte_sub: 0, hours: 400, wage_costs: 5000, ss_costs: 1700 },
  },
  hiring_costs: 45000,
  absenteeism_cost: 1000,
  material_costs: 2000,
  social_security: 15300,
  benefit: 3000,
  total_cost: 66300,
};

describe('results', () => {
  it('reads an object, a string holding it and a quoted string; anything else is unparsable', () => {
    expect(parseResults(null)).toEqual({ kind: 'none' });
    expect(parseResults(results)).toEqual({ kind: 'ok', results });
    expect(parseResults(JSON.stringify(results))).toEqual({ kind: 'ok', results });
    expect(parseResults(JSON.stringify(JSON.stringify(results)))).toEqual({ kind: 'ok', results });
    expect(parseResults("{'total_cost': 1}")).toEqual({ kind: 'unparsable', text: "{'total_cost': 1}" });
    expect(parseResults({ total_cost: 'mucho' })).toMatchObject({ kind: 'unparsable' });
  });

  it('totals, cost shares in the page order and the category rows by name', () => {
    // stored before the substitutions were told apart: they are only known to be inside countNew
    expect(resultTotals(results)).toEqual({
      employees: 4,
      countNew: 3,
      countSub: 1,
      substitutes: null,
      rostered: null,
      fteNew: 1.75,
      fteSub: 0.75,
      fteSubstitutes: null,
      hours: 3400,
      totalCost: 66300,
    });
    expect(headcountSentence(resultTotals(results))).toBe('1 subrogado/a y 3 a contratar (sustituciones incluidas)');
    const b = costBreakdown(results);
    expect(b.map((x) => x.label)).toEqual(['Materiales', 'Absentismo', 'Seguridad social', 'Salarial', 'Beneficio']);
    expect(b.reduce((a, x) => a + x.share, 0)).toBeCloseTo(1);
    expect(b.find((x) => x.key === 'hiring_costs')!.share).toBeCloseTo(45000 / 66300);
    expect(categoryRows(results).map((r) => [r.name, r.employees, r.fte])).toEqual([
      ['Cristalero/a', 1, 0.25],
      ['Limpiador/a', 3, 2.25],
    ]);
  });

  it('the solution file name', () => {
    expect(solutionFileName('Base 1')).toBe('Solucion_Base 1.xlsx');
    expect(solutionFileName('a/b:c')).toBe('Solucion_a_b_c.xlsx');
  });
});

describe('events (Progreso)', () => {
  const ev = (
    id: string,
    s: number,
    type_info: SimulationEvent['type_info'],
    group: string | null,
    title = id,
  ): SimulationEvent => ({
    id,
    created: new Date(Date.UTC(2025, 0, 1, 10, 0, s)).toISOString(),
    title,
    description: `d ${id}`,
    type_info,
    group,
  });

  it('one entry per non-Debug event in time order; Debug ones under the latest entry of their group', () => {
    const entries = groupEvents([
      ev('fin', 9, 'Info', 'data'),
      ev('lanzada', 0, 'Info', 'data'),
      ev('dbg-data', 1, 'Debug', 'data'),
      ev('early', 2, 'Debug', 'costs'),
      ev('costes', 3, 'Info', 'costs'),
      ev('g1', 4, 'Debug', 'G1'),
      ev('g1b', 5, 'Debug', 'G1'),
      ev('sin', 6, 'Error', 'G2'),
      ev('suelto', 7, 'Info', null),
    ]);
    expect(entries.map((e) => [e.event.id, e.details.map((d) => d.id), e.isError, e.debugOnly])).toEqual([
      ['lanzada', ['dbg-data'], false, false],
      ['costes', ['early'], false, false],
      ['g1', ['g1b'], false, true],
      ['sin', [], true, false],
      ['suelto', [], false, false],
      ['fin', [], false, false],
    ]);
  });
});

describe('elapsed time', () => {
  it('from start to end, or to now while running; HH:mm:ss', () => {
    expect(elapsedMs(null, null, 0)).toBeNull();
    expect(elapsedMs('2025-01-01T10:00:00Z', '2025-01-01T10:01:05Z', 0)).toBe(65_000);
    expect(elapsedMs('2025-01-01T10:00:00Z', null, Date.parse('2025-01-01T11:00:01Z'))).toBe(3_601_000);
    expect(formatElapsed(65_000)).toBe('00:01:05');
    expect(formatElapsed(26 * 3600_000 + 3 * 60_000 + 4000)).toBe('26:03:04');
    expect(formatElapsed(null)).toBe('—');
  });
});

describe('Modificar parámetros', () => {
  const params: SolutionParameters = {
    absenteeism_rate: 2,
    benefit: 5,
    ...bidParametersOf({}),
    ...scoreParametersOf({}),
    material_costs: [
      {
        id: 'm2',
        center_id: 'c2',
        center_name: 'Nave',
        name: 'Fregonas',
        type: 'MONTHLY_UNIT_COST',
        amount: 2.5,
        number_of_units: 10,
        months_to_apply: 12,
      },
      {
        id: 'm1',
        center_id: null,
        center_name: null,
        name: 'Maquinaria',
        type: 'SALARY_PERCENT',
        amount: 3,
        number_of_units: null,
        months_to_apply: null,
      },
      {
        id: 'm3',
        center_id: 'c1',
        center_name: 'Hospital',
        name: 'Uniformes',
        type: 'AMOUNT_BY_WORKER',
        amount: 50,
        number_of_units: null,
        months_to_apply: null,
      },
    ],
  };

  it("groups costs by center, 'Todos los centros' first", () => {
    expect(groupCostsByCenter(parametersToForm(params).material_costs)).toEqual([
      { centerId: null, label: 'Todos los centros', indexes: [1] },
      { centerId: 'c1', label: 'Hospital', indexes: [2] },
      { centerId: 'c2', label: 'Nave', indexes: [0] },
    ]);
  });

  it('rules with their Spanish messages', () => {
    const form = parametersToForm(params);
    expect(validateParametersForm(form)).toEqual([]);
    form.absenteeism_rate = '';
    form.benefit = '-1';
    form.material_costs[0]!.number_of_units = '';
    form.material_costs[0]!.months_to_apply = '1,5';
    form.material_costs[1]!.amount = '-3';
    form.material_costs[2]!.amount = '-30';
    expect(validateParametersForm(form)).toEqual([
      { field: 'absenteeism_rate', message: 'Valor requerido' },
      { field: 'benefit', message: 'Valor incorrecto' },
      { field: 'material_costs[0].number_of_units', message: 'Valor requerido' },
      { field: 'material_costs[0].months_to_apply', message: 'Valor incorrecto' },
      { field: 'material_costs[1].amount', message: 'Valor incorrecto' },
      // no cost is negative, whatever its type
      { field: 'material_costs[2].amount', message: 'Valor incorrecto' },
    ]);
  });

  it('a cost twice in the list is refused on its second row', () => {
    const form = parametersToForm(params);
    form.material_costs.push({ ...form.material_costs[0]! });
    expect(validateParametersForm(form)).toEqual([
      { field: 'material_costs[3].id', message: 'El campo «Costes materiales» repite un coste ya enviado (fila 4)' },
    ]);
  });

  it('the payload: numbers, empty amount 0, unused units and months null', () => {
    const form = parametersToForm(params);
    form.benefit = '7,5';
    form.material_costs[2]!.amount = '';
    expect(toParametersUpdate(form)).toEqual({
      // a solution without the offer's inputs: a new bid's (overheads 0, VAT 21, no tender budget nor offer)
      ...DEFAULT_BID_INPUTS,
      absenteeism_rate: 2,
      benefit: 7.5,
      material_costs: [
        { id: 'm2', amount: 2.5, number_of_units: 10, months_to_apply: 12 },
        { id: 'm1', amount: 3, number_of_units: null, months_to_apply: null },
        { id: 'm3', amount: 0, number_of_units: null, months_to_apply: null },
      ],
    });
  });
});

describe('Modificar parámetros: the offer', () => {
  const empty = { absenteeism_rate: 2, benefit: 5, ...bidParametersOf({}), ...scoreParametersOf({}), material_costs: [] };
  const rows = (...prices: string[]) => prices.map((price) => ({ ...blankCompetitor(), price }));

  it('percentages 0–100, budgets and offers more than 0, empty price = the total, competitors as a table', () => {
    const base = parametersToForm(empty);
    const form = {
      ...base,
      overheads: '13',
      vat: '21',
      tender_budget: '0',
      offer_price: '',
      score: { ...base.score, competitors: rows('230000', '0') },
    };
    expect(validateParametersForm(form)).toEqual([
      { field: 'tender_budget', message: 'Valor incorrecto' },
      { field: 'competitors[1].price', message: 'Valor incorrecto' },
    ]);
    // at least a cent: 0,001 € is no price
    expect(
      validateParametersForm({
        ...form,
        tender_budget: '0,001',
        offer_price: '0,009',
        score: { ...form.score, competitors: rows('0,01') },
      }),
    ).toEqual([
      { field: 'tender_budget', message: 'Valor incorrecto' },
      { field: 'offer_price', message: 'Valor incorrecto' },
    ]);
    const ok = {
      ...form,
      tender_budget: '250000,5',
      score: { ...form.score, competitors: rows('230000', '240000') },
      overheads: '101',
    };
    expect(validateParametersForm(ok)).toEqual([{ field: 'overheads', message: 'Valor incorrecto' }]);
    expect(toParametersUpdate({ ...ok, overheads: '13' })).toMatchObject({
      overheads: 13,
      vat: 21,
      tender_budget: 250000.5,
      offer_price: null,
      other_offers: [],
      competitors: [
        { name: null, price: 230000, technical_points: null },
        { name: null, price: 240000, technical_points: null },
      ],
    });
  });

  it('the other offers of an older solution open as unnamed competitors', () => {
    expect(parametersToForm({ ...empty, other_offers: [230000.5] }).score.competitors).toEqual([
      { name: '', price: '230000,5', technical_points: '' },
    ]);
  });

  it('Puntuación económica: points ≥ 0,01, the extra number of the formula, technical points ≥ 0, names ≤ 120', () => {
    const base = parametersToForm(empty);
    const score = {
      ...base.score,
      formula: 'power' as const,
      max_points: '0',
      exponent: '1,5',
      technical_points: '-1',
      competitors: [{ name: 'x'.repeat(121), price: '1000', technical_points: '' }],
    };
    expect(validateParametersForm({ ...base, score })).toEqual([
      { field: 'price_score.max_points', message: 'Debe ser mayor o igual que 0,01' },
      { field: 'price_score.exponent', message: 'Debe ser menor o igual que 1' },
      { field: 'technical_points', message: 'Valor incorrecto' },
      { field: 'competitors[0].name', message: 'Como máximo 120 caracteres' },
    ]);
    const satiety = { ...base.score, formula: 'linear_satiety' as const, max_points: '60' };
    expect(validateParametersForm({ ...base, score: satiety })).toEqual([
      { field: 'price_score.satiety_discount_percent', message: 'Valor requerido' },
    ]);
    const good = {
      ...satiety,
      satiety_discount_percent: '12,5',
      exponent: '0,5',
      technical_points: '35',
      competitors: [{ name: ' Limpiezas Norte ', price: '95000', technical_points: '38' }],
    };
    expect(toParametersUpdate({ ...base, score: good })).toMatchObject({
      // the exponent belongs to another formula and is not sent
      price_score: { max_points: 60, formula: 'linear_satiety', satiety_discount_percent: 12.5 },
      technical_points: 35,
      competitors: [{ name: 'Limpiezas Norte', price: 95000, technical_points: 38 }],
    });
    expect(toParametersUpdate({ ...base, score: { ...good, formula: '' } }).price_score).toBeNull();
    expect(FORMULA_CHOICES.map((c) => c.label)).toEqual([
      'Proporcional a la oferta más baja',
      'Lineal sobre la baja',
      'Lineal con umbral de saciedad',
      'Raíz o potencial',
    ]);
  });
});

describe('Presupuesto y oferta card', () => {
  const bid = (over: Partial<NonNullable<Results['bid']>>): NonNullable<Results['bid']> => ({
    tender_budget: 60000,
    offer_without_vat: 66300,
    offer_with_vat: 80223,
    discount_percent: -10.5,
    below_cost: false,
    excluded: true,
    margin: 3000,
    abnormal: {
      offers_considered: 1,
      mean_discount_percent: -10.5,
      threshold_discount_percent: 25,
      threshold_price: 45000,
      ours_abnormal: false,
      abnormal_offers: [],
    },
    ...over,
  });
  const budget = {
    total_without_vat: 66300,
    vat_rate: 21,
    vat_amount: 13923,
    total_with_vat: 80223,
    price_per_hour: 19.5,
    years: [],
  };

  it('an offer above the tender budget says it is excluded, in red (not the fine sentence)', () => {
    const view = budgetCard({ ...results, budget, bid: bid({}) })!;
    expect(view.bid!.state).toBe('excluded');
    expect(view.bid!.verdict).toBe('Excluida: supera el presupuesto base');
    // results stored before the flag: read as not excluded
    const { excluded: _e, ...old } = bid({ tender_budget: 70000 });
    expect(budgetCard({ ...results, budget, bid: old })!.bid!.verdict).toBe('La oferta no incurre en presunción de anormalidad.');
  });
});

describe('launch and social security', () => {
  it('a 460 shows the catalogue message of its code', () => {
    expect(launchRefusalMessage(7, 'quota')).toBe('Has superado el límite de uso: contacta con soporte para ampliar tu plan');
    expect(launchRefusalMessage(null, 'Otra cosa')).toBe('Otra cosa');
  });

  it('select-all and the payload of Descontar SS', () => {
    const employees = [
      {
        id: 'a',
        name: 'Nuevo/a Limpiador/a 1',
        centers: ['Sede'],
        weekly_hours: 40,
        salary: 20000,
        social_security: 6800,
        social_security_activate: true,
      },
      {
        id: 'b',
        name: 'Nuevo/a Limpiador/a 2',
        centers: ['Nave'],
        weekly_hours: 20,
        salary: 10000,
        social_security: 3400,
        social_security_activate: false,
      },
    ];
    const marked = markedIds(employees);
    expect([...marked]).toEqual(['a']);
    const all = toggleAll(employees, marked);
    expect([...all]).toEqual(['a', 'b']);
    expect(toggleAll(employees, all).size).toBe(0);
    expect(socialSecurityPayload(employees, new Set(['b']))).toEqual({
      employees: [
        { id: 'a', social_security_activate: false },
        { id: 'b', social_security_activate: true },
      ],
    });
  });
});
