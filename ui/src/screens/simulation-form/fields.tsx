/** Pieces shared by the steps and modals of the simulation form: checkbox, weekday picker, date-range lists. */
import { useId } from 'react';
import type { Errors } from '../../components/useListSection';
import {
  isWorkingWeek,
  ROSTER_DAY_NAMES,
  toggleWorkingWeek,
  WEEKDAY_NAMES,
  type DateRangeForm,
  type FieldError,
  type WeekdayName,
} from '@licita/domain';
import { Button, IconButton } from '../../components/ui';
import { PlusIcon, TrashIcon } from '../../components/icons';
import { FieldMessage } from '../agreements/parts';
import { DateField } from '../../components/DateField';

export { formErrors, type Errors } from '../../components/useListSection';

export function byField(list: readonly FieldError[]): Errors {
  const out: Errors = {};
  for (const e of list) out[e.field] ??= e.message;
  return out;
}

/** The first message of a field or of any field under it (`periods_without_work` covers `periods_without_work[0].date_init`). */
export function under(errors: Errors, prefix: string): string | null {
  if (errors[prefix]) return errors[prefix];
  const k = Object.keys(errors).find((f) => f.startsWith(`${prefix}[`) || f.startsWith(`${prefix}.`));
  return k ? errors[k] : null;
}

export function Checkbox({
  label,
  checked,
  onChange,
  disabled,
  title,
}: {
  label: string;
  checked: boolean;
  onChange(v: boolean): void;
  disabled?: boolean;
  title?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2" title={title}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 rounded border-slate-300 text-brand-600"
      />
      {/* the label is the checkbox's 44 px target on a phone */}
      <label htmlFor={id} className="flex min-h-11 items-center text-sm text-slate-700 sm:min-h-0">
        {label}
      </label>
    </div>
  );
}

export interface WeekdayValue {
  weekdays: WeekdayName[];
  work_in_holidays: boolean;
  weekday_work_in_holidays: boolean;
}

/** 'Lunes-Viernes', the seven days, 'Todos los festivos' (F) and 'Festivos en los días seleccionados' (AF). */
export function WeekdayPicker({
  value,
  onChange,
  error,
}: {
  value: WeekdayValue;
  onChange(v: WeekdayValue): void;
  error?: string | null;
}) {
  const id = useId();
  const toggle = (d: WeekdayName, on: boolean) =>
    onChange({ ...value, weekdays: WEEKDAY_NAMES.filter((x) => (x === d ? on : value.weekdays.includes(x))) });
  return (
    <fieldset aria-describedby={error ? `${id}-msg` : undefined}>
      <legend className="text-sm font-medium text-slate-700">Días de trabajo</legend>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        <Checkbox
          label="Lunes-Viernes"
          checked={isWorkingWeek(value.weekdays)}
          onChange={(on) => onChange({ ...value, weekdays: toggleWorkingWeek(value.weekdays, on) })}
        />
        {WEEKDAY_NAMES.map((d) => (
          <Checkbox key={d} label={ROSTER_DAY_NAMES[d]} checked={value.weekdays.includes(d)} onChange={(on) => toggle(d, on)} />
        ))}
      </div>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        <Checkbox
          label="Todos los festivos"
          title="F"
          checked={value.work_in_holidays}
          onChange={(on) => onChange({ ...value, work_in_holidays: on })}
        />
        <Checkbox
          label="Festivos en los días seleccionados"
          title="AF"
          checked={value.weekday_work_in_holidays}
          onChange={(on) => onChange({ ...value, weekday_work_in_holidays: on })}
        />
      </div>
      <FieldMessage id={`${id}-msg`} error={error} />
    </fieldset>
  );
}

export interface RangeRow {
  key: string;
  date_init: string;
  date_end: string;
}

let rowSeq = 0;
export const rowKey = () => `r${++rowSeq}`;
export const toRows = (list: readonly DateRangeForm[] | null | undefined): RangeRow[] =>
  (list ?? []).map((r) => ({ key: rowKey(), date_init: r.date_init ?? '', date_end: r.date_end ?? '' }));
export const fromRows = (rows: readonly RangeRow[]): DateRangeForm[] =>
  rows.map((r) => ({ date_init: r.date_init, date_end: r.date_end }));

/** A list of date ranges (periods with or without work), bounded by the service period. */
export function DateRangesEditor({
  label,
  rows,
  onChange,
  errors,
  field,
  min,
  max,
}: {
  label: string;
  rows: RangeRow[];
  onChange(rows: RangeRow[]): void;
  errors: Errors;
  field: string;
  min?: string;
  max?: string;
}) {
  const set = (i: number, p: Partial<RangeRow>) => onChange(rows.map((r, k) => (k === i ? { ...r, ...p } : r)));
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{label}</legend>
      <ul className="space-y-2">
        {rows.map((r, i) => {
          const msg = errors[`${field}[${i}]`] ?? errors[`${field}[${i}].date_init`] ?? errors[`${field}[${i}].date_end`];
          return (
            <li key={r.key}>
              <div className="flex flex-wrap items-center gap-2">
                <DateField
                  hideLabel
                  className="w-40"
                  label={`${label}: desde`}
                  min={min}
                  max={max}
                  value={r.date_init}
                  onChange={(d) => set(i, { date_init: d })}
                />
                <span className="text-sm text-slate-500">a</span>
                <DateField
                  hideLabel
                  className="w-40"
                  label={`${label}: hasta`}
                  min={min}
                  max={max}
                  value={r.date_end}
                  onChange={(d) => set(i, { date_end: d })}
                />
                <IconButton label={`Quitar periodo ${i + 1}`} onClick={() => onChange(rows.filter((_, k) => k !== i))}>
                  <TrashIcon width={16} height={16} />
                </IconButton>
              </div>
              {msg && (
                <p role="alert" className="mt-1 text-xs text-red-600">
                  {msg}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        variant="ghost"
        className="mt-2"
        onClick={() => onChange([...rows, { key: rowKey(), date_init: '', date_end: '' }])}
      >
        <PlusIcon width={16} height={16} />
        Añadir periodo
      </Button>
    </fieldset>
  );
}

/** Opens a signed download address (a template workbook). */
export function openDownload(url: string): void {
  if (typeof window === 'undefined') return;
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  a.download = '';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
