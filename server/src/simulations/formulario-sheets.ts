/**
 * The Formulario workbook: one sheet per input of a simulation — Datos básicos, Centros,
 * Categorías-Puestos, Turnos, Tareas, Subrogados and Otros costes. The columns of an entity's sheet are its
 * descriptor's (./columns/); the Centros and Subrogados sheets are also the import templates' (./spreadsheets.ts).
 */
import { CENTERS_SHEET, SURROGATES_SHEET } from './spreadsheets';
import type { SheetColumn } from './sheets';
import { sheetColumns } from './columns/column';
import { CENTER } from './columns/center';
import { SHIFT } from './columns/shift';
import { TASK } from './columns/task';
import { SURROGATE_COLUMNS } from './columns/surrogate';
import { OTHER_COST } from './columns/other-cost';
import { RESULT_LABELS, BASIC_DATA_LABELS } from '@licita/domain';

export const FORMULARIO_SHEETS = {
  basic: 'Datos básicos',
  centers: CENTERS_SHEET,
  categoryPositions: 'Categorías-Puestos',
  shifts: 'Turnos',
  tasks: 'Tareas',
  surrogates: SURROGATES_SHEET,
  costs: 'Otros costes',
} as const;

const BASIC_COLUMNS: SheetColumn[] = [
  { key: 'service_date_init', header: BASIC_DATA_LABELS.service_date_init, width: 26 },
  { key: 'service_duration', header: 'Duración (meses)', width: 16 },
  { key: 'social_security', header: RESULT_LABELS.socialSecurityRate, width: 20 },
  { key: 'absenteeism_rate', header: 'Absentismo (%)', width: 16 },
  { key: 'any_category', header: BASIC_DATA_LABELS.any_category, width: 48 },
];

/** One row per category and position, in the category's order; a row without category is a position of no category. */
const CATEGORY_POSITION_COLUMNS: SheetColumn[] = [
  { key: 'agreement', header: 'Convenio', width: 40 },
  { key: 'category', header: 'Categoría', width: 28 },
  { key: 'position', header: 'Puesto', width: 24 },
];

export type FormularioSheet = keyof typeof FORMULARIO_SHEETS;

/** The columns of each sheet, by the same keys as FORMULARIO_SHEETS. */
export const FORMULARIO_COLUMNS: Readonly<Record<FormularioSheet, SheetColumn[]>> = {
  basic: BASIC_COLUMNS,
  centers: sheetColumns(CENTER),
  categoryPositions: CATEGORY_POSITION_COLUMNS,
  shifts: sheetColumns(SHIFT),
  tasks: sheetColumns(TASK),
  surrogates: SURROGATE_COLUMNS,
  costs: sheetColumns(OTHER_COST),
};
