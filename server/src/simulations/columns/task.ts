/**
 * The hourly task's descriptor (./column.ts): every field of the contract's VariableWorkInput and VariableWork with
 * its stored columns (table variable_work), its answer and its cells in the Formulario's Tareas sheet.
 */
import type { Insertable, Selectable } from 'kysely';
import type { VariableWorkTable } from '../../db/schema';
import type { Schemas } from '../../contract';
import { cellText, cellTime } from '../sheets';
import { choiceOf } from '../formulario-names';
import type { Column, FillsEveryColumn, SheetContext } from './column';
import {
  HOLIDAY_COLUMNS,
  centerCells,
  givenIds,
  numberCells,
  numberOrNull,
  parseJson,
  periodsCells,
  positionCells,
  storeRanges,
  weekdaysCells,
  yesNoCells,
} from './cells';
import { FREQUENCY_TYPE_LABELS, PERIOD_LABELS, TASK_LABELS as L, formatTaskTime, type HourlyTask } from '@licita/domain';

/** A stored task with the names of its center and position. */
export type TaskRow = Selectable<VariableWorkTable> & { center_name: string; position_name: string };
/** The stored columns a task's fields fill. */
export type TaskValues = Omit<Insertable<VariableWorkTable>, 'id' | 'seq' | 'created_at' | 'simulation_id'>;
type Read = Schemas['VariableWork'];
type TaskColumn = Column<HourlyTask, TaskValues, TaskRow, Read>;
type Range = { id: string; date_init: string; date_end: string };

const without = (r: TaskRow) => parseJson<Range[]>(r.periods_without_work, []);
const withWork = (r: TaskRow) => parseJson<Range[]>(r.periods_with_work, []);
const slot = (r: TaskRow) => parseJson<{ time_init: string; time_end: string } | null>(r.recommended_time_slot, null);

/** A choice column read by its label (or its code); an unknown one is reported and read as `otherwise`. */
function choice<K extends string>(key: string, labels: Record<K, string>, cx: SheetContext, otherwise: K): K | null {
  const text = cellText(cx.r.get(key));
  const value = choiceOf(labels, text);
  if (text && !value) cx.p.add(cx.r.row, key, `valor desconocido '${text}' (${Object.values<string>(labels).join(', ')})`);
  return value ?? (text ? otherwise : null);
}

export const TASK = {
  id: { read: (r) => r.id },
  center_id: { store: (t) => ({ center_id: t.center_id }), read: (r) => r.center_id, sheet: centerCells(L.center_id) },
  center: { read: (r) => ({ id: r.center_id, name: r.center_name }) },
  position_id: {
    store: (t) => ({ position_id: t.position_id }),
    read: (r) => r.position_id,
    sheet: positionCells(L.position_id),
  },
  position: { read: (r) => ({ id: r.position_id, name: r.position_name }) },
  name: {
    store: (t) => ({ name: t.name }),
    read: (r) => r.name,
    sheet: {
      columns: [{ key: 'name', header: L.name, width: 28 }],
      write: (t) => ({ name: t.name }),
      parse: ({ r }) => cellText(r.get('name')),
    },
  },
  number_of_workers: {
    store: (t) => ({ number_of_workers: t.number_of_workers }),
    read: (r) => r.number_of_workers,
    sheet: numberCells(
      { key: 'number_of_workers', header: 'Mínimo de personas a la vez', width: 24 },
      (t) => t.number_of_workers,
    ),
  },
  weekdays: {
    store: (t) => ({ weekdays: JSON.stringify(t.weekdays) }),
    read: (r) => parseJson<Schemas['Weekday'][]>(r.weekdays, []),
    sheet: weekdaysCells((t) => t.weekdays),
  },
  work_in_holidays: {
    store: (t) => ({ work_in_holidays: t.work_in_holidays }),
    read: (r) => r.work_in_holidays,
    sheet: yesNoCells(HOLIDAY_COLUMNS.holidays, (t) => t.work_in_holidays),
  },
  weekday_work_in_holidays: {
    store: (t) => ({ weekday_work_in_holidays: t.weekday_work_in_holidays }),
    read: (r) => r.weekday_work_in_holidays,
    sheet: yesNoCells(HOLIDAY_COLUMNS.weekday_holidays, (t) => t.weekday_work_in_holidays),
  },
  work_time: {
    store: (t) => ({ work_hours: t.work_time.hours, work_minutes: t.work_time.minutes }),
    read: (r) => ({ hours: r.work_hours, minutes: r.work_minutes }),
    sheet: {
      columns: [{ key: 'work_time', header: L.work_time, width: 24 }],
      write: (t) => ({ work_time: formatTaskTime(t.work_time) }),
      parse: ({ r }) => cellTime(r.get('work_time')),
    },
  },
  frequency: {
    store: (t) => ({ period_type: t.frequency.period_type, period: t.frequency.period, amount: t.frequency.amount }),
    read: (r) => ({ period_type: r.period_type, period: r.period, amount: r.amount }),
    sheet: {
      columns: [
        { key: 'period_type', header: 'Frecuencia', width: 28 },
        { key: 'period', header: 'Periodo', width: 10 },
        { key: 'amount', header: 'Veces o cada cuántos periodos', width: 26 },
      ],
      write: (t) => ({
        period_type: FREQUENCY_TYPE_LABELS[t.frequency.period_type] ?? t.frequency.period_type,
        period: PERIOD_LABELS[t.frequency.period] ?? t.frequency.period,
        amount: t.frequency.amount,
      }),
      parse: (cx) => {
        const period_type = choice('period_type', FREQUENCY_TYPE_LABELS, cx, 'fixed_period');
        return { period_type, period: choice('period', PERIOD_LABELS, cx, 'day'), amount: numberOrNull(cx.r, 'amount') };
      },
    },
  },
  recommended_time_slot: {
    store: (t) => ({ recommended_time_slot: t.recommended_time_slot ? JSON.stringify(t.recommended_time_slot) : null }),
    read: slot,
    sheet: {
      columns: [
        { key: 'slot_init', header: L.slot_init, width: 18 },
        { key: 'slot_end', header: L.slot_end, width: 16 },
      ],
      write: (t) => ({ slot_init: t.recommended_time_slot?.time_init ?? '', slot_end: t.recommended_time_slot?.time_end ?? '' }),
      parse: ({ r }) => ({ time_init: cellTime(r.get('slot_init')), time_end: cellTime(r.get('slot_end')) }),
    },
  },
  fill_complete_time_slot: {
    store: (t) => ({ fill_complete_time_slot: t.fill_complete_time_slot }),
    read: (r) => r.fill_complete_time_slot,
    sheet: yesNoCells({ key: 'fill', header: L.fill_complete_time_slot, width: 40 }, (t) => t.fill_complete_time_slot),
  },
  periods_without_work: {
    store: (t, given) => ({
      periods_without_work: storeRanges(
        t.periods_without_work.map((x, i) => ({ ...x, id: givenIds(given?.periods_without_work, i) })),
      ),
    }),
    read: without,
    sheet: periodsCells({ key: 'without', header: L.periods_without_work, width: 40 }, (t) => t.periods_without_work),
  },
  periods_with_work: {
    store: (t, given) => ({
      periods_with_work: storeRanges(t.periods_with_work.map((x, i) => ({ ...x, id: givenIds(given?.periods_with_work, i) }))),
    }),
    read: withWork,
    sheet: periodsCells({ key: 'with', header: 'Periodos con trabajo', width: 40 }, (t) => t.periods_with_work),
  },
  exists_recommended_time_slot: { read: (r) => slot(r) !== null },
  exists_period_with_or_wo_work: { read: (r) => without(r).length > 0 || withWork(r).length > 0 },
} satisfies Record<keyof Schemas['VariableWorkInput'] | keyof Read, TaskColumn>;

// A stored column no field fills fails here.
const fillsEveryColumn: FillsEveryColumn<typeof TASK, TaskValues> = true;
void fillsEveryColumn;
