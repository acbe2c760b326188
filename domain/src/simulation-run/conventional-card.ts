/**
 * The "Método de horas anuales" card (docs/engine.md, "Annual-hours method") as plain data: the page, the workbook's
 * "Horas anuales" sheet and the justification PDF print the same labels and the same figures. Money is rounded to
 * the cent here only (`moneyText`); the results keep every decimal.
 */
import { formatNumber } from '../number-format';
import { moneyText, percentText } from './budget-card';
import type { Results } from './codecs';
import { PARAMETER_LABELS } from './parameters';
import { RESULT_LABELS } from './labels';

/** The method's labels: the card's, the workbook's "Horas anuales" sheet's and the justification's. */
export const CONVENTIONAL_LABELS = {
  effectiveHours: 'Horas efectivas por ETC',
  socialSecurityRate: RESULT_LABELS.socialSecurityRate,
  overheadsRate: PARAMETER_LABELS.overheads,
  total: RESULT_LABELS.totalWithoutVat,
  totalWithVat: RESULT_LABELS.totalWithVat,
  rosterTotal: 'Total del cuadrante sin IVA',
  tenderBudget: RESULT_LABELS.tenderBudget,
} as const;

/** The method's table: one row a category. */
export const CONVENTIONAL_HEAD = [
  'Categoría',
  'Horas',
  CONVENTIONAL_LABELS.effectiveHours,
  'ETC',
  'ETC subrogados',
  'ETC nuevos',
  'Salarios',
  'ETC del cuadrante',
] as const;

export interface ConventionalRow {
  category: string;
  /** the cells after the category, as shown (es-ES) */
  cells: string[];
  /** the roster staffs this category with more FTE than the method */
  rosterNeedsMore: boolean;
}

export interface ConventionalCover {
  method: 'roster' | 'conventional';
  covered: boolean;
  /** "El presupuesto de licitación cubre el cuadrante (45.000,00 €)." */
  text: string;
}

export interface ConventionalCardView {
  head: readonly string[];
  rows: ConventionalRow[];
  totals: Array<{ label: string; value: string }>;
  difference: { value: string; percent: string; sentence: string };
  /** null without a tender budget */
  covers: ConventionalCover[] | null;
}

const hoursText = (n: number) => `${formatNumber(n, 2)} h`;
const fteText = (n: number) => formatNumber(n, 2);
/** FTE compared at the hundredth shown */
const EPS = 0.005;

/** Where the two methods differ, in one sentence. */
export function differenceSentence(difference: number, rosterNeedsMore: boolean): string {
  if (Math.abs(difference) < 0.005)
    return 'Los dos métodos coinciden: el cuadrante no necesita más horas que la demanda y las vacaciones y los festivos pesan lo mismo en ambos.';
  if (difference > 0)
    return 'El método de horas anuales cuesta más: da a cada trabajador las vacaciones y los 14 festivos del año libres y los cubre con más ETC, mientras el cuadrante solo cubre las vacaciones según la cobertura del centro y compensa únicamente los festivos que trabaja.';
  return rosterNeedsMore
    ? 'El cuadrante cuesta más: las reglas de descanso del convenio (máximos diarios y semanales, descanso entre jornadas, bloques que no se pueden repartir) le obligan a contratar más horas de las que pide la demanda, además de compensar los festivos trabajados.'
    : 'El cuadrante cuesta más: compensa los festivos trabajados (plus, recargo o descanso) y cubre las vacaciones con sustituciones, que el método de horas anuales ya descuenta en las horas efectivas.';
}

/** The card's content, or null for results computed before the method existed. */
export function conventionalCard(
  r: Pick<Results, 'conventional' | 'categories' | 'total_cost' | 'bid'>,
): ConventionalCardView | null {
  const c = r.conventional;
  if (!c) return null;
  const rows: ConventionalRow[] = Object.entries(c.categories).map(([name, k]) => {
    const roster = r.categories[name];
    const rosterFte = roster ? roster.fte_new + roster.fte_sub : 0;
    return {
      category: name,
      cells: [
        hoursText(k.hours),
        hoursText(k.effective_hours_per_fte),
        fteText(k.fte),
        fteText(k.fte_surrogates),
        fteText(k.fte_new),
        moneyText(k.wages),
        fteText(rosterFte),
      ],
      rosterNeedsMore: rosterFte > k.fte + EPS,
    };
  });
  const rosterTotal = r.total_cost;
  const percent = rosterTotal !== 0 ? (c.difference_to_roster / rosterTotal) * 100 : 0;
  const sign = c.difference_to_roster > 0 ? '+' : '';
  const covers = r.bid?.covers
    ? (
        [
          { method: 'roster', covered: r.bid.covers.roster, total: rosterTotal, name: 'el cuadrante' },
          { method: 'conventional', covered: r.bid.covers.conventional, total: c.total_cost, name: 'el método de horas anuales' },
        ] as const
      ).map((m) => ({
        method: m.method,
        covered: m.covered,
        text: `El presupuesto de licitación (${moneyText(r.bid!.tender_budget)}) ${m.covered ? 'cubre' : 'no cubre'} ${m.name} (${moneyText(m.total)}).`,
      }))
    : null;
  return {
    head: CONVENTIONAL_HEAD,
    rows,
    totals: [
      { label: 'Salarios', value: moneyText(c.wages) },
      { label: 'Seguridad social', value: moneyText(c.social_security) },
      { label: 'Absentismo', value: moneyText(c.absenteeism) },
      { label: 'Materiales', value: moneyText(c.materials) },
      { label: 'Gastos generales', value: moneyText(c.overheads_cost) },
      { label: 'Beneficio', value: moneyText(c.benefit) },
      { label: CONVENTIONAL_LABELS.total, value: moneyText(c.total_cost) },
      { label: CONVENTIONAL_LABELS.totalWithVat, value: moneyText(c.total_with_vat) },
      { label: CONVENTIONAL_LABELS.rosterTotal, value: moneyText(rosterTotal) },
    ],
    difference: {
      value: `${sign}${moneyText(c.difference_to_roster)}`,
      percent: `${sign}${percentText(percent)}`,
      sentence: differenceSentence(
        c.difference_to_roster,
        rows.some((x) => x.rosterNeedsMore),
      ),
    },
    covers,
  };
}
