import type { ReactNode } from 'react';

/** A card of the simulation page: a titled section with an optional action (a button) beside the title. */
export function Card({
  title,
  children,
  className = '',
  action,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  return (
    <section aria-label={title} className={`rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200 ${className}`}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-700">{title}</h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}
