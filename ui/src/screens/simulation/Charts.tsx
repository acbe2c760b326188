/** The two charts of the simulation page, drawn with SVG and Tailwind: the cost breakdown and FTE per category. */
import type { CategoryRow, CostKey, CostShare } from '@licita/domain';
import { formatNumber, maxCategoryFte, RESULT_LABELS } from '@licita/domain';
import { fte, percent } from './format';

/** One colour per cost item (stroke for the ring, background for the legend). */
export const COST_COLOURS: Record<CostKey, { stroke: string; bg: string }> = {
  hiring_costs: { stroke: 'stroke-brand-600', bg: 'bg-brand-600' },
  social_security: { stroke: 'stroke-sky-400', bg: 'bg-sky-400' },
  absenteeism_cost: { stroke: 'stroke-amber-400', bg: 'bg-amber-400' },
  material_costs: { stroke: 'stroke-emerald-500', bg: 'bg-emerald-500' },
  overheads_cost: { stroke: 'stroke-rose-400', bg: 'bg-rose-400' },
  benefit: { stroke: 'stroke-violet-500', bg: 'bg-violet-500' },
};

// a ring of circumference 100, so a share of 0.25 is a dash of 25
const R = 15.9155;

/** A ring: each cost item's share of the total, starting at the top, with the legend beside it. */
export function CostBreakdownChart({
  items,
  total,
}: {
  /** Las partidas del coste (salarial, Seguridad Social, absentismo, materiales…) con su importe. */
  items: readonly CostShare[];
  /** Coste total en euros, centro del gráfico. */
  total: number;
}) {
  let offset = 25;
  const arcs = items
    .filter((i) => i.share > 0)
    .map((i) => {
      const arc = { key: i.key, dash: i.share * 100, offset };
      offset -= i.share * 100;
      return arc;
    });
  const label = `Reparto del coste total: ${items.map((i) => `${i.label} ${percent(i.share)}`).join(', ')}`;
  return (
    <figure className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <svg viewBox="0 0 42 42" className="h-36 w-36 shrink-0" role="img" aria-label={label}>
        <title>{label}</title>
        <circle cx="21" cy="21" r={R} fill="none" strokeWidth="6" className="stroke-slate-100" />
        {arcs.map((a) => (
          <circle
            key={a.key}
            cx="21"
            cy="21"
            r={R}
            fill="none"
            strokeWidth="6"
            strokeDasharray={`${a.dash} ${100 - a.dash}`}
            strokeDashoffset={a.offset}
            className={COST_COLOURS[a.key].stroke}
          />
        ))}
        <text x="21" y="20" textAnchor="middle" className="fill-slate-500 text-[3px]">
          Coste total
        </text>
        <text x="21" y="24.5" textAnchor="middle" className="fill-slate-900 text-[3.6px] font-semibold">
          {`${formatNumber(total, 0)} €`}
        </text>
      </svg>
      <figcaption className="w-full min-w-[12rem] sm:max-w-xs">
        <ul className="space-y-1.5 text-sm">
          {items.map((i) => (
            <li key={i.key} className="flex items-center gap-2">
              <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-sm ${COST_COLOURS[i.key].bg}`} />
              <span className="flex-1 whitespace-nowrap text-slate-600">{i.label}</span>
              <span className="whitespace-nowrap text-slate-500 tabular-nums">{percent(i.share)}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** Horizontal bars of FTE per category: new hires and surrogates stacked, on the scale of the largest category. */
export function FteByCategoryChart({
  rows,
}: {
  /** Las categorías con sus ETC (equivalentes a tiempo completo) subrogados y a contratar. */
  rows: readonly CategoryRow[];
}) {
  const max = maxCategoryFte(rows);
  return (
    <figure aria-label={RESULT_LABELS.ftePerCategory}>
      <ul className="space-y-2">
        {rows.map((r) => {
          const wNew = (r.fteNew / max) * 100;
          const wSub = (r.fteSub / max) * 100;
          return (
            <li key={r.name} className="grid grid-cols-[minmax(6rem,10rem)_1fr_auto] items-center gap-3 text-sm">
              <span className="truncate text-slate-700" title={r.name}>
                {r.name}
              </span>
              <svg
                viewBox="0 0 100 8"
                preserveAspectRatio="none"
                className="h-3 w-full"
                role="img"
                aria-label={`${r.name}: ${fte(r.fteNew)} ${RESULT_LABELS.fteNew}, ${fte(r.fteSub)} ${RESULT_LABELS.fteSurrogated}`}
              >
                <rect x="0" y="0" width="100" height="8" rx="1.5" className="fill-slate-100" />
                <rect x="0" y="0" width={wSub} height="8" className="fill-emerald-500" />
                <rect x={wSub} y="0" width={wNew} height="8" className="fill-brand-600" />
              </svg>
              <span className="w-14 text-right text-slate-600 tabular-nums">{fte(r.fte)}</span>
            </li>
          );
        })}
      </ul>
      <figcaption className="mt-3 flex gap-4 text-xs text-slate-500">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm bg-emerald-500" /> A subrogar
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm bg-brand-600" /> A contratar
        </span>
      </figcaption>
    </figure>
  );
}
