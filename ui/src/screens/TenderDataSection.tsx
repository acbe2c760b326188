/**
 * 'Datos de la licitación' on the tender page: the contracting authority, expediente, lot, valor estimado and
 * extensions of the notice, shown as facts and edited in a dialog. The justification of an offer prints them.
 */
import { useState, type FormEvent } from 'react';
import { InputFormError, TOKENS } from '@licita/application';
import {
  formatNumber,
  moneyText,
  numberInputText,
  TENDER_DATA_LABELS,
  type Project,
  type TenderDataForm,
  TENDER_DATA_TITLE,
} from '@licita/domain';
import { useService } from '../app/container';
import { Button } from '../components/ui';
import { TextField } from '../components/TextField';
import { NumberField } from '../components/NumberField';
import { DialogActions, Modal } from '../components/dialogParts';
import { fieldBinder } from '../components/fieldBinding';

const formOf = (p: Project): TenderDataForm => ({
  contracting_authority: p.contracting_authority ?? '',
  file_number: p.file_number ?? '',
  lot: p.lot ?? '',
  estimated_value: numberInputText(p.estimated_value ?? null),
  extension_months: numberInputText(p.extension_months ?? null),
});

/** The dialog's form (null while closed) and its save; the server's refusals by field. */
function useTenderDataForm(project: Project, onSaved?: () => void) {
  const save = useService(TOKENS.SaveTenderData);
  const [form, setForm] = useState<TenderDataForm | null>(null);
  const [errors, setErrors] = useState<Partial<TenderDataForm>>({});
  const [saving, setSaving] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    setSaving(true);
    setErrors({});
    save.execute(project, form).subscribe({
      error: (err) => {
        setSaving(false);
        if (err instanceof InputFormError) setErrors(err.byField);
      },
      complete: () => {
        setSaving(false);
        setForm(null);
        onSaved?.();
      },
    });
  };
  return { form, setForm, errors, saving, submit };
}

export function TenderDataSection({
  project,
  canEdit,
  onSaved,
}: {
  /** La licitación cuyos datos se muestran. */
  project: Project;
  /** Si el usuario puede modificar los datos de la licitación. */
  canEdit: boolean;
  /** Se llama tras guardar los datos. */
  onSaved?(): void;
}) {
  const dialog = useTenderDataForm(project, onSaved);
  const { form, setForm } = dialog;
  const facts: Array<[string, string]> = [
    [TENDER_DATA_LABELS.contracting_authority, project.contracting_authority ?? ''],
    [TENDER_DATA_LABELS.file_number, project.file_number ?? ''],
    [TENDER_DATA_LABELS.lot, project.lot ?? ''],
    [TENDER_DATA_LABELS.estimated_value, project.estimated_value != null ? moneyText(project.estimated_value) : ''],
    [TENDER_DATA_LABELS.extension_months, project.extension_months != null ? formatNumber(project.extension_months, 0) : ''],
  ];
  return (
    <section aria-label={TENDER_DATA_TITLE} className="mb-6 rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-700">{TENDER_DATA_TITLE}</h2>
        {canEdit && (
          <Button variant="secondary" onClick={() => setForm(formOf(project))}>
            Editar datos
          </Button>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium break-words text-slate-900">
              {value || <span className="font-normal text-slate-500">Sin indicar</span>}
            </dd>
          </div>
        ))}
      </dl>
      <Modal open={!!form} onClose={() => setForm(null)} title={TENDER_DATA_TITLE} wide>
        {form && <TenderDataFields form={form} dialog={dialog} />}
      </Modal>
    </section>
  );
}

/** The dialog's fields, as the notice gives them, with 'Guardar'. */
function TenderDataFields({
  form,
  dialog: { setForm, errors, saving, submit },
}: {
  form: TenderDataForm;
  dialog: ReturnType<typeof useTenderDataForm>;
}) {
  const bind = fieldBinder(form, errors, (p: Partial<TenderDataForm>) => setForm({ ...form, ...p }));
  const field = (key: 'contracting_authority' | 'file_number' | 'lot', maxLength: number) => (
    <TextField id={`tender-${key}`} label={TENDER_DATA_LABELS[key]} maxLength={maxLength} {...bind(key)} />
  );
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <p className="text-sm text-slate-600">
        Tal como figuran en el anuncio. La justificación de la oferta los imprime en su portada.
      </p>
      {field('contracting_authority', 255)}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field('file_number', 120)}
        {field('lot', 120)}
        <NumberField display="money" label={TENDER_DATA_LABELS.estimated_value} suffix="€" {...bind('estimated_value')} />
        <NumberField display="integer" label={TENDER_DATA_LABELS.extension_months} {...bind('extension_months')} />
      </div>
      <DialogActions onCancel={() => setForm(null)} confirmLabel="Guardar" busy={saving} cancelDisabled={saving} />
    </form>
  );
}
