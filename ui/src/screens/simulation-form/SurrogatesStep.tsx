import { useCallback, useEffect, useMemo, useState } from 'react';
import { TOKENS, type ImportSurrogates, type SurrogatesUseCase } from '@licita/application';
import { contractTypeLabel, formatDate, formatNumber, INPUT_MESSAGES, totalWeeklyHours, truncate, type AgreementListItem, type CenterRead, type ContractTypeRead, type SurrogateRead } from '@licita/domain';
import { useService } from '../../app/container';
import { Button, IconButton } from '../../components/ui';
import { PencilIcon, PlusIcon, TrashIcon } from '../../components/icons';
import { ConfirmDialog } from '../../components/dialogs';
import { DataTable, formErrors, openDownload, type Errors } from './fields';
import { ImportDialog } from './ImportDialog';
import { EMPTY_SURROGATE, nextSurrogateValues, surrogateValues, SurrogateModal, type SurrogateSubmit, type SurrogateValues } from './SurrogateModal';

const num = (n: number) => formatNumber(n, Number.isInteger(n) ? 0 : 2);

interface DialogState {
  surrogate: SurrogateRead | null;
  seed: SurrogateValues;
  version: number;
}

/** The use cases behind the step: a simulation's by default, a previous study's when given. */
export interface SurrogatesStepUseCases {
  surrogates: SurrogatesUseCase;
  importer: Pick<ImportSurrogates, 'execute' | 'templateUrl'>;
}

/**
 * Subrogados: table with 'Total de horas semanales', add / edit dialog, template download and import. `ownerId` is
 * the simulation's id, or the previous study's with `useCases` and `centers={null}` (a study has no centers: no Centro field).
 */
export function SurrogatesStep({
  ownerId,
  centers,
  agreements,
  service,
  canEdit = true,
  useCases,
}: {
  ownerId: string;
  centers: CenterRead[] | null;
  agreements: AgreementListItem[];
  service?: { service_date_init: string | null; service_duration: number | null };
  canEdit?: boolean;
  useCases?: SurrogatesStepUseCases;
}) {
  const simulationUc = useService<SurrogatesUseCase>(TOKENS.SimulationSurrogates);
  const simulationImporter = useService<ImportSurrogates>(TOKENS.ImportSurrogates);
  const uc = useCases?.surrogates ?? simulationUc;
  const importer = useCases?.importer ?? simulationImporter;
  const [list, setList] = useState<SurrogateRead[]>([]);
  const [contractTypes, setContractTypes] = useState<ContractTypeRead[]>([]);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [deleting, setDeleting] = useState<SurrogateRead | null>(null);
  const [importing, setImporting] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const reload = useCallback(() => uc.list(ownerId).subscribe({ next: setList, error: () => undefined }), [uc, ownerId]);
  useEffect(() => {
    const a = reload();
    const b = uc.contractTypes().subscribe({ next: setContractTypes, error: () => undefined });
    return () => {
      a.unsubscribe();
      b.unsubscribe();
    };
  }, [reload, uc]);
  // the agreements of the simulation's centers first; any agreement of the workspace can be chosen
  const agreementOptions = useMemo(() => {
    const used = new Set((centers ?? []).map((c) => c.agreement_id));
    return [...agreements].sort((a, b) => Number(used.has(b.id)) - Number(used.has(a.id)));
  }, [agreements, centers]);
  const categories = useCallback((agreementId: string) => uc.categories(agreementId), [uc]);
  const firstAgreement = centers?.[0]?.agreement_id ?? '';
  const submit = (values: SurrogateValues, how: SurrogateSubmit) => {
    if (!dialog) return;
    setSaving(true);
    setErrors({});
    uc.save(ownerId, dialog.surrogate?.id ?? null, values).subscribe({
      next: () => {
        setSaving(false);
        reload();
        if (how === 'close') setDialog(null);
        else setDialog({ surrogate: null, seed: nextSurrogateValues(values), version: dialog.version + 1 });
      },
      error: (err) => {
        setSaving(false);
        setErrors(formErrors(err));
      },
    });
  };
  const total = totalWeeklyHours(list);
  return (
    <div className="space-y-4">
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialog({ surrogate: null, seed: { ...EMPTY_SURROGATE, agreement_id: firstAgreement }, version: 0 })}>
            <PlusIcon width={18} height={18} />
            Añadir Subrogado
          </Button>
          <Button variant="secondary" onClick={() => importer.templateUrl(ownerId).subscribe({ next: openDownload, error: () => undefined })}>
            Descargar Plantilla
          </Button>
          <Button variant="secondary" onClick={() => setImporting(true)}>
            Subir Plantilla de Subrogados
          </Button>
        </div>
      )}
      <DataTable label="Subrogados" head={['Nombre', 'Convenio', 'Categoría', 'Jornada', 'Antigüedad', 'Tipo de Contrato', '']} empty={list.length === 0}>
        {list.map((s, i) => (
          <tr key={s.id}>
            <td className="px-3 py-2">{s.name || `Subrogado ${i + 1}`}</td>
            <td className="px-3 py-2" title={s.agreement.name}>
              {truncate(s.agreement.name, 20)}
            </td>
            <td className="px-3 py-2">{s.category.name}</td>
            <td className="px-3 py-2">{s.value_metric_working_day === 'PERCENT' ? `${num(s.working_day)} % (${num(s.working_day_fixed)} h)` : `${num(s.working_day)} h`}</td>
            <td className="px-3 py-2">
              {formatDate(s.beginning_year)}
              {s.possible_retirement && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">{INPUT_MESSAGES.possibleRetirement}</span>}
            </td>
            <td className="px-3 py-2">{s.contract_type ? contractTypeLabel(s.contract_type) : ''}</td>
            <td className="px-3 py-2 text-right whitespace-nowrap">
              {canEdit && (
                <>
                  <IconButton label={`Editar subrogado ${i + 1}`} onClick={() => setDialog({ surrogate: s, seed: surrogateValues(s), version: (dialog?.version ?? 0) + 1 })}>
                    <PencilIcon width={16} height={16} />
                  </IconButton>
                  <IconButton label={`Eliminar subrogado ${i + 1}`} onClick={() => setDeleting(s)}>
                    <TrashIcon width={16} height={16} />
                  </IconButton>
                </>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <div className="flex justify-end">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Total de horas semanales
          <input readOnly value={num(total)} className="w-28 rounded-lg bg-slate-100 px-2 py-1 text-right ring-1 ring-slate-200" />
        </label>
      </div>
      <SurrogateModal
        open={dialog !== null}
        editing={!!dialog?.surrogate}
        seed={dialog?.seed ?? EMPTY_SURROGATE}
        version={dialog?.version ?? 0}
        centers={centers}
        agreements={agreementOptions}
        contractTypes={contractTypes}
        categories={categories}
        service={service}
        saving={saving}
        serverErrors={errors}
        onSubmit={submit}
        onClose={() => {
          setDialog(null);
          setErrors({});
        }}
      />
      <ImportDialog open={importing} title="Subir Plantilla de Subrogados" run={(file) => importer.execute(ownerId, file)} onDone={reload} onClose={() => setImporting(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar subrogado"
        text="Vas a eliminar un subrogado, ¿estás seguro?"
        confirmLabel="Sí, eliminar"
        onConfirm={() => deleting && uc.remove(ownerId, deleting.id).subscribe({ next: () => (setDeleting(null), reload()), error: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
