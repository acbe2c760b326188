/**
 * What the Costes card's "Seguridad social" line opens to (docs/social-security.md): in itemised mode each
 * employer's line (contingencias comunes, desempleo, FOGASA, formación profesional, MEI, AT/EP), the disability
 * discount and the total, with its amount and rate by calendar year, then by contract year; in flat mode the single
 * percentage it was priced at.
 */
import type { ReactNode } from 'react';
import {
  formatDate,
  formatNumber,
  SOCIAL_SECURITY_LINE_LABELS as LINES,
  SOCIAL_SECURITY_LINES,
  SOCIAL_SECURITY_WORDS as WORDS,
  type Results,
} from '@licita/domain';
import { ScrollRegion } from '../../components/ScrollRegion';
import { euros } from './format';
import { FiguresTable, NumberHeads, TextHeads } from './tableParts';

type Items = NonNullable<Results['social_security_items']>;
type Year = Items['calendar_years'][number];
type Amounts = Pick<Items, keyof typeof LINES>;
type Row = keyof typeof LINES;

export const SOCIAL_SECURITY_BREAKDOWN_TEXTS = {
  calendarYears: 'Seguridad social por año natural',
  contractYears: 'Seguridad social por año de contrato',
  line: 'Concepto',
  contractYear: (i: number) => `Año ${i + 1}`,
  /** where the rates come from (domain/src/engine/social-security-rates.ts), with the AT/EP rate the preparer gave */
  sources: (atEp: string) =>
    `Tipos de cotización a cargo de la empresa del Régimen General según la Orden de cotización de cada año; MEI según el Real Decreto-ley 2/2023, de 16 de marzo; AT/EP del ${atEp}, de la tarifa de primas de la disposición adicional cuarta de la Ley 42/2006.`,
  flat: (percent: string | null) =>
    percent === null
      ? 'Calculada con el porcentaje único de Datos básicos sobre el coste salarial, sin los pluses que no cotizan.'
      : `Calculada con un porcentaje único del ${percent} sobre el coste salarial, sin los pluses que no cotizan.`,
} as const;

const rate = (n: number) => `${formatNumber(n, 2)} %`;

/** The rate a year priced a line at (unemployment has one per contract type); none for the discount and the total. */
function rateOf(y: Year, row: Row): string | null {
  if (row === 'unemployment')
    return `${rate(y.rates.unemployment_indefinido)} indefinido · ${rate(y.rates.unemployment_temporal)} temporal`;
  return row === 'discount' || row === 'total' ? null : rate(y.rates[row]);
}

/** The rows shown: every line, the discount when there is one, the total. */
function rowsOf(items: Items): Row[] {
  return [...SOCIAL_SECURITY_LINES, ...(items.discount !== 0 ? (['discount'] as const) : []), 'total'];
}

const signed = (row: Row, a: Amounts) => euros(row === 'discount' ? -a.discount : a[row]);

function RowHead({ row }: { row: Row }) {
  return (
    <th scope="row" className={`py-2 pr-4 text-left ${row === 'total' ? 'font-semibold' : 'font-normal'} text-slate-800`}>
      {LINES[row]}
    </th>
  );
}

/** An amount, and under it the rate it was priced at. */
function AmountCell({ amount, rateText, last }: { amount: string; rateText: string | null; last: boolean }) {
  return (
    <td className={`py-2 text-right tabular-nums ${last ? '' : 'pr-4'}`}>
      <span className="block">{amount}</span>
      {rateText && <span className="block text-xs text-slate-500">{rateText}</span>}
    </td>
  );
}

/** A table of the breakdown by years: the lines' head, then `heads`; it scrolls sideways where it does not fit. */
function YearsTable({ label, heads, children }: { label: string; heads: ReactNode; children: ReactNode }) {
  return (
    <ScrollRegion label={label}>
      <FiguresTable
        label={label}
        className="w-full min-w-[36rem] text-sm"
        heads={
          <>
            <TextHeads labels={[SOCIAL_SECURITY_BREAKDOWN_TEXTS.line]} />
            {heads}
          </>
        }
      >
        {children}
      </FiguresTable>
    </ScrollRegion>
  );
}

/** Each line by calendar year (amount and rate), the bases contributed on, and the whole service. */
function CalendarYearsTable({ items }: { items: Items }) {
  return (
    <YearsTable
      label={SOCIAL_SECURITY_BREAKDOWN_TEXTS.calendarYears}
      heads={<NumberHeads labels={[...items.calendar_years.map((y) => String(y.year)), WORDS.total]} />}
    >
      {rowsOf(items).map((row) => (
        <tr key={row} className={row === 'total' ? 'font-semibold text-slate-900' : undefined}>
          <RowHead row={row} />
          {items.calendar_years.map((y) => (
            <AmountCell key={y.year} amount={signed(row, y)} rateText={rateOf(y, row)} last={false} />
          ))}
          <AmountCell amount={signed(row, items)} rateText={null} last />
        </tr>
      ))}
      <tr>
        <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-600">
          {WORDS.bases}
        </th>
        {items.calendar_years.map((y) => (
          <AmountCell key={y.year} amount={euros(y.base)} rateText={null} last={false} />
        ))}
        <AmountCell amount={euros(items.calendar_years.reduce((a, y) => a + y.base, 0))} rateText={null} last />
      </tr>
    </YearsTable>
  );
}

/** Each line by contract year, as the budget's years cut the service. */
function ContractYearsTable({ items }: { items: Items }) {
  const T = SOCIAL_SECURITY_BREAKDOWN_TEXTS;
  const years = items.contract_years;
  return (
    <YearsTable
      label={T.contractYears}
      heads={years.map((y, i) => (
        <th key={y.from} scope="col" className={`py-2 text-right font-medium ${i === years.length - 1 ? '' : 'pr-4'}`}>
          <span className="block">{T.contractYear(i)}</span>
          <span className="block text-xs font-normal">
            {formatDate(y.from)} – {formatDate(y.to)}
          </span>
        </th>
      ))}
    >
      {rowsOf(items).map((row) => (
        <tr key={row} className={row === 'total' ? 'font-semibold text-slate-900' : undefined}>
          <RowHead row={row} />
          {years.map((y, i) => (
            <AmountCell key={y.from} amount={signed(row, y)} rateText={null} last={i === years.length - 1} />
          ))}
        </tr>
      ))}
    </YearsTable>
  );
}

/** The breakdown under the line: the itemised tables with their sources, or the flat percentage. */
export function SocialSecurityBreakdown({
  id,
  items,
  flatPercent,
}: {
  /** the panel's id, which the line's button controls */
  id: string;
  /** the itemised contributions of the results; absent in flat mode */
  items: Results['social_security_items'];
  /** the single percentage of a flat solution; null when not known */
  flatPercent: number | null;
}) {
  const T = SOCIAL_SECURITY_BREAKDOWN_TEXTS;
  if (!items)
    return (
      <p id={id} className="mb-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
        {T.flat(flatPercent === null ? null : `${formatNumber(flatPercent, Number.isInteger(flatPercent) ? 0 : 2)} %`)}
      </p>
    );
  return (
    <div id={id} className="mb-3 space-y-4 rounded-lg bg-slate-50 p-3" data-testid="social-security-breakdown">
      <CalendarYearsTable items={items} />
      <ContractYearsTable items={items} />
      <p className="text-xs text-slate-600">{T.sources(rate(items.at_ep_percent))}</p>
    </div>
  );
}
