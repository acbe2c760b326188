/**
 * Cells several descriptors share: a center or a position by name, a number, Sí/No, weekdays as 'L M X J V' and
 * date ranges as '01/08/2026 - 15/08/2026; …', and the stored JSON lists.
 */
import { randomUUID } from 'node:crypto';
import { cellNumber, cellText, cellYesNo, textDate, yesNo, type SheetColumn, type SheetRow } from '../sheets';
import type { FieldCells } from './column';
import { INPUT_MESSAGES as M, WEEKDAY_LETTERS, WEEKDAY_NAMES, type WeekdayName } from '@licita/domain';

/** A stored JSON column as read (PostgreSQL gives it parsed, a text column as text). */
export const parseJson = <T>(v: unknown, fallback: T): T =>
  v === null || v === undefined ? fallback : typeof v === 'string' ? (JSON.parse(v) as T) : (v as T);

const withIds = <T extends object>(list: ReadonlyArray<T & { id?: string | null }>) =>
  list.map((r) => ({ ...r, id: r.id ? String(r.id) : randomUUID() }));
/** Date ranges as stored: each with its client id (or a new one). */
export const storeRanges = (list: ReadonlyArray<{ id?: string | null; date_init: string; date_end: string }>) =>
  JSON.stringify(withIds(list).map((r) => ({ id: r.id, date_init: r.date_init, date_end: r.date_end })));
/** Time ranges as stored: each with its client id (or a new one). */
export const storeTimes = (list: ReadonlyArray<{ id?: string | null; time_init: string; time_end: string }>) =>
  JSON.stringify(withIds(list).map((r) => ({ id: r.id, time_init: r.time_init, time_end: r.time_end })));

/** The ids a payload gave its ranges, by position. */
export const givenIds = (list: readonly { id?: string | null }[] | undefined, i: number) => list?.[i]?.id;

// ------------------------------------------------------------------ list cells

function weekdaysText(days: readonly string[]): string {
  return WEEKDAY_NAMES.filter((d) => days.includes(d))
    .map((d) => WEEKDAY_LETTERS[d])
    .join(' ');
}

/** 'L M X' (or 'L, M, X') as weekdays; the letters that are no weekday in `unknown`. */
function parseWeekdays(text: string): { days: WeekdayName[]; unknown: string[] } {
  const byLetter = new Map(WEEKDAY_NAMES.map((d) => [WEEKDAY_LETTERS[d], d] as const));
  const tokens = text.split(/[\s,;]+/).filter(Boolean);
  const days = tokens.map((t) => byLetter.get(t.toUpperCase())).filter((d): d is WeekdayName => Boolean(d));
  return { days: WEEKDAY_NAMES.filter((d) => days.includes(d)), unknown: tokens.filter((t) => !byLetter.has(t.toUpperCase())) };
}

const dmy = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : iso;

function periodsText(ranges: readonly { date_init: string; date_end: string }[]): string {
  return ranges.map((r) => `${dmy(r.date_init)} - ${dmy(r.date_end)}`).join('; ');
}

/** '01/08/2026 - 15/08/2026; …' (or ISO dates) as ranges; a piece without two dates gives empty dates (refused by the rules). */
function parsePeriods(text: string): { date_init: string; date_end: string }[] {
  return text
    .split(/[;\n]+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const [a = '', b = ''] = p.split(/\s+(?:-|–|a|al)\s+/);
      return { date_init: textDate(a), date_end: textDate(b) };
    });
}

// ------------------------------------------------------------------ cells of a field

const one = <Read>(
  column: SheetColumn,
  write: FieldCells<Read>['write'],
  parse: FieldCells<Read>['parse'],
): FieldCells<Read> => ({ columns: [column], write, parse });

/** The Centro column: the center by its name among the file's centers. */
export const centerCells = <Read extends { center?: { name: string } }>(header: string): FieldCells<Read> =>
  one(
    { key: 'center', header, width: 24 },
    (x) => ({ center: x.center?.name ?? '' }),
    ({ r, p, names }) => {
      const text = cellText(r.get('center'));
      const id = text ? names.center(text) : '';
      if (id === undefined) p.add(r.row, 'center', `centro desconocido '${text}'`);
      return id ?? 'desconocido';
    },
  );

/** The Puesto column: the position by its name (created on first use). */
export const positionCells = <Read extends { position?: { name: string } }>(header: string): FieldCells<Read> =>
  one(
    { key: 'position', header, width: 20 },
    (x) => ({ position: x.position?.name ?? '' }),
    ({ r, names }) => {
      const text = cellText(r.get('position'));
      return text ? names.position(text) : '';
    },
  );

/** A number cell (blank: null; not a number: NaN, refused by the rules). */
export function numberOrNull(r: SheetRow, key: string): number | null {
  const n = cellNumber(r.get(key));
  return n === undefined ? null : n;
}

/** A number column (blank: null). */
export const numberCells = <Read>(column: SheetColumn, value: (x: Read) => number | null): FieldCells<Read> =>
  one(
    column,
    (x) => ({ [column.key]: value(x) ?? '' }),
    ({ r }) => numberOrNull(r, column.key),
  );

/** A Sí/No column. */
export const yesNoCells = <Read>(column: SheetColumn, value: (x: Read) => boolean): FieldCells<Read> =>
  one(
    column,
    (x) => ({ [column.key]: yesNo(value(x)) }),
    ({ r, p }) => {
      const v = cellYesNo(r.get(column.key));
      if (v === undefined) p.add(r.row, column.key, `${M.valueWrong} (Sí o No)`);
      return Boolean(v);
    },
  );

/** The days column, as letters. */
export const weekdaysCells = <Read>(value: (x: Read) => readonly string[]): FieldCells<Read> =>
  one(
    { key: 'weekdays', header: 'Días (L M X J V S D)', width: 20 },
    (x) => ({ weekdays: weekdaysText(value(x)) }),
    ({ r, p }) => {
      const { days, unknown } = parseWeekdays(cellText(r.get('weekdays')));
      if (unknown.length) p.add(r.row, 'weekdays', `días desconocidos '${unknown.join(' ')}' (L M X J V S D)`);
      return days;
    },
  );

/** The two holiday columns of shifts and tasks: every holiday (F), and holidays on the chosen days (AF). */
export const HOLIDAY_COLUMNS = {
  holidays: { key: 'holidays', header: 'Todos los festivos (F)', width: 20 },
  weekday_holidays: { key: 'weekday_holidays', header: 'Festivos en los días seleccionados (AF)', width: 34 },
} as const;

/** A column of date ranges. */
export const periodsCells = <Read>(
  column: SheetColumn,
  value: (x: Read) => readonly { date_init: string; date_end: string }[],
): FieldCells<Read> =>
  one(
    column,
    (x) => ({ [column.key]: periodsText(value(x)) }),
    ({ r }) => parsePeriods(cellText(r.get(column.key))),
  );

/** A field the workbook does not hold whose form value is fixed. */
export const fixedCells = <Read>(value: unknown): FieldCells<Read> => ({ columns: [], write: () => ({}), parse: () => value });
