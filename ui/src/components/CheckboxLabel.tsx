/** A checkbox inside its label: the text (or nodes) after the box is what clicking toggles and what it is named by. */
import type { ReactNode } from 'react';

export function CheckboxLabel({
  onChange,
  children,
  className = 'flex items-center gap-2 text-sm text-slate-700',
  inputClassName,
  ...box
}: {
  onChange(checked: boolean): void;
  children: ReactNode;
  /** The label's classes. */
  className?: string;
  inputClassName?: string;
  /** The box's own attributes. */
  checked: boolean;
  name?: string;
  disabled?: boolean;
}) {
  return (
    <label className={className}>
      <input type="checkbox" className={inputClassName} {...box} onChange={(e) => onChange(e.target.checked)} />
      {children}
    </label>
  );
}
