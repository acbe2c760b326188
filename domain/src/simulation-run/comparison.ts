/**
 * "Comparar" (docs/budget.md §6): 2 to 4 solved simulations or previous studies of one tender side by side — staff,
 * hours, each cost line, the totals, the price per hour, the annual-hours total and the bid — each figure with its difference to the first
 * column in its unit and in %. The page and the downloaded sheet read the same figures. Money is compared as the
 * pages show it, rounded to the cent, so a difference equals the difference of the two pages to the cent.
 */
import { formatNumber } from '../number-format';
import { costBeforeMargins, moneyText, roundCents } from './budget-card';
import { resultTotals } from './results';
import type { Results } from './codecs';
import { RESULT_LABELS } from './labels';

export type FigureUnit = 'money' | 'count' | 'fte' | 'hours' | 'percent' | 'points' | 'rank' | 'flag';

export interface ComparisonFigure {
  group: string;
  label: string;
  unit: FigureUnit;
  /** one per column; null where the column has no such figure (no bid, no score) */
  values: Array<number | null>;
}

export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

export const COMPARISON_MESSAGES = {
  title: 'Comparar',
  pick: 'Elige de 2 a 4 simulaciones o estudios previos resueltos',
  open: 'Comparar',
  download: 'Descargar comparativa',
  difference: 'Diferencia con la primera',
  notSolved: 'Sin resolver: no tiene resultados que comparar',
  running: 'En cálculo: espera a que termine',
  noResults: 'Sin resultados',
  tooMany: `Como máximo ${MAX_COMPARED}`,
} as const;

/** Whether a simulation or previous study can be compared, and why not. */
export function comparable(item: { status: string; sub_status?: string | null }): { ok: boolean; why: string | null } {
  if (item.status === 'Solved') return { ok: true, why: null };
  if (item.status === 'Running') return { ok: false, why: COMPARISON_MESSAGES.running };
  return { ok: false, why: COMPARISON_MESSAGES.notSolved };
}

const sum = (r: Results) => resultTotals(r);

/** The row of the annual-hours method's total (without VAT), on the page and in the sheet. */
export const CONVENTIONAL_TOTAL_LABEL = 'Total por horas anuales (método del pliego)';

/** The figures of section 6, in the order the page shows them. */
export function comparisonFigures(columns: readonly Results[]): ComparisonFigure[] {
  const f = (
    group: string,
    label: string,
    unit: FigureUnit,
    of: (r: Results) => number | null | undefined,
  ): ComparisonFigure => ({
    group,
    label,
    unit,
    values: columns.map((r) => {
      const v = of(r);
      return v === undefined || v === null || !Number.isFinite(v) ? null : v;
    }),
  });
  const ours = (r: Results) => r.bid?.score?.offers[0];
  return [
    f('Plantilla', RESULT_LABELS.fteNew, 'fte', (r) => sum(r).fteNew),
    f('Plantilla', 'ETC subrogados', 'fte', (r) => sum(r).fteSub),
    f('Plantilla', 'Personas a contratar', 'count', (r) => sum(r).countNew),
    f('Plantilla', 'Personas subrogadas', 'count', (r) => sum(r).countSub),
    f('Plantilla', 'Horas', 'hours', (r) => sum(r).hours),
    f('Costes', 'Salarial', 'money', (r) => r.hiring_costs),
    f('Costes', 'Seguridad social', 'money', (r) => r.social_security),
    f('Costes', 'Absentismo', 'money', (r) => r.absenteeism_cost),
    f('Costes', 'Materiales', 'money', (r) => r.material_costs),
    f('Costes', 'Coste (C)', 'money', (r) => costBeforeMargins(r)),
    f('Costes', 'Gastos generales', 'money', (r) => r.overheads_cost ?? 0),
    f('Costes', 'Beneficio', 'money', (r) => r.benefit),
    f('Costes', RESULT_LABELS.totalWithoutVat, 'money', (r) => r.total_cost),
    f('Costes', RESULT_LABELS.totalWithVat, 'money', (r) => r.budget?.total_with_vat),
    f('Costes', RESULT_LABELS.pricePerHour, 'money', (r) => r.budget?.price_per_hour),
    // the contracting authority's method (docs/offer.md section 2): its total without VAT beside the roster's
    f('Costes', CONVENTIONAL_TOTAL_LABEL, 'money', (r) => r.conventional?.total_cost),
    f('Oferta', RESULT_LABELS.offerWithoutVat, 'money', (r) => r.bid?.offer_without_vat),
    f('Oferta', 'Baja', 'percent', (r) => r.bid?.discount_percent),
    f('Oferta', 'Margen', 'money', (r) => r.bid?.margin),
    f('Oferta', 'Puntos totales', 'points', (r) => ours(r)?.total_points),
    f('Oferta', 'Puesto', 'rank', (r) => ours(r)?.rank),
    f('Oferta', RESULT_LABELS.abnormal, 'flag', (r) => (r.bid ? (r.bid.abnormal.ours_abnormal ? 1 : 0) : null)),
  ];
}

/** A value as the figure is compared: money to the cent as shown, the rest as they are. */
export const comparedValue = (unit: FigureUnit, v: number) => (unit === 'money' ? roundCents(v) : v);

export function figureText(unit: FigureUnit, v: number | null): string {
  if (v === null) return '—';
  switch (unit) {
    case 'money':
      return moneyText(v);
    case 'count':
    case 'rank':
      return formatNumber(v, 0);
    case 'fte':
    case 'points':
      return formatNumber(v, 2);
    case 'hours':
      return `${formatNumber(v, 0)} h`;
    case 'percent':
      return `${formatNumber(v, 2)} %`;
    default:
      return v ? 'Sí' : 'No';
  }
}

export interface ComparisonCell {
  value: string;
  /** the difference to the first column in the figure's unit ('+1.234,56 €'); null in the first column or without values */
  difference: string | null;
  /** the same in % of the first column; null when the first is 0 */
  percent: string | null;
}

const signed = (text: string, v: number) => (v > 0 ? `+${text}` : text);

/** The cells of one figure: its value and, after the first column, the difference to the first. */
export function comparisonCells(figure: ComparisonFigure): ComparisonCell[] {
  const first = figure.values[0] ?? null;
  return figure.values.map((v, i) => {
    const value = figureText(figure.unit, v);
    if (i === 0 || v === null || first === null || figure.unit === 'flag') return { value, difference: null, percent: null };
    const d = comparedValue(figure.unit, v) - comparedValue(figure.unit, first);
    const diff = figure.unit === 'money' ? roundCents(d) : d;
    const base = comparedValue(figure.unit, first);
    return {
      value,
      difference: signed(figureText(figure.unit, diff), diff),
      percent: base === 0 ? null : signed(`${formatNumber((diff / Math.abs(base)) * 100, 2)} %`, diff),
    };
  });
}
