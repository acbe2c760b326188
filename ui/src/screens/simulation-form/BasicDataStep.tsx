import { useId, useMemo, useState, type FormEvent } from 'react';
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
import { DateField } from '../../components/DateField';

interface BasicValues {
  service_date_init: string;
  service_duration: string;
  social_security: string;
  absenteeism_rate: string;
}

type CenterRowState = CenterForm & { key: string };

const str = (v: number | string | null | undefined, fallback = '') =>
  v === null || v === undefined ? fallback : typeof v === 'number' ? numberInputText(v) : v;

export function initialBasic(s: SimulationFormContext['simulation']): BasicValues {
  return {
    service_date_init: s.service_date_init ?? '',
    service_duration: str(s.service_duration),
    social_security: str(s.social_security, numberInputText(SIMULATION_DEFAULTS.social_security)),
    absenteeism_rate: str(s.absenteeism_rate, numberInputText(SIMULATION_DEFAULTS.absenteeism_rate)),
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

/**
 * Datos Básicos: start date, duration, social security, absenteeism and the centers table (Centro, Localidad,
 * Convenio, Agrupación, Cobertura de vacaciones), held locally until Guardar; import of centers and the template download.
 */
export function BasicDataStep({
  ctx,
  canEdit = true,
  onSaved,
  onSavingChange,
}: {
  /** Contexto del formulario de simulación: la simulación, sus centros y sus datos básicos. */
  ctx: SimulationFormContext;
  /** Si el usuario puede modificar los datos; si no, el paso se muestra solo para lectura. */
  canEdit?: boolean;
  /** Se llama con el contexto actualizado tras «Guardar». */
  onSaved(next: SimulationFormContext): void;
  /** Told while Guardar is running ('Lanzar simulación' is disabled meanwhile). */
  onSavingChange?(saving: boolean): void;
}) {
  const save = useService(TOKENS.SaveBasicData);
  const importCenters = useService(TOKENS.ImportCenters);
  const formData = useService(TOKENS.SimulationFormData);
  const localitiesUc = useService(TOKENS.Localities);
  const [basic, setBasic] = useState<BasicValues>(() => initialBasic(ctx.simulation));
  const [bid, setBid] = useState<BidInputsForm>(() => bidInputsToForm(ctx.simulation.bid));
  const [rows, setRows] = useState<CenterRowState[]>(() => toRows(ctx));
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState(false);
  const [saving, setSavingState] = useState(false);
  const setSaving = (b: boolean) => {
    setSavingState(b);
    onSavingChange?.(b);
  };
  const [importing, setImporting] = useState(false);
  const [localities, setLocalities] = useState<LocalityRead[]>(ctx.localities);
  const [localityDialog, setLocalityDialog] = useState<{ locality: LocalityRead | null; row: number | null } | null>(null);
  const [localityErrors, setLocalityErrors] = useState<Errors>({});
  const [localitySaving, setLocalitySaving] = useState(false);

  const blocker = basicDataSaveBlocker(basic, rows.length);
  const liveErrors = useMemo(() => (touched ? byField(validateBasicData(basic)) : {}), [touched, basic]);
  const shown = { ...liveErrors, ...errors };
  const setB = (p: Partial<BasicValues>) => {
    setTouched(true);
    setBasic({ ...basic, ...p });
  };
  const setRow = (i: number, p: Partial<CenterRowState>) => setRows(rows.map((r, k) => (k === i ? { ...r, ...p } : r)));

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

  const reloadCenters = () =>
    formData.centers(ctx.simulation.id).subscribe((centers) => {
      const next = { ...ctx, centers, localities };
      setRows(toRows(next));
      onSaved(next);
    });

  const saveLocality = (v: LocalityValues) => {
    if (!localityDialog) return;
    setLocalitySaving(true);
    setLocalityErrors({});
    localitiesUc.save(localityDialog.locality?.id ?? null, v).subscribe({
      next: (id) => {
        const row = localityDialog.row;
        localitiesUc.list().subscribe((list) => {
          setLocalities(list);
          setLocalitySaving(false);
          setLocalityDialog(null);
          if (row !== null) setRow(row, { municipality_id: id });
        });
      },
      error: (err) => {
        setLocalitySaving(false);
        setLocalityErrors(formErrors(err));
      },
    });
  };

  const groupHintId = useId();
  // full words, each with what it means on hover (the columns are narrow, the words are not)
  const head: Array<{ text: string; title?: string }> = [
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
  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-6" aria-label="Datos Básicos">
        <Section title={FORM_TEXTS.serviceData}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <DateField
              label={BASIC_DATA_LABELS.service_date_init}
              value={basic.service_date_init}
              error={shown.service_date_init}
              disabled={!canEdit}
              onChange={(d) => setB({ service_date_init: d })}
            />
            <NumberField
              display="integer"
              label="Duración (meses)"
              value={basic.service_duration}
              error={shown.service_duration}
              disabled={!canEdit}
              onChange={(e) => setB({ service_duration: e.target.value })}
            />
            <NumberField
              label="Seguridad social"
              suffix="%"
              value={basic.social_security}
              error={shown.social_security}
              disabled={!canEdit}
              onChange={(e) => setB({ social_security: e.target.value })}
            />
            <NumberField
              label="Absentismo"
              suffix="%"
              value={basic.absenteeism_rate}
              error={shown.absenteeism_rate}
              disabled={!canEdit}
              onChange={(e) => setB({ absenteeism_rate: e.target.value })}
            />
          </div>
        </Section>
        <BidInputsSection form={bid} errors={errors} disabled={!canEdit} onChange={setBid} />
        <Section
          title="Centros"
          actions={
            canEdit && (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() =>
                    importCenters.templateUrl(ctx.simulation.id).subscribe({ next: openDownload, error: () => undefined })
                  }
                >
                  Descargar plantilla de centros
                </Button>
                <Button variant="secondary" onClick={() => setImporting(true)}>
                  Importar centros
                </Button>
                <Button variant="secondary" onClick={() => setLocalityDialog({ locality: null, row: null })}>
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
              <thead>
                <tr>
                  {head.map((h) => (
                    <th key={h.text} scope="col" title={h.title} className="px-2 py-2 text-left font-semibold text-slate-700">
                      <HeaderText text={h.text} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => {
                  const e = (f: string) => shown[`centers[${i}].${f}`];
                  const loc = localities.find((l) => l.id === r.municipality_id) ?? null;
                  return (
                    <tr key={r.key} className="align-top">
                      <td className="px-2 py-1">
                        <input
                          aria-label={`Centro ${i + 1}`}
                          maxLength={TEXT_MAX_LENGTH}
                          value={r.name ?? ''}
                          disabled={!canEdit}
                          aria-invalid={!!e('name')}
                          onChange={(ev) => setRow(i, { name: ev.target.value })}
                          className={cellClass}
                        />
                        {e('name') && (
                          <p role="alert" className="mt-1 text-xs text-red-600">
                            {e('name')}
                          </p>
                        )}
                      </td>
                      <td className="px-2 py-1">
                        <div className="flex items-center gap-1">
                          <select
                            aria-label={`Localidad ${i + 1}`}
                            value={r.municipality_id ?? ''}
                            disabled={!canEdit}
                            aria-invalid={!!e('municipality_id')}
                            onChange={(ev) => setRow(i, { municipality_id: ev.target.value })}
                            className={cellClass}
                          >
                            <option value="">Selecciona…</option>
                            {localities.map((l) => (
                              <option key={l.id} value={l.id}>
                                {l.name}
                              </option>
                            ))}
                          </select>
                          {canEdit && loc && (
                            <IconButton
                              label={`Editar localidad ${loc.name}`}
                              onClick={() => setLocalityDialog({ locality: loc, row: i })}
                            >
                              <PencilIcon width={16} height={16} />
                            </IconButton>
                          )}
                        </div>
                        {e('municipality_id') && (
                          <p role="alert" className="mt-1 text-xs text-red-600">
                            {e('municipality_id')}
                          </p>
                        )}
                      </td>
                      <td className="px-2 py-1">
                        <select
                          aria-label={`Convenio ${i + 1}`}
                          value={r.agreement_id ?? ''}
                          disabled={!canEdit}
                          aria-invalid={!!e('agreement_id')}
                          onChange={(ev) => setRow(i, { agreement_id: ev.target.value })}
                          className={cellClass}
                        >
                          <option value="">Selecciona…</option>
                          {ctx.agreements.map((a) => (
                            <option key={a.id} value={a.id}>
                              {a.name}
                            </option>
                          ))}
                        </select>
                        {e('agreement_id') && (
                          <p role="alert" className="mt-1 text-xs text-red-600">
                            {e('agreement_id')}
                          </p>
                        )}
                      </td>
                      <td className="w-24 px-2 py-1">
                        <input
                          aria-label={`Agrupación ${i + 1}`}
                          aria-describedby={groupHintId}
                          inputMode="numeric"
                          value={String(r.center_group ?? '')}
                          disabled={!canEdit}
                          aria-invalid={!!e('center_group')}
                          onChange={(ev) => setRow(i, { center_group: ev.target.value })}
                          className={cellClass}
                        />
                        {e('center_group') && (
                          <p role="alert" className="mt-1 text-xs text-red-600">
                            {e('center_group')}
                          </p>
                        )}
                      </td>
                      <td className="w-28 px-2 py-1">
                        <NumberField
                          label={`Cobertura vacaciones ${i + 1}`}
                          hideLabel
                          placeholder="100"
                          value={String(r.vacation_coverage ?? '')}
                          disabled={!canEdit}
                          error={e('vacation_coverage')}
                          onChange={(ev) => setRow(i, { vacation_coverage: ev.target.value })}
                          inputClassName={cellClass}
                        />
                      </td>
                      <td className="px-2 py-1">
                        {canEdit && (
                          <IconButton label={`Eliminar centro ${i + 1}`} onClick={() => setRows(rows.filter((_, k) => k !== i))}>
                            <TrashIcon width={16} height={16} />
                          </IconButton>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
          {canEdit && (
            <Button
              variant="ghost"
              className="mt-2"
              onClick={() =>
                setRows([
                  ...rows,
                  { key: rowKey(), name: '', municipality_id: '', agreement_id: '', center_group: '', vacation_coverage: '' },
                ])
              }
            >
              <PlusIcon width={18} height={18} /> Añadir centro
            </Button>
          )}
        </Section>
        {canEdit && (
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
        )}
      </form>
      <ImportDialog
        open={importing}
        title="Importar centros"
        run={(file) => importCenters.execute(ctx.simulation.id, file)}
        onDone={reloadCenters}
        onClose={() => setImporting(false)}
      />
      <LocalityDialog
        open={localityDialog !== null}
        locality={localityDialog?.locality ?? null}
        saving={localitySaving}
        errors={localityErrors}
        onSubmit={saveLocality}
        onClose={() => {
          setLocalityDialog(null);
          setLocalityErrors({});
        }}
      />
    </>
  );
}
