/**
 * The offers table of the "Presupuesto" sheet (docs/budget.md §5): every offer with its discount, whether it is
 * excluded, its price points, technical points, total and rank as live formulas over the tender budget, our offer
 * and the pliego's points, so a bid preparer may try another price or another competitor in Excel. Each formula
 * carries the engine's figure as its cached result; the abnormal flag and the winning price are the engine's values.
 * MINIFS and MAXIFS (Excel 2019) are written with the `_xlfn.` prefix the file format asks of them.
 */
import type ExcelJS from 'exceljs';
import { type BidScore, type PriceScoreRule, FORMULA_CHOICES, SCORE_MESSAGES } from '@licita/domain';

const EUR = '#,##0.00 "€"';
const PCT = '0.00';
const abs = (addr: string) => addr.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2');

export const SCORE_COLUMNS = [
  'Oferta',
  SCORE_MESSAGES.price,
  'Baja (%)',
  'Excluida',
  'Puntos precio',
  'Puntos técnicos',
  'Total',
  'Puesto',
  'Anormal',
];

/** Writes the table from `top` down, over the sheet's tender budget and offer cells; answers the first offer row (ours). */
export function addScoreTable(
  sheet: ExcelJS.Worksheet,
  top: number,
  cells: { tenderBudget: string; offerWithoutVat: string },
  rule: PriceScoreRule,
  score: BidScore,
): number {
  sheet.getCell(`A${top}`).value = 'Puntuación';
  sheet.getCell(`A${top}`).font = { bold: true };
  ruleBlock(sheet, top, rule);
  const head = top + 5;
  const rows = { first: head + 1, last: head + score.offers.length };
  admittedBlock(sheet, top, rows, score);
  sheet.getRow(head).values = SCORE_COLUMNS;
  sheet.getRow(head).font = { bold: true };
  const points = pointsFormula(rule, top);
  score.offers.forEach((o, i) =>
    offerRow(sheet, rows.first + i, o, {
      budget: abs(cells.tenderBudget),
      offer: i === 0 ? abs(cells.offerWithoutVat) : null,
      rows,
      points,
    }),
  );
  return rows.first;
}

/** A column of the offer rows as an absolute range. */
const columnRange = (c: string, rows: { first: number; last: number }) => `$${c}$${rows.first}:$${c}$${rows.last}`;

/** The pliego's rule under the title: maximum points, formula and, for two of them, its number (satiety or exponent). */
function ruleBlock(sheet: ExcelJS.Worksheet, top: number, rule: PriceScoreRule): void {
  sheet.getCell(`A${top + 1}`).value = SCORE_MESSAGES.maxPoints;
  sheet.getCell(`B${top + 1}`).value = rule.max_points;
  sheet.getCell(`B${top + 1}`).numFmt = '0.00';
  sheet.getCell(`A${top + 2}`).value = 'Fórmula';
  sheet.getCell(`B${top + 2}`).value = FORMULA_CHOICES.find((c) => c.value === rule.formula)?.label ?? rule.formula;
  if (rule.formula === 'linear_satiety' || rule.formula === 'power') {
    sheet.getCell(`A${top + 3}`).value = rule.formula === 'power' ? 'Exponente' : SCORE_MESSAGES.satiety;
    sheet.getCell(`B${top + 3}`).value = (rule.formula === 'power' ? rule.exponent : rule.satiety_discount_percent) ?? null;
  }
}

/** The lowest admitted price and the highest admitted discount over the table (E of the rule's rows), and the winning price. */
function admittedBlock(sheet: ExcelJS.Worksheet, top: number, rows: { first: number; last: number }, score: BidScore): void {
  const col = (c: string) => columnRange(c, rows);
  const admitted = score.offers.filter((o) => !o.excluded);
  sheet.getCell(`D${top + 1}`).value = 'Oferta más baja admitida';
  sheet.getCell(`E${top + 1}`).value = {
    formula: `_xlfn.MINIFS(${col('B')},${col('D')},"No")`,
    result: admitted.length ? Math.min(...admitted.map((o) => o.price)) : 0,
  };
  sheet.getCell(`E${top + 1}`).numFmt = EUR;
  sheet.getCell(`D${top + 2}`).value = 'Mayor baja admitida (%)';
  sheet.getCell(`E${top + 2}`).value = {
    formula: `_xlfn.MAXIFS(${col('C')},${col('D')},"No")`,
    result: admitted.length ? Math.max(...admitted.map((o) => o.discount_percent)) : 0,
  };
  sheet.getCell(`E${top + 2}`).numFmt = PCT;
  sheet.getCell(`D${top + 3}`).value = 'Precio ganador más alto';
  sheet.getCell(`E${top + 3}`).value = score.win_price_max ?? 'Ninguno';
  sheet.getCell(`E${top + 3}`).numFmt = EUR;
}

/** The price points of an offer row as a formula of the rule, over the rule's cells and the admitted extremes. */
function pointsFormula(rule: PriceScoreRule, top: number): (row: number) => string {
  const maxCell = `$B$${top + 1}`;
  const extraCell = `$B$${top + 3}`;
  const oMin = `$E$${top + 1}`;
  const bMax = `$E$${top + 2}`;
  return (row) => {
    const c = `C${row}`;
    switch (rule.formula) {
      case 'proportional':
        return `ROUND(${maxCell}*${oMin}/B${row},2)`;
      case 'linear':
        return `IF(${bMax}>0,ROUND(${maxCell}*${c}/${bMax},2),0)`;
      case 'linear_satiety':
        return `IF(MIN(${bMax},${extraCell})>0,ROUND(${maxCell}*MIN(${c},${extraCell})/MIN(${bMax},${extraCell}),2),0)`;
      default:
        return `IF(${bMax}>0,ROUND(${maxCell}*(MAX(0,${c})/${bMax})^${extraCell},2),0)`;
    }
  };
}

/**
 * One offer's row: its price (ours follows the offer cell above, `offer`, so another offer there re-scores the
 * table), discount, exclusion, points, total and rank as formulas.
 */
function offerRow(
  sheet: ExcelJS.Worksheet,
  row: number,
  o: BidScore['offers'][number],
  at: { budget: string; offer: string | null; rows: { first: number; last: number }; points: (row: number) => string },
): void {
  const { budget, rows } = at;
  const col = (c: string) => columnRange(c, rows);
  sheet.getRow(row).values = [
    o.name,
    at.offer === null ? o.price : { formula: at.offer, result: o.price },
    { formula: `(${budget}-B${row})/${budget}*100`, result: o.discount_percent },
    { formula: `IF(OR(B${row}<=0,B${row}>${budget}),"Sí","No")`, result: o.excluded ? 'Sí' : 'No' },
    { formula: `IF(D${row}="Sí","",${at.points(row)})`, result: o.price_points ?? '' },
    o.technical_points,
    { formula: `IF(D${row}="Sí","",E${row}+ROUND(F${row},2))`, result: o.total_points ?? '' },
    { formula: `IF(D${row}="Sí","",1+COUNTIFS(${col('G')},">"&G${row},${col('D')},"No"))`, result: o.rank ?? '' },
    o.excluded ? '—' : o.abnormal ? 'Sí' : 'No',
  ];
  sheet.getCell(`B${row}`).numFmt = EUR;
  sheet.getCell(`C${row}`).numFmt = PCT;
  // the columns below the contract years are euros; points are not
  for (const c of ['E', 'F', 'G']) sheet.getCell(`${c}${row}`).numFmt = '0.00';
  sheet.getCell(`H${row}`).numFmt = '0';
}
