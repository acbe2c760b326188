import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TOKENS, type PreviousStudySolution } from '@licita/application';
import {
  OTHER_COST_TYPE_LABELS,
  PARAMETER_MESSAGES,
  parametersToForm,
  usesMonths,
  usesUnits,
  validateParametersForm,
  type ParameterCostForm,
  type ParametersForm,
  type PreviousStudy,
} from '@licita/domain';
import { useService } from '../../app/container';
import { Button } from '../../components/ui';
import { SpinnerIcon } from '../../components/icons';
import { TextField, WideModal } from '../agreements/parts';
import { byField, formErrors, type Errors } from '../simulation-form/fields';

/**
 * 'Modificar' of a solved previous study: Absentismo, Beneficio and the amounts of its other costs. Guardar re-costs
 * the study (asynchronously; the dialog waits for FINISHED, or shows the ERROR); 'Restablecer valores del
 * formulario' brings back the values the solution was costed with.
 */
export function StudyParametersDialog({ open, studyId, onClose, onModified }: { open: boolean; studyId: string; onClose(): void; onModified(s: PreviousStudy): void }) {
  const solution = useService<PreviousStudySolution>(TOKENS.PreviousStudySolution);
  const [loaded, setLoaded] = useState<ParametersForm | null>(null);
  const [form, setForm] = useState<ParametersForm | null>(null);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  // the parent's callback may change on every render; loading depends only on opening
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return undefined;
    setLoaded(null);
    setForm(null);
    setTried(false);
    setServerErrors({});
    const sub = solution.parameters(studyId).subscribe({
      next: (p) => {
        const f = parametersToForm(p);
        setLoaded(f);
        setForm(f);
      },
      error: () => close.current(),
    });
    return () => sub.unsubscribe();
  }, [open, studyId, solution]);
  const errors: Errors = { ...(tried && form ? byField(validateParametersForm(form)) : {}), ...serverErrors };
  const setCost = (i: number, p: Partial<ParameterCostForm>) => form && setForm({ ...form, material_costs: form.material_costs.map((c, k) => (k === i ? { ...c, ...p } : c)) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    setTried(true);
    if (validateParametersForm(form).length) return;
    setSaving(true);
    setServerErrors({});
    solution.modify(studyId, form).subscribe({
      next: (s) => {
        setSaving(false);
        onModified(s);
      },
      error: (err) => {
        setSaving(false);
        setServerErrors(formErrors(err));
      },
    });
  };
  return (
    <WideModal open={open} onClose={() => !saving && onClose()} title="Modificar parámetros" size="md">
      {!form ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <SpinnerIcon width={16} height={16} /> Cargando parámetros…
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField label="Absentismo" inputMode="decimal" suffix="%" value={form.absenteeism_rate} error={errors.absenteeism_rate} onChange={(e) => setForm({ ...form, absenteeism_rate: e.target.value })} />
            <TextField label="Beneficio" inputMode="decimal" suffix="%" value={form.benefit} error={errors.benefit} onChange={(e) => setForm({ ...form, benefit: e.target.value })} />
          </div>
          {form.material_costs.length > 0 && (
            <fieldset className="space-y-3">
              <legend className="text-sm font-semibold text-slate-800">Otros costes</legend>
              {form.material_costs.map((c, i) => (
                <div key={c.id} className="grid grid-cols-1 gap-3 rounded-lg p-3 ring-1 ring-slate-200 sm:grid-cols-3">
                  <p className="text-sm font-medium text-slate-800 sm:col-span-3">
                    {c.name} <span className="font-normal text-slate-500">· {OTHER_COST_TYPE_LABELS[c.type]}</span>
                  </p>
                  <TextField label={`Importe de ${c.name}`} inputMode="decimal" suffix={c.type === 'SALARY_PERCENT' ? '%' : '€'} value={c.amount} error={errors[`material_costs[${i}].amount`]} onChange={(e) => setCost(i, { amount: e.target.value })} />
                  {usesUnits(c.type) && (
                    <TextField label="Número de unidades" inputMode="numeric" value={c.number_of_units} error={errors[`material_costs[${i}].number_of_units`]} onChange={(e) => setCost(i, { number_of_units: e.target.value })} />
                  )}
                  {usesMonths(c.type) && (
                    <TextField label="Meses a aplicar" inputMode="numeric" value={c.months_to_apply} error={errors[`material_costs[${i}].months_to_apply`]} onChange={(e) => setCost(i, { months_to_apply: e.target.value })} />
                  )}
                </div>
              ))}
            </fieldset>
          )}
          {saving && (
            <p role="status" className="flex items-center gap-2 text-sm font-medium text-brand-700">
              <SpinnerIcon width={16} height={16} /> Actualizando estudio previo
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={saving} onClick={() => loaded && (setForm(loaded), setTried(false), setServerErrors({}))}>
              {PARAMETER_MESSAGES.reset}
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving}>
              Guardar
            </Button>
          </div>
        </form>
      )}
    </WideModal>
  );
}
