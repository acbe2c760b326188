/**
 * The weekly roster of a solution (GET /solution/{id}/roster, the 'Cuadrante semanal' of the simulation page):
 * the codec of the answer and the pure functions of the view — hours of a day, the week grid of a worker, compact
 * labels, the filters by center and category, and the hours covered each weekday.
 */
import * as t from 'io-ts';
import * as Config from '../generated/config';
import { formatNumber } from '../number-format';
import { WEEKDAY_LETTERS, WEEKDAY_NAMES, type WeekdayName } from '../simulation-inputs/work-calendar';
import { staffRowMatches } from './staff';
import { rosterPageOffset } from './paging';

export const RosterShiftCodec = Config.RosterShift;
export type RosterShift = t.TypeOf<typeof RosterShiftCodec>;

export const RosterWeekCodec = Config.RosterWeek;
export type RosterWeek = t.TypeOf<typeof RosterWeekCodec>;

export const WeeklyRosterWorkerCodec = Config.RosterWorker;
export type WeeklyRosterWorker = t.TypeOf<typeof WeeklyRosterWorkerCodec>;

/** Rows of a page of the roster (the Cuadrante's pages, and GET /solution/{id}/roster/page by default). */
export const ROSTER_PAGE_SIZE = 50;
/** From this many workers on, the filters by center and category show. */
export const ROSTER_FILTER_FROM = 8;

export const ROSTER_DAY_NAMES: Record<WeekdayName, string> = {
  monday: 'Lunes',
  tuesday: 'Martes',
  wednesday: 'Miércoles',
  thursday: 'Jueves',
  friday: 'Viernes',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

/** Hours worked in a day's ranges. */
export const dayHours = (shifts: readonly RosterShift[]): number => shifts.reduce((a, s) => a + s.hours, 0);

/** '07:00–15:00' (a range past midnight reads as it is: '22:00–06:00'). */
export const rangeLabel = (s: Pick<RosterShift, 'time_init' | 'time_end'>): string => `${s.time_init}–${s.time_end}`;

/** A range as a cell shows it: with its center when the worker works at several. */
export const shiftLabel = (s: RosterShift, withCenter: boolean): string =>
  withCenter ? `${rangeLabel(s)} ${s.center}` : rangeLabel(s);

/** Hours as the page writes them: '8 h', '7,5 h'. */
export function hoursLabel(h: number): string {
  const r = Math.round(h * 100) / 100;
  return `${formatNumber(r, Number.isInteger(r) ? 0 : Number.isInteger(r * 10) ? 1 : 2)} h`;
}

export interface RosterCell {
  day: WeekdayName;
  /** L M X J V S D */
  letter: string;
  name: string;
  shifts: readonly RosterShift[];
  hours: number;
  /** the day in one line: 'Libre', or the ranges separated by ' · ' */
  label: string;
}

/** The seven cells of a worker's week, Monday first. */
export function weekGrid(w: WeeklyRosterWorker): RosterCell[] {
  const several = w.centers.length > 1;
  return WEEKDAY_NAMES.map((d) => {
    const shifts = w.week[d];
    return {
      day: d,
      letter: WEEKDAY_LETTERS[d],
      name: ROSTER_DAY_NAMES[d],
      shifts,
      hours: dayHours(shifts),
      label: shifts.length ? shifts.map((s) => shiftLabel(s, several)).join(' · ') : 'Libre',
    };
  });
}

/** The worker's whole week in one line: 'L 06:00–10:00 · 17:00–21:00; M …' (days off left out). */
export const weekLabel = (w: WeeklyRosterWorker): string =>
  weekGrid(w)
    .filter((c) => c.shifts.length)
    .map((c) => `${c.letter} ${c.label}`)
    .join('; ');

/** Names as the filters list them: each once, in Spanish alphabetical order. */
export const sortedRosterNames = (xs: Iterable<string>) => [...new Set(xs)].sort((a, b) => a.localeCompare(b, 'es'));

/** Every center of the roster (the filter's options and the colour legend), by name. */
export const rosterCenters = (ws: readonly WeeklyRosterWorker[]): string[] =>
  sortedRosterNames(ws.flatMap((w) => WEEKDAY_NAMES.flatMap((d) => w.week[d].map((s) => s.center))));

export const rosterCategories = (ws: readonly WeeklyRosterWorker[]): string[] => sortedRosterNames(ws.map((w) => w.category));

export interface RosterFilter {
  /** a center's name, or '' for all */
  center: string;
  /** a category's name, or '' for all */
  category: string;
}
export const NO_ROSTER_FILTER: RosterFilter = { center: '', category: '' };

/** The workers with hours at the center and of the category chosen. */
export const filterRoster = (ws: readonly WeeklyRosterWorker[], f: RosterFilter): WeeklyRosterWorker[] =>
  ws.filter((w) => (!f.center || w.centers.includes(f.center)) && (!f.category || w.category === f.category));

/** Hours the roster covers each weekday, Monday first (the totals row). */
export const dayTotals = (ws: readonly WeeklyRosterWorker[]): number[] =>
  WEEKDAY_NAMES.map((d) => ws.reduce((a, w) => a + dayHours(w.week[d]), 0));

export const RosterPageCodec = Config.RosterPage;
export type RosterPage = t.TypeOf<typeof RosterPageCodec>;

/** What a page of the roster asks for: where, how many, the search and the filters. */
export interface RosterPageQuery extends RosterFilter {
  offset: number;
  limit: number;
  /** accent- and case-insensitive, in the name, category or a center ('' for all) */
  search: string;
}

/** The first page of the whole roster. */
export const FIRST_ROSTER_PAGE: RosterPageQuery = { ...NO_ROSTER_FILTER, offset: 0, limit: ROSTER_PAGE_SIZE, search: '' };

/**
 * One page of the roster (GET /solution/{id}/roster/page): the rows matching the search and filters, `limit` from
 * `offset` (the last page when fewer remain), with how many match, every center and category, and the hours the
 * matching rows cover each weekday.
 */
export function rosterPage(workers: readonly WeeklyRosterWorker[], q: RosterPageQuery): RosterPage {
  const matching = filterRoster(workers, q).filter((w) => staffRowMatches(w, q.search));
  const offset = rosterPageOffset(matching.length, q);
  return {
    items: matching.slice(offset, offset + q.limit),
    offset,
    total: matching.length,
    roster_size: workers.length,
    centers: rosterCenters(workers),
    categories: rosterCategories(workers),
    day_hours: dayTotals(matching),
  };
}
