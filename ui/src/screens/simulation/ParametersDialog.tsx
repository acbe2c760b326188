/**
 * 'Modificar parámetros': Absentismo and Beneficio, how social security is priced (flat or itemised with its AT/EP rate), the material costs grouped by center
 * ('Todos los centros' first), Guardar and 'Restablecer valores del formulario'. Guardar re-costs the solution and
 * follows its status once a second; meanwhile the dialog says 'Actualizando simulación'.
 */
import { useEffect, useRef, useState } from 'react';
import type { Subscription } from 'rxjs';
import { InputFormError, TOKENS, type TaskProgress } from '@licita/application';
import {
  costTypeLabel,
  groupCostsByCenter,
  PARAMETER_MESSAGES,
  parametersToForm,
  usesMonths,
  usesUnits,
  type ParameterCostForm,
  type ParametersForm,
  COMMON_MESSAGES,
  BASIC_DATA_LABELS,
} from '@licita/domain';
import { useService } from '../../app/container';
import { Button } from '../../components/ui';
import { SpinnerIcon } from '../../components/icons';
import { Tooltip } from '../agreements/parts';
import { WideModal } from '../../components/WideModal';
import { DialogActions } from '../../components/dialogParts';
import { BidFields } from './BidFields';
import { PercentFields } from './PercentFields';
import { NumberField } from '../../components/NumberField';
import { SocialSecurityModeFields } from '../simulation-form/SocialSecurityModeFields';

type Errors = Record<string, string>;

export interface ParametersDialogViewProps {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** Los valores del formulario tal como se escriben; null mientras se cargan. */
  form: ParametersForm | null;
  /** Errores de los campos por nombre de campo, en español. */
  errors?: Errors;
  /** Progreso del recálculo mientras está pendiente; null si no hay ninguno. */
  progress?: TaskProgress | null;
  /** Mensaje si el recálculo ha fallado. */
  failure?: string | null;
  /** Se llama con el formulario cambiado al editar un campo. */
  onChange(form: ParametersForm): void;
  /** Se llama al pulsar «Restablecer» (vuelve a los valores de la solución). */
  onReset(): void;
  /** Se llama al pulsar «Guardar». */
  onSave(): void;
  /** Se llama al cerrar el diálogo. */
  onClose(): void;
  /** What may change (a tooltip beside the title); null hides it. A previous study has no roster to keep. */
  note?: string | null;
  /** What shows while the change is computed. */
  updatingText?: string;
  /** The price formula's text of the notice the tender was imported from (PLACSP), shown beside the formula choice. */
  noticeFormula?: string | null;
}

function CostRow({
  cost,
  index,
  errors,
  disabled,
  onChange,
}: {
  cost: ParameterCostForm;
  index: number;
  errors: Errors;
  disabled: boolean;
  onChange(c: ParameterCostForm): void;
}) {
  const p = `material_costs[${index}]`;
  return (
    <div className="grid grid-cols-1 gap-3 py-3 sm:grid-cols-[1fr_9rem_7rem_7rem] sm:items-start">
      <div className="pt-1">
        <p className="text-sm font-medium text-slate-800">{cost.name}</p>
        <p className="text-xs text-slate-500">{costTypeLabel(cost.type)}</p>
      </div>
      <NumberField
        display={cost.type === 'SALARY_PERCENT' ? 'decimal' : 'money'}
        label="Importe"
        aria-label={`Importe de ${cost.name}`}
        value={cost.amount}
        suffix={cost.type === 'SALARY_PERCENT' ? '%' : '€'}
        disabled={disabled}
        error={errors[`${p}.amount`]}
        onChange={(e) => onChange({ ...cost, amount: e.target.value })}
      />
      {usesUnits(cost.type) ? (
        <NumberField
          display="integer"
          label="Unidades"
          aria-label={`Unidades de ${cost.name}`}
          value={cost.number_of_units}
          disabled={disabled}
          error={errors[`${p}.number_of_units`]}
          onChange={(e) => onChange({ ...cost, number_of_units: e.target.value })}
        />
      ) : (
        <span className="hidden sm:block" />
      )}
      {usesMonths(cost.type) ? (
        <NumberField
          display="integer"
          label="Meses"
          aria-label={`Meses de ${cost.name}`}
          value={cost.months_to_apply}
          disabled={disabled}
          error={errors[`${p}.months_to_apply`]}
          onChange={(e) => onChange({ ...cost, months_to_apply: e.target.value })}
        />
      ) : (
        <span className="hidden sm:block" />
      )}
    </div>
  );
}

/** The tooltip beside the title: what may change. */
function ParametersNote({ note }: { note: string }) {
  return (
    <div className="mt-1 flex items-center gap-2 text-sm text-slate-500">
      <Tooltip text={note}>
        <span
          tabIndex={0}
          aria-label="Qué parámetros se pueden modificar"
          className="inline-flex h-5 w-5 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700"
        >
          ?
        </span>
      </Tooltip>
      Solo los parámetros que no cambian la plantilla.
    </div>
  );
}

/** Costes materiales, grouped by center ('Todos los centros' first). */
function MaterialCostsSection({
  form,
  errors,
  disabled,
  onChange,
}: {
  form: ParametersForm;
  errors: Errors;
  disabled: boolean;
  onChange(form: ParametersForm): void;
}) {
  const setCost = (i: number, c: ParameterCostForm) =>
    onChange({ ...form, material_costs: form.material_costs.map((x, k) => (k === i ? c : x)) });
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-700">Costes materiales</h3>
      {form.material_costs.length === 0 && <p className="mt-2 text-sm text-slate-500">{COMMON_MESSAGES.noData}</p>}
      {groupCostsByCenter(form.material_costs).map((g) => (
        <fieldset key={g.centerId ?? 'all'} className="mt-3 rounded-lg border border-slate-200 px-4 py-1">
          <legend className="px-1 text-sm font-medium text-slate-700">{g.label}</legend>
          <div className="divide-y divide-slate-100">
            {g.indexes.map((i) => (
              <CostRow
                key={form.material_costs[i]!.id}
                cost={form.material_costs[i]!}
                index={i}
                errors={errors}
                disabled={disabled}
                onChange={(c) => setCost(i, c)}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** The loaded form: bid and absenteeism, material costs, the re-costing status, Restablecer, Cancelar and Guardar. */
function ParametersFormBody({
  form,
  errors = {},
  progress = null,
  failure = null,
  onChange,
  onReset,
  onSave,
  onClose,
  updatingText = PARAMETER_MESSAGES.updating,
  noticeFormula = null,
}: Omit<ParametersDialogViewProps, 'open' | 'note' | 'form'> & { form: ParametersForm }) {
  const busy = progress !== null;
  // every field group edits the same form, with the same messages, locked while re-costing
  const fields = { form, errors, disabled: busy, onChange };
  return (
    <form
      className="mt-4 space-y-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <BidFields
        {...fields}
        gridClassName="sm:grid-cols-2"
        noticeFormula={noticeFormula}
        leading={<PercentFields parameters={['absenteeism_rate']} {...fields} />}
      />
      {form.social_security_mode && (
        <div>
          <h3 className="text-sm font-semibold text-slate-700">{BASIC_DATA_LABELS.social_security_mode}</h3>
          <div className="mt-3">
            <SocialSecurityModeFields
              values={form}
              error={errors.at_ep_percent}
              disabled={busy}
              onChange={(p) => onChange({ ...form, ...p })}
            />
          </div>
        </div>
      )}
      <MaterialCostsSection {...fields} />
      {busy && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-brand-700">
          <SpinnerIcon width={16} height={16} /> {updatingText}
        </p>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-600">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" onClick={onReset} disabled={busy}>
          {PARAMETER_MESSAGES.reset}
        </Button>
        <DialogActions className="flex gap-2" onCancel={onClose} busy={busy} confirmLabel="Guardar" />
      </div>
    </form>
  );
}

/** The dialog as it looks (stories render it in each state). */
export function ParametersDialogView({
  open,
  form,
  onClose,
  note = PARAMETER_MESSAGES.tooltip,
  ...rest
}: ParametersDialogViewProps) {
  return (
    <WideModal open={open} onClose={onClose} title={PARAMETER_MESSAGES.title} size="xl">
      {note && <ParametersNote note={note} />}
      {!form ? (
        <p role="status" className="flex items-center gap-2 py-10 text-sm text-slate-500">
          <SpinnerIcon width={16} height={16} /> Cargando parámetros…
        </p>
      ) : (
        <ParametersFormBody {...rest} form={form} onClose={onClose} />
      )}
    </WideModal>
  );
}

/**
 * The parameters of `simulationId` while `open`: loaded on opening, saved and followed while re-costed (`onUpdating`
 * tells the page), reset to the form's values; closing stops following, and reloads the page if a change was running.
 */
function useParametersChange(
  open: boolean,
  simulationId: string,
  onClose: () => void,
  onUpdating: ((on: boolean) => void) | undefined,
  onDone: () => void,
) {
  const modify = useService(TOKENS.ModifyParameters);
  const [form, setForm] = useState<ParametersForm | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<TaskProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const saving = useRef<Subscription | null>(null);
  useEffect(() => {
    if (!open) return undefined;
    setForm(null);
    setErrors({});
    setFailure(null);
    const sub = modify.load(simulationId).subscribe({ next: (p) => setForm(parametersToForm(p)), error: onClose });
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, modify, simulationId]);
  // closing (or leaving the page) stops following the change
  useEffect(() => () => saving.current?.unsubscribe(), []);
  const stop = () => {
    saving.current?.unsubscribe();
    saving.current = null;
    setProgress(null);
    onUpdating?.(false);
  };
  const save = () => {
    if (!form) return;
    setErrors({});
    setFailure(null);
    saving.current?.unsubscribe();
    saving.current = modify.save(simulationId, form).subscribe({
      next: (p) => {
        setProgress(p);
        if (p.phase === 'pending') onUpdating?.(true);
        if (p.phase === 'done') {
          stop();
          onDone();
          onClose();
        }
      },
      error: (err: unknown) => {
        stop();
        if (err instanceof InputFormError) setErrors(err.byField);
        else if (err instanceof Error) setFailure(err.message);
      },
    });
  };
  const reset = () => {
    modify.defaults(simulationId).subscribe({ next: (p) => setForm(parametersToForm(p)), error: () => undefined });
  };
  const close = () => {
    const wasSaving = saving.current !== null && progress !== null;
    stop();
    onClose();
    if (wasSaving) onDone();
  };
  return { form, setForm, errors, progress, failure, save, reset, close };
}

/** Loads the parameters, saves them and follows the re-costing; `onUpdating` tells the page, `onDone` makes it reload. */
export function ParametersDialog({
  open,
  simulationId,
  onClose,
  onUpdating,
  onDone,
  noticeFormula = null,
}: {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** Identificador de la simulación cuyos parámetros se modifican. */
  simulationId: string;
  /** Se llama al cerrar el diálogo. */
  onClose(): void;
  /** Se llama con true mientras se recalculan los parámetros y con false al terminar. */
  onUpdating?(on: boolean): void;
  /** Se llama cuando la simulación se ha recalculado con los nuevos parámetros. */
  onDone(): void;
  /** El texto de la fórmula del precio en el anuncio importado de la Plataforma, para elegir la que corresponde. */
  noticeFormula?: string | null;
}) {
  const change = useParametersChange(open, simulationId, onClose, onUpdating, onDone);
  return (
    <ParametersDialogView
      open={open}
      form={change.form}
      errors={change.errors}
      progress={change.progress}
      failure={change.failure}
      onChange={change.setForm}
      onReset={change.reset}
      onSave={change.save}
      onClose={change.close}
      noticeFormula={noticeFormula}
    />
  );
}
