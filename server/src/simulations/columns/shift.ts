/**
 * The fixed shift's descriptor (./column.ts): every field of the contract's FixedWorkShiftInput and FixedWorkShift
 * with its stored columns (table fixed_work_shift), its answer and its cells in the Formulario's Turnos sheet.
 * The work repository (../work-repository.ts) inserts, reads and copies shifts with it; the Formulario writes
 * and reads the sheet with it (../formulario-export.ts, ../formulario-work.ts).
 */
import type { Insertable, Selectable } from 'kysely';
import type { FixedWorkShiftTable } from '../../db/schema';
import type { Schemas } from '../../contract';
import { cellText, cellTime, type SheetRow } from '../sheets';
import { choiceOf } from '../formulario-names';
import type { Column, FillsEveryColumn } from './column';
import {
  HOLIDAY_COLUMNS,
  centerCells,
  fixedCells,
  givenIds,
  numberCells,
  parseJson,
  periodsCells,
  positionCells,
  storeRanges,
  storeTimes,
  weekdaysCells,
  yesNoCells,
} from './cells';
import { SHIFT_LABELS as L, SHIFT_TYPE_LABELS, type FixedShift } from '@licita/domain';

/** A stored shift with the names of its center and position. */
export type ShiftRow = Selectable<FixedWorkShiftTable> & { center_name: string; position_name: string };
/** The stored columns a shift's fields fill (the rest are its id, order and simulation). */
export type ShiftValues = Omit<Insertable<FixedWorkShiftTable>, 'id' | 'seq' | 'created_at' | 'simulation_id'>;
type Read = Schemas['FixedWorkShift'];
type ShiftColumn = Column<FixedShift, ShiftValues, ShiftRow, Read>;

const times = (r: ShiftRow) => parseJson<{ id: string; time_init: string; time_end: string }[]>(r.shift_times, []);
const periods = (r: ShiftRow) => parseJson<{ id: string; date_init: string; date_end: string }[]>(r.periods_without_work, []);

const TIME_COLUMNS = [
  { key: 'time_init_1', header: L.time_init, width: 14 },
  { key: 'time_end_1', header: L.time_end, width: 14 },
  { key: 'time_init_2', header: L.second_time_init, width: 22 },
  { key: 'time_end_2', header: L.second_time_end, width: 20 },
];
/** Whether the row has a second range (then a shift without type is split). */
const hasSecondRange = (r: SheetRow) => Boolean(cellTime(r.get('time_init_2')) || cellTime(r.get('time_end_2')));

export const SHIFT = {
  id: { read: (r) => r.id },
  center_id: { store: (s) => ({ center_id: s.center_id }), read: (r) => r.center_id, sheet: centerCells(L.center_id) },
  center: { read: (r) => ({ id: r.center_id, name: r.center_name }) },
  position_id: {
    store: (s) => ({ position_id: s.position_id }),
    read: (r) => r.position_id,
    sheet: positionCells(L.position_id),
  },
  position: { read: (r) => ({ id: r.position_id, name: r.position_name }) },
  number_of_workers: {
    store: (s) => ({ number_of_workers: s.number_of_workers }),
    read: (r) => r.number_of_workers,
    sheet: numberCells({ key: 'number_of_workers', header: L.number_of_workers, width: 22 }, (s) => s.number_of_workers),
  },
  shift_type: {
    store: (s) => ({ shift_type: s.shift_type }),
    read: (r) => r.shift_type,
    sheet: {
      columns: [{ key: 'shift_type', header: L.shift_type, width: 14 }],
      write: (s) => ({ shift_type: SHIFT_TYPE_LABELS[s.shift_type] ?? s.shift_type }),
      parse: ({ r, p }) => {
        const text = cellText(r.get('shift_type'));
        const type = choiceOf(SHIFT_TYPE_LABELS, text);
        if (text && !type)
          p.add(r.row, 'shift_type', `tipo de turno desconocido '${text}' (${Object.values(SHIFT_TYPE_LABELS).join(', ')})`);
        // an unknown type is reported above; the rules still check the rest of the row with a likely one
        return type ?? (text ? (hasSecondRange(r) ? 'split' : 'morning') : null);
      },
    },
  },
  shift_times: {
    store: (s, given) => ({
      shift_times: storeTimes(s.shift_times.map((t, i) => ({ ...t, id: givenIds(given?.shift_times, i) }))),
    }),
    read: times,
    sheet: {
      columns: TIME_COLUMNS,
      write: (s) => ({
        time_init_1: s.shift_times[0]?.time_init ?? '',
        time_end_1: s.shift_times[0]?.time_end ?? '',
        time_init_2: s.shift_times[1]?.time_init ?? '',
        time_end_2: s.shift_times[1]?.time_end ?? '',
      }),
      parse: ({ r }) => {
        const both = [1, 2].map((i) => ({
          time_init: cellTime(r.get(`time_init_${i}`)),
          time_end: cellTime(r.get(`time_end_${i}`)),
        }));
        return hasSecondRange(r) ? both : both.slice(0, 1);
      },
    },
  },
  shifts: { read: (r) => times(r).length },
  weekdays_working: {
    store: (s) => ({ weekdays_working: JSON.stringify(s.weekdays_working) }),
    read: (r) => parseJson<Schemas['Weekday'][]>(r.weekdays_working, []),
    sheet: weekdaysCells((s) => s.weekdays_working),
  },
  work_in_holidays: {
    store: (s) => ({ work_in_holidays: s.work_in_holidays }),
    read: (r) => r.work_in_holidays,
    sheet: yesNoCells(HOLIDAY_COLUMNS.holidays, (s) => s.work_in_holidays),
  },
  weekday_work_in_holidays: {
    store: (s) => ({ weekday_work_in_holidays: s.weekday_work_in_holidays }),
    read: (r) => r.weekday_work_in_holidays,
    sheet: yesNoCells(HOLIDAY_COLUMNS.weekday_holidays, (s) => s.weekday_work_in_holidays),
  },
  // the workbook's periods column is the list itself (an empty cell: none)
  exists_period_without_work: { read: (r) => periods(r).length > 0, sheet: fixedCells(true) },
  periods_without_work: {
    store: (s, given) => ({
      periods_without_work: storeRanges(
        s.periods_without_work.map((x, i) => ({ ...x, id: givenIds(given?.periods_without_work, i) })),
      ),
    }),
    read: periods,
    sheet: periodsCells({ key: 'without', header: L.periods_without_work, width: 40 }, (s) => s.periods_without_work),
  },
} satisfies Record<keyof Schemas['FixedWorkShiftInput'] | keyof Read, ShiftColumn>;

// A stored column no field fills fails here (the migration's column without a field, or a field left out).
const fillsEveryColumn: FillsEveryColumn<typeof SHIFT, ShiftValues> = true;
void fillsEveryColumn;
