import { ServiceDataSection, type ServiceDataValues } from './ServiceDataSection';
import { useId, useMemo, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { TOKENS, type SimulationFormContext } from '@licita/application';
import {
  basicDataSaveBlocker,
  bidInputsToForm,
  type BidInputsForm,
  SIMULATION_DEFAULTS,
  TEXT_MAX_LENGTH,
  validateBasicData,
  type CenterForm,
  type LocalityRead,
  numberInputText,
  BASIC_DATA_LABELS,
} from '@licita/domain';
import { FORM_TEXTS } from './messages';
import { useService } from '../../app/container';
import { Button, IconButton } from '../../components/ui';
import { PencilIcon, PlusIcon, TrashIcon } from '../../components/icons';
import { Section, Tooltip } from '../agreements/parts';
import { byField, formErrors, openDownload, rowKey, type Errors } from './fields';
import { HeaderText } from '../../components/ListSection';
import { ImportDialog } from './ImportDialog';
import { ScrollRegion } from '../../components/ScrollRegion';
import { LocalityDialog, type LocalityValues } from './LocalityDialog';
import { NumberField } from '../../components/NumberField';
import { BidInputsSection } from './BidInputsSection';
import { SocialSecurityModeFields, type SocialSecurityModeValues } from './SocialSecurityModeFields';
import { AgreementOptions } from './AgreementPicker';
import { ServiceValidity } from './ServiceValidity';

type BasicValues = ServiceDataValues & SocialSecurityModeValues;

type CenterRowState = CenterForm & { key: string };

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

const toRows = (ctx: SimulationFormContext): CenterRowState[] =>
  ctx.centers.map((c) => ({
    key: rowKey(),
    center_id: c.id,
    name: c.name,
    municipality_id: c.municipality_id,
    agreement_id: c.agreement_id,
    center_group: c.center_group === null ? '' : String(c.center_group),
    vacation_coverage: numberInputText(c.vacation_coverage),
  }));

const cellClass =
  'block w-full rounded-md border-0 px-2 py-1 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:ring-red-500';

// full words, each with what it means on hover (the columns are narrow, the words are not)
const CENTER_HEAD: Array<{ text: string; title?: string }> = [
  { text: 'Centro' },
  { text: 'Localidad' },
  { text: 'Convenio' },
  { text: 'Agrupación', title: 'Número de la agrupación de centros: los centros con el mismo número comparten plantilla' },
  {
    text: 'Cobertura de vacaciones (%)',
    title: 'Parte de las vacaciones del personal que se cubre con sustituciones (100 % si se deja vacío)',
  },
  { text: '' },
];

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
  const importCenters = useService(TOKENS.ImportCenters);
  const formData = useService(TOKENS.SimulationFormData);
  const [basic, setBasic] = useState<BasicValues>(() => initialBasic(ctx.simulation));
  const [bid, setBid] = useState<BidInputsForm>(() => bidInputsToForm(ctx.simulation.bid));
  const [rows, setRows] = useState<CenterRowState[]>(() => toRows(ctx));
  const [touched, setTouched] = useState(false);
  const [importing, setImporting] = useState(false);
  const setRow = (i: number, p: Partial<CenterRowState>) => setRows(rows.map((r, k) => (k === i ? { ...r, ...p } : r)));
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
  const shown = { ...liveErrors, ...errors };
  const setB = (p: Partial<BasicValues>) => {
    setTouched(true);
    setBasic({ ...basic, ...p });
  };

  const reloadCenters = () =>
    formData.centers(ctx.simulation.id).subscribe((centers) => {
      const next = { ...ctx, centers, localities };
      setRows(toRows(next));
      onSaved(next);
    });

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
      <ImportDialog
        open={importing}
        title="Importar centros"
        run={(file) => importCenters.execute(ctx.simulation.id, file)}
        onDone={reloadCenters}
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

/** Guardar: the basic data, the bid and the centers in one call; the form's errors when it is refused. */
function useSaveBasicData({
  ctx,
  values: { basic, rows, bid, localities },
  blocker,
  setRows,
  onSaved,
  onSavingChange,
}: {
  ctx: SimulationFormContext;
  values: { basic: BasicValues; rows: CenterRowState[]; bid: BidInputsForm; localities: LocalityRead[] };
  blocker: string | null;
  setRows(rows: CenterRowState[]): void;
  onSaved(next: SimulationFormContext): void;
  onSavingChange?(saving: boolean): void;
}) {
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
function useLocalityDialog(initial: LocalityRead[], setRow: (i: number, p: Partial<CenterRowState>) => void) {
  const localitiesUc = useService(TOKENS.Localities);
  const [localities, setLocalities] = useState<LocalityRead[]>(initial);
  const [dialog, setDialog] = useState<{ locality: LocalityRead | null; row: number | null } | null>(null);
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

/** What the centers' section shows and how it changes them. */
interface CentersSectionProps {
  simulationId: string;
  agreements: SimulationFormContext['agreements'];
  localities: LocalityRead[];
  rows: CenterRowState[];
  shown: Errors;
  canEdit: boolean;
  setRows(rows: CenterRowState[]): void;
  setRow(i: number, p: Partial<CenterRowState>): void;
  onImport(): void;
  onLocality(d: { locality: LocalityRead | null; row: number | null }): void;
}

/** The centers' section: its actions (template, import, new locality), the table and «Añadir centro». */
function CentersSection({
  simulationId,
  agreements,
  localities,
  rows,
  shown,
  canEdit,
  setRows,
  setRow,
  onImport,
  onLocality,
}: CentersSectionProps) {
  const importCenters = useService(TOKENS.ImportCenters);
  const groupHintId = useId();
  return (
    <Section
      title="Centros"
      actions={
        canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => importCenters.templateUrl(simulationId).subscribe({ next: openDownload, error: () => undefined })}
            >
              Descargar plantilla de centros
            </Button>
            <Button variant="secondary" onClick={onImport}>
              Importar centros
            </Button>
            <Button variant="secondary" onClick={() => onLocality({ locality: null, row: null })}>
              Nueva localidad
            </Button>
          </div>
        )
      }
    >
      <p id={groupHintId} className="mb-2 text-sm text-slate-600">
        {FORM_TEXTS.centerGroupHint}
      </p>
      <ScrollRegion label="Centros">
        {/* wide enough for its inputs: on a phone the table scrolls rather than squashing them */}
        <table aria-label="Centros" className="w-full min-w-[48rem] text-sm">
          <CentersHead />
          <tbody>
            {rows.map((r, i) => (
              <CenterRow
                key={r.key}
                row={r}
                index={i}
                error={(f) => shown[`centers[${i}].${f}`]}
                agreements={agreements}
                localities={localities}
                canEdit={canEdit}
                groupHintId={groupHintId}
                onChange={(p) => setRow(i, p)}
                onEditLocality={(loc) => onLocality({ locality: loc, row: i })}
                onRemove={() => setRows(rows.filter((_, k) => k !== i))}
              />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {canEdit && (
        <Button variant="ghost" className="mt-2" onClick={() => setRows([...rows, emptyCenter()])}>
          <PlusIcon width={18} height={18} /> Añadir centro
        </Button>
      )}
    </Section>
  );
}

const emptyCenter = (): CenterRowState => ({
  key: rowKey(),
  name: '',
  municipality_id: '',
  agreement_id: '',
  center_group: '',
  vacation_coverage: '',
});

/** The centers table's head. */
function CentersHead() {
  return (
    <thead>
      <tr>
        {CENTER_HEAD.map((h) => (
          <th key={h.text} scope="col" title={h.title} className="px-2 py-2 text-left font-semibold text-slate-700">
            <HeaderText text={h.text} />
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A cell's error, under its input. */
function CellError({ text }: { text: string | undefined }) {
  return (
    text && (
      <p role="alert" className="mt-1 text-xs text-red-600">
        {text}
      </p>
    )
  );
}

/** A center's row, its errors by field and how it changes. */
interface CenterRowProps {
  row: CenterRowState;
  index: number;
  error(field: string): string | undefined;
  agreements: SimulationFormContext['agreements'];
  localities: LocalityRead[];
  canEdit: boolean;
  groupHintId: string;
  onChange(p: Partial<CenterRowState>): void;
  onEditLocality(locality: LocalityRead): void;
  onRemove(): void;
}

/** One center: its name, locality (with its edit button), agreement, group and vacation coverage. */
function CenterRow({
  row: r,
  index: i,
  error: e,
  agreements,
  localities,
  canEdit,
  groupHintId,
  onChange,
  onEditLocality,
  onRemove,
}: CenterRowProps) {
  const cell = (name: string, field: 'name' | 'municipality_id' | 'agreement_id' | 'center_group'): CellProps => ({
    label: `${name} ${i + 1}`,
    value: String(r[field] ?? ''),
    error: e(field),
    canEdit,
    onChange: (value) => onChange({ [field]: value } as Partial<CenterRowState>),
  });
  return (
    <tr className="align-top">
      <TextCell className="px-2 py-1" {...cell('Centro', 'name')} maxLength={TEXT_MAX_LENGTH} />
      <LocalityCell {...cell('Localidad', 'municipality_id')} localities={localities} onEdit={onEditLocality} />
      <AgreementCell {...cell('Convenio', 'agreement_id')} agreements={agreements} />
      <TextCell
        className="w-24 px-2 py-1"
        {...cell('Agrupación', 'center_group')}
        aria-describedby={groupHintId}
        inputMode="numeric"
      />
      <td className="w-28 px-2 py-1">
        <NumberField
          label={`Cobertura vacaciones ${i + 1}`}
          hideLabel
          placeholder="100"
          value={String(r.vacation_coverage ?? '')}
          disabled={!canEdit}
          error={e('vacation_coverage')}
          onChange={(ev) => onChange({ vacation_coverage: ev.target.value })}
          inputClassName={cellClass}
        />
      </td>
      <td className="px-2 py-1">
        {canEdit && (
          <IconButton label={`Eliminar centro ${i + 1}`} onClick={onRemove}>
            <TrashIcon width={16} height={16} />
          </IconButton>
        )}
      </td>
    </tr>
  );
}

/** A center's cell: its label (with the row's number), value, message and change. */
interface CellProps {
  label: string;
  value: string;
  error: string | undefined;
  canEdit: boolean;
  onChange(value: string): void;
}

/** A center's typed value (name, group), its message under it. */
function TextCell({
  className,
  label,
  value,
  error,
  canEdit,
  onChange,
  ...input
}: CellProps & { className: string } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'maxLength' | 'inputMode' | 'aria-describedby'
  >) {
  return (
    <td className={className}>
      <input
        aria-label={label}
        {...input}
        value={value}
        disabled={!canEdit}
        aria-invalid={!!error}
        onChange={(ev) => onChange(ev.target.value)}
        className={cellClass}
      />
      <CellError text={error} />
    </td>
  );
}

/** A center's locality, with the button that edits the chosen one. */
function LocalityCell({
  localities,
  onEdit,
  ...cell
}: CellProps & { localities: LocalityRead[]; onEdit(locality: LocalityRead): void }) {
  const loc = localities.find((l) => l.id === cell.value) ?? null;
  return (
    <td className="px-2 py-1">
      <div className="flex items-center gap-1">
        <CellSelect {...cell} options={localities} />
        {cell.canEdit && loc && (
          <IconButton label={`Editar localidad ${loc.name}`} onClick={() => onEdit(loc)}>
            <PencilIcon width={16} height={16} />
          </IconButton>
        )}
      </div>
      <CellError text={cell.error} />
    </td>
  );
}

/** A center's agreement: the workspace's own, then the reference ones in their group. */
function AgreementCell({ agreements, ...cell }: CellProps & { agreements: SimulationFormContext['agreements'] }) {
  return (
    <td className="px-2 py-1">
      <CellSelect {...cell}>
        <AgreementOptions agreements={agreements} />
      </CellSelect>
      <CellError text={cell.error} />
    </td>
  );
}

/** The select of a choice ('Selecciona…' until one is chosen), marked invalid with an error. */
function CellSelect({
  label,
  value,
  error,
  canEdit,
  options,
  children,
  onChange,
}: CellProps & { options?: ReadonlyArray<{ id: string; name: string }>; children?: ReactNode }) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={!canEdit}
      aria-invalid={!!error}
      onChange={(ev) => onChange(ev.target.value)}
      className={cellClass}
    >
      <option value="">Selecciona…</option>
      {options?.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
      {children}
    </select>
  );
}
