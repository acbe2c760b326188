import { useState } from 'react';
import {
  fixedShiftWarnings,
  SHIFT_LABELS,
  SHIFT_TYPE_LABELS,
  shiftTypeOfTimes,
  validateFixedShift,
  type FixedShiftForm,
  type CenterRead,
  type FixedShiftRead,
  type PositionRead,
  type ShiftType,
} from '@licita/domain';
import { SelectField } from '../agreements/parts';
import { Checkbox, DateRangesEditor, fromRows, toRows, WeekdayPicker, type Errors, type RangeRow } from './fields';
import { newPlacement, PositionedModalFrame, usePositionedForm, workingDaysOf } from './positionedModal';
import type { PositionedModalProps, PositionedState } from './positionedModal';
import { NumberField } from '../../components/NumberField';
import { TimeField } from '../../components/TimeField';

interface ShiftState extends PositionedState {
  number_of_workers: string;
  shift_type: ShiftType;
  times: { time_init: string; time_end: string }[];
  exists_period_without_work: boolean;
  periods: RangeRow[];
}

function initial(shift: FixedShiftRead | null, centers: CenterRead[], positions: PositionRead[]): ShiftState {
  if (!shift)
    return {
      ...newPlacement(centers, positions),
      number_of_workers: '1',
      shift_type: 'morning',
      times: [
        { time_init: '', time_end: '' },
        { time_init: '', time_end: '' },
      ],
      weekdays: [],
      work_in_holidays: false,
      weekday_work_in_holidays: false,
      exists_period_without_work: false,
      periods: [],
    };
  return {
    center_id: shift.center_id,
    position_id: shift.position_id,
    number_of_workers: String(shift.number_of_workers),
    shift_type: shift.shift_type,
    times: [0, 1].map((i) => ({
      time_init: shift.shift_times[i]?.time_init ?? '',
      time_end: shift.shift_times[i]?.time_end ?? '',
    })),
    ...workingDaysOf(shift.weekdays_working, shift),
    exists_period_without_work: shift.exists_period_without_work,
    periods: toRows(shift.periods_without_work),
  };
}

export function shiftFormOf(s: ShiftState): FixedShiftForm {
  return {
    center_id: s.center_id,
    position_id: s.position_id,
    number_of_workers: s.number_of_workers,
    shift_type: s.shift_type,
    shift_times: s.shift_type === 'split' ? s.times : s.times.slice(0, 1),
    weekdays_working: s.weekdays,
    work_in_holidays: s.work_in_holidays,
    weekday_work_in_holidays: s.weekday_work_in_holidays,
    exists_period_without_work: s.exists_period_without_work,
    periods_without_work: s.exists_period_without_work ? fromRows(s.periods) : [],
  };
}

/** What a shift's type remembers besides the form: whether the user picked it, and the type held while split. */
function useShiftTypeMemory(edited: boolean) {
  // an edited shift keeps its stored type; a new one follows its times until a type is picked
  const [typeChosen, setTypeChosen] = useState(edited);
  // the single-range type held while 'Turno partido' is ticked, so unticking gives it back instead of Mañana
  const [typeBeforeSplit, setTypeBeforeSplit] = useState<ShiftType | null>(null);
  const reset = () => {
    setTypeChosen(edited);
    setTypeBeforeSplit(null);
  };
  return { typeChosen, setTypeChosen, typeBeforeSplit, setTypeBeforeSplit, reset };
}

/** 'Crear turno' (create) / 'Editar turno': center, position, workers, type (split: two ranges), days, periods without work. */
export function ShiftModal({
  shift,
  ...props
}: PositionedModalProps<FixedShiftForm> & {
  /** El turno que se edita; null para crear uno nuevo. */
  shift: FixedShiftRead | null;
}) {
  const memory = useShiftTypeMemory(!!shift);
  const positioned = usePositionedForm(
    { ...props, row: shift },
    { initial, formOf: shiftFormOf, validate: validateFixedShift, onOpen: memory.reset },
  );
  const { state: s, set, form, errors } = positioned;
  const warning = fixedShiftWarnings(form)[0] ?? null;
  const toggleSplit = (on: boolean) => {
    if (on) {
      memory.setTypeBeforeSplit(s.shift_type === 'split' ? null : s.shift_type);
      return set({ shift_type: 'split' });
    }
    // a shift stored as split has no earlier type: its first range's times give one
    const single =
      memory.typeBeforeSplit ?? shiftTypeOfTimes(s.times[0]!.time_init, s.times[0]!.time_end) ?? ('morning' as const);
    set({ shift_type: single });
  };
  return (
    <PositionedModalFrame
      modal={props}
      title={shift ? 'Editar turno' : 'Crear turno'}
      confirmLabel={shift ? 'Guardar' : 'Crear turno'}
      form={positioned}
      fields={
        <>
          <NumberField
            display="integer"
            label={SHIFT_LABELS.number_of_workers}
            value={s.number_of_workers}
            error={errors.number_of_workers}
            onChange={(e) => set({ number_of_workers: e.target.value })}
          />
          <SelectField
            label={SHIFT_LABELS.shift_type}
            value={s.shift_type}
            options={Object.entries(SHIFT_TYPE_LABELS)}
            error={errors.shift_type}
            onChange={(e) => {
              memory.setTypeChosen(true);
              set({ shift_type: e.target.value as ShiftType });
            }}
          />
        </>
      }
    >
      <Checkbox label="Turno partido" checked={s.shift_type === 'split'} onChange={toggleSplit} />
      <ShiftRanges s={s} set={set} errors={errors} inferType={!memory.typeChosen} />
      {warning && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {warning}
        </p>
      )}
      <WeekdayPicker value={workingDaysOf(s.weekdays, s)} onChange={(v) => set(v)} error={errors.weekdays_working} />
      <Checkbox
        label={SHIFT_LABELS.exists_period_without_work}
        checked={s.exists_period_without_work}
        onChange={(on) => set({ exists_period_without_work: on })}
      />
      {s.exists_period_without_work && (
        <DateRangesEditor
          label={SHIFT_LABELS.periods_without_work}
          field="periods_without_work"
          rows={s.periods}
          errors={errors}
          min={props.period?.date_init}
          max={props.period?.date_end}
          onChange={(periods) => set({ periods })}
        />
      )}
    </PositionedModalFrame>
  );
}

/** The shift's time range, two of them when split, each with the first error of its times. */
function ShiftRanges({
  s,
  set,
  errors,
  inferType,
}: {
  s: ShiftState;
  set(p: Partial<ShiftState>): void;
  errors: Errors;
  /** Whether the type still follows the first range's times (a new shift whose type was not picked). */
  inferType: boolean;
}) {
  const setTime = (i: number, p: Partial<{ time_init: string; time_end: string }>) => {
    const times = s.times.map((t, k) => (k === i ? { ...t, ...p } : t));
    // a new single-range shift takes its type from its times until the user picks one (22:00–06:00 is Noche)
    const inferred =
      inferType && s.shift_type !== 'split' && i === 0 ? shiftTypeOfTimes(times[0]!.time_init, times[0]!.time_end) : null;
    set({ times, ...(inferred ? { shift_type: inferred } : {}) });
  };
  const timeError = (i: number) =>
    errors[`shift_times[${i}].time_init`] ??
    errors[`shift_times[${i}].time_end`] ??
    (i === 1 ? errors['shift_times[1]'] : null) ??
    null;
  const ranges = s.shift_type === 'split' ? [0, 1] : [0];
  return ranges.map((i) => (
    <div key={i}>
      <div className="grid grid-cols-2 gap-4">
        <TimeField
          label={i === 0 ? SHIFT_LABELS.time_init : SHIFT_LABELS.second_time_init}
          value={s.times[i]!.time_init}
          onChange={(t) => setTime(i, { time_init: t })}
        />
        <TimeField
          label={i === 0 ? SHIFT_LABELS.time_end : SHIFT_LABELS.second_time_end}
          value={s.times[i]!.time_end}
          onChange={(t) => setTime(i, { time_end: t })}
        />
      </div>
      {timeError(i) && (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {timeError(i)}
        </p>
      )}
    </div>
  ));
}
