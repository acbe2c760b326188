/**
 * "Puntuación" inside the "Presupuesto y oferta" card (docs/budget.md §5): the offers with their points, rank,
 * abnormal and excluded marks, a sentence on where ours lands, the chart of our total points and margin along the
 * curve (plain SVG), and "Ofertar el precio ganador", which sets the offer to win_price_max through the same
 * parameter change as 'Modificar parámetros'. The figures come from `scoreView`.
 */
import { SCORE_CARD_MESSAGES as M, SCORE_MESSAGES, type ScoreChart, type ScoreMarkKey, type ScoreView } from '@licita/domain';
import { useId } from 'react';
import { Button } from '../../components/ui';
import { ScrollRegion } from '../../components/ScrollRegion';
import { CompactHeads, FiguresTable } from './tableParts';

const W = 640;
const H = 220;
const PAD = { left: 44, right: 76, top: 22, bottom: 40 };
const MARK_STROKE: Record<ScoreMarkKey, string> = {
  budget: '#94a3b8',
  threshold: '#f59e0b',
  cost: '#334155',
  offer: '#4f46e5',
  win: '#059669',
};

/** The chart's frame: where its inner area lies and how a point's x, points and margin map into it. */
function chartScale(chart: ScoreChart) {
  const iw = W - PAD.left - PAD.right;
  const ih = H - PAD.top - PAD.bottom;
  const px = (x: number) => PAD.left + x * iw;
  const yPoints = (v: number) => PAD.top + ih - (v / chart.pointsMax) * ih;
  const span = chart.marginMax - chart.marginMin || 1;
  const yMargin = (v: number) => PAD.top + ih - ((v - chart.marginMin) / span) * ih;
  return { iw, ih, px, yPoints, yMargin };
}

type ChartScale = ReturnType<typeof chartScale>;

/** The axes: the zero-margin line, the two vertical axes with their names and ranges, and the price axis under them. */
function ChartAxes({ chart, scale }: { chart: ScoreChart; scale: ChartScale }) {
  const { ih, yMargin } = scale;
  return (
    <>
      <line x1={PAD.left} x2={W - PAD.right} y1={yMargin(0)} y2={yMargin(0)} stroke="#e2e8f0" />
      <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={PAD.top + ih} stroke="#cbd5e1" />
      <line x1={W - PAD.right} x2={W - PAD.right} y1={PAD.top} y2={PAD.top + ih} stroke="#cbd5e1" />
      <text x={PAD.left - 6} y={PAD.top - 8} textAnchor="end" fontSize="10" fill="#4f46e5">
        Puntos
      </text>
      <text x={W - PAD.right + 6} y={PAD.top - 8} fontSize="10" fill="#0f766e">
        Margen
      </text>
      <text x={PAD.left - 6} y={PAD.top + 8} textAnchor="end" fontSize="10" fill="#4f46e5">
        {Math.round(chart.pointsMax)}
      </text>
      <text x={PAD.left - 6} y={PAD.top + ih} textAnchor="end" fontSize="10" fill="#4f46e5">
        0
      </text>
      <text x={W - PAD.right + 6} y={PAD.top + 8} fontSize="10" fill="#0f766e">
        {chart.marginMaxText}
      </text>
      <text x={W - PAD.right + 6} y={PAD.top + ih} fontSize="10" fill="#0f766e">
        {chart.marginMinText}
      </text>
    </>
  );
}

/** The marks (budget, threshold, cost, offer, win), the points and margin curves and a dot per offer. */
function ChartSeries({ chart, scale }: { chart: ScoreChart; scale: ChartScale }) {
  const { ih, px, yPoints, yMargin } = scale;
  const line = (f: (p: ScoreChart['points'][number]) => number) =>
    chart.points.map((p) => `${px(p.x).toFixed(1)},${f(p).toFixed(1)}`).join(' ');
  return (
    <>
      {chart.marks.map((m) => (
        <line
          key={m.key}
          data-mark={m.key}
          x1={px(m.x)}
          x2={px(m.x)}
          y1={PAD.top}
          y2={PAD.top + ih}
          stroke={MARK_STROKE[m.key]}
          strokeDasharray={m.key === 'offer' ? undefined : '4 3'}
          strokeWidth={m.key === 'win' || m.key === 'offer' ? 2 : 1}
        >
          <title>{`${m.label}: ${m.value}`}</title>
        </line>
      ))}
      <polyline data-series="points" points={line((p) => yPoints(p.points))} fill="none" stroke="#4f46e5" strokeWidth={2} />
      <polyline
        data-series="margin"
        points={line((p) => yMargin(p.margin))}
        fill="none"
        stroke="#0f766e"
        strokeWidth={2}
        strokeDasharray="6 3"
      />
      {chart.points.map((p, i) => (
        <circle key={i} cx={px(p.x)} cy={yPoints(p.points)} r={2.5} fill={p.abnormal ? '#dc2626' : '#4f46e5'}>
          <title>{`${p.offer}: ${p.totalText} puntos, margen ${p.marginText}${p.abnormal ? ', anormal' : ''}`}</title>
        </circle>
      ))}
    </>
  );
}

function ScoreCurveChart({ chart }: { chart: ScoreChart }) {
  const scale = chartScale(chart);
  const { iw, ih } = scale;
  return (
    <figure className="mt-4">
      <svg role="img" aria-label={M.chart} viewBox={`0 0 ${W} ${H}`} className="w-full max-w-3xl">
        <title>{M.chart}</title>
        <ChartAxes chart={chart} scale={scale} />
        <ChartSeries chart={chart} scale={scale} />
        {/* the price axis: the offers' range in euros (without VAT), lowest on the left */}
        <text x={PAD.left} y={PAD.top + ih + 14} fontSize="10" fill="#334155" data-axis="price-low">
          {chart.priceLowText}
        </text>
        <text x={W - PAD.right} y={PAD.top + ih + 14} textAnchor="end" fontSize="10" fill="#334155" data-axis="price-high">
          {chart.priceHighText}
        </text>
        <text x={PAD.left + iw / 2} y={H - 6} textAnchor="middle" fontSize="10" fill="#64748b">
          Oferta sin IVA
        </text>
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-0.5 w-4 bg-brand-600" /> Puntos totales
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-0.5 w-4 border-t-2 border-dashed border-teal-700" /> Margen
        </span>
        {chart.marks.map((m) => (
          <span key={m.key} className="inline-flex items-center gap-1">
            <span className="inline-block h-3 w-0.5" style={{ background: MARK_STROKE[m.key] }} /> {m.label}: {m.value}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

const SCORE_HEADS = [
  { label: 'Oferta' },
  ...[SCORE_MESSAGES.price, 'Baja', 'Puntos precio', 'Puntos técnicos', 'Total', 'Puesto'].map((label) => ({
    label,
    figure: true,
  })),
  { label: 'Anormal' },
];

/** The offers with their price, discount, points, rank and abnormal mark; ours highlighted, excluded ones greyed. */
function ScoreTable({ rows }: { rows: ScoreView['rows'] }) {
  return (
    // wider than a phone: a focusable, named scroll region (axe's scrollable-region-focusable at 390 px)
    <div className="mt-3">
      <ScrollRegion label="Ofertas y puntuación">
        <FiguresTable
          label="Ofertas y puntuación"
          className="w-full min-w-[40rem] text-sm"
          heads={<CompactHeads heads={SCORE_HEADS} />}
        >
          {rows.map((r, i) => (
            <tr key={i} className={r.ours ? 'bg-brand-50/50 font-medium' : r.excluded ? 'text-slate-400' : ''}>
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                {r.name}
                {r.excluded && <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">Excluida</span>}
              </th>
              {[r.price, r.discount, r.pricePoints, r.technicalPoints, r.totalPoints, r.rank].map((v, k) => (
                <td key={k} className="py-2 pr-3 text-right tabular-nums">
                  {v}
                </td>
              ))}
              <td className={`py-2 ${r.abnormal === 'Sí' ? 'font-semibold text-red-700' : ''}`}>{r.abnormal}</td>
            </tr>
          ))}
        </FiguresTable>
      </ScrollRegion>
    </div>
  );
}

/** `onOfferWin` absent (a reader without permission, a story): no button. */
export function ScorePart({
  view,
  onOfferWin,
  offering = false,
}: {
  view: ScoreView;
  onOfferWin?(price: number): void;
  offering?: boolean;
}) {
  const hintId = useId();
  return (
    <section aria-label={M.title} className="mt-5 border-t border-slate-100 pt-4" data-testid="score">
      <h3 className="text-sm font-semibold text-slate-800">{M.title}</h3>
      <p
        role="status"
        className={`mt-1 text-sm font-medium ${view.winning ? 'text-emerald-700' : 'text-amber-700'}`}
        data-testid="score-summary"
      >
        {view.summary}
      </p>
      <ScoreTable rows={view.rows} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" data-testid="win-price">
          {view.winText}
        </p>
        {onOfferWin && view.winPrice !== null && (
          <div className="flex flex-col items-end gap-1">
            <Button
              variant="secondary"
              disabled={offering}
              aria-describedby={view.winHint ? hintId : undefined}
              onClick={() => onOfferWin(view.winPrice!)}
            >
              {M.offerWin}
            </Button>
            {view.winHint && (
              <p id={hintId} className="max-w-sm text-right text-xs text-slate-600" data-testid="win-hint">
                {view.winHint}
              </p>
            )}
          </div>
        )}
      </div>
      {view.chart && <ScoreCurveChart chart={view.chart} />}
    </section>
  );
}
