/** The parts DateField and TimeField share: the typed text input and the message under the field. */
import { Description, Input } from '@headlessui/react';
import type { useTypedValue } from './useTypedValue';

/**
 * The field's text, typed on a numeric keyboard; `onEditing` says while it has the focus (its message waits until
 * the user leaves it), and leaving it tidies readable text.
 */
export function TypedInput({
  field,
  maxLength,
  placeholder,
  invalid,
  className,
  onEditing,
}: {
  field: ReturnType<typeof useTypedValue>;
  maxLength: number;
  placeholder: string;
  invalid: boolean;
  className: string;
  onEditing(editing: boolean): void;
}) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxLength}
      placeholder={placeholder}
      value={field.text}
      invalid={invalid}
      onChange={(e) => field.type(e.target.value)}
      onFocus={() => onEditing(true)}
      onBlur={() => {
        onEditing(false);
        field.tidy();
      }}
      className={className}
    />
  );
}

/** The field's message, read out as it appears. */
export function FieldAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Description role="alert" className="mt-1 text-xs text-red-600">
      {message}
    </Description>
  );
}
