import { useCallback, useEffect, useState } from 'react';
import { TOKENS, type OtherCostsUseCase } from '@licita/application';
import { formatCostAmount, OTHER_COST_TYPE_LABELS, type CenterRead, type SimulationMaterialCostRead, type WorkspaceMaterialCost } from '@licita/domain';
import { useService } from '../../app/container';
import { Button, IconButton } from '../../components/ui';
import { PencilIcon, PlusIcon, TrashIcon } from '../../components/icons';
import { ConfirmDialog } from '../../components/dialogs';
import { DataTable, formErrors, type Errors } from './fields';
import { ALL_CENTERS, EMPTY_OTHER_COST, OtherCostModal, otherCostForm, otherCostValues, type OtherCostValues } from './OtherCostModal';

interface DialogState {
  cost: SimulationMaterialCostRead | null;
  seed: OtherCostValues;
  version: number;
}

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
  const simulationUc = useService<OtherCostsUseCase>(TOKENS.SimulationOtherCosts);
  const uc = otherCosts ?? simulationUc;
  const empty: OtherCostValues = centers ? EMPTY_OTHER_COST : { ...EMPTY_OTHER_COST, center: ALL_CENTERS, months_to_apply: defaultMonths ? String(defaultMonths) : '' };
  const [list, setList] = useState<SimulationMaterialCostRead[]>([]);
  const [catalogue, setCatalogue] = useState<WorkspaceMaterialCost[]>([]);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [deleting, setDeleting] = useState<SimulationMaterialCostRead | null>(null);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const reload = useCallback(() => uc.list(ownerId).subscribe({ next: setList, error: () => undefined }), [uc, ownerId]);
  useEffect(() => {
    const a = reload();
    const b = uc.catalogue().subscribe(setCatalogue);
    return () => {
      a.unsubscribe();
      b.unsubscribe();
    };
  }, [reload, uc]);
  const submit = (v: OtherCostValues, how: 'close' | 'continue') => {
    if (!dialog) return;
    setSaving(true);
    setErrors({});
    uc.save(ownerId, dialog.cost?.id ?? null, otherCostForm(v)).subscribe({
      next: () => {
        setSaving(false);
        reload();
        if (how === 'close') setDialog(null);
        else setDialog({ cost: null, seed: { ...empty, center: v.center }, version: dialog.version + 1 });
      },
      error: (err) => {
        setSaving(false);
        setErrors(formErrors(err));
      },
    });
  };
  const centerName = (c: SimulationMaterialCostRead) => (c.center_id === null ? 'Todos los centros' : (c.center_name ?? centers?.find((x) => x.id === c.center_id)?.name ?? ''));
  return (
    <div className="space-y-4">
      {canEdit && (
        <Button onClick={() => setDialog({ cost: null, seed: empty, version: (dialog?.version ?? 0) + 1 })}>
          <PlusIcon width={18} height={18} />
          Añadir Concepto Económico
        </Button>
      )}
      <DataTable label="Otros costes" head={centers ? ['Concepto', 'Tipo', 'Importe', 'Centro', ''] : ['Concepto', 'Tipo', 'Importe', '']} empty={list.length === 0}>
        {list.map((c) => (
          <tr key={c.id}>
            <td className="px-3 py-2">{c.name}</td>
            <td className="px-3 py-2">{OTHER_COST_TYPE_LABELS[c.cost_type]}</td>
            <td className="px-3 py-2">{formatCostAmount(c.amount, c.cost_type)}</td>
            {centers && <td className="px-3 py-2">{centerName(c)}</td>}
            <td className="px-3 py-2 text-right whitespace-nowrap">
              {canEdit && (
                <>
                  <IconButton label={`Editar ${c.name}`} onClick={() => setDialog({ cost: c, seed: otherCostValues(c), version: (dialog?.version ?? 0) + 1 })}>
                    <PencilIcon width={16} height={16} />
                  </IconButton>
                  <IconButton label={`Eliminar ${c.name}`} onClick={() => setDeleting(c)}>
                    <TrashIcon width={16} height={16} />
                  </IconButton>
                </>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <OtherCostModal
        open={dialog !== null}
        editing={!!dialog?.cost}
        seed={dialog?.seed ?? EMPTY_OTHER_COST}
        version={dialog?.version ?? 0}
        centers={centers}
        catalogue={catalogue}
        saving={saving}
        serverErrors={errors}
        onSubmit={submit}
        onClose={() => {
          setDialog(null);
          setErrors({});
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar otros costes"
        text="Vas a eliminar un concepto económico, ¿estás seguro?"
        confirmLabel="Sí, eliminar"
        onConfirm={() => deleting && uc.remove(ownerId, deleting.id).subscribe({ next: () => (setDeleting(null), reload()), error: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
