/** The Turnos and Tareas sheets of a Formulario, read and checked with the form's rules (./formulario-read.ts). */
import * as E from 'fp-ts/lib/Either.js';
import { cellNumber, cellText, cellTime, cellYesNo, type SheetProblems, type SheetRow } from './sheets';
import { parsePeriods, parseWeekdays } from './formulario-sheets';
import { choiceOf, columnOf, type FileNames } from './formulario-names';
import {
  INPUT_MESSAGES as M,
  FREQUENCY_TYPE_LABELS,
  PERIOD_LABELS,
  SHIFT_TYPE_LABELS,
  checkFixedShift,
  checkHourlyTask,
  type FieldError,
  type FixedShift,
  type HourlyTask,
  type ServicePeriod,
} from '../../../domain/src/simulation-inputs/index.js';

/** Center, position, weekdays and holidays: the cells Turnos and Tareas share. Problems of their own are added. */
function commonCells(r: SheetRow, p: SheetProblems, names: FileNames) {
  const centerText = cellText(r.get('center'));
  const center_id = centerText ? names.center(centerText) : '';
  if (center_id === undefined) p.add(r.row, 'center', `centro desconocido '${centerText}'`);
  const positionText = cellText(r.get('position'));
  const { days, unknown } = parseWeekdays(cellText(r.get('weekdays')));
  if (unknown.length) p.add(r.row, 'weekdays', `días desconocidos '${unknown.join(' ')}' (L M X J V S D)`);
  const yes = (key: string) => {
    const v = cellYesNo(r.get(key));
    if (v === undefined) p.add(r.row, key, `${M.valueWrong} (Sí o No)`);
    return Boolean(v);
  };
  return {
    center_id: center_id ?? 'desconocido',
    position_id: positionText ? names.position(positionText) : '',
    weekdays: days,
    work_in_holidays: yes('holidays'),
    weekday_work_in_holidays: yes('weekday_holidays'),
    ok: center_id !== undefined && unknown.length === 0,
  };
}

const number = (v: ReturnType<SheetRow['get']>) => {
  const n = cellNumber(v);
  return n === undefined ? null : n;
};

/** Adds the rule's errors at their columns; true when there were none (and nothing else was wrong with the row). */
function report<T>(checked: E.Either<FieldError[], T>, r: SheetRow, p: SheetProblems, rules: readonly (readonly [string, string])[]): checked is E.Right<T> {
  if (E.isLeft(checked)) for (const e of checked.left) p.add(r.row, columnOf(e.field, rules, 'center'), e.message);
  return E.isRight(checked);
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
  const out: FixedShift[] = [];
  for (const r of rows) {
    const common = commonCells(r, p, names);
    const typeText = cellText(r.get('shift_type'));
    const shift_type = choiceOf(SHIFT_TYPE_LABELS, typeText);
    if (typeText && !shift_type) p.add(r.row, 'shift_type', `tipo de turno desconocido '${typeText}' (${Object.values(SHIFT_TYPE_LABELS).join(', ')})`);
    const times = [1, 2].map((i) => ({ time_init: cellTime(r.get(`time_init_${i}`)), time_end: cellTime(r.get(`time_end_${i}`)) }));
    const second = Boolean(times[1].time_init || times[1].time_end);
    const checked = checkFixedShift(
      {
        ...common,
        weekdays_working: common.weekdays,
        number_of_workers: number(r.get('number_of_workers')),
        shift_type: shift_type ?? (typeText ? (second ? 'split' : 'morning') : null),
        shift_times: second ? times : times.slice(0, 1),
        exists_period_without_work: true,
        periods_without_work: parsePeriods(cellText(r.get('without'))),
      },
      period,
    );
    if (report(checked, r, p, SHIFT_FIELDS) && common.ok && (shift_type || !typeText)) out.push(checked.right);
  }
  return out;
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
  const out: HourlyTask[] = [];
  for (const r of rows) {
    const common = commonCells(r, p, names);
    const choice = <K extends string>(key: string, labels: Record<K, string>) => {
      const text = cellText(r.get(key));
      const value = choiceOf(labels, text);
      if (text && !value) p.add(r.row, key, `valor desconocido '${text}' (${Object.values<string>(labels).join(', ')})`);
      return { value: value ?? null, ok: !text || Boolean(value) };
    };
    const type = choice('period_type', FREQUENCY_TYPE_LABELS);
    const unit = choice('period', PERIOD_LABELS);
    const fill = cellYesNo(r.get('fill'));
    if (fill === undefined) p.add(r.row, 'fill', `${M.valueWrong} (Sí o No)`);
    const checked = checkHourlyTask(
      {
        ...common,
        name: cellText(r.get('name')),
        number_of_workers: number(r.get('number_of_workers')),
        work_time: cellTime(r.get('work_time')),
        frequency: { period_type: type.value ?? (type.ok ? null : 'fixed_period'), period: unit.value ?? (unit.ok ? null : 'day'), amount: number(r.get('amount')) },
        recommended_time_slot: { time_init: cellTime(r.get('slot_init')), time_end: cellTime(r.get('slot_end')) },
        fill_complete_time_slot: Boolean(fill),
        periods_without_work: parsePeriods(cellText(r.get('without'))),
        periods_with_work: parsePeriods(cellText(r.get('with'))),
      },
      period,
    );
    if (report(checked, r, p, TASK_FIELDS) && common.ok && type.ok && unit.ok && fill !== undefined) out.push(checked.right);
  }
  return out;
}
