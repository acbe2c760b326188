/**
 * A page of a list of a simulation's inputs (openapi/config/_base.yaml, ListOffset, ListLimit, ListSearch): the query,
 * the page as the server answers it, and the same paging over a list held whole (the in-memory fakes, a previous
 * study's list).
 */
import { matchesAgreementSearch } from '../agreements/list';
import { totalWeeklyHours } from './surrogates';
import { errorCount, warningCount } from '../simulation-run/events';
import type { SimulationEvent } from '../simulation-run/codecs';

type WithHours = Parameters<typeof totalWeeklyHours>[0][number];

/** What a page is read with: rows to skip, rows of the page, the search over names. */
export interface PageQuery {
  offset: number;
  limit: number;
  q: string;
}

/**
 * A page: its rows, the rows the search finds in all and, for surrogates, their weekly hours summed; for a run's
 * events, its errors and warnings among all of them (Progreso's header counts the run, not the page).
 */
export interface Paged<T> {
  items: T[];
  total: number;
  weeklyHours?: number;
  levels?: EventLevels;
}

/** How many of a run's events are errors and warnings (X-Error-Count, X-Warning-Count). */
export interface EventLevels {
  errors: number;
  warnings: number;
}

/** The errors and warnings among rows that have a level (a run's events), as Progreso counts them; nothing for other rows. */
function levelsOf(rows: readonly object[]): { levels?: EventLevels } {
  const events = rows.filter((r): r is SimulationEvent => typeof (r as { type_info?: unknown }).type_info === 'string');
  if (!events.length) return {};
  return { levels: { errors: errorCount(events), warnings: warningCount(events) } };
}

/** The names a row is searched by: its own, its center's, its position's (as the server searches them). */
function namesOf(row: object): string[] {
  const r = row as Record<string, unknown>;
  const named = (v: unknown) => (v && typeof v === 'object' && 'name' in v ? (v as { name: unknown }).name : v);
  return [r.name, r.center_name, r.municipality_name, named(r.center), named(r.position)].filter(
    (n): n is string => typeof n === 'string',
  );
}

/** The page of a whole list as the server pages it (a list read whole, or held in memory), surrogates with their weekly hours. */
export function pageOf<T extends object>(rows: readonly T[], query: Partial<PageQuery> = {}): Paged<T> {
  const q = query.q?.trim() ?? '';
  const found = q ? rows.filter((r) => namesOf(r).some((n) => matchesAgreementSearch(n, q))) : [...rows];
  const offset = query.offset ?? 0;
  const items = found.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
  // surrogates (the rows with weekly hours) answer the hours of every row found, as the server's X-Weekly-Hours
  const hours = found.map((r) => (r as { working_day_fixed?: unknown }).working_day_fixed);
  const weekly = hours.some((h) => typeof h === 'number') ? { weeklyHours: totalWeeklyHours(found as WithHours[]) } : {};
  return { items, total: found.length, ...weekly, ...levelsOf(found) };
}
