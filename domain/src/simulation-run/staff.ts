/**
 * The Plantilla as a preparer reads it: the surrogates, the new hires with a fixed roster, and the substitutions
 * (vacations, absences, holidays) of each category as one row, however many centers and kinds of cover the engine
 * costed them in. The people a category's substitutions need are its substitutions' FTE rounded up, as the
 * results' headcount counts them.
 */
import type * as t from 'io-ts';
import * as Config from '../generated/config';
import { roundedParts } from '../rounded-parts';
import { foldName } from '../simulation-inputs/localities';
import type { SolutionEmployee, WorkerKind } from './codecs';
import { pageOfGroups, rosterPageOffset, rowsIn } from './paging';

export interface StaffRow {
  id: string;
  name: string;
  kind: WorkerKind;
  category: string;
  centers: string[];
  weekly_hours: number;
  fte: number;
  total_cost: number;
  /** people this row stands for: 1, or for substitutions the FTE rounded up */
  people: number;
  /** `fte` as shown, to two decimals, so that the rows add up to their section's `shownFte` */
  shownFte: number;
}

export interface StaffSection {
  kind: WorkerKind;
  /** 'Subrogados/as', 'Nuevas contrataciones', 'Sustituciones' */
  title: string;
  rows: StaffRow[];
  people: number;
  fte: number;
  /** `fte` as shown, to two decimals: the sections add up to the whole, as the results' cards show it */
  shownFte: number;
}

/** What one worker is, as every screen and document names it. */
export const WORKER_KIND_LABELS: Record<WorkerKind, string> = {
  surrogate: 'Subrogado/a',
  new: 'A contratar',
  substitute: 'Sustitución',
};
const TITLES: Record<WorkerKind, string> = {
  surrogate: 'Subrogados/as',
  new: 'Nuevas contrataciones',
  substitute: 'Sustituciones',
};
const ORDER: WorkerKind[] = ['surrogate', 'new', 'substitute'];

/** The people that cover a substitution FTE (the engine's rule: the FTE rounded up). */
export const substitutePeople = (fte: number) => Math.ceil(fte - 1e-9);

/** The substitutions of one category as a single row (the engine keeps one line per center and kind of cover). */
function substitutionRows(lines: readonly SolutionEmployee[]): StaffRow[] {
  const byCategory = new Map<string, StaffRow>();
  for (const w of lines) {
    const row = byCategory.get(w.category);
    if (!row) {
      byCategory.set(w.category, {
        id: `sust:${w.category}`,
        name: `Sustituciones de ${w.category}`,
        kind: 'substitute',
        category: w.category,
        centers: [...w.centers],
        weekly_hours: w.weekly_hours,
        fte: w.fte,
        total_cost: w.total_cost,
        people: 0,
        shownFte: 0,
      });
      continue;
    }
    row.weekly_hours += w.weekly_hours;
    row.fte += w.fte;
    row.total_cost += w.total_cost;
    for (const c of w.centers) if (!row.centers.includes(c)) row.centers.push(c);
  }
  const rows = [...byCategory.values()];
  for (const r of rows) r.people = substitutePeople(r.fte);
  return rows.sort((a, b) => a.category.localeCompare(b.category, 'es'));
}

/** The Plantilla's sections, in the order surrogates, new hires, substitutions; empty ones left out. */
export function staffSections(workers: readonly SolutionEmployee[]): StaffSection[] {
  const sections = ORDER.map((kind): StaffSection => {
    const own = workers.filter((w) => w.kind === kind);
    const rows: StaffRow[] =
      kind === 'substitute'
        ? substitutionRows(own)
        : own.map((w) => ({
            id: w.id,
            name: w.name,
            kind,
            category: w.category,
            centers: w.centers,
            weekly_hours: w.weekly_hours,
            fte: w.fte,
            total_cost: w.total_cost,
            people: 1,
            shownFte: 0,
          }));
    return {
      kind,
      title: TITLES[kind],
      rows,
      people: rows.reduce((a, r) => a + r.people, 0),
      fte: rows.reduce((a, r) => a + r.fte, 0),
      shownFte: 0,
    };
  }).filter((s) => s.rows.length > 0);
  roundShownFte(sections);
  return sections;
}

/**
 * Rounds the FTE shown as the results' cards split them: the whole into surrogates and new hires, the new hires into
 * fixed shifts and substitutions, then each section's rows; so every figure shown adds up to the one above it.
 */
function roundShownFte(sections: StaffSection[]): void {
  const fteOf = (kind: WorkerKind) => sections.find((s) => s.kind === kind)?.fte ?? 0;
  const [surrogates, hires] = roundedParts([fteOf('surrogate'), fteOf('new') + fteOf('substitute')], 2);
  const [fixed, substitutes] = roundedParts([fteOf('new'), fteOf('substitute')], 2, hires);
  const shown: Record<WorkerKind, number> = { surrogate: surrogates, new: fixed, substitute: substitutes };
  for (const s of sections) {
    s.shownFte = shown[s.kind];
    const rows = roundedParts(
      s.rows.map((r) => r.fte),
      2,
      s.shownFte,
    );
    s.rows.forEach((r, i) => (r.shownFte = rows[i]));
  }
}

/** "1 persona", "3 personas". */
export const peopleLabel = (n: number) => (n === 1 ? '1 persona' : `${n} personas`);

/**
 * The search of the Plantilla ('Buscar trabajador…') and of the roster: accent- and case-insensitive, in the name,
 * the category or a center.
 */
export function staffRowMatches(row: Pick<StaffRow, 'name' | 'category' | 'centers'>, search: string): boolean {
  const wanted = foldName(search);
  return !wanted || [row.name, row.category, ...row.centers].some((text) => foldName(text).includes(wanted));
}

export const StaffPageCodec = Config.StaffPage;
/** One page of the Plantilla (GET /solution/{id}/staff). */
export type StaffPage = t.TypeOf<typeof StaffPageCodec>;
export type StaffPageRow = StaffPage['items'][number];
export type StaffSectionHeading = StaffPage['sections'][number];

/** What a page of the Plantilla asks for: where, how many and the search ('' for all). */
export interface StaffPageQuery {
  offset: number;
  limit: number;
  search: string;
}
export const STAFF_PAGE_SIZE = 50;
/** The first page of the whole Plantilla. */
export const FIRST_STAFF_PAGE: StaffPageQuery = { offset: 0, limit: STAFF_PAGE_SIZE, search: '' };

/** The full week the bars are drawn against (40 h, or the longest row's hours when longer). */
const weekOf = (sections: readonly StaffSection[]) => Math.max(40, ...sections.flatMap((s) => s.rows.map((r) => r.weekly_hours)));

const pageRow = ({ shownFte, ...r }: StaffRow): StaffPageRow => ({ ...r, shown_fte: shownFte });

/**
 * One page of the Plantilla as the card shows it (GET /solution/{id}/staff), cut from its sections: the matching
 * rows from `offset` (the last page when fewer remain), how many match, every section's heading of the whole
 * Plantilla whatever the search, and the week the bars are drawn against.
 */
export function staffSectionsPage(sections: readonly StaffSection[], q: StaffPageQuery): StaffPage {
  const found = sections.map((s) => ({ group: s, rows: s.rows.filter((r) => staffRowMatches(r, q.search)) }));
  const total = rowsIn(found);
  const offset = rosterPageOffset(total, q);
  return {
    items: pageOfGroups(found, { from: offset, to: offset + q.limit }).flatMap(({ rows }) => rows.map(pageRow)),
    offset,
    total,
    sections: sections.map((s) => ({ kind: s.kind, title: s.title, people: s.people, shown_fte: s.shownFte })),
    week: weekOf(sections),
  };
}

/** One page of the Plantilla of these workers (the server's and the fake's answer). */
export const staffPage = (workers: readonly SolutionEmployee[], q: StaffPageQuery): StaffPage =>
  staffSectionsPage(staffSections(workers), q);
