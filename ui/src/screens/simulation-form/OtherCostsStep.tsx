import { TOKENS, type OtherCostsUseCase } from '@licita/application';
import {
  PARAMETER_MESSAGES,
  formatCostAmount,
  OTHER_COST_TYPE_LABELS,
  type CenterRead,
  type SimulationMaterialCostRead,
  type WorkspaceMaterialCost,
} from '@licita/domain';
import { useService } from '../../app/container';
import { useLoaded } from '../../app/subscriptions';
import { ListSection, type Column } from '../../components/ListSection';
import { PagedListBar } from '../../components/PagedListBar';
import { usePagedSection } from '../../components/usePagedSection';
import {
  ALL_CENTERS,
  EMPTY_OTHER_COST,
  OtherCostModal,
  otherCostForm,
  otherCostValues,
  type OtherCostValues,
} from './OtherCostModal';

const NO_CATALOGUE: WorkspaceMaterialCost[] = [];

/**
 * Otros Costes: 'Añadir Concepto Económico', table Concepto, Tipo, Importe, Centro with actions, modal 'Añadir otros
 * costes'. For a previous study (`otherCosts` given, `centers` null) there is no Centro column nor field, and
 * `defaultMonths` (the service duration) prefills 'Meses a aplicar'.
 */
export function OtherCostsStep({
  ownerId,
  centers,
  canEdit = true,
  otherCosts,
  defaultMonths,
}: {
  ownerId: string;
  centers: CenterRead[] | null;
  canEdit?: boolean;
  otherCosts?: OtherCostsUseCase;
  defaultMonths?: number | null;
}) {
  const simulationUc = useService(TOKENS.SimulationOtherCosts);
  const uc = otherCosts ?? simulationUc;
  const empty: OtherCostValues = centers
    ? EMPTY_OTHER_COST
    : { ...EMPTY_OTHER_COST, center: ALL_CENTERS, months_to_apply: defaultMonths ? String(defaultMonths) : '' };
  const catalogue = useLoaded(() => uc.catalogue(), NO_CATALOGUE, [uc]);
  // a save puts its row in place; a new or removed cost reads the page again, never the whole list
  const { page, read, section } = usePagedSection<SimulationMaterialCostRead, OtherCostValues, OtherCostValues>(
    () => uc.rows(ownerId),
    {
      save: (id, values, held) => uc.save(ownerId, id, otherCostForm(values), held),
      remove: (id) => uc.remove(ownerId, id),
    },
    [uc, ownerId],
  );
  const centerName = (c: SimulationMaterialCostRead) =>
    c.center_id === null
      ? PARAMETER_MESSAGES.allCenters
      : (c.center_name ?? centers?.find((x) => x.id === c.center_id)?.name ?? '');
  const columns: Column<SimulationMaterialCostRead>[] = [
    { head: 'Concepto', cell: (c) => c.name },
    { head: 'Tipo', cell: (c) => OTHER_COST_TYPE_LABELS[c.cost_type] },
    { head: 'Importe', cell: (c) => formatCostAmount(c.amount, c.cost_type) },
    ...(centers ? [{ head: 'Centro', cell: centerName }] : []),
  ];
  return (
    <ListSection
      section={section}
      label="Otros costes"
      intro={<PagedListBar label="Otros costes" noun="costes" one="coste" searchLabel="Buscar coste" page={page} read={read} />}
      canEdit={canEdit}
      addLabel="Añadir Concepto Económico"
      onAdd={() => section.openNew(empty)}
      onEdit={(c) => section.openEdit(c, otherCostValues(c))}
      editLabel={(c) => `Editar ${c.name}`}
      deleteLabel={(c) => `Eliminar ${c.name}`}
      confirm={{ title: 'Eliminar otros costes', text: 'Vas a eliminar un concepto económico, ¿estás seguro?' }}
      columns={columns}
    >
      <OtherCostModal
        open={section.editing !== null}
        editing={!!section.editing?.item}
        seed={section.editing?.seed ?? EMPTY_OTHER_COST}
        version={section.editing?.version ?? 0}
        centers={centers}
        catalogue={catalogue}
        saving={section.saving}
        serverErrors={section.errors}
        onSubmit={(v, how) => section.submit(v, how === 'continue' ? { seed: { ...empty, center: v.center } } : undefined)}
        onClose={section.close}
      />
    </ListSection>
  );
}
