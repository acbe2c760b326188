import type { Observable } from 'rxjs';
import { TOKENS, type PagedRows, type PagedState } from '@licita/application';
import type { CenterRead, PositionRead, ServicePeriod } from '@licita/domain';
import { useService } from '../../app/container';
import { useLoaded } from '../../app/subscriptions';
import type { ListSectionState } from '../../components/useListSection';
import { usePagedSection, type PageAsked } from '../../components/usePagedSection';
import type { PositionedModalProps } from './positionedModal';

const NO_POSITIONS: PositionRead[] = [];

/** A simulation's rows saved within its service period (fixed shifts, hourly tasks), shown a page at a time. */
export interface PeriodRows<Item extends { id: string }, Form> {
  rows(simulationId: string): PagedRows<Item>;
  save(
    simulationId: string,
    id: string | null,
    form: Form,
    period: ServicePeriod | null,
    rows: PagedRows<Item>,
  ): Observable<unknown>;
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
 * The rows' table state over the page on screen (`page`, `read` for its pager and search), the simulation's positions
 * (for the table and the modal's choices) and the props of the modal that edits a row, for a tab of rows tied to a
 * center and a position.
 */
export function usePositionedRows<Item extends { id: string }, Form>(
  uc: PeriodRows<Item, Form>,
  { simulationId, period, centers }: PositionedTabProps,
): {
  positions: PositionRead[];
  page: PagedState<Item>;
  read(query: PageAsked): void;
  section: ListSectionState<Item, Form>;
  editedRow: Item | null;
  modal: PositionedModalProps<Form>;
} {
  const positionsUc = useService(TOKENS.CategoryPositions);
  const positions = useLoaded(() => positionsUc.positions(simulationId), NO_POSITIONS, [positionsUc, simulationId]);
  // a save puts its row in place; a new or removed row reads the page again, never the whole list
  const { page, read, section } = usePagedSection<Item, Form>(
    () => uc.rows(simulationId),
    {
      save: (id, form, held) => uc.save(simulationId, id, form, period, held),
      remove: (id) => uc.remove(simulationId, id),
    },
    [uc, simulationId],
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
  return { positions, page, read, section, editedRow: section.editing?.item ?? null, modal };
}
