import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { TOKENS, type PreviousStudyContext } from '@licita/application';
import {
  elapsedMs,
  formatDateTime,
  formatElapsed,
  parseResults,
  PreviousStudyRules,
  type PreviousStudy,
  PREVIOUS_STUDY_MESSAGES,
} from '@licita/domain';
import { LoadedPreviousStudy } from './LoadedPreviousStudy';
import { useService, useSession } from '../../app/container';
import { useBidderFirst } from '../simulation/useBidderFirst';
import { Button, EmptyState } from '../../components/ui';
import { SpinnerIcon } from '../../components/icons';
import { openDownload } from '../simulation-form/fields';
import { StudyParametersDialog } from './StudyParametersDialog';
import { ResultCards } from '../simulation/ResultCards';
import { TenderItemBreadcrumb } from '../../components/TenderBreadcrumb';

/** The figures of a solved study, as the simulation page shows them; unreadable results in an alert. */
function StudyResultsView({
  results,
  budgetAction,
  onOfferWin,
  offering,
}: {
  results: unknown;
  budgetAction?: ReactNode;
  onOfferWin?(price: number): void;
  offering?: boolean;
}) {
  const parsed = parseResults(results);
  if (parsed.kind === 'none') return null;
  if (parsed.kind === 'unparsable')
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200">
        <p className="font-semibold">No se han podido leer los resultados del estudio previo</p>
        <pre className="mt-2 text-xs break-all whitespace-pre-wrap">{parsed.text}</pre>
      </div>
    );
  return <ResultCards results={parsed.results} budgetAction={budgetAction} onOfferWin={onOfferWin} offering={offering} />;
}

/** The clock of a running study, ticking once a second. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [ticking]);
  return now;
}

type StudyEvent = { id?: string; type_info?: string; title?: string; description?: string };

/** The study as it changes: watched again after each change of parameters or offer. */
function useWatchedStudy(initial: PreviousStudy) {
  const solution = useService(TOKENS.PreviousStudySolution);
  const [study, setStudy] = useState<PreviousStudy>(initial);
  const [version, setVersion] = useState(0);
  const [offering, setOffering] = useState(false);
  useEffect(() => {
    const sub = solution.watch(study.id).subscribe({ next: setStudy, error: () => undefined });
    return () => sub.unsubscribe();
    // watch again after each change of parameters
  }, [solution, study.id, version]);
  const changed = (s: PreviousStudy) => {
    setStudy(s);
    setVersion((v) => v + 1);
  };
  /** The same change as Guardar in 'Modificar', with only the offer changed. */
  const offerPrice = (price: number) => {
    setOffering(true);
    solution.offerPrice(study.id, price).subscribe({
      next: (s) => {
        setOffering(false);
        changed(s);
      },
      error: () => setOffering(false),
    });
  };
  return { study, changed, offering, offerPrice };
}

export function PreviousSolutionView({ initial }: { initial: PreviousStudyContext }) {
  const { permissions } = useSession();
  const solution = useService(TOKENS.PreviousStudySolution);
  const { study, changed, offering, offerPrice } = useWatchedStudy(initial.study);
  const [modifying, setModifying] = useState(false);
  const { project } = initial;
  // the justification's cover names the bidder: asked for before the first download when missing
  const bidderFirst = useBidderFirst(project.workspace_id);
  const running = study.status === 'Running';
  const updating = study.sub_status === 'PENDING' && study.status === 'Solved';
  const canModify = PreviousStudyRules.edit(permissions) && study.can_modify_parameters;
  const downloadJustification = () =>
    bidderFirst.guard(() =>
      solution.justificationUrl(study.id).subscribe({ next: (l) => openDownload(l.download_url), error: () => undefined }),
    );
  return (
    <section>
      <TenderItemBreadcrumb project={project} item={study.name} />
      <h1 className="mb-4 text-2xl font-semibold break-words text-slate-900">{study.name}</h1>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4 rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200">
        <StudyTimes study={study} running={running} />
        <StudyActions
          study={study}
          formHref={`/previous/${project.uid}/${study.id}`}
          onModify={canModify ? () => setModifying(true) : undefined}
          updating={updating}
        />
      </div>
      {running && <StudyStatus text={PREVIOUS_STUDY_MESSAGES.calculating} />}
      {updating && <StudyStatus text={PREVIOUS_STUDY_MESSAGES.updating} />}
      <StudyErrors events={study.events as StudyEvent[]} />
      {study.results ? (
        <StudyResultsView
          results={study.results}
          offering={offering || updating}
          onOfferWin={canModify ? offerPrice : undefined}
          budgetAction={
            study.status === 'Solved' ? (
              <Button variant="secondary" onClick={downloadJustification}>
                Descargar justificación
              </Button>
            ) : undefined
          }
        />
      ) : (
        !running && <EmptyState title="El estudio previo aún no tiene resultados" />
      )}
      {bidderFirst.dialog}
      <StudyParametersDialog
        open={modifying}
        studyId={study.id}
        onClose={() => setModifying(false)}
        onModified={(s) => {
          setModifying(false);
          changed(s);
        }}
      />
    </section>
  );
}

/** 'Inicio', 'Fin' and the time elapsed, ticking while the study runs. */
function StudyTimes({ study, running }: { study: PreviousStudy; running: boolean }) {
  const now = useNow(running);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr_auto_1fr]">
      <dt className="text-slate-500">Inicio</dt>
      <dd className="text-slate-800">{formatDateTime(study.started) || '—'}</dd>
      <dt className="text-slate-500">Fin</dt>
      <dd className="text-slate-800">{formatDateTime(study.finished) || '—'}</dd>
      <dt className="text-slate-500">Tiempo transcurrido</dt>
      <dd className="flex items-center gap-2 text-slate-800 tabular-nums" data-testid="study-elapsed">
        {running && <SpinnerIcon width={14} height={14} />}
        {formatElapsed(elapsedMs(study.started, running ? null : study.finished, now))}
      </dd>
    </dl>
  );
}

/** 'Formulario' (the uploaded file, else the editor), 'Modificar' when allowed, 'Descargar solución' once there. */
function StudyActions({
  study,
  formHref,
  onModify,
  updating,
}: {
  study: PreviousStudy;
  formHref: string;
  onModify?(): void;
  updating: boolean;
}) {
  const solution = useService(TOKENS.PreviousStudySolution);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {study.data_url ? (
        <Button variant="secondary" onClick={() => openDownload(study.data_url!)}>
          Formulario
        </Button>
      ) : (
        <Link href={formHref} className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          Formulario
        </Link>
      )}
      {onModify && (
        <Button variant="secondary" onClick={onModify}>
          Modificar
        </Button>
      )}
      {/* the link is asked for on the click: a read of the study never builds the workbook (result_url is null until then) */}
      {study.status === 'Solved' && !updating && (
        <Button onClick={() => solution.solutionUrl(study.id).subscribe({ next: openDownload, error: () => undefined })}>
          Descargar solución
        </Button>
      )}
    </div>
  );
}

function StudyStatus({ text }: { text: string }) {
  return (
    <p role="status" className="mb-4 flex items-center gap-2 text-sm font-medium text-brand-700">
      <SpinnerIcon width={16} height={16} />
      {text}
    </p>
  );
}

/** The run's errors, each with its title and description. */
function StudyErrors({ events }: { events: StudyEvent[] }) {
  const errors = events.filter((e) => e.type_info === 'Error');
  if (errors.length === 0) return null;
  return (
    // The alert wraps the list: a role on the <ul> itself would hide its items from assistive technology.
    <div role="alert" className="mb-4 rounded-xl bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200">
      <ul className="space-y-1">
        {errors.map((e, i) => (
          <li key={e.id ?? i}>
            <span className="font-semibold">{e.title}</span>
            {e.description ? `: ${e.description}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /previous_solution/:projectId/:previousStudyId — the previous-study solution. */
export function PreviousSolutionScreen({
  projectId,
  previousStudyId,
}: {
  /** Identificador de la licitación. */
  projectId: string;
  /** Identificador del estudio previo cuya solución se muestra. */
  previousStudyId: string;
}) {
  return (
    <LoadedPreviousStudy projectId={projectId} previousStudyId={previousStudyId}>
      {(ctx) => <PreviousSolutionView key={ctx.study.id} initial={ctx} />}
    </LoadedPreviousStudy>
  );
}
