import {
  TASK_LABELS,
  defaultFrequencyPeriod,
  fillCompleteTimeSlotAvailable,
  formatTaskTime,
  FREQUENCY_TYPE_LABELS,
  PERIOD_LABELS,
  frequencyPeriods,
  timeSlotLength,
  validateHourlyTask,
  type CenterRead,
  type FrequencyPeriod,
  type FrequencyPeriodType,
  type HourlyTaskForm,
  type HourlyTaskRead,
  type PositionRead,
  type WeekdayName,
} from '@licita/domain';
import { Button } from '../../components/ui';
import { SelectField, TextField } from '../agreements/parts';
import { Checkbox, DateRangesEditor, fromRows, toRows, WeekdayPicker, type Errors, type RangeRow } from './fields';
import { newPlacement, PositionedModalFrame, usePositionedForm, workingDaysOf } from './positionedModal';
import type { PositionedModalProps, PositionedState } from './positionedModal';
import { NumberField } from '../../components/NumberField';
import { TimeField } from '../../components/TimeField';

const PERIOD_PLURAL: Record<FrequencyPeriod, string> = { day: 'días', week: 'semanas', month: 'meses', year: 'años' };

const DAY_NAMES: Record<WeekdayName, string> = {
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miércoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sábados',
  sunday: 'domingos',
};
const ORDER: WeekdayName[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The marked days in words: 'cada día' (all seven), 'de lunes a viernes', 'los lunes y jueves'. */
function daysText(weekdays: readonly string[] | undefined): string {
  const days = ORDER.filter((d) => (weekdays ?? ORDER).includes(d));
  if (days.length === 7 || days.length === 0) return 'cada día';
  const first = ORDER.indexOf(days[0]!);
  if (days.length > 2 && days.every((d, i) => ORDER.indexOf(d) === first + i))
    return `de ${DAY_NAMES[days[0]!]} a ${DAY_NAMES[days[days.length - 1]!]}`;
  const names = days.map((d) => DAY_NAMES[d]);
  return `los ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`}`;
}

/**
 * 'Horas y frecuencia' of the tasks table: '02:30 cada semana', '01:00, 3 veces por día', '04:00 cada 2 semanas';
 * a daily task says its days when it is not done all week ('03:00 de lunes a viernes').
 */
export function frequencyText(t: Pick<HourlyTaskRead, 'work_time' | 'frequency'> & { weekdays?: readonly string[] }): string {
  const time = formatTaskTime(t.work_time);
  const f = t.frequency;
  const p = PERIOD_LABELS[f.period].toLowerCase();
  if (f.period_type === 'fixed_period') return f.period === 'day' ? `${time} ${daysText(t.weekdays)}` : `${time} cada ${p}`;
  if (f.period_type === 'repeated_x_times_over_period')
    return `${time}, ${f.amount} ${f.amount === 1 ? 'vez' : 'veces'} por ${p}`;
  return f.amount === 1 ? `${time} cada ${p}` : `${time} cada ${f.amount} ${PERIOD_PLURAL[f.period]}`;
}

/**
 * What 'Tiempo fijo por periodo' means, said in words: per marked day for Día; otherwise the time is the total of
 * the period, spread over the marked days (2:30 a week with two days ticked is 2:30 in all, not each day).
 */
export function fixedPeriodMeaning(workTime: string, period: FrequencyPeriod): string {
  const time = workTime.trim() || 'El tiempo';
  if (period === 'day') return `${time} cada día marcado.`;
  const per = { week: 'semana', month: 'mes', year: 'año' }[period];
  return `${time} en total por ${per}, repartido entre los días marcados (no en cada uno).`;
}

interface TaskState extends PositionedState {
  name: string;
  work_time: string;
  period_type: FrequencyPeriodType;
  period: FrequencyPeriod;
  amount: string;
  minimum: boolean;
  number_of_workers: string;
  slot: boolean;
  time_init: string;
  time_end: string;
  fill_complete_time_slot: boolean;
  periods: boolean;
  without: RangeRow[];
  with: RangeRow[];
}

function initial(t: HourlyTaskRead | null, centers: CenterRead[], positions: PositionRead[]): TaskState {
  if (!t)
    return {
      ...newPlacement(centers, positions),
      name: '',
      work_time: '',
      period_type: 'fixed_period',
      period: defaultFrequencyPeriod('fixed_period'),
      amount: '1',
      weekdays: [],
      work_in_holidays: false,
      weekday_work_in_holidays: false,
      minimum: false,
      number_of_workers: '1',
      slot: false,
      time_init: '',
      time_end: '',
      fill_complete_time_slot: false,
      periods: false,
      without: [],
      with: [],
    };
  return {
    center_id: t.center_id,
    position_id: t.position_id,
    name: t.name,
    work_time: formatTaskTime(t.work_time),
    period_type: t.frequency.period_type,
    period: t.frequency.period,
    amount: String(t.frequency.amount),
    ...workingDaysOf(t.weekdays, t),
    minimum: t.number_of_workers !== null,
    number_of_workers: String(t.number_of_workers ?? 1),
    slot: t.recommended_time_slot !== null,
    time_init: t.recommended_time_slot?.time_init ?? '',
    time_end: t.recommended_time_slot?.time_end ?? '',
    fill_complete_time_slot: t.fill_complete_time_slot,
    periods: t.periods_with_work.length + t.periods_without_work.length > 0,
    without: toRows(t.periods_without_work),
    with: toRows(t.periods_with_work),
  };
}

export function taskFormOf(s: TaskState): HourlyTaskForm {
  return {
    center_id: s.center_id,
    position_id: s.position_id,
    name: s.name,
    work_time: s.work_time,
    frequency: { period_type: s.period_type, period: s.period, amount: s.period_type === 'fixed_period' ? 1 : s.amount },
    weekdays: s.weekdays,
    work_in_holidays: s.work_in_holidays,
    weekday_work_in_holidays: s.weekday_work_in_holidays,
    number_of_workers: s.minimum ? s.number_of_workers : null,
    recommended_time_slot: s.slot ? { time_init: s.time_init, time_end: s.time_end } : null,
    fill_complete_time_slot: s.slot && s.fill_complete_time_slot,
    periods_without_work: s.periods ? fromRows(s.without) : [],
    periods_with_work: s.periods ? fromRows(s.with) : [],
  };
}

/** What each section of the task modal gets: the modal's state, a setter of some of it, and the errors. */
interface TaskSectionProps {
  s: TaskState;
  set(p: Partial<TaskState>): void;
  errors: Errors;
}

/** 'Añadir tarea' / 'Editar tarea': every frequency rule, time slot and its length, periods with or without the task. */
export function TaskModal({
  task,
  ...props
}: PositionedModalProps<HourlyTaskForm> & {
  /** La tarea que se edita; null para crear una nueva. */
  task: HourlyTaskRead | null;
}) {
  const positioned = usePositionedForm({ ...props, row: task }, { initial, formOf: taskFormOf, validate: validateHourlyTask });
  const { state: s, set, errors } = positioned;
  const section = { s, set, errors };
  return (
    <PositionedModalFrame
      modal={props}
      title={task ? 'Editar tarea' : 'Añadir tarea'}
      size={s.periods ? 'xl' : 'lg'}
      confirmLabel={task ? 'Guardar' : 'Añadir tarea'}
      form={positioned}
      fields={
        <>
          <TextField
            label={TASK_LABELS.name}
            value={s.name}
            error={errors.name}
            onChange={(e) => set({ name: e.target.value })}
          />
          <TextField
            label={TASK_LABELS.work_time}
            placeholder="hh:mm"
            value={s.work_time}
            error={errors.work_time}
            onChange={(e) => set({ work_time: e.target.value })}
          />
        </>
      }
    >
      <FrequencyFieldset {...section} />
      <WeekdayPicker value={workingDaysOf(s.weekdays, s)} onChange={(v) => set(v)} error={errors.weekdays} />
      <div className="flex flex-wrap items-end gap-4">
        <Checkbox label="Mínimo de personas simultáneas" checked={s.minimum} onChange={(on) => set({ minimum: on })} />
        {s.minimum && (
          <NumberField
            display="integer"
            label="Personas simultáneas"
            value={s.number_of_workers}
            error={errors.number_of_workers}
            onChange={(e) => set({ number_of_workers: e.target.value })}
            onBlur={() => Number(s.number_of_workers) < 0 && set({ number_of_workers: '0' })}
          />
        )}
      </div>
      <Checkbox
        label={TASK_LABELS.recommended_time_slot}
        checked={s.slot}
        onChange={(on) => set({ slot: on, fill_complete_time_slot: on && s.fill_complete_time_slot })}
      />
      {s.slot && <TimeSlotFields {...section} />}
      <Checkbox label="Periodo con/sin tarea" checked={s.periods} onChange={(on) => set({ periods: on })} />
      {s.periods && <TaskPeriods {...section} period={props.period} />}
    </PositionedModalFrame>
  );
}

/** 'Frecuencia': the rule, its period, and how many times (or every how many periods) or what a fixed time means. */
function FrequencyFieldset({ s, set, errors }: TaskSectionProps) {
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">Frecuencia</legend>
      <SelectField
        label={TASK_LABELS.frequency}
        className="sm:col-span-2"
        value={s.period_type}
        options={Object.entries(FREQUENCY_TYPE_LABELS)}
        onChange={(e) => {
          const t = e.target.value as FrequencyPeriodType;
          set({ period_type: t, period: defaultFrequencyPeriod(t), fill_complete_time_slot: false });
        }}
      />
      <SelectField
        label="Periodo"
        value={s.period}
        error={errors['frequency.period']}
        options={frequencyPeriods(s.period_type).map((p) => [p, PERIOD_LABELS[p]] as const)}
        onChange={(e) => set({ period: e.target.value as FrequencyPeriod })}
      />
      {s.period_type !== 'fixed_period' && (
        <NumberField
          display="integer"
          label={s.period_type === 'repeated_x_times_over_period' ? 'Número de veces' : 'Cada cuántos periodos'}
          value={s.amount}
          error={errors['frequency.amount']}
          onChange={(e) => set({ amount: e.target.value })}
        />
      )}
      {s.period_type === 'fixed_period' && (
        <p className="text-xs text-slate-600 sm:col-span-3" data-testid="fixed-period-meaning">
          {fixedPeriodMeaning(s.work_time, s.period)}
        </p>
      )}
    </fieldset>
  );
}

/** The recommended time slot: its start and end, its length (usable as the task's time), and 'fill the slot'. */
function TimeSlotFields({ s, set, errors }: TaskSectionProps) {
  const length = timeSlotLength(s.time_init, s.time_end);
  const fillAvailable = fillCompleteTimeSlotAvailable({ period_type: s.period_type, period: s.period });
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3">
      <div className="grid grid-cols-2 gap-4">
        <TimeField
          label={TASK_LABELS.slot_init}
          value={s.time_init}
          error={errors['recommended_time_slot.time_init']}
          onChange={(t) => set({ time_init: t })}
        />
        <TimeField
          label={TASK_LABELS.slot_end}
          value={s.time_end}
          error={errors['recommended_time_slot.time_end']}
          onChange={(t) => set({ time_end: t })}
        />
      </div>
      {length && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>Duración de la franja: {length.text}</span>
          <Button variant="ghost" onClick={() => set({ work_time: length.text })}>
            Usar como tiempo de la tarea
          </Button>
        </div>
      )}
      {errors.recommended_time_slot && (
        <p role="alert" className="text-xs text-red-600">
          {errors.recommended_time_slot}
        </p>
      )}
      {fillAvailable && (
        <Checkbox
          label={TASK_LABELS.fill_complete_time_slot}
          checked={s.fill_complete_time_slot}
          onChange={(on) => set({ fill_complete_time_slot: on })}
        />
      )}
    </div>
  );
}

/** The periods with the task and those without it, within the service period. */
function TaskPeriods({ s, set, errors, period }: TaskSectionProps & { period: PositionedModalProps<HourlyTaskForm>['period'] }) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <DateRangesEditor
        label={TASK_LABELS.periods_with_work}
        field="periods_with_work"
        rows={s.with}
        errors={errors}
        min={period?.date_init}
        max={period?.date_end}
        onChange={(rows) => set({ with: rows })}
      />
      <DateRangesEditor
        label="Periodos sin tarea"
        field="periods_without_work"
        rows={s.without}
        errors={errors}
        min={period?.date_init}
        max={period?.date_end}
        onChange={(rows) => set({ without: rows })}
      />
    </div>
  );
}
