/**
 * The "Horas anuales" sheet of the solution workbook (docs/engine.md, "Annual-hours method"): per category the hours
 * and the effective hours per FTE as values, the FTE, new FTE and wages as live formulas over them; then social
 * security, absenteeism, overheads, benefit and VAT as formulas over their rates, the difference to the roster and,
 * with a tender budget, whether it pays each method. Each formula carries the engine's figure as its cached result,
 * so the cached values are the page's card to the cent.
 */
import type ExcelJS from 'exceljs';
import type { StoredOutput } from './solution';
import { CONVENTIONAL_LABELS as L, percentText } from '@licita/domain';
import { SOLUTION_LABELS } from './labels';

const EUR = '#,##0.00 "€"';
const NUM = '#,##0.00';

const HEAD = [
  'Categoría',
  'Horas',
  L.effectiveHours,
  'Meses',
  'ETC',
  'ETC subrogados',
  'ETC nuevos',
  'Salarios subrogados',
  'De ellos no cotizan',
  'Salario anual por ETC nuevo',
  'Salarios',
  'Salarios que cotizan',
];

/** Fixed addresses (the tests read them back); the category rows start at `firstRow`, the totals follow in column B. */
export const CONVENTIONAL_CELLS = { firstRow: 4, ratesRow: 3 } as const;

/** The labels of the totals block, in order, and where each one lands (column B, after the category rows). */
export const CONVENTIONAL_TOTALS = [
  L.socialSecurityRate,
  'Absentismo (%)',
  SOLUTION_LABELS.substitution,
  L.overheadsRate,
  'Beneficio (%)',
  'IVA (%)',
  'Salarios',
  'Seguridad social',
  'Absentismo',
  'Materiales',
  'Gastos generales',
  'Beneficio',
  L.total,
  L.totalWithVat,
  L.rosterTotal,
  SOLUTION_LABELS.differenceToRoster,
  'Diferencia con el cuadrante (%)',
  L.tenderBudget,
  'Cubre el cuadrante',
  'Cubre el método de horas anuales',
] as const;

type TotalLabel = (typeof CONVENTIONAL_TOTALS)[number];

/** The totals block below the category rows: where each label's figure lands (`at`), and writing it (`set`). */
function totalsBlock(sheet: ExcelJS.Worksheet, afterCategories: number) {
  const at = (label: TotalLabel) => `B${afterCategories + 1 + CONVENTIONAL_TOTALS.indexOf(label)}`;
  const set = (label: TotalLabel, value: ExcelJS.CellValue, fmt?: string) => {
    const addr = at(label);
    sheet.getCell(`A${addr.slice(1)}`).value = label;
    sheet.getCell(addr).value = value;
    if (fmt) sheet.getCell(addr).numFmt = fmt;
  };
  /** A sentence beside a figure (column C). */
  const note = (label: TotalLabel, text: string) => {
    sheet.getCell(`C${at(label).slice(1)}`).value = text;
  };
  return { at, set, note };
}
type Totals = ReturnType<typeof totalsBlock>;

export function addConventionalSheet(wb: ExcelJS.Workbook, out: StoredOutput): void {
  const sheet = wb.addWorksheet('Horas anuales');
  sheet.columns = [{ width: 34 }, ...HEAD.slice(1).map(() => ({ width: 18 }))];
  sheet.getCell('A1').value = `Método de horas anuales: ${out.meta.simulation_name}`;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  const base = out.conventional_base;
  const conv = out.results.conventional;
  if (
    !base ||
    !conv ||
    Object.values(base.categories).some((c) => c.surrogate_wages === undefined || c.salary_per_fte_year === undefined)
  ) {
    sheet.getCell('A3').value =
      'Solución calculada antes del método de horas anuales: vuelve a lanzar la simulación para obtenerlo.';
    return;
  }
  const p = out.parameters;
  const afterCategories = categoryRows(sheet, base.categories, p.months);
  const totals = totalsBlock(sheet, afterCategories);
  rateTotals(totals, p, socialSecurityRate(base, conv, p));
  costTotals(totals, conv, { first: CONVENTIONAL_CELLS.firstRow, last: afterCategories - 1 }, out.results.total_cost);
  const bid = out.results.bid;
  if (bid?.covers) coverageTotals(totals, bid.tender_budget, bid.covers);
}

/** One row a category from `firstRow`: hours and hours per FTE as values, FTE and wages as formulas. The row after them. */
function categoryRows(
  sheet: ExcelJS.Worksheet,
  categories: NonNullable<StoredOutput['conventional_base']>['categories'],
  months: number,
): number {
  sheet.getRow(CONVENTIONAL_CELLS.ratesRow).values = HEAD;
  sheet.getRow(CONVENTIONAL_CELLS.ratesRow).font = { bold: true };
  let row = CONVENTIONAL_CELLS.firstRow;
  for (const [name, c] of Object.entries(categories)) {
    const r = row;
    sheet.getRow(r).values = [
      name,
      c.hours,
      c.effective_hours_per_fte,
      months,
      { formula: `IF(C${r}*D${r}>0,B${r}/(C${r}*D${r}/12),0)`, result: c.fte },
      c.fte_surrogates,
      { formula: `MAX(0,E${r}-F${r})`, result: c.fte_new },
      c.surrogate_wages!,
      c.surrogate_non_contributory!,
      c.salary_per_fte_year!,
      { formula: `H${r}+G${r}*J${r}*D${r}/12`, result: c.wages },
      { formula: `K${r}-I${r}`, result: c.contributory_wages },
    ];
    for (const col of ['B', 'C', 'E', 'F', 'G']) sheet.getCell(`${col}${r}`).numFmt = NUM;
    for (const col of ['H', 'I', 'J', 'K', 'L']) sheet.getCell(`${col}${r}`).numFmt = EUR;
    row++;
  }
  return row;
}

/**
 * The social security rate the method's formula reads: the flat percentage, or in itemised mode the rate its
 * itemised contributions come to over its contributory wages (the lines by year are on the "Seguridad social" sheet),
 * unrounded, so the formula gives the card's figure.
 */
function socialSecurityRate(
  base: NonNullable<StoredOutput['conventional_base']>,
  conv: NonNullable<StoredOutput['results']['conventional']>,
  p: StoredOutput['parameters'],
): { rate: number; note: string | null } {
  if (p.social_security_mode !== 'itemised') return { rate: p.social_security, note: null };
  const contributory = Object.values(base.categories).reduce((a, c) => a + c.contributory_wages, 0);
  return {
    rate: contributory > 0 ? (conv.social_security / contributory) * 100 : 0,
    note: `Desglosada por tipo de contrato y año (AT/EP ${percentText(p.at_ep_percent ?? 0)}): el tipo que resulta sobre los salarios que cotizan`,
  };
}

/** The rates the cost formulas read. */
function rateTotals({ set, note }: Totals, p: StoredOutput['parameters'], ss: { rate: number; note: string | null }): void {
  set(L.socialSecurityRate, ss.rate, NUM);
  if (ss.note) note(L.socialSecurityRate, ss.note);
  set('Absentismo (%)', p.absenteeism_rate, NUM);
  set(SOLUTION_LABELS.substitution, p.substitution_percentage, NUM);
  set(L.overheadsRate, p.overheads ?? 0, NUM);
  set('Beneficio (%)', p.benefit, NUM);
  set('IVA (%)', p.vat ?? 21, NUM);
}

/** The method's costs over the category rows and the rates, its totals and the difference to the roster's total. */
function costTotals(
  { at, set }: Totals,
  conv: NonNullable<StoredOutput['results']['conventional']>,
  rows: { first: number; last: number },
  rosterTotal: number,
): void {
  const { first, last } = rows;
  const wages = at('Salarios');
  const ss = at('Seguridad social');
  const abs = at('Absentismo');
  const mat = at('Materiales');
  const cost = `(${wages}+${ss}+${abs}+${mat})`;
  set('Salarios', { formula: `SUM(K${first}:K${last})`, result: conv.wages }, EUR);
  set(
    'Seguridad social',
    { formula: `SUM(L${first}:L${last})*${at(L.socialSecurityRate)}/100`, result: conv.social_security },
    EUR,
  );
  set(
    'Absentismo',
    {
      formula: `(${wages}+${ss})*${at('Absentismo (%)')}/100*${at(SOLUTION_LABELS.substitution)}/100`,
      result: conv.absenteeism,
    },
    EUR,
  );
  set('Materiales', conv.materials, EUR);
  set('Gastos generales', { formula: `${cost}*${at(L.overheadsRate)}/100`, result: conv.overheads_cost }, EUR);
  set('Beneficio', { formula: `${cost}*${at('Beneficio (%)')}/100`, result: conv.benefit }, EUR);
  set(L.total, { formula: `${cost}+${at('Gastos generales')}+${at('Beneficio')}`, result: conv.total_cost }, EUR);
  set(L.totalWithVat, { formula: `${at(L.total)}*(1+${at('IVA (%)')}/100)`, result: conv.total_with_vat }, EUR);
  set(L.rosterTotal, rosterTotal, EUR);
  set(
    SOLUTION_LABELS.differenceToRoster,
    { formula: `${at(L.total)}-${at(L.rosterTotal)}`, result: conv.difference_to_roster },
    EUR,
  );
  const pct = rosterTotal !== 0 ? (conv.difference_to_roster / rosterTotal) * 100 : 0;
  set(
    'Diferencia con el cuadrante (%)',
    { formula: `IF(${at(L.rosterTotal)}=0,0,${at(SOLUTION_LABELS.differenceToRoster)}/${at(L.rosterTotal)}*100)`, result: pct },
    NUM,
  );
}

/** With a tender budget: whether it pays the roster and the annual-hours method. */
function coverageTotals({ at, set }: Totals, tenderBudget: number, covers: { roster: boolean; conventional: boolean }): void {
  const budget = at(L.tenderBudget);
  set(L.tenderBudget, tenderBudget, EUR);
  set('Cubre el cuadrante', {
    formula: `IF(${budget}>=${at(L.rosterTotal)},"Sí","No")`,
    result: covers.roster ? 'Sí' : 'No',
  });
  set('Cubre el método de horas anuales', {
    formula: `IF(${budget}>=${at(L.total)},"Sí","No")`,
    result: covers.conventional ? 'Sí' : 'No',
  });
}
