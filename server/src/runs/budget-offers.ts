/**
 * The offers of the art. 85 check on the "Presupuesto" sheet, right of the contract years (columns O–R): ours first
 * (a formula pointing at the offer cell), then the competitors' prices as typed, each with its discount and whether
 * it is abnormally low, as formulas over the tender budget and the threshold price cells. An offer above the tender
 * budget is excluded (isAdmittedOffer of the engine): its discount cell is left empty, so that the mean and the
 * threshold, which read the discount cells, leave it out as the engine does.
 */
import type ExcelJS from 'exceljs';
import { roundCents, isAdmittedOffer, type Bid, SCORE_MESSAGES } from '@licita/domain';

/** The first offer's row (ours); the header is the row above. */
export const OFFERS_FIRST_ROW = 4;
export const OFFERS_COLUMNS = { name: 'O', price: 'P', discount: 'Q', abnormal: 'R' } as const;

/** Writes the table; answers the range of the discount cells (`Q4:Q6`, empty for an excluded offer) the threshold formulas read. */
export function addOffersTable(
  sheet: ExcelJS.Worksheet,
  cells: { tenderBudget: string; offer: string; thresholdPrice: string },
  bid: Pick<Bid, 'tender_budget' | 'offer_without_vat' | 'abnormal'>,
  others: readonly number[],
  pctFormat: string,
  eurFormat: string,
): string {
  const { name, price, discount, abnormal } = OFFERS_COLUMNS;
  const abs = (a: string) => a.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2');
  const head = sheet.getRow(OFFERS_FIRST_ROW - 1);
  for (const [col, label] of [
    [name, 'Ofertas (art. 85 RGLCAP)'],
    [price, SCORE_MESSAGES.price],
    [discount, 'Baja (%)'],
    [abnormal, 'Anormal'],
  ] as const) {
    head.getCell(col).value = label;
    head.getCell(col).font = { bold: true };
  }
  sheet.getColumn(name).width = 26;
  for (const col of [price, discount, abnormal]) sheet.getColumn(col).width = 16;
  const threshold = roundCents(bid.abnormal.threshold_price);
  const prices = [bid.offer_without_vat, ...others];
  prices.forEach((p, i) => {
    const row = OFFERS_FIRST_ROW + i;
    const r = sheet.getRow(row);
    r.getCell(name).value = i === 0 ? 'Nuestra oferta' : `Oferta ${i + 1}`;
    r.getCell(price).value = i === 0 ? { formula: cells.offer, result: p } : p;
    r.getCell(price).numFmt = eurFormat;
    const b = abs(cells.tenderBudget);
    const admitted = `AND(${price}${row}>0,ROUND(${price}${row},2)<=ROUND(${b},2))`;
    r.getCell(discount).value = {
      formula: `IF(${admitted},(${b}-${price}${row})/${b}*100,"")`,
      result: isAdmittedOffer(bid.tender_budget, p) ? ((bid.tender_budget - p) / bid.tender_budget) * 100 : '',
    };
    r.getCell(discount).numFmt = pctFormat;
    const isAbnormal = isAdmittedOffer(bid.tender_budget, p) && roundCents(p) < threshold;
    r.getCell(abnormal).value = {
      formula: `IF(ROUND(${price}${row},2)<ROUND(${abs(cells.thresholdPrice)},2),"Sí","No")`,
      result: isAbnormal ? 'Sí' : 'No',
    };
  });
  return `${discount}${OFFERS_FIRST_ROW}:${discount}${OFFERS_FIRST_ROW + prices.length - 1}`;
}
