/**
 * The results of a run as the simulation page shows them: reading
 * them (an object, or a string holding a quoted object), the totals of the cards, the per-category table and the
 * data of the two charts.
 */
import { isRight } from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import * as Config from '../generated/config';
import { ResultsCodec, type Results } from './codecs';
import { roundedParts } from '../rounded-parts';

export type ParsedResults = { kind: 'none' } | { kind: 'ok'; results: Results } | { kind: 'unparsable'; text: string };

const MAX_UNPARSABLE_TEXT = 2000;

function show(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : (JSON.stringify(raw) ?? String(raw));
  return text.length > MAX_UNPARSABLE_TEXT ? `${text.slice(0, MAX_UNPARSABLE_TEXT)}…` : text;
}

/** `results` as the server sent it: null → none; an object or a string holding a (possibly quoted) object → ok. */
export function parseResults(raw: unknown): ParsedResults {
  if (raw === null || raw === undefined || raw === '') return { kind: 'none' };
  let value: unknown = raw;
  // a string may hold the object, or a quoted string holding it
  for (let i = 0; i < 2 && typeof value === 'string'; i++) {
    try {
      value = JSON.parse(value);
    } catch {
      return { kind: 'unparsable', text: show(raw) };
    }
  }
  const decoded = ResultsCodec.decode(value);
  return isRight(decoded) ? { kind: 'ok', results: decoded.right } : { kind: 'unparsable', text: show(raw) };
}

export type CostKey = 'material_costs' | 'absenteeism_cost' | 'social_security' | 'hiring_costs' | 'overheads_cost' | 'benefit';

/** The costs card's labels, in the order the page and the workbook show them; the costs add up to the total cost. */
const COST_LABELS: Record<CostKey, string> = {
  material_costs: 'Materiales',
  absenteeism_cost: 'Absentismo',
  social_security: 'Seguridad social',
  hiring_costs: 'Salarial',
  overheads_cost: 'Gastos generales',
  benefit: 'Beneficio',
};

/**
 * The headcounts every part of the page tells: people (surrogates, new hires with a roster row, people hired for
 * substitutions) and FTE. `substitutes` is null in results stored before the split existed (they are then inside
 * `countNew` without being told apart).
 */
export interface ResultTotals {
  /** every person: surrogates + new hires (substitutions included) */
  employees: number;
  /** new hires, substitutions included (A contratar) */
  countNew: number;
  countSub: number;
  /** of countNew, the people hired for substitutions, who have no fixed roster */
  substitutes: number | null;
  /** the people of the weekly roster: surrogates and new hires with fixed shifts */
  rostered: number | null;
  fteNew: number;
  fteSub: number;
  fteSubstitutes: number | null;
  hours: number;
  totalCost: number;
}

export function resultTotals(r: Pick<Results, 'total_cost' | 'categories'>): ResultTotals {
  const out: ResultTotals = {
    employees: 0,
    countNew: 0,
    countSub: 0,
    substitutes: 0,
    rostered: null,
    fteNew: 0,
    fteSub: 0,
    fteSubstitutes: 0,
    hours: 0,
    totalCost: r.total_cost,
  };
  for (const c of Object.values(r.categories)) {
    out.countNew += c.count_new;
    out.countSub += c.count_sub;
    out.fteNew += c.fte_new;
    out.fteSub += c.fte_sub;
    out.hours += c.hours;
    if (c.count_substitutes === undefined) out.substitutes = null;
    else if (out.substitutes !== null) out.substitutes += c.count_substitutes;
    if (c.fte_substitutes === undefined) out.fteSubstitutes = null;
    else if (out.fteSubstitutes !== null) out.fteSubstitutes += c.fte_substitutes;
  }
  out.employees = out.countNew + out.countSub;
  out.rostered = out.substitutes === null ? null : out.employees - out.substitutes;
  return out;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The top card's split of the people, in the words of the Plantilla's sections: "3 subrogados/as, 2 nuevas
 * contrataciones con turno fijo y 1 persona para sustituciones". Older results without the split say "3 a contratar
 * (sustituciones incluidas)".
 */
export function headcountSentence(t: ResultTotals): string {
  const subs = plural(t.countSub, 'subrogado/a', 'subrogados/as');
  if (t.substitutes === null) return `${subs} y ${t.countNew} a contratar (sustituciones incluidas)`;
  const hires = plural(t.countNew - t.substitutes, 'nueva contratación', 'nuevas contrataciones');
  if (t.substitutes === 0) return `${subs} y ${hires}`;
  return `${subs}, ${hires} con turno fijo y ${plural(t.substitutes, 'persona', 'personas')} para sustituciones`;
}

export interface CostShare {
  key: CostKey;
  label: string;
  value: number;
  /** Part of the sum of the items, 0 to 1 (0 when the sum is not positive or the item is negative). */
  share: number;
}

/**
 * The cost items with their share, for the costs card and its chart: they add up to the total cost. Gastos
 * generales is listed only when there are any (results stored before it existed have none).
 */
export function costBreakdown(r: Results): CostShare[] {
  const value = (key: CostKey) => (key === 'overheads_cost' ? (r.overheads_cost ?? 0) : r[key]);
  const keys = (Object.keys(COST_LABELS) as CostKey[]).filter((key) => key !== 'overheads_cost' || value(key) !== 0);
  const items = keys.map((key) => ({ key, label: COST_LABELS[key] }));
  const positive = items.reduce((a, i) => a + Math.max(0, value(i.key)), 0);
  return items.map((i) => ({ ...i, value: value(i.key), share: positive > 0 ? Math.max(0, value(i.key)) / positive : 0 }));
}

export interface CategoryRow {
  name: string;
  employees: number;
  countNew: number;
  countSub: number;
  fte: number;
  fteNew: number;
  fteSub: number;
  hours: number;
  wageCosts: number;
  ssCosts: number;
}

/** Rows of the per-category table (Categorías, Empleados/as, ETC, Horas, Coste salarial), by name. */
export function categoryRows(r: Results): CategoryRow[] {
  return Object.entries(r.categories)
    .map(([name, c]) => ({
      name,
      employees: c.count_new + c.count_sub,
      countNew: c.count_new,
      countSub: c.count_sub,
      fte: c.fte_new + c.fte_sub,
      fteNew: c.fte_new,
      fteSub: c.fte_sub,
      hours: c.hours,
      wageCosts: c.wage_costs,
      ssCosts: c.ss_costs,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/** The FTE as the results' cards show them, to two decimals, each adding up to the one it is part of. */
export interface ShownFte {
  total: number;
  surrogates: number;
  /** new hires, substitutions included */
  hires: number;
  /** of hires, those with a fixed roster and the substitutions; null for results stored before the split */
  fixed: number | null;
  substitutes: number | null;
  /** per category row, in the rows' order */
  categories: number[];
}

/**
 * Rounds the FTE of the cards so that the parts shown add up to the totals shown (3,87 + 0,08 under 3,95, not
 * 3,94): the whole into surrogates and new hires, the new hires into fixed shifts and substitutions (as the
 * Plantilla's sections split them), and the whole into the categories.
 */
export function shownFte(t: ResultTotals, rows: readonly CategoryRow[]): ShownFte {
  const [surrogates, hires] = roundedParts([t.fteSub, t.fteNew], 2);
  const split = t.fteSubstitutes === null ? null : roundedParts([t.fteNew - t.fteSubstitutes, t.fteSubstitutes], 2, hires);
  return {
    total: surrogates + hires,
    surrogates,
    hires,
    fixed: split?.[0] ?? null,
    substitutes: split?.[1] ?? null,
    categories: roundedParts(
      rows.map((r) => r.fte),
      2,
      t.fteSub + t.fteNew,
    ),
  };
}

/** The largest FTE of a category: the scale of the FTE chart (1 when every category is 0). */
export function maxCategoryFte(rows: readonly CategoryRow[]): number {
  return Math.max(1, ...rows.map((r) => r.fte));
}

/** Name of the solution workbook: Solucion_{name}.xlsx (characters a file name cannot hold become '_'). */
export function solutionFileName(simulationName: string): string {
  return `Solucion_${simulationName.replace(/[\\/:*?"<>|\r\n]+/g, '_')}.xlsx`;
}

/** A center group and position's lower bounds (GET /simulation/{id}/bounds, `bounds` of the whole results). */
export const SolutionBoundCodec = Config.SolutionBound;
export type SolutionBound = t.TypeOf<typeof SolutionBoundCodec>;
/** The sums of the bounds the summary of GET /simulation carries in place of them. */
export type BoundTotals = NonNullable<Results['bound_totals']>;

/** One row of the quality table: a center group and position, both bounds and the new hires (FTE). */
export interface BoundRow {
  group: string;
  position: string;
  fteNew: number;
  lbFte: number;
  blockLbFte: number;
}

/** The rows of the quality table: the bounds with a block bound (results stored before it have none). */
export const boundRows = (bounds: readonly SolutionBound[] | undefined): BoundRow[] =>
  (bounds ?? [])
    .filter((b) => b.block_lb_fte !== undefined)
    .map((b) => ({
      group: b.center_group,
      position: b.position,
      fteNew: b.fte_new,
      lbFte: b.lb_fte,
      blockLbFte: b.block_lb_fte ?? b.lb_fte,
    }));

/**
 * The sums of the quality table's rows, which the summary of GET /simulation answers as `bound_totals` (a few
 * numbers whatever the tender's size); null when no row has a block bound.
 */
export function boundTotals(bounds: readonly SolutionBound[] | undefined): BoundTotals | null {
  const rows = boundRows(bounds);
  if (!rows.length) return null;
  const sum = (f: (x: BoundRow) => number) => rows.reduce((a, x) => a + f(x), 0);
  return {
    fte_new: sum((x) => x.fteNew),
    lb_fte: sum((x) => x.lbFte),
    block_lb_fte: sum((x) => x.blockLbFte),
    rows: rows.length,
  };
}

/**
 * How far the roster is from what any valid roster needs (docs/engine-model.md, "Lower bounds"): the new hires'
 * FTE against the hours bound and the block bound, summed over groups and positions, and the cost gap to the
 * block bound. Null when the results carry no block bound (stored before it existed).
 */
export interface QualityFigures {
  fteNew: number;
  lbFte: number;
  blockLbFte: number;
  /** fteNew / blockLbFte − 1; null when the block bound is 0 */
  overBlockBound: number | null;
  /** (total cost − cost at the block bound) / cost at the block bound */
  blockCostGap: number | null;
  /** rows of the table per center group and position (read apart: GET /simulation/{id}/bounds) */
  rows: number;
}

/** The quality card's figures from the summary's `bound_totals` (or the sums of `bounds` of the whole results). */
export function qualityFigures(r: Pick<Results, 'bounds' | 'bound_totals' | 'block_cost_gap'>): QualityFigures | null {
  const totals = r.bound_totals ?? boundTotals(r.bounds);
  if (!totals && (r.block_cost_gap === undefined || r.block_cost_gap === null)) return null;
  const { fte_new = 0, lb_fte = 0, block_lb_fte = 0, rows = 0 } = totals ?? {};
  return {
    fteNew: fte_new,
    lbFte: lb_fte,
    blockLbFte: block_lb_fte,
    overBlockBound: block_lb_fte > 1e-9 ? fte_new / block_lb_fte - 1 : null,
    blockCostGap: r.block_cost_gap ?? null,
    rows,
  };
}
