import { useEffect, useMemo, useState } from 'react';
import { of } from 'rxjs';
import { AgreementFormError, INITIAL_MATERIAL_COSTS, TOKENS, type MaterialCostHandle } from '@licita/application';
import {
  COMMON_MESSAGES,
  COST_TYPES,
  COST_TYPE_LABELS,
  EMPTY_MATERIAL_COST_FORM,
  MATERIAL_COST_MESSAGES,
  MaterialCostRules,
  costTypeLabel,
  formatCostAmount,
  materialCostToForm,
  type CostType,
  type MaterialCostFormValues,
  type WorkspaceMaterialCost,
} from '@licita/domain';
import { useObservable, useService, useSession } from '../../app/container';
import { Breadcrumb, Button, EmptyState, PageLoading } from '../../components/ui';
import { CubeIcon, PlusIcon } from '../../components/icons';
import { RemoveConfirm, RowActions } from '../../components/ListSection';
import { useListSection } from '../../components/useListSection';
import { SelectField, TextField } from '../agreements/parts';
import { ScrollRegion } from '../../components/ScrollRegion';
import { FormModal } from '../../components/FormModal';
import { NumberField } from '../../components/NumberField';

const EMPTY$ = of(INITIAL_MATERIAL_COSTS);
const TYPE_OPTIONS = COST_TYPES.map((t) => [t, COST_TYPE_LABELS[t]] as const);

/** 'Añadir nuevo concepto' (create) or 'Editar concepto'. */
export function MaterialCostDialog({
  open,
  initial,
  saving = false,
  errors = {},
  onSubmit,
  onClose,
}: {
  open: boolean;
  initial: MaterialCostFormValues | null;
  saving?: boolean;
  errors?: Partial<Record<keyof MaterialCostFormValues, string>>;
  onSubmit(values: MaterialCostFormValues): void;
  onClose(): void;
}) {
  const [v, setV] = useState<MaterialCostFormValues>(initial ?? EMPTY_MATERIAL_COST_FORM);
  useEffect(() => {
    if (open) setV(initial ?? EMPTY_MATERIAL_COST_FORM);
  }, [open, initial]);
  const percent = v.cost_type === 'SALARY_PERCENT';
  return (
    <FormModal
      open={open}
      title={initial ? 'Editar concepto' : 'Añadir nuevo concepto'}
      saving={saving}
      onSubmit={() => onSubmit(v)}
      onClose={onClose}
    >
      <TextField
        label="Nombre"
        value={v.name}
        error={errors.name}
        autoFocus
        onChange={(e) => setV({ ...v, name: e.target.value })}
      />
      <SelectField
        label="Tipo"
        value={v.cost_type}
        options={TYPE_OPTIONS}
        error={errors.cost_type}
        onChange={(e) => setV({ ...v, cost_type: e.target.value as CostType })}
      />
      <NumberField
        label="Importe"
        suffix={percent ? '%' : '€'}
        value={v.amount}
        error={errors.amount}
        onChange={(e) => setV({ ...v, amount: e.target.value })}
      />
    </FormModal>
  );
}

/** The catalogue's table: Nombre, Tipo, Importe and the row's actions where the user may take them. */
function MaterialCostTable({
  items,
  onEdit,
  onDelete,
}: {
  items: readonly WorkspaceMaterialCost[];
  onEdit: ((c: WorkspaceMaterialCost) => void) | undefined;
  onDelete: ((c: WorkspaceMaterialCost) => void) | undefined;
}) {
  return (
    <ScrollRegion label="Costes materiales" className="rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-sm" aria-label="Costes materiales">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
            <th className="px-4 py-3 font-medium">Nombre</th>
            <th className="px-4 py-3 font-medium">Tipo</th>
            <th className="px-4 py-3 text-right font-medium">Importe</th>
            <th className="px-4 py-3 font-medium">
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id} data-testid="material-cost-row" className="border-b border-slate-100 last:border-0">
              <td className="px-4 py-3 font-medium text-slate-900">{c.name}</td>
              <td className="px-4 py-3">{costTypeLabel(c.cost_type)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatCostAmount(c.amount, c.cost_type) || '—'}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <RowActions
                  editLabel={`Editar ${c.name}`}
                  deleteLabel={`Eliminar ${c.name}`}
                  onEdit={onEdit && (() => onEdit(c))}
                  onDelete={onDelete && (() => onDelete(c))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** /inventory: Inicio > Costes materiales; table Nombre, Tipo, Importe; actions by inventory permission. */
export function InventoryScreen() {
  const catalogue = useService(TOKENS.MaterialCostCatalogue);
  const { permissions } = useSession();
  const [handle, setHandle] = useState<MaterialCostHandle | null>(null);
  useEffect(() => {
    const h = catalogue.open();
    setHandle(h);
    return () => h.dispose();
  }, [catalogue]);
  const state = useObservable(handle?.state$ ?? EMPTY$, INITIAL_MATERIAL_COSTS);
  const section = useListSection<WorkspaceMaterialCost, MaterialCostFormValues>(
    {
      save: (id, values) => catalogue.save(values, id ?? undefined),
      remove: (id) => catalogue.remove(id),
      reload: () => handle?.reload(),
      errorsOf: (e) => (e instanceof AgreementFormError ? e.errors : {}),
    },
    [catalogue],
  );
  const editingCost = section.editing?.item;
  const initial = useMemo(() => (editingCost ? materialCostToForm(editingCost) : null), [editingCost]);

  return (
    <section>
      <Breadcrumb items={[{ label: 'Inicio', href: '/' }, { label: 'Costes materiales' }]} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Costes materiales</h1>
        {MaterialCostRules.create(permissions) && (
          <Button onClick={() => section.openNew()}>
            <PlusIcon width={18} height={18} /> Añadir nuevo
          </Button>
        )}
      </div>
      {state.loading && !state.loaded ? (
        <PageLoading label="Cargando costes…" />
      ) : state.items.length === 0 && state.error ? (
        // A failed load is not an empty catalogue: say so (the snackbar carries the server's message).
        <EmptyState title="No se han podido cargar los costes materiales" subtitle={COMMON_MESSAGES.retry} />
      ) : state.items.length === 0 ? (
        <EmptyState title={MATERIAL_COST_MESSAGES.empty} icon={<CubeIcon width={40} height={40} />} />
      ) : (
        <MaterialCostTable
          items={state.items}
          onEdit={MaterialCostRules.edit(permissions) ? (c) => section.openEdit(c) : undefined}
          onDelete={MaterialCostRules.remove(permissions) ? (c) => section.askRemove(c) : undefined}
        />
      )}
      <MaterialCostDialog
        open={section.editing !== null}
        initial={initial}
        saving={section.saving}
        errors={section.errors}
        onSubmit={(values) => section.submit(values)}
        onClose={section.close}
      />
      <RemoveConfirm<WorkspaceMaterialCost>
        section={section}
        title="Eliminar concepto"
        text={(c) => `Vas a eliminar «${c?.name ?? ''}» del catálogo, ¿estás seguro?`}
      />
    </section>
  );
}
