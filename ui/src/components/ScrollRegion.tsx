/**
 * A wide table's horizontal scroll container: a focusable, named region (keyboard users scroll it with the arrow
 * keys; axe's scrollable-region-focusable) that shows it scrolls — a fade on the side that has more, and a hint
 * while the start is showing. The box is positioned so that the table's visually hidden texts (absolute) stay
 * inside it instead of widening the page.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

export interface ScrollRegionProps {
  /** The table's name: the region is named 'Tabla <label>'. */
  label: string;
  children: ReactNode;
  /** Classes of the scrolling box (a border, a background). */
  className?: string;
}

interface Overflow {
  left: boolean;
  right: boolean;
}

export function ScrollRegion({ label, children, className = '' }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setOverflow((o) => (o.left === left && o.right === right ? o : { left, right }));
  }, []);
  useEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined' || !ref.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(ref.current);
    if (ref.current.firstElementChild) observer.observe(ref.current.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return (
    <div>
      <div className="relative">
        <div
          ref={ref}
          role="region"
          aria-label={`Tabla ${label}`}
          tabIndex={0}
          onScroll={measure}
          className={`relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className || 'rounded'}`}
        >
          {children}
        </div>
        {overflow.left && (
          <div
            aria-hidden="true"
            data-testid="scroll-fade-left"
            className="pointer-events-none absolute inset-y-0 left-0 w-6 bg-linear-to-r from-slate-900/10 to-transparent"
          />
        )}
        {overflow.right && (
          <div
            aria-hidden="true"
            data-testid="scroll-fade-right"
            className="pointer-events-none absolute inset-y-0 right-0 w-6 bg-linear-to-l from-slate-900/10 to-transparent"
          />
        )}
      </div>
      {overflow.right && !overflow.left && (
        <p className="mt-1 text-right text-xs text-slate-500" aria-hidden="true">
          Desliza para ver más columnas →
        </p>
      )}
    </div>
  );
}
