/**
 * "Presupuesto y oferta" (docs/budget.md §2–3): the computed total cost without and with VAT, price per hour, the
 * contract years (in a scroll container), and, with a tender budget, "Nuestra oferta" apart, its discount and margin, the abnormal threshold and a bar placing cost,
 * threshold, offer and budget — red when the offer is below cost or abnormal. The figures come from `budgetCard`.
 */
import type { ReactNode } from 'react';
import {
  budgetCard,
  MARGIN_LABEL,
  scoreView,
  SCORE_CARD_MESSAGES,
  type BidView,
  type BudgetCardView,
  type Results,
  type ScoreView,
  RESULT_LABELS,
} from '@licita/domain';
import { Card } from './Card';
import { ScorePart } from './ScorePart';
import { TONE } from './severity';
import { CompactHeads, FiguresTable } from './tableParts';

const MARK_COLOR: Record<BidView['bar'][number]['key'], string> = {
  cost: 'bg-slate-700',
  threshold: 'bg-amber-500',
  offer: 'bg-brand-600',
  budget: 'bg-slate-400',
};

const BAR_TRACK: Record<BidView['tone'], string> = {
  fine: 'bg-emerald-50 ring-1 ring-emerald-200',
  error: 'bg-red-100 ring-1 ring-red-300',
  warning: 'bg-amber-50 ring-1 ring-amber-300',
  info: 'bg-slate-100 ring-1 ring-slate-300',
};

/** A simple horizontal bar: zero at the left, the largest figure at the right, one mark per figure. */
function BidBar({ bid }: { bid: BidView }) {
  const markOf = (key: BidView['bar'][number]['key']) => (key === 'offer' ? TONE[bid.tone].mark : MARK_COLOR[key]);
  return (
    <figure aria-label="Posición de la oferta" className="mt-4">
      <div className={`relative h-3 rounded-full ${BAR_TRACK[bid.tone]}`} data-state={bid.state} data-tone={bid.tone}>
        {bid.bar.map((m) => (
          <span
            key={m.key}
            title={`${m.label}: ${m.value}`}
            className={`absolute top-[-4px] h-5 w-1.5 -translate-x-1/2 rounded ${markOf(m.key)}`}
            style={{ left: `${m.at}%` }}
          />
        ))}
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {bid.bar.map((m) => (
          <span key={m.key} className="inline-flex items-center gap-1">
            <span className={`inline-block h-2 w-2 rounded-sm ${markOf(m.key)}`} /> {m.label}: {m.value}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** A label and its figure; on a narrow card the figure goes under its label, whole, rather than past the edge. */
function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 py-1.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`ml-auto whitespace-nowrap tabular-nums ${strong ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The margin in the colour of the offer's own premise, and the premise's words beside it (premises.md §1): a margin
 * that leaves the overheads uncovered is never shown in the colours of a fine offer.
 */
function MarginRow({ label, value, bid }: { label: string; value: string; bid: BidView }) {
  const s = bid.shortfall;
  if (!s) return <Row label={label} value={value} />;
  const tone = TONE[bid.tone === 'fine' ? s.severity : bid.tone];
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 py-1.5 sm:col-span-2" data-severity={s.severity}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`ml-auto font-semibold whitespace-nowrap tabular-nums ${tone.text}`} data-testid="margin">
        {value}
      </dd>
      <dd className={`mt-1 basis-full rounded-md px-2 py-1 text-sm ring-1 ${tone.box} ${tone.text}`} data-testid="offer-premise">
        {s.message}
      </dd>
    </div>
  );
}

const YEAR_HEADS = [
  { label: 'Año' },
  { label: 'Periodo' },
  { label: 'Sin IVA', figure: true },
  { label: 'IVA', figure: true },
  { label: 'Con IVA', figure: true },
];

/** The contract years without VAT, VAT and with VAT, in a focusable scroll region. */
function YearsTable({ years }: { years: BudgetCardView['years'] }) {
  return (
    // scrolls rather than cutting "Con IVA" or wrapping "€" when the card is narrow; focusable for the keyboard
    <div
      className="overflow-x-auto rounded focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      tabIndex={0}
      role="region"
      aria-label="Presupuesto por años de contrato (desplazable)"
    >
      <FiguresTable
        label="Presupuesto por años de contrato"
        className="w-full text-sm whitespace-nowrap"
        heads={<CompactHeads heads={YEAR_HEADS} />}
      >
        {years.map((y) => (
          <tr key={y.label}>
            <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-800">
              {y.label}
            </th>
            <td className="py-2 pr-3 whitespace-nowrap text-slate-600">
              {y.from} – {y.to}
            </td>
            <td className="py-2 pr-3 text-right tabular-nums">{y.withoutVat}</td>
            <td className="py-2 pr-3 text-right tabular-nums">{y.vat}</td>
            <td className="py-2 text-right tabular-nums">{y.withVat}</td>
          </tr>
        ))}
      </FiguresTable>
    </div>
  );
}

/** With a tender budget: Nuestra oferta, its figures (the margin with its premise), the bar, the verdict and Puntuación. */
function BidSection({
  bid,
  score,
  onOfferWin,
  offering,
}: {
  bid: BidView;
  score: ScoreView | null;
  onOfferWin?(price: number): void;
  offering?: boolean;
}) {
  return (
    <div className="mt-5 border-t border-slate-100 pt-4" data-testid="bid">
      <section
        aria-label="Nuestra oferta"
        className={`mb-4 rounded-xl px-4 py-3 ring-1 ${TONE[bid.tone].box}`}
        data-tone={bid.tone}
      >
        <h3 className="text-sm font-semibold text-slate-900">Nuestra oferta</h3>
        <dl className="grid gap-x-8 sm:grid-cols-2">
          {bid.offer.map((f) => (
            <Row key={f.label} label={f.label} value={f.value} strong />
          ))}
        </dl>
      </section>
      <dl className="grid gap-x-8 sm:grid-cols-2">
        {bid.figures.map((f) =>
          f.label === MARGIN_LABEL ? (
            <MarginRow key={f.label} label={f.label} value={f.value} bid={bid} />
          ) : (
            <Row key={f.label} label={f.label} value={f.value} />
          ),
        )}
      </dl>
      <BidBar bid={bid} />
      <p role={bid.state === 'fine' ? 'status' : 'alert'} className={`mt-3 text-sm font-medium ${TONE[bid.tone].text}`}>
        {bid.verdict}
      </p>
      {score ? (
        <ScorePart view={score} onOfferWin={onOfferWin} offering={offering} />
      ) : (
        <p className="mt-4 text-sm text-slate-500">{SCORE_CARD_MESSAGES.noScore}</p>
      )}
    </div>
  );
}

/** `onOfferWin`: 'Ofertar el precio ganador' where the page lets the user change the parameters. */
export function BudgetCard({
  results,
  action,
  onOfferWin,
  offering,
}: {
  /** Resultados de la simulación: costes, presupuesto por años, oferta y puntuación. */
  results: Results;
  /** Botones en la cabecera de la tarjeta (Fundamentos, «Descargar justificación») donde la página los ofrece. */
  action?: ReactNode;
  /** «Ofertar el precio ganador»: se llama con ese precio sin IVA. Sin él (usuario sin permiso), no hay botón. */
  onOfferWin?(price: number): void;
  /** Cambiando la oferta al precio ganador: el botón «Ofertar el precio ganador» queda desactivado. */
  offering?: boolean;
}) {
  const view = budgetCard(results);
  const score = scoreView(results);
  if (!view) return null;
  return (
    <Card title={RESULT_LABELS.bid} action={action}>
      <div className="grid gap-6 2xl:grid-cols-2">
        <dl className="divide-y divide-slate-100">
          {view.totals.map((t) => (
            <Row key={t.label} label={t.label} value={t.value} strong={t.label === RESULT_LABELS.totalCostWithVat} />
          ))}
        </dl>
        <YearsTable years={view.years} />
      </div>
      {view.bid ? (
        <BidSection bid={view.bid} score={score} onOfferWin={onOfferWin} offering={offering} />
      ) : (
        <p className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-500">
          Indica el presupuesto base de licitación (sin IVA) en «Modificar parámetros» para ver la baja, el margen y el umbral de
          anormalidad.
        </p>
      )}
    </Card>
  );
}
