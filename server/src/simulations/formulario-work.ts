/**
 * The Turnos and Tareas sheets of a Formulario, read and checked with the form's rules (./formulario-read.ts): each
 * row's form is the one its descriptor reads from the cells (./columns/shift.ts, ./columns/task.ts).
 */
import * as E from 'fp-ts/lib/Either.js';
import type { SheetProblems, SheetRow } from './sheets';
import { columnOf, type FileNames } from './formulario-names';
import { sheetForm } from './columns/column';
import { SHIFT } from './columns/shift';
import { TASK } from './columns/task';
import {
  checkFixedShift,
  checkHourlyTask,
  type FieldError,
  type FixedShiftForm,
  type FixedShift,
  type HourlyTaskForm,
  type HourlyTask,
  type ServicePeriod,
} from '@licita/domain';

/**
 * The checked entities of the rows: each row's cells read by the descriptor (a bad cell adds its problem), then
 * the rule's errors added at their columns; a row with any problem is left out.
 */
function readRows<T>(
  rows: SheetRow[],
  p: SheetProblems,
  read: (r: SheetRow) => Record<string, unknown>,
  check: (form: Record<string, unknown>) => E.Either<FieldError[], T>,
  rules: readonly (readonly [string, string])[],
): T[] {
  const out: T[] = [];
  for (const r of rows) {
    const before = p.messages.length;
    const checked = check(read(r));
    if (E.isLeft(checked)) for (const e of checked.left) p.add(r.row, columnOf(e.field, rules, 'center'), e.message);
    else if (p.messages.length === before) out.push(checked.right);
  }
  return out;
}

const SHIFT_FIELDS = [
  ['center_id', 'center'],
  ['position_id', 'position'],
  ['number_of_workers', 'number_of_workers'],
  ['shift_type', 'shift_type'],
  ['shift_times[0].time_init', 'time_init_1'],
  ['shift_times[0].time_end', 'time_end_1'],
  ['shift_times[1].time_end', 'time_end_2'],
  ['shift_times', 'time_init_2'],
  ['weekdays_working', 'weekdays'],
  ['periods_without_work', 'without'],
] as const;

export function readShifts(rows: SheetRow[], p: SheetProblems, names: FileNames, period: ServicePeriod | null): FixedShift[] {
  const read = (r: SheetRow) => sheetForm(SHIFT, { r, p, names });
  return readRows(rows, p, read, (form) => checkFixedShift(form as FixedShiftForm, period), SHIFT_FIELDS);
}

const TASK_FIELDS = [
  ['center_id', 'center'],
  ['position_id', 'position'],
  ['name', 'name'],
  ['number_of_workers', 'number_of_workers'],
  ['weekdays', 'weekdays'],
  ['work_time', 'work_time'],
  ['frequency.period_type', 'period_type'],
  ['frequency.period', 'period'],
  ['frequency.amount', 'amount'],
  ['recommended_time_slot.time_end', 'slot_end'],
  ['recommended_time_slot', 'slot_init'],
  ['periods_without_work', 'without'],
  ['periods_with_work', 'with'],
] as const;

export function readTasks(rows: SheetRow[], p: SheetProblems, names: FileNames, period: ServicePeriod | null): HourlyTask[] {
  const read = (r: SheetRow) => sheetForm(TASK, { r, p, names });
  return readRows(rows, p, read, (form) => checkHourlyTask(form as HourlyTaskForm, period), TASK_FIELDS);
}
