/**
 * /projects/{projectId}/simulations/{simulationId} — the simulation page: the header card, the
 * figures (from the summary of GET /simulation: one light read paints them), charts, workers and weekly roster of a solved run ('Actualizando simulación' while a parameter change is
 * still being re-costed, also after a reload), 'Tiempo transcurrido' ticking while it runs (the page refreshes every
 * 2 s until the run ends), Progreso, and results that cannot be read in an alert.
 */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { SIMULATION_SCREEN_TEXTS } from './messages';
import { TOKENS, type SimulationPage } from '@licita/application';
import {
  can,
  canCancelRun,
  canChangeSolution,
  elapsedMs,
  formatElapsed,
  isRunning,
  PARAMETER_MESSAGES,
  RUN_MESSAGES,
  simulationFormRoute,
} from '@licita/domain';
import { Link } from 'wouter';
import { useService, useSession } from '../../app/container';
import { Button, PageLoading } from '../../components/ui';
import { LoadFailed } from '../../components/LoadedScreen';
import { ConfirmDialog } from '../../components/dialogs';
import { RefreshIcon, SpinnerIcon } from '../../components/icons';
import { HeaderCard } from './HeaderCard';
import { ResultCards } from './ResultCards';
import { ProgressCard } from './ProgressSection';
import { StaffCard } from './StaffCard';
import { MarketCard } from './MarketCard';
import { usePendingChange } from './usePendingChange';
import { ParametersDialog } from './ParametersDialog';
import { JustificationDialog } from './JustificationDialog';
import { JustificationButton } from './JustificationButton';
import { useOfferWin, useRunActions } from './useRunActions';
import { lazyNamed } from '../../app/lazyNamed';
import { TenderItemBreadcrumb } from '../../components/TenderBreadcrumb';

// The weekly roster (the page's largest part) comes in a chunk of its own, fetched when a solved run shows it.
const RosterCard = lazyNamed(() => import('./RosterCard'), 'RosterCard');
// Looks like the card, but is not yet its 'Cuadrante semanal' region.
const rosterLoading = (
  <div className="rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200">
    <h2 className="text-sm font-semibold text-slate-700">Cuadrante semanal</h2>
    <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-500">
      <SpinnerIcon width={16} height={16} /> Cargando cuadrante…
    </p>
  </div>
);

/** The scheduler's clock, ticking every second while `on` (null otherwise). */
function useClock(on: boolean): number | null {
  const result = useService(TOKENS.SimulationResult);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!on) return setNow(null);
    const sub = result.clock().subscribe(setNow);
    return () => sub.unsubscribe();
  }, [result, on]);
  return now;
}

function ElapsedCard({ elapsed }: { elapsed: number | null }) {
  return (
    <section
      aria-label="Tiempo transcurrido"
      className="flex items-center justify-between gap-4 rounded-xl bg-orange-50 p-5 ring-1 ring-orange-200"
    >
      <div>
        <h2 className="text-sm font-semibold text-orange-800">Tiempo transcurrido</h2>
        <p className="mt-1 text-3xl font-semibold text-orange-900 tabular-nums" role="timer" aria-live="off">
          {formatElapsed(elapsed)}
        </p>
      </div>
      <RefreshIcon width={28} height={28} className="animate-spin text-orange-500 [animation-duration:2s]" />
    </section>
  );
}

export interface SimulationPageViewProps {
  page: SimulationPage;
  updating?: boolean;
  /** Read the simulation again (after re-costing or a cancel). */
  onReload?(): void;
  onUpdating?(on: boolean): void;
}

/** The notes between the header and the results: re-costing, inputs changed since the solution, stopped, unreadable. */
function RunNotices({ simulation, updating }: { simulation: SimulationPage['simulation']; updating: boolean }) {
  return (
    <>
      {updating && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800 ring-1 ring-brand-100"
        >
          <SpinnerIcon width={16} height={16} /> {PARAMETER_MESSAGES.updating}
        </p>
      )}
      {simulation.status === 'Solved' && simulation.inputs_changed_since_solution && (
        <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {RUN_MESSAGES.inputsChanged}
        </p>
      )}
    </>
  );
}

/** A stopped run's way back to its form, and results that cannot be read. */
function StoppedOrUnparsable({ page }: { page: SimulationPage }) {
  const { project, simulation, results } = page;
  return (
    <>
      {simulation.status === 'Stopped' && (
        <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
          La simulación está detenida.{' '}
          <Link href={simulationFormRoute(project.uid, simulation.id)} className="font-medium text-brand-700 hover:underline">
            Abrir el formulario
          </Link>
        </p>
      )}
      {results.kind === 'unparsable' && (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">{RUN_MESSAGES.unparsable}</p>
          <pre className="mt-2 text-xs break-all whitespace-pre-wrap">{results.text}</pre>
        </div>
      )}
    </>
  );
}

/** A solved run's figures, workers and weekly roster. */
function SolvedResults({
  page,
  budgetAction,
  onOfferWin,
  offering,
  market,
}: {
  page: SimulationPage;
  budgetAction: ReactNode;
  onOfferWin: ((price: number) => void) | undefined;
  offering: boolean;
  /** 'El mercado': whether its button may change the parameters, and how the page follows the change. */
  market: { canChange: boolean; onUpdating?(on: boolean): void; onReload(): void };
}) {
  const { project, simulation, results } = page;
  if (results.kind !== 'ok') return null;
  const solved = simulation.status === 'Solved';
  return (
    <>
      <ResultCards
        results={results.results}
        budgetAction={budgetAction}
        onOfferWin={onOfferWin}
        offering={offering}
        // the rate of Datos básicos is the solution's until an input changes after it
        flatSocialSecurity={simulation.inputs_changed_since_solution ? null : (simulation.social_security ?? null)}
        // the summary of GET /simulation has the bounds' sums; their table and the explanations are read apart
        simulation={{ id: simulation.id, version: simulation.updatedAt }}
      />
      {solved && (
        <MarketCard
          simulationId={simulation.id}
          workspaceId={project.workspace_id}
          bid={results.results.bid ?? null}
          {...market}
        />
      )}
      {solved && <StaffCard simulationId={simulation.id} version={simulation.updatedAt} />}
      {solved && (
        <Suspense fallback={rosterLoading}>
          <RosterCard simulationId={simulation.id} version={simulation.updatedAt} />
        </Suspense>
      )}
    </>
  );
}

export function SimulationPageView({ page, updating = false, onReload = () => undefined, onUpdating }: SimulationPageViewProps) {
  const { permissions } = useSession();
  const { project, simulation, results } = page;
  const running = isRunning(simulation.status);
  const now = useClock(running);
  const [modifying, setModifying] = useState(false);
  const [grounds, setGrounds] = useState(false);
  const actions = useRunActions(simulation, project.workspace_id, updating, onReload);
  const { offering, offerWin } = useOfferWin(simulation.id, onUpdating, onReload);
  // a run that ended without an end time (e.g. cancelled) has no known duration
  const elapsed = running || simulation.finished ? elapsedMs(simulation.started, simulation.finished, now ?? Date.now()) : null;
  const solved = simulation.status === 'Solved';
  const canChange = canChangeSolution(permissions, simulation.status, results.kind === 'ok');
  const justifyButton = solved ? (
    <div className="flex flex-wrap items-start justify-end gap-2">
      <Button variant="secondary" onClick={() => setGrounds(true)}>
        Fundamentos
      </Button>
      <JustificationButton state={actions.justifyState} onDownload={actions.justify} />
    </div>
  ) : undefined;
  return (
    <section className="space-y-4">
      <TenderItemBreadcrumb project={project} item={simulation.name} />
      <HeaderCard
        simulation={simulation}
        projectId={project.uid}
        elapsed={elapsed}
        canChange={canChange}
        canCancel={canCancelRun(permissions, simulation.status)}
        downloading={actions.busy === 'download'}
        onModify={() => setModifying(true)}
        onDownload={actions.download}
        downloadingForm={actions.busy === 'formulario'}
        onDownloadForm={actions.downloadFormulario}
        onCancel={() => actions.setCancelling(true)}
      />
      <RunNotices simulation={simulation} updating={updating} />
      {running && <ElapsedCard elapsed={elapsed} />}
      <StoppedOrUnparsable page={page} />
      <SolvedResults
        page={page}
        budgetAction={justifyButton}
        onOfferWin={canChange && solved ? offerWin : undefined}
        offering={offering || updating}
        market={{ canChange: canChange && solved, onUpdating, onReload }}
      />
      <ProgressCard simulationId={simulation.id} running={running} refresh={simulation} />
      {canChange && (
        <ParametersDialog
          open={modifying}
          simulationId={simulation.id}
          onClose={() => setModifying(false)}
          onUpdating={onUpdating}
          onDone={onReload}
          noticeFormula={project.award_criteria?.find((c) => c.is_price)?.formula ?? null}
        />
      )}
      {solved && (
        <JustificationDialog
          open={grounds}
          simulationId={simulation.id}
          canEdit={can(permissions, 'simulation', 'update')}
          onClose={() => setGrounds(false)}
        />
      )}
      {solved && actions.bidderDialog}
      <ConfirmDialog
        open={actions.cancelling}
        title="Cancelar simulación"
        text="Se detendrá el cálculo en curso y la simulación volverá a poder editarse. La simulación gastada no se devuelve."
        confirmLabel="Sí, cancelar"
        busy={actions.busy === 'cancel'}
        onConfirm={actions.cancel}
        onClose={() => actions.setCancelling(false)}
      />
    </section>
  );
}

/** The route: loads the page and follows the run; `reload` subscribes again (after re-costing or a cancel). */
export function SimulationScreen({
  projectId,
  simulationId,
}: {
  /** Identificador de la licitación. */
  projectId: string;
  /** Identificador de la simulación que se muestra. */
  simulationId: string;
}) {
  const result = useService(TOKENS.SimulationResult);
  const [page, setPage] = useState<SimulationPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const [updating, setUpdating] = useState(false);
  const reload = () => setVersion((v) => v + 1);
  usePendingChange(simulationId, page?.simulation.status === 'Solved' && page.results.kind === 'ok', setUpdating, reload);
  useEffect(() => {
    setFailed(false);
    const sub = result.page(projectId, simulationId).subscribe({ next: setPage, error: () => setFailed(true) });
    return () => sub.unsubscribe();
  }, [result, projectId, simulationId, version]);
  if (failed && !page) return <LoadFailed title={SIMULATION_SCREEN_TEXTS.loadFailed} />;
  if (!page) return <PageLoading label="Cargando simulación…" />;
  return <SimulationPageView page={page} updating={updating} onUpdating={setUpdating} onReload={reload} />;
}
