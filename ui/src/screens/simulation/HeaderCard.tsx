/**
 * The header card of the simulation page: launch time (Lanzada el), name, 'Ver formulario' (the form, read-only once
 * launched) and 'Descargar formulario (Excel)' (the input workbook, built when asked for), 'Modificar parámetros' and the social security link (update permission and a
 * solved run), 'Descargar solución' when there is a solution (its workbook built when asked for), the computing time (Tiempo de cálculo), and 'Cancelar simulación' while it runs.
 */
import { Link } from 'wouter';
import {
  SIMULATION_STATUS_LABELS,
  formatDateTime,
  formatElapsed,
  simulationFormRoute,
  socialSecurityRoute,
  type SimulationRun,
  RUN_MESSAGES,
} from '@licita/domain';
import { Button } from '../../components/ui';
import { DocumentIcon, DownloadIcon, PencilIcon, XIcon } from '../../components/icons';

const STATUS: Record<string, { label: string; className: string }> = {
  Solved: { label: SIMULATION_STATUS_LABELS.Solved, className: 'bg-emerald-50 text-emerald-700 ring-emerald-200' },
  Running: { label: SIMULATION_STATUS_LABELS.Running, className: 'bg-orange-50 text-orange-700 ring-orange-200' },
  Error: { label: SIMULATION_STATUS_LABELS.Error, className: 'bg-red-50 text-red-700 ring-red-200' },
  Stopped: { label: SIMULATION_STATUS_LABELS.Stopped, className: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

const HEADER_TEXTS = { openForm: 'Ver formulario', downloadForm: 'Descargar formulario (Excel)' } as const;

const linkClass =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600';

export interface HeaderCardProps {
  simulation: SimulationRun;
  projectId: string;
  elapsed: number | null;
  canChange: boolean;
  canCancel: boolean;
  downloading?: boolean;
  /** The Formulario's link is being asked for (its workbook may be built then). */
  downloadingForm?: boolean;
  onModify(): void;
  onDownload(): void;
  onDownloadForm(): void;
  onCancel(): void;
}

export function HeaderCard({
  simulation,
  projectId,
  elapsed,
  canChange,
  canCancel,
  downloading = false,
  downloadingForm = false,
  onModify,
  onDownload,
  onDownloadForm,
  onCancel,
}: HeaderCardProps) {
  const status = STATUS[simulation.status] ?? STATUS.Stopped!;
  return (
    <section aria-label="Cabecera de la simulación" className="rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-slate-500">
            Lanzada el <span className="text-slate-700 tabular-nums">{formatDateTime(simulation.started) || '—'}</span>
          </p>
          <h1 className="mt-1 text-2xl font-semibold break-words text-slate-900">{simulation.name}</h1>
          <span
            className={`mt-2 inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${status.className}`}
          >
            {status.label}
          </span>
        </div>
        <div className="text-right">
          {/* the time the engine took, not the service's length */}
          <p className="text-sm text-slate-500">Tiempo de cálculo</p>
          <p className="text-xl font-semibold text-slate-900 tabular-nums" aria-label="Tiempo de cálculo">
            {formatElapsed(elapsed)}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {/* the form opens read-only once launched, saying why and offering a copy to edit */}
        <Link href={simulationFormRoute(projectId, simulation.id)} className={linkClass} data-target>
          <DocumentIcon width={16} height={16} /> {HEADER_TEXTS.openForm}
        </Link>
        <Button variant="secondary" onClick={onDownloadForm} loading={downloadingForm}>
          {!downloadingForm && <DownloadIcon width={16} height={16} />} {HEADER_TEXTS.downloadForm}
        </Button>
        {canChange && (
          <>
            <Button variant="secondary" onClick={onModify}>
              <PencilIcon width={16} height={16} /> Modificar parámetros
            </Button>
            <Link href={socialSecurityRoute(projectId, simulation.id)} className={linkClass} data-target>
              {RUN_MESSAGES.socialSecurityTitle}
            </Link>
          </>
        )}
        {/* the workbook is built when asked for (a read of the simulation never builds it): shown with a solution */}
        {simulation.status === 'Solved' && (
          <Button onClick={onDownload} loading={downloading}>
            {!downloading && <DownloadIcon width={16} height={16} />} Descargar solución
          </Button>
        )}
        {canCancel && (
          <Button variant="secondary" onClick={onCancel}>
            <XIcon width={16} height={16} /> Cancelar simulación
          </Button>
        )}
      </div>
    </section>
  );
}
