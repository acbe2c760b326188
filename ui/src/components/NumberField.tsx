/**
 * The one input of an amount, a percentage or a number of hours: read the Spanish way ("130.000", "118.500,50";
 * the rules are `parseSpanishNumber` in the domain), shown es-ES when not edited ("118.500,50") and as typed while
 * edited. Text that is not a number is answered under the field, after leaving it, with a message naming it.
 */
import { useLayoutEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { Description, Field, Input, Label } from '@headlessui/react';
import { formatNumberForDisplay, parseSpanishNumber, type NumberDisplay } from '@licita/domain';

const inputClass =
  'mt-1 block w-full rounded-lg border-0 px-3 py-2 text-sm tabular-nums ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600 disabled:bg-slate-100 disabled:text-slate-500 data-[invalid]:ring-red-500';

export interface NumberFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'type' | 'inputMode' | 'children'
> {
  /** The field's name, shown above it (or only to screen readers with `hideLabel`) and named in its messages. */
  label: string;
  /** The text the form holds ("118500,5"); the field formats it only for showing. */
  value: string;
  /** How the value shows when not edited: money with two decimals, decimals as they are, integers. */
  display?: NumberDisplay;
  /** A unit after the value: "€", "%", "h". */
  suffix?: string;
  /** The form's own message for this field (bounds, required); text that is not a number is answered here first. */
  error?: string | null;
  /** A message that does not block saving, in amber. */
  warning?: string | null;
  /** A tooltip (the input's title), as in the other text fields. */
  hint?: string;
  /** A short help line shown under the field. */
  description?: string;
  /** Keeps the label for screen readers only (table cells). */
  hideLabel?: boolean;
  /** Classes of the input, replacing the default ones (table cells). */
  inputClassName?: string;
}

export function NumberField({
  label,
  value,
  display = 'decimal',
  suffix,
  error,
  warning,
  hint,
  description,
  hideLabel = false,
  className = '',
  inputClassName = inputClass,
  onFocus,
  onBlur,
  ...rest
}: NumberFieldProps) {
  const [editing, setEditing] = useState(false);
  const read = parseSpanishNumber(value, rest['aria-label'] ?? label);
  const unreadable = read._tag === 'Left' ? read.left : null;
  const shown = editing || read._tag === 'Left' || read.right === null ? value : formatNumberForDisplay(read.right, display);
  const message = (!editing && unreadable) || error || null;
  // Entering the field swaps the formatted text for the typed one, which drops the caret and any selection: the
  // whole text is selected again, so typing replaces it as it would have without the swap.
  const input = useRef<HTMLInputElement>(null);
  const reselect = useRef(false);
  useLayoutEffect(() => {
    if (editing && reselect.current) input.current?.select();
    reselect.current = false;
  }, [editing]);
  return (
    <Field className={className} disabled={rest.disabled}>
      <Label className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-700'}>{label}</Label>
      <div className="relative">
        <Input
          {...rest}
          title={hint ?? rest.title}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={64}
          value={shown}
          invalid={!!message}
          ref={input}
          onFocus={(e) => {
            reselect.current = shown !== value;
            setEditing(true);
            onFocus?.(e);
          }}
          onBlur={(e) => {
            setEditing(false);
            onBlur?.(e);
          }}
          className={`${inputClassName} ${suffix ? 'pr-10' : ''}`}
        />
        {suffix && (
          <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 pt-1 text-sm text-slate-500">
            {suffix}
          </span>
        )}
      </div>
      {description && !message && <Description className="mt-1 text-xs text-slate-500">{description}</Description>}
      {message ? (
        <Description role="alert" className="mt-1 text-xs text-red-600">
          {message}
        </Description>
      ) : (
        warning && <Description className="mt-1 text-xs text-amber-700">{warning}</Description>
      )}
    </Field>
  );
}
