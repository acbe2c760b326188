import type { InputHTMLAttributes } from 'react';
import { TEXT_MAX_LENGTH } from '@licita/domain';

const accountInput =
  'mt-1 block w-full rounded-lg border-0 px-3 py-2 text-slate-900 ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600 read-only:bg-slate-50 read-only:text-slate-500';

/** A labelled input with its error under it (role="alert", tied by aria-describedby). */
export function TextField({
  id,
  label,
  error,
  hint,
  inputClassName = accountInput,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  inputClassName?: string;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        maxLength={TEXT_MAX_LENGTH}
        {...rest}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={inputClassName}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
