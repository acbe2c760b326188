/** One choice among a few, each a card with its label and the line that explains it (a radio group). */
import { Description, Field, Label, Radio, RadioGroup } from '@headlessui/react';

export interface OptionCard<T extends string> {
  value: T;
  label: string;
  explanation: string;
}

export function OptionCards<T extends string>({
  value,
  options,
  label,
  className,
  disabled = false,
  onChange,
}: {
  value: T;
  options: readonly OptionCard<T>[];
  /** the group's accessible name */
  label: string;
  /** the grid's layout (how many cards a row) */
  className: string;
  disabled?: boolean;
  onChange(v: T): void;
}) {
  return (
    <RadioGroup value={value} onChange={onChange} disabled={disabled} aria-label={label} className={className}>
      {options.map((o) => (
        <Field
          key={o.value}
          className={`flex gap-3 rounded-lg px-4 py-3 ring-1 ${value === o.value ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-slate-200'}`}
        >
          <Radio
            value={o.value}
            className="group mt-0.5 flex h-4 w-4 shrink-0 cursor-pointer items-center justify-center rounded-full bg-white ring-1 ring-slate-400 data-[checked]:bg-brand-600 data-[checked]:ring-brand-600 data-[disabled]:cursor-default"
          >
            <span className="invisible h-1.5 w-1.5 rounded-full bg-white group-data-[checked]:visible" />
          </Radio>
          <div>
            <Label className="block cursor-pointer text-sm font-medium text-slate-800">{o.label}</Label>
            <Description className="mt-1 block text-xs text-slate-600">{o.explanation}</Description>
          </div>
        </Field>
      ))}
    </RadioGroup>
  );
}
