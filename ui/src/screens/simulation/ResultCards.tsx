/**
 * The figures of a run: the premises a committee checks first (PremisesCard, when the results carry any), Empleados/as (people, split as the Plantilla and the Cuadrante count them) and Coste Total,
 * the costs card (Materiales, Absentismo, Seguridad social, Salarial, Gastos generales when set, Beneficio: they add
 * up to the total; Seguridad social opens to its breakdown) with its chart, the employees card (surrogates, new hires, substitutions, FTE) and
 * the budget card, the contracting authority's annual-hours method beside the roster (ConventionalCard),
 * the quality card (the roster against the lower bounds), the per-category table with the FTE chart, and why the
 * staffing is what it is (ExplanationsCard). A simulation's page paints the cards from the summary of its results
 * (the bounds' sums included) and names the simulation (`simulation`): the quality card's table and the explanations
 * are read apart, a page at a time; the whole results are never read.
 */
import { Suspense, useId, useState, type ReactNode } from 'react';
import {
  categoryRows,
  costBreakdown,
  headcountSentence,
  resultTotals,
  roundCents,
  shownFte,
  type CategoryRow,
  type CostShare,
  type Results,
  type ResultTotals,
  type ShownFte,
  RESULT_LABELS,
} from '@licita/domain';
import { lazyNamed } from '../../app/lazyNamed';
import { PageLoading } from '../../components/ui';
import { BudgetCard } from './BudgetCard';
import { ConventionalCard } from './ConventionalCard';
import { Card } from './Card';
import { ExplanationsCard } from './ExplanationsCard';
import { PremisesCard } from './PremisesCard';
import { QualityCard } from './QualityCard';
import { SmiTopupCard } from './SmiTopupCard';
import { SocialSecurityBreakdown } from './SocialSecurityBreakdown';
import { ChevronDownIcon, ChevronRightIcon } from '../../components/icons';
import { count, euros, fte, hours } from './format';
import { ScrollRegion } from '../../components/ScrollRegion';
import { FiguresTable, NoDataRow, NumberCells, NumberHeads, TextHeads } from './tableParts';

// The charts come in a chunk of their own, after the figures, which are what the page is read for.
const CostBreakdownChart = lazyNamed(() => import('./Charts'), 'CostBreakdownChart');
const FteByCategoryChart = lazyNamed(() => import('./Charts'), 'FteByCategoryChart');
const chartLoading = <PageLoading label="Cargando gráfico…" />;

/** A labelled figure: `<dt>` and `<dd>` of a definition list. */
function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-1.5">
      <dt className="min-w-0 text-sm text-slate-600">{label}</dt>
      <dd className={`ml-auto text-right tabular-nums ${strong ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>{value}</dd>
    </div>
  );
}

/**
 * The offer beside the total cost at the top: the price offered without VAT once it is not the total cost itself
 * (an offer price set, or the winning price offered); null without a bid, or when the offer is the total cost (the
 * engine offers the total cost when no offer price is set).
 */
function headlineOffer(r: Results): number | null {
  if (!r.bid) return null;
  return roundCents(r.bid.offer_without_vat) === roundCents(r.total_cost) ? null : r.bid.offer_without_vat;
}

/** The two headline cards: Empleados/as, and Coste Total (with the offer beside it once they differ). */
function HeadlineCards({ totals, shown, offer }: { totals: ResultTotals; shown: ShownFte; offer: number | null }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Card title="Empleados/as">
        <p className="text-3xl font-semibold text-slate-900 tabular-nums" data-testid="employees-total">
          {count(totals.employees)}
        </p>
        <p className="mt-1 text-sm text-slate-600" data-testid="employees-split">
          {headcountSentence(totals)}
        </p>
        <p className="mt-1 text-sm text-slate-500">{fte(shown.total)} ETC en total (equivalentes a tiempo completo)</p>
      </Card>
      {offer === null ? (
        <Card title="Coste Total">
          <p className="text-3xl font-semibold text-slate-900 tabular-nums" data-testid="total-cost">
            {euros(totals.totalCost)}
          </p>
          <p className="mt-1 text-sm text-slate-500">Durante todo el periodo de servicio</p>
        </Card>
      ) : (
        // the cost is not the price offered: both side by side, each named, so neither is read for the other
        <Card title="Coste total y oferta">
          <dl className="flex flex-wrap gap-x-8 gap-y-3" data-testid="cost-and-offer">
            <div>
              <dt className="text-sm text-slate-600">Coste total</dt>
              <dd className="text-3xl font-semibold text-slate-900 tabular-nums" data-testid="total-cost">
                {euros(totals.totalCost)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Oferta</dt>
              <dd className="text-3xl font-semibold text-brand-700 tabular-nums" data-testid="offer-total">
                {euros(offer)}
              </dd>
            </div>
          </dl>
          <p className="mt-1 text-sm text-slate-500">Sin IVA, durante todo el periodo de servicio</p>
        </Card>
      )}
    </div>
  );
}

/** "Seguridad social" of the Costes card: a button that opens its breakdown (keyboard and screen readers told). */
function SocialSecurityFigure({
  value,
  open,
  panelId,
  onToggle,
}: {
  value: number;
  open: boolean;
  panelId: string;
  onToggle(): void;
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-1.5">
      <dt className="min-w-0 text-sm text-slate-600">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={onToggle}
          className="inline-flex items-center gap-1 rounded text-left text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {open ? <ChevronDownIcon width={14} height={14} /> : <ChevronRightIcon width={14} height={14} />}
          Seguridad social
        </button>
      </dt>
      <dd className="ml-auto text-right text-slate-800 tabular-nums">{euros(value)}</dd>
    </div>
  );
}

/**
 * Costes: the parts adding up to the total, with their chart; the social security line opens to its breakdown
 * (`flatPercent`: the single rate a flat solution was priced at, when known).
 */
function CostsCard({
  costs,
  totalCost,
  results,
  flatPercent,
}: {
  costs: CostShare[];
  totalCost: number;
  results: Results;
  flatPercent: number | null;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // the lines after social security go on under its breakdown
  const cut = costs.findIndex((c) => c.key === 'social_security') + 1;
  const figures = (list: CostShare[]) =>
    list.map((c) =>
      c.key === 'social_security' ? (
        <SocialSecurityFigure key={c.key} value={c.value} open={open} panelId={panelId} onToggle={() => setOpen(!open)} />
      ) : (
        <Figure key={c.key} label={c.label} value={euros(c.value)} />
      ),
    );
  return (
    <Card title="Costes">
      <div className="grid gap-6 2xl:grid-cols-2">
        <div>
          <dl className="divide-y divide-slate-100">{figures(costs.slice(0, cut))}</dl>
          {open && <SocialSecurityBreakdown id={panelId} items={results.social_security_items} flatPercent={flatPercent} />}
          <dl className="divide-y divide-slate-100 border-t border-slate-100">
            {figures(costs.slice(cut))}
            <Figure label="Coste total" value={euros(totalCost)} strong />
          </dl>
        </div>
        <Suspense fallback={chartLoading}>
          <CostBreakdownChart items={costs} total={totalCost} />
        </Suspense>
      </div>
    </Card>
  );
}

/** Empleados: surrogates and hires (fixed shift or substitutions) in people and FTE, with the FTE per category. */
function EmployeesCard({ totals, shown, rows }: { totals: ResultTotals; shown: ShownFte; rows: CategoryRow[] }) {
  return (
    <Card title="Empleados">
      <dl className="divide-y divide-slate-100">
        <Figure label="A subrogar" value={count(totals.countSub)} />
        <Figure label={RESULT_LABELS.fteSurrogated} value={fte(shown.surrogates)} />
        {totals.substitutes === null ? (
          <Figure label="A contratar (sustituciones incluidas)" value={count(totals.countNew)} />
        ) : (
          <>
            <Figure label="A contratar con turno fijo" value={count(totals.countNew - totals.substitutes)} />
            <Figure label="A contratar para sustituciones" value={count(totals.substitutes)} />
          </>
        )}
        <Figure label="ETC a contratar (sustituciones incluidas)" value={fte(shown.hires)} />
        {shown.fixed !== null && shown.substitutes !== null && shown.substitutes > 0 && (
          <>
            <Figure label="de ellos, con turno fijo" value={fte(shown.fixed)} />
            <Figure label="de ellos, para sustituciones" value={fte(shown.substitutes)} />
          </>
        )}
      </dl>
      {rows.length > 0 && (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <h3 className="mb-2 text-xs font-medium tracking-wide text-slate-500 uppercase">{RESULT_LABELS.ftePerCategory}</h3>
          <Suspense fallback={chartLoading}>
            <FteByCategoryChart rows={rows} />
          </Suspense>
        </div>
      )}
    </Card>
  );
}

/** Categorías: people, FTE, hours and wage cost per category, with their total when there are several. */
function CategoriesCard({ totals, shown, rows }: { totals: ResultTotals; shown: ShownFte; rows: CategoryRow[] }) {
  return (
    <Card title="Categorías">
      <ScrollRegion label="Resultados por categoría">
        <FiguresTable
          label="Resultados por categoría"
          className="w-full min-w-[36rem] text-sm"
          heads={
            <>
              <TextHeads labels={['Categorías']} />
              <NumberHeads labels={['Empleados/as', 'ETC', 'Horas', 'Coste salarial']} />
            </>
          }
          foot={
            rows.length > 1 && (
              <tfoot>
                <tr className="border-t border-slate-200 font-semibold text-slate-900">
                  <th scope="row" className="py-2 pr-4 text-left">
                    Total
                  </th>
                  <NumberCells
                    values={[
                      count(totals.employees),
                      fte(shown.total),
                      hours(totals.hours),
                      euros(rows.reduce((a, r) => a + r.wageCosts, 0)),
                    ]}
                  />
                </tr>
              </tfoot>
            )
          }
        >
          {rows.map((r, i) => (
            <tr key={r.name}>
              <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-800">
                {r.name}
              </th>
              <NumberCells values={[count(r.employees), fte(shown.categories[i]), hours(r.hours), euros(r.wageCosts)]} />
            </tr>
          ))}
          {rows.length === 0 && <NoDataRow columns={5} />}
        </FiguresTable>
      </ScrollRegion>
    </Card>
  );
}

/** `budgetAction`: the card's button (Descargar justificación) where the page offers it; `onOfferWin`: 'Ofertar el precio ganador'. */
export function ResultCards({
  results,
  budgetAction,
  onOfferWin,
  offering,
  flatSocialSecurity = null,
  simulation,
}: {
  /** Resultados de la simulación. */
  results: Results;
  /** El porcentaje único de seguridad social con que se calculó (modo no desglosado), si se conoce. */
  flatSocialSecurity?: number | null;
  /** Botones de la tarjeta «Presupuesto y oferta» (Fundamentos, «Descargar justificación») donde la página los ofrece. */
  budgetAction?: ReactNode;
  /** «Ofertar el precio ganador»: se llama con ese precio sin IVA. Sin él, no hay botón. */
  onOfferWin?(price: number): void;
  /** Cambiando la oferta al precio ganador: el botón queda desactivado. */
  offering?: boolean;
  /**
   * La simulación de los resultados y su versión: las cotas por agrupación y puesto de «Calidad de la solución» y «Por
   * qué esta plantilla» se leen de ella. Sin ella (un estudio previo), esas dos tarjetas no se muestran.
   */
  simulation?: { id: string; version: string };
}) {
  const totals = resultTotals(results);
  const rows = categoryRows(results);
  // FTE rounded so that the parts shown add up to the totals shown (amounts stay rounded each, as in the workbook)
  const shown = shownFte(totals, rows);
  return (
    <div className="space-y-4">
      <PremisesCard premises={results.premises} />
      <HeadlineCards totals={totals} shown={shown} offer={headlineOffer(results)} />
      {/* two columns only from 1280 px: beside the sidebar, half of a 1024 px page is too narrow for millions of euros */}
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <CostsCard
          costs={costBreakdown(results)}
          totalCost={totals.totalCost}
          results={results}
          flatPercent={flatSocialSecurity}
        />
        <EmployeesCard totals={totals} shown={shown} rows={rows} />
      </div>
      <BudgetCard results={results} action={budgetAction} onOfferWin={onOfferWin} offering={offering} />
      <ConventionalCard results={results} />
      {simulation && <QualityCard results={results} simulationId={simulation.id} />}
      <SmiTopupCard results={results} />
      <CategoriesCard totals={totals} shown={shown} rows={rows} />
      {simulation && <ExplanationsCard simulationId={simulation.id} version={simulation.version} />}
    </div>
  );
}
