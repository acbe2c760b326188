/**
 * The social security of the justification (docs/social-security.md): in itemised mode the employer's rates of
 * each calendar year with their sources, the lines, the discount and the total by year (the total is the costs'
 * social security line), and each contract year; in flat mode the one percentage the costs used.
 */
import {
  formatDate,
  moneyText,
  percentText,
  SOCIAL_SECURITY_LINES,
  SOCIAL_SECURITY_LINE_LABELS as LINES,
  SOCIAL_SECURITY_RATE_LABELS as RATES,
  SOCIAL_SECURITY_WORDS as W,
} from '@licita/domain';
import { note, subheading, table, type Doc } from './justification-layout';
import type { StoredOutput } from './solution';

type Items = NonNullable<StoredOutput['results']['social_security_items']>;

/** Where each rate comes from, beside the rates table (docs/social-security.md names them in full). */
const SOCIAL_SECURITY_SOURCES =
  'Tipos del Régimen General de la Orden de cotización de cada año (Ministerio de Inclusión, Seguridad Social y ' +
  'Migraciones); MEI según el Real Decreto-ley 2/2023, de 16 de marzo (art. 127 bis LGSS), parte de la empresa; ' +
  'AT/EP de la tarifa de primas (disposición adicional cuarta de la Ley 42/2006) para el CNAE de la actividad. ' +
  'Bases mensuales de 2026 (la mínima, el SMI de 2026 del Real Decreto 126/2026 × 7/6); un año sin bases publicadas usa las de 2026.';

/** The fact of part 6: the flat percentage, or where the itemised breakdown is. */
export function socialSecurityFact(out: StoredOutput): readonly [string, string] {
  const items = out.results.social_security_items;
  return [
    'Seguridad social',
    items
      ? `desglosada por tipo de contrato y año, AT/EP ${percentText(items.at_ep_percent)} (apartado 5)`
      : `${percentText(out.meta.social_security)} sobre salarios`,
  ];
}

/** Part 5's breakdown in itemised mode (nothing in flat mode). */
export function socialSecurityBreakdown(doc: Doc, out: StoredOutput): void {
  const items = out.results.social_security_items;
  if (!items) return;
  subheading(doc, W.title);
  ratesTable(doc, items);
  note(doc, SOCIAL_SECURITY_SOURCES);
  amountsTable(doc, items);
  contractYearsTable(doc, items);
  note(
    doc,
    'Cada línea es su tipo por la base de cotización de cada trabajador y mes: el salario del mes (pagas extra prorrateadas) ' +
      'sin los pluses que no cotizan, entre la base mínima (a jornada parcial, su parte) y la máxima. Los nuevos contratos ' +
      'cotizan como indefinidos, las sustituciones como temporales y cada subrogado por su contrato.',
  );
}

/** The amounts' rows: the lines, the discount and the total. */
const AMOUNTS = [...SOCIAL_SECURITY_LINES, 'discount', 'total'] as const;

const yearWidths = (items: Items) => items.calendar_years.map(() => 1.2);

/** The rates of each calendar year, and the monthly base limits. */
function ratesTable(doc: Doc, items: Items): void {
  const years = items.calendar_years;
  table(
    doc,
    [W.rates, ...years.map((y) => String(y.year))],
    [
      ...(Object.keys(RATES) as Array<keyof typeof RATES>).map((k) => [RATES[k], ...years.map((y) => percentText(y.rates[k]))]),
      [W.minimumBase, ...years.map((y) => moneyText(y.minimum_base))],
      [W.maximumBase, ...years.map((y) => moneyText(y.maximum_base))],
    ],
    { widths: [3, ...yearWidths(items)] },
  );
}

/** The bases and each line by calendar year, the discount and the total, with a Total column. */
function amountsTable(doc: Doc, items: Items): void {
  const years = items.calendar_years;
  const row = (label: string, values: number[], total: number) => [label, ...values.map(moneyText), moneyText(total)];
  const amount = (k: (typeof AMOUNTS)[number]) =>
    row(
      LINES[k],
      years.map((y) => y[k]),
      items[k],
    );
  table(
    doc,
    [W.amounts, ...years.map((y) => String(y.year)), W.total],
    [
      row(
        W.bases,
        years.map((y) => y.base),
        years.reduce((a, y) => a + y.base, 0),
      ),
      ...AMOUNTS.map(amount),
    ],
    { widths: [3, ...yearWidths(items), 1.4], totalRow: true },
  );
}

/** Each contract year: its dates, the discount and the total (the budget's years). */
function contractYearsTable(doc: Doc, items: Items): void {
  table(
    doc,
    [W.contractYears, W.from, W.to, LINES.discount, LINES.total],
    items.contract_years.map((y, i) => [
      String(i + 1),
      formatDate(y.from),
      formatDate(y.to),
      moneyText(y.discount),
      moneyText(y.total),
    ]),
    { widths: [1.4, 1.2, 1.2, 1.5, 1.5], numbersFrom: 3 },
  );
}
