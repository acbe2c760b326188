/**
 * The "Seguridad social" sheet of the solution workbook (docs/social-security.md), in itemised mode only: the
 * employer's rates of each calendar year with the base limits and the bases contributed on; the lines of each year
 * (those of one rate for all as live formulas, rate × bases; unemployment, whose rate depends on the contract, as
 * the engine's figure), the discount and the total; then each contract year. Each formula carries the engine's
 * figure as its cached result, so the cached values are the results to the cent.
 */
import type ExcelJS from 'exceljs';
import {
  SOCIAL_SECURITY_LINES as LINE_KEYS,
  SOCIAL_SECURITY_LINE_LABELS as LINES,
  SOCIAL_SECURITY_RATE_LABELS as RATES,
  SOCIAL_SECURITY_SHEET,
  SOCIAL_SECURITY_WORDS as W,
  type SocialSecurityLines,
} from '@licita/domain';
import type { StoredOutput } from './solution';

const EUR = '#,##0.00 "€"';
const NUM = '#,##0.00';

type Items = NonNullable<StoredOutput['results']['social_security_items']>;
type Line = keyof SocialSecurityLines;
const RATE_KEYS = Object.keys(RATES) as Array<keyof typeof RATES>;
/** The rate each line is priced at (unemployment has one per contract type, so no single one). */
const RATE_OF: Record<Line, keyof typeof RATES | null> = {
  common: 'common',
  unemployment: null,
  fogasa: 'fogasa',
  fp: 'fp',
  mei: 'mei',
  at_ep: 'at_ep',
};

/** Fixed rows (the tests read them back): the AT/EP rate, the rates, the bases, the amounts and the contract years. */
export const SOCIAL_SECURITY_CELLS = {
  atEp: 'B2',
  ratesHead: 4,
  firstRate: 5,
  minimumBase: 12,
  maximumBase: 13,
  bases: 14,
  amountsHead: 16,
  firstLine: 17,
  discount: 23,
  total: 24,
  contractHead: 26,
} as const;

const col = (i: number) => String.fromCharCode(66 + i); // B, C, …

export function addSocialSecuritySheet(wb: ExcelJS.Workbook, out: StoredOutput): void {
  const items = out.results.social_security_items;
  if (!items) return;
  const sheet = wb.addWorksheet(SOCIAL_SECURITY_SHEET);
  sheet.columns = [
    { width: 36 },
    ...items.calendar_years.map(() => ({ width: 16 })),
    { width: 16 },
    ...LINE_KEYS.map(() => ({ width: 16 })),
  ];
  sheet.getCell('A1').value = `${W.title}: ${out.meta.simulation_name}`;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = W.atEpRate;
  sheet.getCell(SOCIAL_SECURITY_CELLS.atEp).value = items.at_ep_percent;
  sheet.getCell(SOCIAL_SECURITY_CELLS.atEp).numFmt = NUM;
  ratesBlock(sheet, items);
  amountsBlock(sheet, items);
  contractYearsBlock(sheet, items);
}

/** The rates of each calendar year (AT/EP from B2), the monthly base limits and the year's bases. */
function ratesBlock(sheet: ExcelJS.Worksheet, items: Items): void {
  const c = SOCIAL_SECURITY_CELLS;
  const head = sheet.getRow(c.ratesHead);
  head.values = [W.rates, ...items.calendar_years.map((y) => y.year)];
  head.font = { bold: true };
  RATE_KEYS.forEach((k, i) => {
    const row = sheet.getRow(c.firstRate + i);
    row.getCell(1).value = RATES[k];
    items.calendar_years.forEach((y, j) => {
      const cell = row.getCell(j + 2);
      cell.value = k === 'at_ep' ? { formula: '$B$2', result: y.rates.at_ep } : y.rates[k];
      cell.numFmt = NUM;
    });
  });
  const figures: Array<[number, string, (y: Items['calendar_years'][number]) => number]> = [
    [c.minimumBase, W.minimumBase, (y) => y.minimum_base],
    [c.maximumBase, W.maximumBase, (y) => y.maximum_base],
    [c.bases, W.bases, (y) => y.base],
  ];
  for (const [r, label, value] of figures) {
    const row = sheet.getRow(r);
    row.getCell(1).value = label;
    items.calendar_years.forEach((y, j) => {
      row.getCell(j + 2).value = value(y);
      row.getCell(j + 2).numFmt = EUR;
    });
  }
}

/** Each line by calendar year (rate × bases where one rate applies to all), the discount, the total; a Total column. */
function amountsBlock(sheet: ExcelJS.Worksheet, items: Items): void {
  const c = SOCIAL_SECURITY_CELLS;
  const years = items.calendar_years;
  const head = sheet.getRow(c.amountsHead);
  head.values = [W.amounts, ...years.map((y) => y.year), W.total];
  head.font = { bold: true };
  const put = (r: number, label: string, cells: ExcelJS.CellValue[], total: number) => {
    const row = sheet.getRow(r);
    row.getCell(1).value = label;
    cells.forEach((v, j) => {
      row.getCell(j + 2).value = v;
      row.getCell(j + 2).numFmt = EUR;
    });
    row.getCell(years.length + 2).value = { formula: `SUM(B${r}:${col(years.length - 1)}${r})`, result: total };
    row.getCell(years.length + 2).numFmt = EUR;
  };
  LINE_KEYS.forEach((k, i) => {
    const rate = RATE_OF[k];
    const rateRow = rate ? c.firstRate + RATE_KEYS.indexOf(rate) : 0;
    put(
      c.firstLine + i,
      LINES[k],
      years.map((y, j) => (rate ? { formula: `${col(j)}${rateRow}/100*${col(j)}${c.bases}`, result: y[k] } : y[k])),
      items[k],
    );
  });
  put(
    c.discount,
    LINES.discount,
    years.map((y) => y.discount),
    items.discount,
  );
  put(
    c.total,
    LINES.total,
    years.map((y, j) => ({
      formula: `SUM(${col(j)}${c.firstLine}:${col(j)}${c.firstLine + LINE_KEYS.length - 1})-${col(j)}${c.discount}`,
      result: y.total,
    })),
    items.total,
  );
  sheet.getRow(c.total).font = { bold: true };
}

/** One row a contract year: its bounds, its lines, the discount and the total (a formula over them). */
function contractYearsBlock(sheet: ExcelJS.Worksheet, items: Items): void {
  const c = SOCIAL_SECURITY_CELLS;
  const head = sheet.getRow(c.contractHead);
  head.values = [W.contractYears, W.from, W.to, ...LINE_KEYS.map((k) => LINES[k]), LINES.discount, LINES.total];
  head.font = { bold: true };
  items.contract_years.forEach((y, i) => {
    const r = c.contractHead + 1 + i;
    const first = 'D';
    const last = String.fromCharCode(first.charCodeAt(0) + LINE_KEYS.length - 1);
    const discount = String.fromCharCode(last.charCodeAt(0) + 1);
    sheet.getRow(r).values = [
      i + 1,
      y.from ? new Date(`${y.from}T00:00:00Z`) : '',
      y.to ? new Date(`${y.to}T00:00:00Z`) : '',
      ...LINE_KEYS.map((k) => y[k]),
      y.discount,
      { formula: `SUM(${first}${r}:${last}${r})-${discount}${r}`, result: y.total },
    ];
    for (let k = 4; k <= 4 + LINE_KEYS.length + 1; k++) sheet.getRow(r).getCell(k).numFmt = EUR;
    for (const k of [2, 3]) sheet.getRow(r).getCell(k).numFmt = 'dd/mm/yyyy';
  });
}
