/**
 * Progreso: the run's events in time order, each expandable to its Debug sub-events; errors and warnings ('Aviso',
 * amber) with an icon. `ProgressCard` reads them a page at a time (GET /simulation/{id}/events, newest first): the
 * newest page, again at each poll of a running run, and older ones with 'Anterior' / 'Siguiente'.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { TOKENS } from '@licita/application';
import {
  EVENT_LEVEL_LABELS,
  errorCount,
  formatDateTime,
  groupEvents,
  warningCount,
  type EventEntry,
  type EventLevels,
  type Paged,
  type SimulationEvent,
} from '@licita/domain';
import { useService } from '../../app/container';
import { AlertIcon, ChevronDownIcon, ChevronRightIcon, SpinnerIcon } from '../../components/icons';
import { Pager, pageWindowAt } from '../../components/Pager';
import { Card } from './Card';

/** Events read and shown at a time (a run of a small tender writes fewer: one page). */
const EVENTS_PAGE = 100;

function time(e: SimulationEvent) {
  return formatDateTime(e.created).split(', ')[1] ?? '';
}

/** The icon of an error or a warning, named by its level for screen readers. */
function LevelIcon({ level, className }: { level: 'Error' | 'Warning'; className: string }) {
  return (
    <AlertIcon
      width={16}
      height={16}
      className={className}
      role="img"
      aria-label={EVENT_LEVEL_LABELS[level]}
      aria-hidden={false}
    />
  );
}

function Entry({ entry }: { entry: EventEntry }) {
  const [open, setOpen] = useState(false);
  const { event, details } = entry;
  const tone = entry.isError
    ? 'text-red-700'
    : entry.isWarning
      ? 'text-amber-800'
      : entry.debugOnly
        ? 'text-slate-500'
        : 'text-slate-900';
  return (
    <li className="py-2.5" data-type={event.type_info}>
      <div className="flex items-start gap-3">
        <span className="mt-0.5 w-16 shrink-0 text-xs text-slate-500 tabular-nums" title={formatDateTime(event.created)}>
          {time(event)}
        </span>
        <span className="mt-0.5 w-4 shrink-0">
          {entry.isError && <LevelIcon level="Error" className="text-red-600" />}
          {entry.isWarning && <LevelIcon level="Warning" className="text-amber-600" />}
        </span>
        <div className="min-w-0 flex-1">
          <p className={`text-sm font-medium ${tone}`}>
            {entry.isWarning && (
              <span className="mr-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-800">
                {EVENT_LEVEL_LABELS.Warning}
              </span>
            )}
            {event.title}
          </p>
          <p
            className={`text-sm break-words ${entry.isError ? 'text-red-700' : entry.isWarning ? 'text-amber-800' : 'text-slate-600'}`}
          >
            {event.description}
          </p>
          {details.length > 0 && (
            <>
              <button
                type="button"
                onClick={() => setOpen((o) => !o)}
                aria-expanded={open}
                className="mt-1 inline-flex items-center gap-1 rounded text-xs font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {open ? <ChevronDownIcon width={14} height={14} /> : <ChevronRightIcon width={14} height={14} />}
                {open ? 'Ocultar detalle' : `Ver detalle (${details.length})`}
              </button>
              {open && (
                <ul aria-label={`Detalle de ${event.title}`} className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3">
                  {details.map((d) => (
                    <li key={d.id} className="text-xs text-slate-500">
                      <span className="mr-2 tabular-nums">{time(d)}</span>
                      <span className="font-medium text-slate-600">{d.title}:</span> {d.description}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </div>
    </li>
  );
}

export function ProgressSection({
  events,
  running,
  pager,
  levels,
}: {
  /** Los eventos del cálculo (información, avisos y errores), en orden; null mientras se cargan. */
  events: readonly SimulationEvent[] | null;
  /** Si la simulación se está calculando todavía. */
  running: boolean;
  /** Las páginas de eventos, cuando hay más de una. */
  pager?: ReactNode;
  /** Errores y avisos de todo el cálculo (no solo de la página mostrada); sin ellos, los de `events`. */
  levels?: EventLevels;
}) {
  if (events === null)
    return (
      <Card title="Progreso">
        <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
          <SpinnerIcon width={16} height={16} /> Cargando eventos…
        </p>
      </Card>
    );
  const entries = groupEvents(events);
  const errors = levels?.errors ?? errorCount(events);
  const warnings = levels?.warnings ?? warningCount(events);
  return (
    <Card
      title="Progreso"
      action={
        <span className="flex items-center gap-2 text-xs text-slate-500">
          {running && <SpinnerIcon width={14} height={14} />}
          {warnings > 0 && (
            <span className="font-medium text-amber-800">{warnings === 1 ? '1 aviso' : `${warnings} avisos`}</span>
          )}
          {errors > 0 && <span className="font-medium text-red-700">{errors === 1 ? '1 error' : `${errors} errores`}</span>}
        </span>
      }
    >
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">Todavía no hay eventos</p>
      ) : (
        <ol aria-label="Eventos de la simulación" className="divide-y divide-slate-100">
          {entries.map((e) => (
            <Entry key={e.event.id} entry={e} />
          ))}
        </ol>
      )}
      {pager}
    </Card>
  );
}

/**
 * Progreso of a simulation: a page of its events read apart from the simulation, read again whenever `refresh`
 * changes (each poll of a running run, a reload after a change).
 */
export function ProgressCard({ simulationId, running, refresh }: { simulationId: string; running: boolean; refresh: unknown }) {
  const result = useService(TOKENS.SimulationResult);
  const [page, setPage] = useState(0);
  const [events, setEvents] = useState<Paged<SimulationEvent> | null>(null);
  useEffect(() => {
    const sub = result.events(simulationId, { offset: page * EVENTS_PAGE, limit: EVENTS_PAGE }).subscribe({
      next: setEvents,
      error: () => setEvents((held) => held ?? { items: [], total: 0 }),
    });
    return () => sub.unsubscribe();
  }, [result, simulationId, page, refresh]);
  const w = pageWindowAt(page, EVENTS_PAGE, events?.total ?? 0, setPage);
  const pager = w.pages > 1 ? <Pager label="Progreso" window={w} noun="eventos" one="evento" /> : null;
  // the page comes newest first: oldest first again, so events written at the same time keep their order
  const shown = useMemo(() => (events ? [...events.items].reverse() : null), [events]);
  return <ProgressSection events={shown} running={running} pager={pager} levels={events?.levels} />;
}
