/**
 * "El mercado" (docs/market.md): the comparable set of the Plataforma's awards beside a solved simulation — its
 * lots, the bidders and winning discounts with their quartiles, the share won at a smaller discount than ours, the
 * share awarded under the art. 85 RGLCAP threshold, the single-bidder share, its source and date —, a
 * chart of the winning discounts with our offer's discount marked, and 'Usar como competidores', which saves the
 * competitors the set suggests (the preparer edits them after in 'Modificar parámetros').
 */
import { useEffect, useState } from 'react';
import { TOKENS } from '@licita/application';
import {
  MARKET_MESSAGES as M,
  expectedCompetitors,
  formatNumber,
  percentText,
  type MarketAwards,
  type MarketSet,
} from '@licita/domain';
import { useService } from '../../app/container';
import { Button } from '../../components/ui';
import { Card } from './Card';
import { useFollowedChange } from './useRunActions';

export type MarketState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ok'; set: MarketSet | null };

const quartileText = (q: MarketAwards['bidders'], format: (n: number) => string) =>
  q ? `${format(q.median)} (cuartiles ${format(q.q1)} – ${format(q.q3)})` : '—';

/** Bars of the lots by winning discount, 5 points each; our discount a dashed line. */
export function DiscountChart({ bins, ours }: { bins: MarketAwards['discount_bins']; ours: number | null }) {
  const width = 320;
  const height = 120;
  const most = Math.max(1, ...bins.map((b) => b.lots));
  const step = width / bins.length;
  const span = bins.length * (bins[0] ? bins[0].to_percent - bins[0].from_percent : 5);
  const oursAt = ours === null ? null : Math.max(0, Math.min(width, (ours / span) * width));
  const desc = bins.map((b) => `${b.from_percent}–${b.to_percent} %: ${b.lots} lotes`).join('; ');
  return (
    <figure className="mt-3">
      <svg viewBox={`0 0 ${width} ${height + 16}`} className="w-full max-w-md" role="img" aria-label={M.chart}>
        <title>{M.chart}</title>
        <desc>{ours === null ? desc : `${desc}. ${M.ours(ours)}`}</desc>
        {bins.map((b, i) => {
          const h = (b.lots / most) * height;
          return (
            <rect key={b.from_percent} x={i * step + 2} y={height - h} width={step - 4} height={h} className="fill-slate-400" />
          );
        })}
        {bins.map((b, i) => (
          <text key={`t${b.from_percent}`} x={i * step} y={height + 12} className="fill-slate-500 text-[9px]">
            {b.from_percent}
          </text>
        ))}
        {oursAt !== null && (
          <line x1={oursAt} x2={oursAt} y1={0} y2={height} strokeDasharray="4 3" strokeWidth={2} className="stroke-brand-600" />
        )}
      </svg>
      <figcaption className="text-xs text-slate-500">
        {M.chart} (%){ours !== null && <span className="ml-2 font-medium text-brand-700">{M.ours(ours)}</span>}
      </figcaption>
    </figure>
  );
}

const shareText = (share: number | null) => (share === null ? '—' : percentText(share * 100));

function MarketFigures({ set, ours }: { set: MarketSet; ours: number | null }) {
  const a = set.awards;
  const rows: Array<[string, string]> = [
    [M.below, ours === null ? '—' : shareText(a.below_discount_share)],
    [M.abnormal, a.abnormal_share === null ? '—' : M.abnormalOf(shareText(a.abnormal_share), a.abnormal_lots_judged)],
    ['Licitadores por lote (mediana)', quartileText(a.bidders, (n) => formatNumber(n, 1))],
    ['Baja de adjudicación (mediana)', quartileText(a.discount_percent, percentText)],
    ['Lotes con un solo licitador', shareText(a.single_bidder_share)],
    ['Adjudicados a precio unitario (excluidos)', String(a.excluded_unit_price)],
    ['Adjudicatarios más frecuentes', a.winners.map((w) => `${w.name} (${w.lots})`).join(', ') || '—'],
  ];
  return (
    <>
      <p className="text-sm text-slate-700">{M.setOf(set)}</p>
      <p className="mt-1 text-sm font-semibold text-slate-900">{M.expected(expectedCompetitors(a))}</p>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2 border-b border-slate-100 py-1">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-right text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export interface MarketCardViewProps {
  /** The comparable set: loading, failed, or loaded (null: no award to compare with). */
  state: MarketState;
  /** Our offer's discount (%), marked on the chart; null without a tender budget. */
  ours: number | null;
  /** Without it there is no button (no permission, or no tender budget to price the competitors). */
  onUse?(): void;
  /** While 'Usar como competidores' saves: its button spins. */
  using?: boolean;
}

export function MarketCardView({ state, ours, onUse, using = false }: MarketCardViewProps) {
  const set = state.kind === 'ok' ? state.set : null;
  const usable = set !== null && set.awards.lots > 0 && expectedCompetitors(set.awards) > 0;
  const action =
    onUse && usable ? (
      <Button variant="secondary" loading={using} disabled={using} onClick={onUse}>
        {M.use}
      </Button>
    ) : undefined;
  return (
    <Card title={M.title} action={action}>
      {state.kind === 'loading' && <p className="text-sm text-slate-500">Cargando adjudicaciones…</p>}
      {state.kind === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          {M.loadFailed}
        </p>
      )}
      {state.kind === 'ok' && set === null && <p className="text-sm text-slate-600">{M.noProvince}</p>}
      {set && set.awards.lots === 0 && <p className="text-sm text-slate-600">{M.noAwards}</p>}
      {set && set.awards.lots > 0 && (
        <>
          <MarketFigures set={set} ours={ours} />
          <DiscountChart bins={set.awards.discount_bins} ours={ours} />
          <p className="mt-2 text-xs text-slate-500">{M.abnormalRule}</p>
          <p className="mt-2 text-xs text-slate-500">{M.source(set.awards.source)}</p>
        </>
      )}
    </Card>
  );
}

/** The card over the SimulationMarket use case; `bid`: the run's tender budget and our discount, when given. */
export function MarketCard({
  simulationId,
  workspaceId,
  bid,
  canChange,
  onUpdating,
  onReload,
}: {
  simulationId: string;
  workspaceId: string;
  bid: { tender_budget: number; discount_percent: number } | null;
  canChange: boolean;
  onUpdating?(on: boolean): void;
  onReload(): void;
}) {
  const market = useService(TOKENS.SimulationMarket);
  const [state, setState] = useState<MarketState>({ kind: 'loading' });
  const { busy, follow } = useFollowedChange(onUpdating, onReload);
  const ours = bid?.discount_percent ?? null;
  useEffect(() => {
    const sub = market.comparable(simulationId, workspaceId, ours).subscribe({
      next: (set) => setState({ kind: 'ok', set }),
      error: () => setState({ kind: 'failed' }),
    });
    return () => sub.unsubscribe();
  }, [market, simulationId, workspaceId, ours]);
  const set = state.kind === 'ok' ? state.set : null;
  const use = set && bid ? () => follow(market.useAsCompetitors(simulationId, set.awards, bid.tender_budget)) : undefined;
  return <MarketCardView state={state} ours={ours} onUse={canChange ? use : undefined} using={busy} />;
}
