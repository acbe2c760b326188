/**
 * A choice among many (a center's locality among some 290): a text box that filters the options by what is typed,
 * regardless of accents and case ("malaga" finds "Málaga"), and a list rendered only while it is open, so a table
 * of many rows holds one input per row instead of every option per row. Keyboard: arrows open and move, Enter
 * chooses, Escape closes and gives back the chosen name.
 */
import { useMemo, useState } from 'react';
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react';
import { foldName } from '@licita/domain';
import { ChevronDownIcon } from './icons';

/** One choice: its id (what the form holds) and its name (what the user reads and types). */
export interface SearchSelectOption {
  id: string;
  name: string;
}

export interface SearchSelectProps {
  /** The field's name, read by screen readers only (a table cell shows its column's head): "Localidad 1". */
  label: string;
  /** The choices, in the order the list shows them. */
  options: readonly SearchSelectOption[];
  /** The id of the chosen option; '' while none is chosen. */
  value: string;
  /** Told the id of the option the user chose. */
  onChange(id: string): void;
  /** Read only: shows the chosen name and cannot be opened. */
  disabled?: boolean;
  /** Marks the field invalid (its message is shown by the caller, under it). */
  invalid?: boolean;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Classes of the text box (table cells pass their own). */
  inputClassName?: string;
}

const inputClass =
  'block w-full rounded-md border-0 px-2 py-1 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:ring-red-500';

/** Options whose folded name holds the folded text typed; every option when nothing is typed. */
function filterOptions<T extends SearchSelectOption>(options: readonly T[], query: string): readonly T[] {
  const q = foldName(query);
  return q ? options.filter((o) => foldName(o.name).includes(q)) : options;
}

export function SearchSelect({
  label,
  options,
  value,
  onChange,
  disabled = false,
  invalid = false,
  placeholder = 'Selecciona…',
  inputClassName = inputClass,
}: SearchSelectProps) {
  const [query, setQuery] = useState('');
  const selected = useMemo(() => options.find((o) => o.id === value) ?? null, [options, value]);
  const shown = useMemo(() => filterOptions(options, query), [options, query]);
  return (
    <Field disabled={disabled} className="w-full">
      <Label className="sr-only">{label}</Label>
      <Combobox
        value={selected}
        by="id"
        disabled={disabled}
        onChange={(o: SearchSelectOption | null) => o && onChange(o.id)}
        onClose={() => setQuery('')}
      >
        <div className="relative">
          <ComboboxInput
            aria-invalid={invalid}
            autoComplete="off"
            placeholder={placeholder}
            displayValue={(o: SearchSelectOption | null) => o?.name ?? ''}
            onChange={(e) => setQuery(e.target.value)}
            className={`${inputClassName} pr-7`}
          />
          <ComboboxButton
            aria-label={`Desplegar ${label}`}
            className="absolute inset-y-0 right-0 flex items-center px-1 text-slate-500 disabled:hidden"
          >
            <ChevronDownIcon width={16} height={16} aria-hidden="true" />
          </ComboboxButton>
        </div>
        {/* rendered only while open (Headless UI unmounts it when closed), above the table's scroll box */}
        <ComboboxOptions
          anchor="bottom start"
          className="z-50 max-h-60 w-[var(--input-width)] min-w-48 overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-black/5 [--anchor-gap:4px] empty:invisible"
        >
          {shown.map((o) => (
            <ComboboxOption
              key={o.id}
              value={o}
              className="cursor-default px-3 py-1.5 text-slate-800 data-[focus]:bg-brand-50 data-[selected]:font-semibold"
            >
              {o.name}
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
    </Field>
  );
}
