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
  const budget = abs(cells.tenderBudget);
  const offer = abs(cells.offerWithoutVat);
  sheet.getCell(`A${top}`).value = 'Puntuación';
  sheet.getCell(`A${top}`).font = { bold: true };
  const maxCell = `$B$${top + 1}`;
  const extraCell = `$B$${top + 3}`;
  sheet.getCell(`A${top + 1}`).value = SCORE_MESSAGES.maxPoints;
  sheet.getCell(`B${top + 1}`).value = rule.max_points;
  sheet.getCell(`B${top + 1}`).numFmt = '0.00';
  sheet.getCell(`A${top + 2}`).value = 'Fórmula';
  sheet.getCell(`B${top + 2}`).value = FORMULA_CHOICES.find((c) => c.value === rule.formula)?.label ?? rule.formula;
  if (rule.formula === 'linear_satiety' || rule.formula === 'power') {
    sheet.getCell(`A${top + 3}`).value = rule.formula === 'power' ? 'Exponente' : SCORE_MESSAGES.satiety;
    sheet.getCell(`B${top + 3}`).value = (rule.formula === 'power' ? rule.exponent : rule.satiety_discount_percent) ?? null;
  }
  const head = top + 5;
  const first = head + 1;
  const last = first + score.offers.length - 1;
  const col = (c: string) => `$${c}$${first}:$${c}$${last}`;
  // the lowest admitted price and the highest admitted discount, over the table
  const admitted = score.offers.filter((o) => !o.excluded);
  const oMin = `$E$${top + 1}`;
  const bMax = `$E$${top + 2}`;
  sheet.getCell(`D${top + 1}`).value = 'Oferta más baja admitida';
  sheet.getCell(oMin.replace(/\$/g, '')).value = {
    formula: `_xlfn.MINIFS(${col('B')},${col('D')},"No")`,
    result: admitted.length ? Math.min(...admitted.map((o) => o.price)) : 0,
  };
  sheet.getCell(oMin.replace(/\$/g, '')).numFmt = EUR;
  sheet.getCell(`D${top + 2}`).value = 'Mayor baja admitida (%)';
  sheet.getCell(bMax.replace(/\$/g, '')).value = {
    formula: `_xlfn.MAXIFS(${col('C')},${col('D')},"No")`,
    result: admitted.length ? Math.max(...admitted.map((o) => o.discount_percent)) : 0,
  };
  sheet.getCell(bMax.replace(/\$/g, '')).numFmt = PCT;
  sheet.getCell(`D${top + 3}`).value = 'Precio ganador más alto';
  sheet.getCell(`E${top + 3}`).value = score.win_price_max ?? 'Ninguno';
  sheet.getCell(`E${top + 3}`).numFmt = EUR;

  const points = (row: number) => {
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
  sheet.getRow(head).values = SCORE_COLUMNS;
  sheet.getRow(head).font = { bold: true };
  score.offers.forEach((o, i) => {
    const row = first + i;
    sheet.getRow(row).values = [
      o.name,
      // our price follows the offer cell above, so another offer there re-scores the table
      i === 0 ? { formula: offer, result: o.price } : o.price,
      { formula: `(${budget}-B${row})/${budget}*100`, result: o.discount_percent },
      { formula: `IF(OR(B${row}<=0,B${row}>${budget}),"Sí","No")`, result: o.excluded ? 'Sí' : 'No' },
      { formula: `IF(D${row}="Sí","",${points(row)})`, result: o.price_points ?? '' },
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
  });
  return first;
}
