/**
 * The Formulario workbook: one sheet per input of a simulation — Datos básicos, Centros,
 * Categorías-Puestos, Turnos, Tareas, Subrogados and Otros costes — with the columns below, and the text forms
 * of the cells that hold lists (weekdays as 'L M X J V', periods as '01/08/2026 - 15/08/2026; …').
 * The Centros and Subrogados sheets are the import templates' own (./spreadsheets.ts).
 */
import { CENTER_COLUMNS, CENTERS_SHEET, SURROGATE_COLUMNS, SURROGATES_SHEET } from './spreadsheets';
import { textDate, type SheetColumn } from './sheets';
import { WEEKDAY_LETTERS, WEEKDAY_NAMES, type WeekdayName } from '../../../domain/src/simulation-inputs/index.js';

export const FORMULARIO_SHEETS = {
  basic: 'Datos básicos',
  centers: CENTERS_SHEET,
  categoryPositions: 'Categorías-Puestos',
  shifts: 'Turnos',
  tasks: 'Tareas',
  surrogates: SURROGATES_SHEET,
  costs: 'Otros costes',
} as const;

export const BASIC_COLUMNS: SheetColumn[] = [
  { key: 'service_date_init', header: 'Fecha de inicio del servicio', width: 26 },
  { key: 'service_duration', header: 'Duración (meses)', width: 16 },
  { key: 'social_security', header: 'Seguridad social (%)', width: 20 },
  { key: 'absenteeism_rate', header: 'Absentismo (%)', width: 16 },
  { key: 'any_category', header: 'Cualquier categoría puede realizar cualquier puesto', width: 48 },
];

export { CENTER_COLUMNS, SURROGATE_COLUMNS };

/** One row per category and position, in the category's order; a row without category is a position of no category. */
export const CATEGORY_POSITION_COLUMNS: SheetColumn[] = [
  { key: 'agreement', header: 'Convenio', width: 40 },
  { key: 'category', header: 'Categoría', width: 28 },
  { key: 'position', header: 'Puesto', width: 24 },
];

const DAYS: SheetColumn[] = [
  { key: 'weekdays', header: 'Días (L M X J V S D)', width: 20 },
  { key: 'holidays', header: 'Todos los festivos (F)', width: 20 },
  { key: 'weekday_holidays', header: 'Festivos en los días seleccionados (AF)', width: 34 },
];

export const SHIFT_COLUMNS: SheetColumn[] = [
  { key: 'center', header: 'Centro', width: 24 },
  { key: 'position', header: 'Puesto', width: 20 },
  { key: 'number_of_workers', header: 'Número de trabajadores', width: 22 },
  { key: 'shift_type', header: 'Tipo de turno', width: 14 },
  { key: 'time_init_1', header: 'Inicio del turno', width: 14 },
  { key: 'time_end_1', header: 'Fin del turno', width: 14 },
  { key: 'time_init_2', header: 'Inicio del segundo turno', width: 22 },
  { key: 'time_end_2', header: 'Fin del segundo turno', width: 20 },
  ...DAYS,
  { key: 'without', header: 'Periodos sin trabajo', width: 40 },
];

export const TASK_COLUMNS: SheetColumn[] = [
  { key: 'center', header: 'Centro', width: 24 },
  { key: 'position', header: 'Puesto', width: 20 },
  { key: 'name', header: 'Nombre de la tarea', width: 28 },
  { key: 'number_of_workers', header: 'Mínimo de personas a la vez', width: 24 },
  ...DAYS,
  { key: 'work_time', header: 'Tiempo de la tarea (hh:mm)', width: 24 },
  { key: 'period_type', header: 'Frecuencia', width: 28 },
  { key: 'period', header: 'Periodo', width: 10 },
  { key: 'amount', header: 'Veces o cada cuántos periodos', width: 26 },
  { key: 'slot_init', header: 'Inicio de la franja', width: 18 },
  { key: 'slot_end', header: 'Fin de la franja', width: 16 },
  { key: 'fill', header: 'Cubrir presencialidad en todo el tramo horario', width: 40 },
  { key: 'without', header: 'Periodos sin trabajo', width: 40 },
  { key: 'with', header: 'Periodos con trabajo', width: 40 },
];

export const COST_COLUMNS: SheetColumn[] = [
  { key: 'center', header: 'Centro', width: 24 },
  { key: 'name', header: 'Concepto', width: 30 },
  { key: 'cost_type', header: 'Tipo', width: 30 },
  { key: 'amount', header: 'Importe', width: 12 },
  { key: 'months_to_apply', header: 'Meses a aplicar', width: 16 },
  { key: 'number_of_units', header: 'Número de unidades', width: 20 },
];

export type FormularioSheet = keyof typeof FORMULARIO_SHEETS;

/** The columns of each sheet, by the same keys as FORMULARIO_SHEETS. */
export const FORMULARIO_COLUMNS: Readonly<Record<FormularioSheet, SheetColumn[]>> = {
  basic: BASIC_COLUMNS,
  centers: CENTER_COLUMNS,
  categoryPositions: CATEGORY_POSITION_COLUMNS,
  shifts: SHIFT_COLUMNS,
  tasks: TASK_COLUMNS,
  surrogates: SURROGATE_COLUMNS,
  costs: COST_COLUMNS,
};

/** What the Centro column of Otros costes holds for a cost of every center. */
export const ALL_CENTERS = 'Todos los centros';

// ------------------------------------------------------------------ list cells

export function weekdaysText(days: readonly string[]): string {
  return WEEKDAY_NAMES.filter((d) => days.includes(d)).map((d) => WEEKDAY_LETTERS[d]).join(' ');
}

/** 'L M X' (or 'L, M, X') as weekdays; the letters that are no weekday in `unknown`. */
export function parseWeekdays(text: string): { days: WeekdayName[]; unknown: string[] } {
  const byLetter = new Map(WEEKDAY_NAMES.map((d) => [WEEKDAY_LETTERS[d], d] as const));
  const tokens = text.split(/[\s,;]+/).filter(Boolean);
  const days = tokens.map((t) => byLetter.get(t.toUpperCase())).filter((d): d is WeekdayName => Boolean(d));
  return { days: WEEKDAY_NAMES.filter((d) => days.includes(d)), unknown: tokens.filter((t) => !byLetter.has(t.toUpperCase())) };
}

const dmy = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : iso);

export function periodsText(ranges: readonly { date_init: string; date_end: string }[]): string {
  return ranges.map((r) => `${dmy(r.date_init)} - ${dmy(r.date_end)}`).join('; ');
}

/** '01/08/2026 - 15/08/2026; …' (or ISO dates) as ranges; a piece without two dates gives empty dates (refused by the rules). */
export function parsePeriods(text: string): { date_init: string; date_end: string }[] {
  return text
    .split(/[;\n]+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const [a = '', b = ''] = p.split(/\s+(?:-|–|a|al)\s+/);
      return { date_init: textDate(a), date_end: textDate(b) };
    });
}
