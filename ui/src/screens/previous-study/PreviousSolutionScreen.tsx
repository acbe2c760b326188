import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { TOKENS, type PreviousStudyContext, type PreviousStudyEditor, type PreviousStudySolution } from '@licita/application';
import {
  breadcrumbName,
  categoryRows,
  costBreakdown,
  elapsedMs,
  formatDateTime,
  formatElapsed,
  formatNumber,
  parseResults,
  PreviousStudyRules,
  resultTotals,
  truncate,
  type PreviousStudy,
} from '@licita/domain';
import { useService, useSession } from '../../app/container';
import { Breadcrumb, Button, EmptyState, PageLoading } from '../../components/ui';
import { SpinnerIcon } from '../../components/icons';
import { openDownload } from '../simulation-form/fields';
import { StudyParametersDialog } from './StudyParametersDialog';

const euros = (n: number) => `${formatNumber(n, 2)} €`;
const fte = (n: number) => formatNumber(n, 2);

function Card({ title, children, className = '' }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 ${className}`}>
      <h2 className="text-sm font-medium text-slate-500">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** The figures of a solved study: employees, total, the cost breakdown with its bars, and the categories. */
function StudyResultsView({ results }: { results: unknown }) {
  const parsed = parseResults(results);
  if (parsed.kind === 'none') return null;
  if (parsed.kind === 'unparsable')
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200">
        <p className="font-semibold">No se han podido leer los resultados del estudio previo</p>
        <pre className="mt-2 overflow-x-auto text-xs whitespace-pre-wrap">{parsed.text}</pre>
      </div>
    );
  const r = parsed.results;
  const totals = resultTotals(r);
  const costs = costBreakdown(r);
  const rows = categoryRows(r);
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Card title="Empleados/as">
          <p className="text-3xl font-semibold text-slate-900" data-testid="study-employees">
            {formatNumber(totals.employees, 0)}
          </p>
        </Card>
        <Card title="Coste Total">
          <p className="text-3xl font-semibold text-slate-900" data-testid="study-total-cost">
            {euros(totals.totalCost)}
          </p>
        </Card>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card title="Costes">
          <dl className="space-y-2 text-sm">
            {costs.map((c) => (
              <div key={c.key}>
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">{c.label}</dt>
                  <dd className="font-medium text-slate-900 tabular-nums" data-testid={`study-cost-${c.key}`}>
                    {euros(c.value)}
                  </dd>
                </div>
                <div className="mt-1 h-1.5 rounded-full bg-slate-100" aria-hidden="true">
                  <div className="h-1.5 rounded-full bg-brand-600" style={{ width: `${(c.share * 100).toFixed(1)}%` }} />
                </div>
              </div>
            ))}
          </dl>
        </Card>
        <Card title="Empleados/as por tipo">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600">A contratar</dt>
            <dd className="text-right font-medium tabular-nums">{formatNumber(totals.countNew, 0)}</dd>
            <dt className="text-slate-600">ETC</dt>
            <dd className="text-right font-medium tabular-nums">{fte(totals.fteNew)}</dd>
            <dt className="text-slate-600">A subrogar</dt>
            <dd className="text-right font-medium tabular-nums">{formatNumber(totals.countSub, 0)}</dd>
            <dt className="text-slate-600">ETC</dt>
            <dd className="text-right font-medium tabular-nums">{fte(totals.fteSub)}</dd>
          </dl>
        </Card>
      </div>
      <div className="overflow-x-auto rounded-xl bg-white shadow-xs ring-1 ring-slate-200">
        <table aria-label="Categorías" className="min-w-full text-sm">
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              {['Categorías', 'Empleados/as', 'ETC', 'Horas', 'Coste salarial'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((c) => (
              <tr key={c.name}>
                <td className="px-3 py-2">{c.name}</td>
                <td className="px-3 py-2 tabular-nums">{formatNumber(c.employees, 0)}</td>
                <td className="px-3 py-2 tabular-nums">{fte(c.fte)}</td>
                <td className="px-3 py-2 tabular-nums">{formatNumber(c.hours, 0)}</td>
                <td className="px-3 py-2 tabular-nums">{euros(c.wageCosts)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
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

export function PreviousSolutionView({ initial }: { initial: PreviousStudyContext }) {
  const { permissions } = useSession();
  const solution = useService<PreviousStudySolution>(TOKENS.PreviousStudySolution);
  const [study, setStudy] = useState<PreviousStudy>(initial.study);
  const [modifying, setModifying] = useState(false);
  const [version, setVersion] = useState(0);
  const { project } = initial;
  const running = study.status === 'Running';
  const updating = study.sub_status === 'PENDING' && study.status === 'Solved';
  const now = useNow(running);
  useEffect(() => {
    const sub = solution.watch(study.id).subscribe({ next: setStudy, error: () => undefined });
    return () => sub.unsubscribe();
    // watch again after each change of parameters
  }, [solution, study.id, version]);
  const canModify = PreviousStudyRules.edit(permissions) && study.can_modify_parameters;
  const errors = (study.events as Array<{ id?: string; type_info?: string; title?: string; description?: string }>).filter((e) => e.type_info === 'Error');
  return (
    <section>
      <Breadcrumb
        items={[
          { label: 'Inicio', href: '/' },
          { label: 'Licitaciones', href: '/projects' },
          { label: truncate(project.name), href: `/projects/${project.uid}` },
          { label: breadcrumbName(study.name) },
        ]}
      />
      <h1 className="mb-4 text-2xl font-semibold break-words text-slate-900">{study.name}</h1>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4 rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200">
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
        <div className="flex flex-wrap items-center gap-2">
          {study.data_url ? (
            <Button variant="secondary" onClick={() => openDownload(study.data_url!)}>
              Formulario
            </Button>
          ) : (
            <Link href={`/previous/${project.uid}/${study.id}`} className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
              Formulario
            </Link>
          )}
          {canModify && (
            <Button variant="secondary" onClick={() => setModifying(true)}>
              Modificar
            </Button>
          )}
          {study.result_url && !updating && (
            <Button onClick={() => solution.solutionUrl(study.id).subscribe({ next: openDownload, error: () => undefined })}>Descargar solución</Button>
          )}
        </div>
      </div>
      {running && (
        <p role="status" className="mb-4 flex items-center gap-2 text-sm font-medium text-brand-700">
          <SpinnerIcon width={16} height={16} />
          Calculando costes del estudio previo
        </p>
      )}
      {updating && (
        <p role="status" className="mb-4 flex items-center gap-2 text-sm font-medium text-brand-700">
          <SpinnerIcon width={16} height={16} />
          Actualizando estudio previo
        </p>
      )}
      {errors.length > 0 && (
        <ul role="alert" className="mb-4 space-y-1 rounded-xl bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200">
          {errors.map((e, i) => (
            <li key={e.id ?? i}>
              <span className="font-semibold">{e.title}</span>
              {e.description ? `: ${e.description}` : ''}
            </li>
          ))}
        </ul>
      )}
      {study.results ? <StudyResultsView results={study.results} /> : !running && <EmptyState title="El estudio previo aún no tiene resultados" />}
      <StudyParametersDialog
        open={modifying}
        studyId={study.id}
        onClose={() => setModifying(false)}
        onModified={(s) => {
          setModifying(false);
          setStudy(s);
          setVersion((v) => v + 1);
        }}
      />
    </section>
  );
}

/** /previous_solution/:projectId/:previousStudyId — the previous-study solution. */
export function PreviousSolutionScreen({ projectId, previousStudyId }: { projectId: string; previousStudyId: string }) {
  const editor = useService<PreviousStudyEditor>(TOKENS.PreviousStudyEditor);
  const [ctx, setCtx] = useState<PreviousStudyContext | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setCtx(null);
    setFailed(false);
    const sub = editor.load(projectId, previousStudyId).subscribe({ next: setCtx, error: () => setFailed(true) });
    return () => sub.unsubscribe();
  }, [editor, projectId, previousStudyId]);
  if (failed)
    return (
      <section>
        <Breadcrumb items={[{ label: 'Inicio', href: '/' }, { label: 'Licitaciones', href: '/projects' }]} />
        <EmptyState title="No se ha podido cargar el estudio previo" subtitle="Vuelve a intentarlo" />
      </section>
    );
  if (!ctx) return <PageLoading label="Cargando estudio previo…" />;
  return <PreviousSolutionView key={ctx.study.id} initial={ctx} />;
}
