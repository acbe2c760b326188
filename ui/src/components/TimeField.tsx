/**
 * A time of day in 24 hours ("07:30"), whatever the browser's language (a native time input shows AM/PM in
 * English). "7:30", "0730" and "7" are read too and shown as "07:30" after leaving the field; anything else is
 * answered under the field, naming it. The form gets "HH:MM".
 */
import { useState } from 'react';
import { Field, Label } from '@headlessui/react';
import { readTime24, TIME_PLACEHOLDER } from '@licita/domain';
import { useTypedValue } from './useTypedValue';
import { FieldAlert, TypedInput } from './TypedInput';

const inputClass =
  'mt-1 block w-full rounded-lg border-0 px-3 py-2 text-sm tabular-nums ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600 disabled:bg-slate-100 disabled:text-slate-500 data-[invalid]:ring-red-500';

const show = (v: string) => v;

export interface TimeFieldProps {
  /** The field's name, shown above it and named in its message. */
  label: string;
  /** "HH:MM", "" when empty (or the text as typed while it is not a time). */
  value: string;
  /** Called with "HH:MM" once the text is a time, with the text as typed otherwise. */
  onChange(value: string): void;
  /** The form's own message for this field; an unreadable time is answered first. */
  error?: string | null;
  /** Campo no editable (sin permiso o mientras se guarda). */
  disabled?: boolean;
  /** Keeps the label for screen readers only (table cells). */
  hideLabel?: boolean;
  /** Clases de Tailwind del contenedor (ancho, márgenes). */
  className?: string;
}

export function TimeField({ label, value, onChange, error, disabled, hideLabel = false, className = '' }: TimeFieldProps) {
  const [editing, setEditing] = useState(false);
  const field = useTypedValue(value, show, (t) => readTime24(t, label), onChange);
  const message = (!editing && field.problem) || error || null;
  return (
    <Field className={className} disabled={disabled}>
      <Label className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-700'}>{label}</Label>
      <TypedInput
        field={field}
        maxLength={5}
        placeholder={TIME_PLACEHOLDER}
        invalid={!!message}
        onEditing={setEditing}
        className={inputClass}
      />
      <FieldAlert message={message} />
    </Field>
  );
}
