import type { Observable } from 'rxjs';
import { TOKENS } from '@licita/application';
import type { CenterRead, PositionRead, ServicePeriod } from '@licita/domain';
import { useService } from '../../app/container';
import { useLoaded } from '../../app/subscriptions';
import { useListSection, type ListSectionState } from '../../components/useListSection';
import type { PositionedModalProps } from './positionedModal';

const NO_POSITIONS: PositionRead[] = [];

/** A simulation's rows saved within its service period (fixed shifts, hourly tasks). */
export interface PeriodRows<Item, Form> {
  list(simulationId: string): Observable<Item[]>;
  save(simulationId: string, id: string | null, form: Form, period: ServicePeriod | null): Observable<unknown>;
  remove(simulationId: string, id: string): Observable<unknown>;
}

/** The props of a tab of rows tied to a center and a position (fixed shifts, hourly tasks). */
export interface PositionedTabProps {
  /** La simulación cuyas filas se muestran. */
  simulationId: string;
  /** Los centros de la simulación. */
  centers: CenterRead[];
  /** Periodo del servicio (inicio y duración), para las fechas; null si aún no se ha indicado. */
  period: ServicePeriod | null;
  /** Si se pueden añadir, editar y eliminar filas. */
  canEdit?: boolean;
}

/**
 * The rows' table state, the simulation's positions (for the table and the modal's choices) and the props of the
 * modal that edits a row, for a tab of rows tied to a center and a position.
 */
export function usePositionedRows<Item extends { id: string }, Form>(
  rows: PeriodRows<Item, Form>,
  { simulationId, period, centers }: PositionedTabProps,
): {
  positions: PositionRead[];
  section: ListSectionState<Item, Form>;
  editedRow: Item | null;
  modal: PositionedModalProps<Form>;
} {
  const positionsUc = useService(TOKENS.CategoryPositions);
  const positions = useLoaded(() => positionsUc.positions(simulationId), NO_POSITIONS, [positionsUc, simulationId]);
  const section = useListSection<Item, Form>(
    {
      list: () => rows.list(simulationId),
      save: (id, form) => rows.save(simulationId, id, form, period),
      remove: (id) => rows.remove(simulationId, id),
    },
    [rows, simulationId],
  );
  const modal: PositionedModalProps<Form> = {
    open: section.editing !== null,
    centers,
    positions,
    period,
    saving: section.saving,
    serverErrors: section.errors,
    onSubmit: (form) => section.submit(form),
    onClose: section.close,
  };
  return { positions, section, editedRow: section.editing?.item ?? null, modal };
}
