import { useCallback, useMemo, useState } from 'react';
import { TOKENS, type ImportSurrogates, type SurrogatesUseCase } from '@licita/application';
import {
  contractTypeLabel,
  CONTRACT_KIND_LABELS,
  formatDate,
  formatNumber,
  INPUT_MESSAGES,
  SURROGATE_LABELS,
  totalWeeklyHours,
  truncate,
  type AgreementListItem,
  type CenterRead,
  type ContractTypeRead,
  type SurrogateRead,
} from '@licita/domain';
import { useService } from '../../app/container';
import { useLoaded } from '../../app/subscriptions';
import { Button } from '../../components/ui';
import { ListSection, type Column } from '../../components/ListSection';
import { PagedListBar } from '../../components/PagedListBar';
import { usePagedSection } from '../../components/usePagedSection';
import { openDownload } from './fields';
import { ImportDialog } from './ImportDialog';
import { EMPTY_SURROGATE, nextSurrogateValues, surrogateValues, SurrogateModal, type SurrogateValues } from './SurrogateModal';

const num = (n: number) => formatNumber(n, Number.isInteger(n) ? 0 : 2);
const NO_CONTRACT_TYPES: ContractTypeRead[] = [];

/** The use cases behind the step: a simulation's by default, a previous study's when given. */
export interface SurrogatesStepUseCases {
  surrogates: SurrogatesUseCase;
  importer: Pick<ImportSurrogates, 'execute' | 'templateUrl'>;
}

/** Where a surrogate works: its center, else its group of centers, else the engine places it. */
function centerText(s: SurrogateRead, centers: readonly CenterRead[]): string {
  const center = centers.find((c) => c.id === s.center_id);
  if (center) return center.name ?? '';
  if (s.center_group !== null && s.center_group !== undefined) return `Agrupación ${s.center_group}`;
  return 'Sin centro (lo asigna el cálculo)';
}

/** The table's columns (`offset`: the rows before the page, so that an unnamed one is numbered in the whole list); a previous study has no centers, so no 'Centro'. */
function surrogateColumns(centers: CenterRead[] | null, offset: number): Column<SurrogateRead>[] {
  return [
    { head: 'Nombre', cell: (s, i) => s.name || `Subrogado ${offset + i + 1}` },
    { head: 'Convenio', cell: (s) => truncate(s.agreement.name, 20), title: (s) => s.agreement.name },
    { head: 'Categoría', cell: (s) => s.category.name },
    ...(centers ? [{ head: 'Centro', cell: (s: SurrogateRead) => centerText(s, centers) }] : []),
    {
      head: 'Jornada',
      cell: (s) =>
        s.value_metric_working_day === 'PERCENT'
          ? `${num(s.working_day)} % (${num(s.working_day_fixed)} h)`
          : `${num(s.working_day)} h`,
    },
    {
      head: 'Antigüedad',
      cell: (s) => (
        <>
          {formatDate(s.beginning_year)}
          {s.possible_retirement && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
              {INPUT_MESSAGES.possibleRetirement}
            </span>
          )}
        </>
      ),
    },
    { head: 'Tipo de Contrato', cell: (s) => (s.contract_type ? contractTypeLabel(s.contract_type) : '') },
    { head: SURROGATE_LABELS.contract_kind, cell: (s) => CONTRACT_KIND_LABELS[s.contract_kind ?? 'indefinido'] },
  ];
}

/** The step's use cases (the simulation's unless given), its list and what the surrogate modal offers. */
function useSurrogates(
  ownerId: string,
  centers: CenterRead[] | null,
  agreements: AgreementListItem[],
  useCases?: SurrogatesStepUseCases,
) {
  const simulationUc = useService(TOKENS.SimulationSurrogates);
  const simulationImporter = useService(TOKENS.ImportSurrogates);
  const uc = useCases?.surrogates ?? simulationUc;
  const importer = useCases?.importer ?? simulationImporter;
  const contractTypes = useLoaded(() => uc.contractTypes(), NO_CONTRACT_TYPES, [uc]);
  // a save puts its row in place (the use case does, in `rows`); a removal reads the page again, not the list
  const { page, read, section } = usePagedSection<SurrogateRead, SurrogateValues, SurrogateValues>(
    () => uc.rows(ownerId),
    { save: (id, values, held) => uc.save(ownerId, id, values, held), remove: (id) => uc.remove(ownerId, id) },
    [uc, ownerId],
  );
  // the agreements of the simulation's centers first; any agreement of the workspace can be chosen
  const agreementOptions = useMemo(() => {
    const used = new Set((centers ?? []).map((c) => c.agreement_id));
    return [...agreements].sort((a, b) => Number(used.has(b.id)) - Number(used.has(a.id)));
  }, [agreements, centers]);
  const categories = useCallback((agreementId: string) => uc.categories(agreementId), [uc]);
  return { importer, contractTypes, page, read, section, agreementOptions, categories };
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
  const { importer, contractTypes, page, read, section, agreementOptions, categories } = useSurrogates(
    ownerId,
    centers,
    agreements,
    useCases,
  );
  const [importing, setImporting] = useState(false);
  const firstAgreement = centers?.[0]?.agreement_id ?? '';
  return (
    <ListSection
      section={section}
      label="Subrogados"
      canEdit={canEdit}
      addLabel="Añadir subrogado"
      onAdd={() => section.openNew({ ...EMPTY_SURROGATE, agreement_id: firstAgreement })}
      actions={
        <TemplateButtons
          onDownload={() => section.run(importer.templateUrl(ownerId), { next: openDownload, error: () => undefined })}
          onImport={() => setImporting(true)}
        />
      }
      onEdit={(s) => section.openEdit(s, surrogateValues(s))}
      intro={
        <PagedListBar
          label="Subrogados"
          noun="subrogados"
          one="subrogado"
          searchLabel="Buscar subrogado"
          page={page}
          read={read}
        />
      }
      editLabel={(_, i) => `Editar subrogado ${page.offset + i + 1}`}
      deleteLabel={(_, i) => `Eliminar subrogado ${page.offset + i + 1}`}
      confirm={{ title: 'Eliminar subrogado', text: 'Vas a eliminar un subrogado, ¿estás seguro?' }}
      columns={surrogateColumns(centers, page.offset)}
    >
      <WeeklyHoursTotal hours={page.weeklyHours ?? totalWeeklyHours(page.items)} />
      <SurrogateModal
        open={section.editing !== null}
        editing={!!section.editing?.item}
        seed={section.editing?.seed ?? EMPTY_SURROGATE}
        version={section.editing?.version ?? 0}
        centers={centers}
        agreements={agreementOptions}
        contractTypes={contractTypes}
        categories={categories}
        service={service}
        saving={section.saving}
        serverErrors={section.errors}
        onSubmit={(values, how) => section.submit(values, how === 'continue' ? { seed: nextSurrogateValues(values) } : undefined)}
        onClose={section.close}
      />
      <ImportDialog
        open={importing}
        title="Subir Plantilla de Subrogados"
        run={(file) => importer.execute(ownerId, file)}
        onDone={() => read({ offset: 0 })}
        onClose={() => setImporting(false)}
      />
    </ListSection>
  );
}

/** 'Descargar Plantilla' and 'Subir Plantilla de Subrogados' above the table. */
function TemplateButtons({ onDownload, onImport }: { onDownload: () => void; onImport: () => void }) {
  return (
    <>
      <Button variant="secondary" onClick={onDownload}>
        Descargar Plantilla
      </Button>
      <Button variant="secondary" onClick={onImport}>
        Subir Plantilla de Subrogados
      </Button>
    </>
  );
}

/** 'Total de horas semanales' of every surrogate the list finds (not only the page's). */
function WeeklyHoursTotal({ hours }: { hours: number }) {
  return (
    <div className="flex justify-end">
      <label className="flex items-center gap-2 text-sm text-slate-700">
        Total de horas semanales
        <input readOnly value={num(hours)} className="w-28 rounded-lg bg-slate-100 px-2 py-1 text-right ring-1 ring-slate-200" />
      </label>
    </div>
  );
}
