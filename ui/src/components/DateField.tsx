/**
 * A day typed or picked as dd/mm/aaaa, whatever the browser's language (a native date input shows mm/dd/yyyy in
 * English). Typed text is read the Spanish way ("1/3/2025" is the 1st of March); text that is not a day is
 * answered under the field, after leaving it, naming it. The calendar button opens a month in Spanish, weeks from
 * Monday, operable from the keyboard (DateCalendar). The form gets "AAAA-MM-DD".
 */
import { useId, useState } from 'react';
import { Field, Label, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { SPANISH_DATE_PLACEHOLDER, readSpanishDate, spanishDateText } from '@licita/domain';
import { DateCalendar } from './DateCalendar';
import { useTypedValue } from './useTypedValue';
import { FieldAlert, TypedInput } from './TypedInput';

const inputClass =
  'block w-full rounded-lg border-0 py-2 pr-10 pl-3 text-sm tabular-nums ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600 disabled:bg-slate-100 disabled:text-slate-500 data-[invalid]:ring-red-500';

const CalendarIcon = () => (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    viewBox="0 0 24 24"
    width={18}
    height={18}
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 10h18" />
  </svg>
);

const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export interface DateFieldProps {
  /** The field's name, shown above it (or only to screen readers with `hideLabel`) and named in its messages. */
  label: string;
  /** "AAAA-MM-DD", "" when empty (or the text as typed while it is not a day). */
  value: string;
  /** Called with "AAAA-MM-DD" once the text is a day, "" when emptied, the text as typed otherwise. */
  onChange(value: string): void;
  /** Primer día que se puede elegir ("AAAA-MM-DD"); un día escrito antes se responde con un mensaje. */
  min?: string;
  /** Último día que se puede elegir ("AAAA-MM-DD"); un día escrito después se responde con un mensaje. */
  max?: string;
  /** The form's own message for this field; an unreadable day is answered first. */
  error?: string | null;
  /** Campo no editable (sin permiso o mientras se guarda). */
  disabled?: boolean;
  /** Keeps the label for screen readers only (table cells, compact rows). */
  hideLabel?: boolean;
  /** Clases de Tailwind del contenedor (ancho, márgenes). */
  className?: string;
}

export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  error,
  disabled,
  hideLabel = false,
  className = '',
}: DateFieldProps) {
  const [editing, setEditing] = useState(false);
  const labelId = useId();
  const field = useTypedValue(value, spanishDateText, (t) => readSpanishDate(t, label), onChange);
  const outside =
    field.parsed && ((min && field.parsed < min) || (max && field.parsed > max))
      ? `${label}: elige un día ${min ? `desde el ${spanishDateText(min)}` : ''}${min && max ? ' ' : ''}${max ? `hasta el ${spanishDateText(max)}` : ''}`
      : null;
  const message = (!editing && (field.problem ?? outside)) || error || null;
  return (
    <Field className={className} disabled={disabled}>
      <Label id={labelId} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-700'}>
        {label}
      </Label>
      <Popover className={`relative ${hideLabel ? '' : 'mt-1'}`}>
        <TypedInput
          field={field}
          maxLength={10}
          placeholder={SPANISH_DATE_PLACEHOLDER}
          invalid={!!message}
          onEditing={setEditing}
          className={inputClass}
        />
        <PopoverButton
          aria-label="Abrir calendario"
          aria-describedby={labelId}
          disabled={disabled}
          className="absolute inset-y-0 right-0 flex items-center rounded-r-lg px-2 text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-300"
        >
          <CalendarIcon />
        </PopoverButton>
        <PopoverPanel anchor="bottom end" className="z-50 mt-1 rounded-xl bg-white shadow-lg ring-1 ring-slate-200">
          {({ close }) => (
            <DateCalendar
              selected={field.parsed || null}
              today={todayIso()}
              min={min}
              max={max}
              onPick={(iso) => {
                field.pick(iso);
                close();
              }}
            />
          )}
        </PopoverPanel>
      </Popover>
      <FieldAlert message={message} />
    </Field>
  );
}
