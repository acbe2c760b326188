import { CentersSection } from './CentersTable';
import { toRows, type CenterRowState } from './CenterRow';
import { ServiceDataSection, type ServiceDataValues } from './ServiceDataSection';
import { useCallback, useMemo, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { TOKENS, type SimulationFormContext } from '@licita/application';
import {
  basicDataSaveBlocker,
  bidInputsToForm,
  type BidInputsForm,
  SIMULATION_DEFAULTS,
  validateBasicData,
  type LocalityRead,
  numberInputText,
  BASIC_DATA_LABELS,
} from '@licita/domain';
import { useService } from '../../app/container';
import { Button } from '../../components/ui';
import { Section, Tooltip } from '../agreements/parts';
import { byField, formErrors, type Errors } from './fields';
import { ImportDialog } from './ImportDialog';
import { LocalityDialog, type LocalityValues } from './LocalityDialog';
import { BidInputsSection } from './BidInputsSection';
import { SocialSecurityModeFields, type SocialSecurityModeValues } from './SocialSecurityModeFields';
import { ServiceValidity } from './ServiceValidity';

type BasicValues = ServiceDataValues & SocialSecurityModeValues;

const str = (v: number | string | null | undefined, fallback = '') =>
  v === null || v === undefined ? fallback : typeof v === 'number' ? numberInputText(v) : v;

export function initialBasic(s: SimulationFormContext['simulation']): BasicValues {
  return {
    service_date_init: s.service_date_init ?? '',
    service_duration: str(s.service_duration),
    social_security: str(s.social_security, numberInputText(SIMULATION_DEFAULTS.social_security)),
    absenteeism_rate: str(s.absenteeism_rate, numberInputText(SIMULATION_DEFAULTS.absenteeism_rate)),
    social_security_mode: s.social_security_mode ?? 'flat',
    at_ep_percent: str(s.at_ep_percent),
  };
}

interface BasicDataStepProps {
  /** Contexto del formulario de simulación: la simulación, sus centros y sus datos básicos. */
  ctx: SimulationFormContext;
  /** Si el usuario puede modificar los datos; si no, el paso se muestra solo para lectura. */
  canEdit?: boolean;
  /** Se llama con el contexto actualizado tras «Guardar». */
  onSaved(next: SimulationFormContext): void;
  /** Told while Guardar is running ('Lanzar simulación' is disabled meanwhile). */
  onSavingChange?(saving: boolean): void;
}

/**
 * Datos Básicos: start date, duration, social security (its percentage, or itemised with the AT/EP rate), absenteeism and the centers table (Centro, Localidad,
 * Convenio, Agrupación, Cobertura de vacaciones), held locally until Guardar; import of centers and the template download.
 */
export function BasicDataStep({ ctx, canEdit = true, onSaved, onSavingChange }: BasicDataStepProps) {
  const [basic, setBasic] = useState<BasicValues>(() => initialBasic(ctx.simulation));
  const [bid, setBid] = useState<BidInputsForm>(() => bidInputsToForm(ctx.simulation.bid));
  const [rows, setRows] = useState<CenterRowState[]>(() => toRows(ctx));
  const [touched, setTouched] = useState(false);
  const [importing, setImporting] = useState(false);
  // by the row's key and from the latest rows: one stable function, so an edit re-renders only its own row
  const setRow = useCallback(
    (key: string, p: Partial<CenterRowState>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...p } : r))),
    [],
  );
  const locality = useLocalityDialog(ctx.localities, setRow);
  const { localities } = locality;

  const blocker = basicDataSaveBlocker(basic, rows.length);
  const liveErrors = useMemo(() => (touched ? byField(validateBasicData(basic)) : {}), [touched, basic]);
  const { submit, saving, errors } = useSaveBasicData({
    ctx,
    values: { basic, rows, bid, localities },
    blocker,
    setRows,
    onSaved,
    onSavingChange,
  });
  // the same object while neither changes: the rows' messages are taken from it without re-rendering every row
  const shown = useMemo(() => ({ ...liveErrors, ...errors }), [liveErrors, errors]);
  const setB = (p: Partial<BasicValues>) => {
    setTouched(true);
    setBasic({ ...basic, ...p });
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-6" aria-label="Datos Básicos">
        <ServiceDataSection values={basic} errors={shown} canEdit={canEdit} onChange={setB} />
        <Section title={BASIC_DATA_LABELS.social_security_mode}>
          <SocialSecurityModeFields values={basic} error={shown.at_ep_percent} disabled={!canEdit} onChange={setB} />
        </Section>
        <BidInputsSection form={bid} errors={errors} disabled={!canEdit} onChange={setBid} />
        <CentersSection
          simulationId={ctx.simulation.id}
          agreements={ctx.agreements}
          localities={localities}
          rows={rows}
          shown={shown}
          canEdit={canEdit}
          setRows={setRows}
          setRow={setRow}
          onImport={() => setImporting(true)}
          onLocality={locality.open}
        />
        <ServiceValidity agreements={ctx.agreements} centers={rows} service={basic} />
        {canEdit && <SaveBar blocker={blocker} saving={saving} />}
      </form>
      <CentersImport
        ctx={ctx}
        localities={localities}
        open={importing}
        onRows={setRows}
        onSaved={onSaved}
        onClose={() => setImporting(false)}
      />
      <LocalityDialog
        open={locality.dialog !== null}
        locality={locality.dialog?.locality ?? null}
        saving={locality.saving}
        errors={locality.errors}
        onSubmit={locality.save}
        onClose={locality.close}
      />
    </>
  );
}

/** 'Importar centros': once the import ends, the simulation's centers read again into the table. */
function CentersImport({
  ctx,
  localities,
  open,
  onRows,
  onSaved,
  onClose,
}: Pick<BasicDataStepProps, 'ctx' | 'onSaved'> & {
  localities: LocalityRead[];
  open: boolean;
  onRows(rows: CenterRowState[]): void;
  onClose(): void;
}) {
  const importCenters = useService(TOKENS.ImportCenters);
  const formData = useService(TOKENS.SimulationFormData);
  const reload = () =>
    formData.centers(ctx.simulation.id).subscribe((centers) => {
      const next = { ...ctx, centers, localities };
      onRows(toRows(next));
      onSaved(next);
    });
  return (
    <ImportDialog
      open={open}
      title="Importar centros"
      run={(file) => importCenters.execute(ctx.simulation.id, file)}
      onDone={reload}
      onClose={onClose}
    />
  );
}

/** What the save of Datos Básicos works on: the form's values, what blocks it, and where its answer goes. */
interface SaveBasicDataInput {
  ctx: SimulationFormContext;
  values: { basic: BasicValues; rows: CenterRowState[]; bid: BidInputsForm; localities: LocalityRead[] };
  blocker: string | null;
  setRows: Dispatch<SetStateAction<CenterRowState[]>>;
  onSaved(next: SimulationFormContext): void;
  onSavingChange?(saving: boolean): void;
}

/** Guardar: the basic data, the bid and the centers in one call; the form's errors when it is refused. */
function useSaveBasicData({ ctx, values, blocker, setRows, onSaved, onSavingChange }: SaveBasicDataInput) {
  const { basic, rows, bid, localities } = values;
  const save = useService(TOKENS.SaveBasicData);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSavingState] = useState(false);
  const setSaving = (b: boolean) => {
    setSavingState(b);
    onSavingChange?.(b);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blocker) return;
    setSaving(true);
    setErrors({});
    save.execute({ id: ctx.simulation.id, name: ctx.simulation.name }, basic, rows, bid).subscribe({
      next: (r) => {
        setSaving(false);
        const next = { ...ctx, simulation: r.simulation, centers: r.centers, localities };
        setRows(toRows(next));
        onSaved(next);
      },
      error: (err) => {
        setSaving(false);
        setErrors(formErrors(err));
      },
    });
  };
  return { submit, saving, errors };
}

/** Guardar, disabled with the reason on hover while something blocks the save. */
function SaveBar({ blocker, saving }: { blocker: string | null; saving: boolean }) {
  return (
    <div className="flex justify-end">
      {blocker ? (
        <Tooltip text={blocker}>
          <Button type="submit" disabled>
            Guardar
          </Button>
        </Tooltip>
      ) : (
        <Button type="submit" loading={saving}>
          Guardar
        </Button>
      )}
    </div>
  );
}

/** The localities and the dialog that adds or edits one (from a center's row, which then takes it). */
function useLocalityDialog(initial: LocalityRead[], setRow: (key: string, p: Partial<CenterRowState>) => void) {
  const localitiesUc = useService(TOKENS.Localities);
  const [localities, setLocalities] = useState<LocalityRead[]>(initial);
  const [dialog, setDialog] = useState<{ locality: LocalityRead | null; row: string | null } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const save = (v: LocalityValues) => {
    if (!dialog) return;
    setSaving(true);
    setErrors({});
    localitiesUc.save(dialog.locality?.id ?? null, v).subscribe({
      next: (id) => {
        const row = dialog.row;
        localitiesUc.list().subscribe((list) => {
          setLocalities(list);
          setSaving(false);
          setDialog(null);
          if (row !== null) setRow(row, { municipality_id: id });
        });
      },
      error: (err) => {
        setSaving(false);
        setErrors(formErrors(err));
      },
    });
  };
  const close = () => {
    setDialog(null);
    setErrors({});
  };
  return { localities, dialog, errors, saving, save, close, open: setDialog };
}
