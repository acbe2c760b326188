/**
 * The text of a field that shows a value its own way (a date as dd/mm/aaaa, a time as HH:MM) while the form keeps
 * another (ISO). What is typed is parsed at each keystroke: readable text gives the form the parsed value, text that
 * is not (yet) readable gives it the text as typed, so the form's own checks refuse it and nothing stale is saved.
 * A value set from outside (a reset, the calendar) replaces the text.
 */
import { useEffect, useRef, useState } from 'react';
import type { Either } from 'fp-ts/lib/Either.js';

export function useTypedValue(
  value: string,
  show: (value: string) => string,
  parse: (text: string) => Either<string, string>,
  onChange: (value: string) => void,
) {
  const [text, setText] = useState(() => show(value));
  const emitted = useRef(value);
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(show(value));
    }
  }, [value, show]);
  const read = parse(text);
  const type = (typed: string) => {
    setText(typed);
    const r = parse(typed);
    const next = r._tag === 'Right' ? r.right : typed;
    emitted.current = next;
    onChange(next);
  };
  /** Puts a value chosen elsewhere (the calendar) in the field. */
  const pick = (next: string) => {
    setText(show(next));
    emitted.current = next;
    onChange(next);
  };
  /** After leaving the field, readable text is shown the field's way ("1/3/2025" → "01/03/2025"). */
  const tidy = () => {
    if (read._tag === 'Right') setText(show(read.right));
  };
  return {
    text,
    problem: read._tag === 'Left' ? read.left : null,
    parsed: read._tag === 'Right' ? read.right : null,
    type,
    pick,
    tidy,
  };
}
