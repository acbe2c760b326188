/**
 * The "Presupuesto" sheet of the solution workbook (docs/budget.md §2–4): the rates (gastos generales, beneficio,
 * IVA), the offer and the other offers as plain cells, and everything that follows from them as live formulas over
 * those cells, so a bid preparer may try another rate or another offer in Excel: the discount, the art. 85
 * threshold (the branch of the rule is fixed by the number of offers), "Presunción de anormalidad", "Por debajo
 * del coste" and "Excluida" move with the offer. Each formula carries the engine's figure as its cached result.
 */
import type ExcelJS from 'exceljs';
import type { StoredOutput } from './solution';
import {
  formatDate,
  roundCents,
  isAdmittedOffer,
  competitorsOf,
  EXCLUDED_VERDICT,
  RESULT_LABELS,
  PARAMETER_LABELS,
} from '@licita/domain';
import { addOffersTable } from './budget-offers';
import { addScoreTable } from './score-sheet';
import { SOLUTION_LABELS } from './labels';

const EUR = '#,##0.00 "€"';
const PCT = '0.00';
const HOURS = '#,##0.00';

/** Fixed addresses of the sheet's figures (the tests read them back). */
export const BUDGET_CELLS = {
  overheadsRate: 'B4',
  benefitRate: 'B5',
  vatRate: 'B6',
  cost: 'B8',
  overheads: 'B9',
  benefit: 'B10',
  totalWithoutVat: 'B11',
  vat: 'B12',
  totalWithVat: 'B13',
  pricePerHour: 'B14',
  serviceHours: 'B15',
  paidHours: 'B16',
  tenderBudget: 'E4',
  offerWithoutVat: 'E5',
  offerWithVat: 'E6',
  discount: 'E7',
  margin: 'E8',
  thresholdDiscount: 'E9',
  thresholdPrice: 'E10',
  abnormal: 'E11',
  belowCost: 'E12',
  excluded: 'E13',
  meanDiscount: 'E14',
  offersConsidered: 'E15',
  /** the sentence of an excluded offer */
  verdict: 'D17',
  /** first row of the contract years (one row each, then the total row) */
  firstYearRow: 19,
} as const;

/** "Sí" / "No" of a flag written as a formula over cents (the engine compares prices rounded to the cent). */
const yesNo = (condition: string, result: boolean): ExcelJS.CellValue => ({
  formula: `IF(${condition},"Sí","No")`,
  result: result ? 'Sí' : 'No',
});

const YEAR_COLUMNS = [
  'Año',
  'Desde',
  'Hasta',
  'Salarial',
  'Seguridad social',
  'Absentismo',
  'Materiales',
  'Coste',
  'Gastos generales',
  'Beneficio',
  RESULT_LABELS.totalWithoutVat,
  'IVA',
  RESULT_LABELS.totalWithVat,
];

type Budget = NonNullable<StoredOutput['results']['budget']>;
type Bid = NonNullable<StoredOutput['results']['bid']>;

/** Writes `label` in `labelCol` of `addr`'s row and `value` (with its number format, if any) at `addr`. */
function setLabelled(
  sheet: ExcelJS.Worksheet,
  addr: string,
  label: string,
  value: ExcelJS.CellValue,
  fmt?: string,
  labelCol = 'A',
): void {
  const row = addr.replace(/^[A-Z]+/, '');
  sheet.getCell(`${labelCol}${row}`).value = label;
  sheet.getCell(addr).value = value;
  if (fmt) sheet.getCell(addr).numFmt = fmt;
}

export function addBudgetSheet(wb: ExcelJS.Workbook, out: StoredOutput): void {
  const b = out.results.budget;
  const sheet = wb.addWorksheet('Presupuesto');
  sheet.columns = [
    { width: 30 },
    { width: 18 },
    { width: 14 },
    { width: 32 },
    { width: 18 },
    ...YEAR_COLUMNS.slice(5).map(() => ({ width: 16 })),
  ];
  sheet.getCell('A1').value = `Presupuesto: ${out.meta.simulation_name}`;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  if (!b) {
    sheet.getCell('A3').value = 'Solución calculada antes del presupuesto: modifica los parámetros para obtenerlo.';
    return;
  }
  ratesBlock(sheet, out.parameters, b);
  const totalRow = yearsTable(sheet, out.results, b);
  totalsBlock(sheet, out, b, totalRow);
  // the offer against the tender budget
  const bid = out.results.bid;
  sheet.getCell('D3').value = 'Oferta';
  sheet.getCell('D3').font = { bold: true };
  if (!bid) {
    sheet.getCell('D4').value = 'Sin presupuesto base de licitación';
    return;
  }
  offerBlock(sheet, out.parameters, bid);
  abnormalBlock(sheet, out.parameters, bid);
  const p = out.parameters;
  if (bid.score && p.price_score) addScoreTable(sheet, totalRow + 3, BUDGET_CELLS, p.price_score, bid.score);
}

/** The rates: overheads, benefit and VAT (the cells every formula below points at). */
function ratesBlock(sheet: ExcelJS.Worksheet, p: StoredOutput['parameters'], b: Budget): void {
  const c = BUDGET_CELLS;
  sheet.getRow(3).values = ['Tipos', '%'];
  sheet.getRow(3).font = { bold: true };
  setLabelled(sheet, c.overheadsRate, PARAMETER_LABELS.overheads, p.overheads ?? 0, PCT);
  setLabelled(sheet, c.benefitRate, 'Beneficio (%)', p.benefit, PCT);
  setLabelled(sheet, c.vatRate, 'IVA (%)', b.vat_rate, PCT);
}

/** The contract years: the four costs as values, the rest as formulas over the rates; then the total row (its number). */
function yearsTable(sheet: ExcelJS.Worksheet, r: StoredOutput['results'], b: Budget): number {
  const c = BUDGET_CELLS;
  const head = c.firstYearRow - 1;
  sheet.getRow(head).values = YEAR_COLUMNS;
  sheet.getRow(head).font = { bold: true };
  b.years.forEach((y, i) => {
    const row = c.firstYearRow + i;
    const cost = y.wages + y.social_security + y.absenteeism + y.materials;
    sheet.getRow(row).values = [
      `Año ${i + 1}`,
      formatDate(y.from),
      formatDate(y.to),
      y.wages,
      y.social_security,
      y.absenteeism,
      y.materials,
      { formula: `SUM(D${row}:G${row})`, result: cost },
      { formula: `H${row}*$B$4/100`, result: y.overheads },
      { formula: `H${row}*$B$5/100`, result: y.benefit },
      { formula: `H${row}+I${row}+J${row}`, result: y.total_without_vat },
      { formula: `K${row}*$B$6/100`, result: y.vat_amount },
      { formula: `K${row}+L${row}`, result: y.total_with_vat },
    ];
  });
  const totalRow = c.firstYearRow + b.years.length;
  sheet.getCell(`A${totalRow}`).value = 'Total';
  for (const [col, result] of Object.entries(yearSums(r, b)))
    sheet.getCell(`${col}${totalRow}`).value = { formula: `SUM(${col}${c.firstYearRow}:${col}${totalRow - 1})`, result };
  sheet.getRow(totalRow).font = { bold: true };
  for (let col = 4; col <= 13; col++) sheet.getColumn(col).numFmt = EUR;
  return totalRow;
}

/** The engine's figures of the total row, by column. */
function yearSums(r: StoredOutput['results'], b: Budget) {
  return {
    D: r.hiring_costs,
    E: r.social_security,
    F: r.absenteeism_cost,
    G: r.material_costs,
    H: r.hiring_costs + r.social_security + r.absenteeism_cost + r.material_costs,
    I: r.overheads_cost ?? 0,
    J: r.benefit,
    K: b.total_without_vat,
    L: b.vat_amount,
    M: b.total_with_vat,
  };
}

/** The totals, pointing at the total row; the hours and the price per hour of service. */
function totalsBlock(sheet: ExcelJS.Worksheet, out: StoredOutput, b: Budget, totalRow: number): void {
  const r = out.results;
  const c = BUDGET_CELLS;
  const sums = yearSums(r, b);
  setLabelled(sheet, c.cost, 'Coste (salarial, SS, absentismo, materiales)', { formula: `H${totalRow}`, result: sums.H }, EUR);
  setLabelled(sheet, c.overheads, 'Gastos generales', { formula: `I${totalRow}`, result: sums.I }, EUR);
  setLabelled(sheet, c.benefit, 'Beneficio industrial', { formula: `J${totalRow}`, result: sums.J }, EUR);
  setLabelled(sheet, c.totalWithoutVat, RESULT_LABELS.totalWithoutVat, { formula: `K${totalRow}`, result: sums.K }, EUR);
  setLabelled(sheet, c.vat, 'IVA', { formula: `L${totalRow}`, result: sums.L }, EUR);
  setLabelled(sheet, c.totalWithVat, RESULT_LABELS.totalWithVat, { formula: `M${totalRow}`, result: sums.M }, EUR);
  // the price per hour over the service hours (the demand's); the paid hours also count vacation and rest cover
  const paidHours = Object.values(r.categories).reduce((a, x) => a + x.hours, 0);
  const demandHours = out.demand.reduce((a, d) => a + d.total_hours, 0);
  const serviceHours = out.parameters.service_hours ?? (out.demand.length ? demandHours : paidHours);
  setLabelled(sheet, c.serviceHours, SOLUTION_LABELS.serviceHours, serviceHours, HOURS);
  setLabelled(sheet, c.paidHours, 'Horas pagadas (con vacaciones y descansos cubiertos)', paidHours, HOURS);
  setLabelled(
    sheet,
    c.pricePerHour,
    'Precio por hora de servicio',
    {
      formula: `IF(${c.serviceHours}>0,${c.totalWithoutVat}/${c.serviceHours},0)`,
      result: serviceHours > 0 ? b.total_without_vat / serviceHours : 0,
    },
    EUR,
  );
  for (const a of [c.totalWithoutVat, c.totalWithVat]) sheet.getCell(a).font = { bold: true };
}

/** The offer against the tender budget: the offer (the total when none was typed), with VAT, the discount, the margin. */
function offerBlock(sheet: ExcelJS.Worksheet, p: StoredOutput['parameters'], bid: Bid): void {
  const c = BUDGET_CELLS;
  const offer = p.offer_price == null ? { formula: c.totalWithoutVat, result: bid.offer_without_vat } : bid.offer_without_vat;
  setLabelled(sheet, c.tenderBudget, RESULT_LABELS.tenderBudget, bid.tender_budget, EUR, 'D');
  setLabelled(sheet, c.offerWithoutVat, RESULT_LABELS.offerWithoutVat, offer, EUR, 'D');
  setLabelled(
    sheet,
    c.offerWithVat,
    RESULT_LABELS.offerWithVat,
    { formula: `${c.offerWithoutVat}*(1+${c.vatRate}/100)`, result: bid.offer_with_vat },
    EUR,
    'D',
  );
  setLabelled(
    sheet,
    c.discount,
    'Baja (%)',
    { formula: `(${c.tenderBudget}-${c.offerWithoutVat})/${c.tenderBudget}*100`, result: bid.discount_percent },
    PCT,
    'D',
  );
  setLabelled(
    sheet,
    c.margin,
    'Margen',
    { formula: `${c.offerWithoutVat}-${c.cost}-${c.overheads}`, result: bid.margin },
    EUR,
    'D',
  );
}

/**
 * The art. 85 check: the offers (ours first, pointing at the offer cell; the competitors when given, else the other
 * offers, as the engine's check takes them), their mean and threshold, then the flags "Presunción de anormalidad",
 * "Por debajo del coste" and "Excluida".
 */
function abnormalBlock(sheet: ExcelJS.Worksheet, p: StoredOutput['parameters'], bid: Bid): void {
  const c = BUDGET_CELLS;
  const others = competitorsOf(p).map((o) => o.price);
  const offers = addOffersTable(
    sheet,
    { tenderBudget: c.tenderBudget, offer: c.offerWithoutVat, thresholdPrice: c.thresholdPrice },
    bid,
    others,
    PCT,
    EUR,
  );
  const t = threshold(offers, [bid.offer_without_vat, ...others].filter((x) => isAdmittedOffer(bid.tender_budget, x)).length);
  setLabelled(
    sheet,
    c.meanDiscount,
    'Media de las bajas (%)',
    { formula: t.mean, result: bid.abnormal.mean_discount_percent },
    PCT,
    'D',
  );
  setLabelled(
    sheet,
    c.thresholdDiscount,
    'Umbral de anormalidad (baja %)',
    t.threshold === null ? 25 : { formula: t.threshold, result: bid.abnormal.threshold_discount_percent },
    PCT,
    'D',
  );
  setLabelled(
    sheet,
    c.thresholdPrice,
    'Precio umbral',
    { formula: `${c.tenderBudget}*(1-${c.thresholdDiscount}/100)`, result: bid.abnormal.threshold_price },
    EUR,
    'D',
  );
  setLabelled(sheet, c.offersConsidered, 'Ofertas consideradas', bid.abnormal.offers_considered, '0', 'D');
  const cents = (a: string) => `ROUND(${a},2)`;
  setLabelled(
    sheet,
    c.abnormal,
    RESULT_LABELS.abnormal,
    yesNo(`${cents(c.offerWithoutVat)}<${cents(c.thresholdPrice)}`, bid.abnormal.ours_abnormal),
    undefined,
    'D',
  );
  setLabelled(
    sheet,
    c.belowCost,
    'Por debajo del coste',
    yesNo(`${cents(c.offerWithoutVat)}<${cents(c.cost)}`, bid.below_cost),
    undefined,
    'D',
  );
  const excluded = bid.excluded ?? roundCents(bid.offer_without_vat) > roundCents(bid.tender_budget);
  setLabelled(
    sheet,
    c.excluded,
    EXCLUDED_LABEL,
    yesNo(`${cents(c.offerWithoutVat)}>${cents(c.tenderBudget)}`, excluded),
    undefined,
    'D',
  );
  if (excluded) {
    sheet.getCell(c.excluded).font = { bold: true, color: { argb: 'FFB91C1C' } };
    sheet.getCell(c.verdict).value = EXCLUDED_VERDICT;
    sheet.getCell(c.verdict).font = { bold: true, color: { argb: 'FFB91C1C' } };
  }
}

const EXCLUDED_LABEL = 'Excluida (supera el presupuesto base)';

/**
 * The RGLCAP art. 85 mean and threshold over the discount cells, as in `abnormalThreshold` of the engine: the branch
 * follows the number of admitted offers (fixed when written); the discounts, hence the mean and threshold, follow
 * the prices. An excluded offer's discount cell is empty, and AVERAGE, MIN, MAX, COUNTIF and LARGE skip it. One
 * admitted offer (or none): the threshold is the fixed 25 points (null), the mean its discount (MAX of one value; 0
 * of none).
 */
function threshold(range: string, n: number): { mean: string; threshold: string | null } {
  if (n <= 1) return { mean: `MAX(${range})`, threshold: null };
  if (n === 2) return { mean: `AVERAGE(${range})`, threshold: `MIN(${range})+20` };
  if (n === 3) {
    // the highest-priced offer leaves the mean when its discount is more than 10 points below it
    const mean = `IF(MIN(${range})<AVERAGE(${range})-10,(SUM(${range})-MIN(${range}))/2,AVERAGE(${range}))`;
    return { mean, threshold: `MIN(${BUDGET_CELLS.meanDiscount}+10,25)` };
  }
  // offers more than 10 points below the mean leave it; with fewer than three left, the three highest discounts
  const kept = `">="&(AVERAGE(${range})-10)`;
  const mean = `IF(COUNTIF(${range},${kept})>=3,AVERAGEIF(${range},${kept}),(LARGE(${range},1)+LARGE(${range},2)+LARGE(${range},3))/3)`;
  return { mean, threshold: `${BUDGET_CELLS.meanDiscount}+10` };
}
