import type { ReactNode } from 'react';
import { CardOpenButton } from './ui';
import {
  formatDate,
  formatDateTime,
  moneyText,
  previousStudyBorderColour,
  SIMULATION_LEGEND,
  SIMULATION_STATUS_LABELS,
  simulationStatusColour,
  truncate,
  type PreviousStudyCard,
  type SimulationCard,
  type StatusColour,
} from '@licita/domain';

const dot: Record<StatusColour, string> = {
  green: 'bg-emerald-500',
  orange: 'bg-orange-500',
  red: 'bg-red-500',
  blue: 'bg-blue-500',
  none: 'bg-slate-300',
};
const border: Record<StatusColour, string> = {
  green: 'border-emerald-500',
  orange: 'border-orange-500',
  red: 'border-red-500',
  blue: 'border-blue-500',
  none: 'border-slate-200',
};
const statusLabel: Record<string, string> = SIMULATION_STATUS_LABELS;
const studyStatusLabel: Record<string, string> = {
  Solved: 'Estudio resuelto',
  Running: 'Estudio en progreso',
  Error: 'Estudio con errores',
  Stopped: 'Estudio sin lanzar',
};

/** Green 'Simulación completada', orange 'Simulación en progreso', red 'Simulación con errores', grey 'Simulación sin lanzar'. */
export function SimulationLegend() {
  return (
    <ul aria-label="Leyenda" className="flex flex-wrap items-center gap-4 text-sm text-slate-600">
      {SIMULATION_LEGEND.map((l) => (
        <li key={l.label} className="flex items-center gap-2">
          <span className={`h-3 w-3 rounded-full ${dot[l.colour]}`} aria-hidden="true" />
          {l.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * Name, start (DD/MM/YYYY, HH:mm:ss), created and updated (DD/MM/YYYY), status colour; a solved simulation adds its
 * total cost and, with a tender budget, its offer (both without VAT, as the bid card shows them).
 */
export function SimulationCardView({
  simulation,
  onOpen,
  actions,
}: {
  /** La simulación: nombre, estado, fechas y, resuelta, su coste total y su oferta. */
  simulation: SimulationCard;
  /** Se llama al pulsar la tarjeta para abrir la simulación. */
  onOpen(s: SimulationCard): void;
  /** Botones de la tarjeta (duplicar, eliminar…) según los permisos. */
  actions?: ReactNode;
}) {
  const colour = simulationStatusColour(simulation.status);
  const solved = simulation.status === 'Solved';
  const totalCost = solved ? (simulation.total_cost ?? null) : null;
  const offer = solved ? (simulation.offer_without_vat ?? null) : null;
  return (
    <li
      className={`relative rounded-xl border-l-4 bg-white p-4 shadow-xs ring-1 ring-slate-200 transition hover:shadow-md ${border[colour]}`}
      data-status={simulation.status}
      data-testid="simulation-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900" title={simulation.name}>
          <CardOpenButton onOpen={() => onOpen(simulation)}>{truncate(simulation.name)}</CardOpenButton>
        </h3>
        <span
          className={`mt-1.5 h-3 w-3 shrink-0 rounded-full ${dot[colour]}`}
          role="img"
          aria-label={statusLabel[simulation.status] ?? simulation.status}
        />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">Inicio</dt>
        <dd className="text-slate-800">{formatDateTime(simulation.started) || '—'}</dd>
        <dt className="text-slate-500">Creada</dt>
        <dd className="text-slate-800">{formatDate(simulation.createdAt)}</dd>
        <dt className="text-slate-500">Actualizada</dt>
        <dd className="text-slate-800">{formatDate(simulation.updatedAt)}</dd>
        {totalCost !== null && (
          <>
            <dt className="text-slate-500">Coste total</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{moneyText(totalCost)}</dd>
          </>
        )}
        {offer !== null && (
          <>
            <dt className="text-slate-500">Oferta</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{moneyText(offer)}</dd>
          </>
        )}
      </dl>
      {actions && <div className="relative z-10 mt-3 flex justify-end gap-1">{actions}</div>}
    </li>
  );
}

/** A previous study: border orange Running, red Error, blue Solved, none otherwise. */
export function PreviousStudyCardView({
  study,
  onOpen,
  actions,
}: {
  /** El estudio previo: nombre, estado y fechas. */
  study: PreviousStudyCard;
  /** Se llama al pulsar la tarjeta para abrir el estudio previo. */
  onOpen(s: PreviousStudyCard): void;
  /** Botones de la tarjeta (duplicar, eliminar…) según los permisos. */
  actions?: ReactNode;
}) {
  const colour = previousStudyBorderColour(study.status);
  return (
    <li
      className={`relative rounded-xl border-2 bg-white p-4 shadow-xs transition hover:shadow-md ${border[colour]}`}
      data-status={study.status}
      data-testid="previous-study-card"
    >
      <h3 className="font-semibold break-words text-slate-900" title={study.name}>
        <CardOpenButton onOpen={() => onOpen(study)}>{truncate(study.name)}</CardOpenButton>
      </h3>
      <p className="mt-1 text-sm text-slate-500">{studyStatusLabel[study.status] ?? study.status}</p>
      <p className="mt-2 text-sm text-slate-500">Creado {formatDate(study.createdAt)}</p>
      {actions && <div className="relative z-10 mt-3 flex justify-end gap-1">{actions}</div>}
    </li>
  );
}
