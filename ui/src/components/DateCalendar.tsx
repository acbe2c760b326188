/**
 * The month grid of DateField's popover: Spanish month and weekday names, weeks starting on Monday. Keyboard: the
 * arrows move a day (up and down a week), PageUp/PageDown a month, Home/End to the week's Monday/Sunday, Enter
 * picks the day; Escape closes the popover (Headless UI's Popover). Days outside `min`–`max` cannot be picked.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isoDateOf, SPANISH_MONTH_NAMES, WEEKDAY_INITIALS, SPANISH_WEEKDAY_NAMES } from '@licita/domain';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const utc = (iso: string) => {
  const [y, m, d] = parts(iso);
  return new Date(Date.UTC(y, m - 1, d));
};
const isoOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => {
  const d = utc(iso);
  d.setUTCDate(d.getUTCDate() + n);
  return isoOf(d);
};
/** The same day `n` months later, or the month's last day when it has fewer days (31/01 + 1 → 28/02). */
export function addMonths(iso: string, n: number): string {
  const [y, m, d] = parts(iso);
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return isoOf(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))));
}
/** 0 = Monday … 6 = Sunday. */
const weekday = (iso: string) => (utc(iso).getUTCDay() + 6) % 7;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "sábado, 1 de marzo de 2025" */
export const spokenDate = (iso: string) => {
  const [y, m, d] = parts(iso);
  return `${SPANISH_WEEKDAY_NAMES[weekday(iso)]}, ${d} de ${SPANISH_MONTH_NAMES[m - 1]} de ${y}`;
};

/** Six weeks from the Monday on or before the month's first day. */
function monthDays(iso: string): string[] {
  const [y, m] = parts(iso);
  const first = isoDateOf(y, m, 1)!;
  const start = addDays(first, -weekday(first));
  return Array.from({ length: 42 }, (_, i) => addDays(start, i));
}

export interface DateCalendarProps {
  /** The field's day (ISO), or null: the calendar opens on it, else on `today`. */
  selected: string | null;
  today: string;
  min?: string;
  max?: string;
  onPick(iso: string): void;
}

/** The day a key moves `active` to (arrows, PageUp/PageDown, Home/End), or undefined for another key. */
function keyStep(key: string, active: string): string | undefined {
  const steps: Record<string, () => string> = {
    ArrowLeft: () => addDays(active, -1),
    ArrowRight: () => addDays(active, 1),
    ArrowUp: () => addDays(active, -7),
    ArrowDown: () => addDays(active, 7),
    PageUp: () => addMonths(active, -1),
    PageDown: () => addMonths(active, 1),
    Home: () => addDays(active, -weekday(active)),
    End: () => addDays(active, 6 - weekday(active)),
  };
  return steps[key]?.();
}

/** The month's name between the previous- and next-month buttons. */
function MonthNav({ title, onMove }: { title: string; onMove(months: number): void }) {
  return (
    <div className="mb-2 flex items-center justify-between">
      <button
        type="button"
        aria-label="Mes anterior"
        onClick={() => onMove(-1)}
        className="rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ChevronLeftIcon width={18} height={18} />
      </button>
      <p className="text-sm font-semibold text-slate-900" aria-live="polite">
        {title}
      </p>
      <button
        type="button"
        aria-label="Mes siguiente"
        onClick={() => onMove(1)}
        className="rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ChevronRightIcon width={18} height={18} />
      </button>
    </div>
  );
}

/** One day of the grid: focusable when active, marked when selected or today, disabled out of range. */
function DayCell({
  iso,
  month,
  selected,
  active,
  today,
  disabled,
  onPick,
  onKeyDown,
}: {
  iso: string;
  month: number;
  selected: boolean;
  active: boolean;
  today: boolean;
  disabled: boolean;
  onPick(): void;
  onKeyDown(e: KeyboardEvent<HTMLButtonElement>): void;
}) {
  const inMonth = parts(iso)[1] === month;
  const tone = selected
    ? 'bg-brand-600 text-white'
    : inMonth
      ? 'text-slate-900 hover:bg-slate-100'
      : 'text-slate-400 hover:bg-slate-100';
  return (
    <td role="gridcell" aria-selected={selected} className="p-0.5">
      <button
        type="button"
        data-day={iso}
        tabIndex={active ? 0 : -1}
        disabled={disabled}
        aria-label={spokenDate(iso)}
        aria-current={today ? 'date' : undefined}
        onClick={onPick}
        onKeyDown={onKeyDown}
        className={`h-8 w-8 rounded-full tabular-nums focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-300 ${tone} ${today && !selected ? 'font-semibold underline' : ''}`}
      >
        {parts(iso)[2]}
      </button>
    </td>
  );
}

export function DateCalendar({ selected, today, min, max, onPick }: DateCalendarProps) {
  const clamp = (iso: string) => (min && iso < min ? min : max && iso > max ? max : iso);
  const [active, setActive] = useState(() => clamp(selected ?? today));
  const grid = useRef<HTMLTableElement>(null);
  // the active day has the focus: when the popover opens and after each move
  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${active}"]`)?.focus();
  }, [active]);
  const outOfRange = (iso: string) => (!!min && iso < min) || (!!max && iso > max);
  const [y, m] = parts(active);
  const title = `${capital(SPANISH_MONTH_NAMES[m - 1]!)} de ${y}`;
  const move = (iso: string) => setActive(clamp(iso));
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = keyStep(e.key, active);
    if (step !== undefined) {
      e.preventDefault();
      move(step);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (!outOfRange(active)) onPick(active);
    }
  };
  const weeks = monthDays(active);
  return (
    <div className="w-72 p-3">
      <MonthNav title={title} onMove={(n) => move(addMonths(active, n))} />
      <table ref={grid} role="grid" aria-label={title} className="w-full border-collapse text-center text-sm">
        <thead>
          <tr>
            {WEEKDAY_INITIALS.map((d, i) => (
              <th key={d} scope="col" abbr={SPANISH_WEEKDAY_NAMES[i]} className="pb-1 text-xs font-medium text-slate-500">
                <span aria-hidden="true">{d}</span>
                <span className="sr-only">{SPANISH_WEEKDAY_NAMES[i]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 6 }, (_, w) => (
            <tr key={w}>
              {weeks.slice(w * 7, w * 7 + 7).map((iso) => (
                <DayCell
                  key={iso}
                  iso={iso}
                  month={m}
                  selected={iso === selected}
                  active={iso === active}
                  today={iso === today}
                  disabled={outOfRange(iso)}
                  onPick={() => onPick(iso)}
                  onKeyDown={onKeyDown}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
