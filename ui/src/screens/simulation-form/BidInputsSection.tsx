/**
 * 'Oferta' of Datos Básicos: the bid inputs a preparer knows before launching (the tender budget is in the tender
 * documents, the price formula in the pliego), saved with the basic data; the launch prices and scores the bid with
 * them, and 'Modificar parámetros' changes them afterwards.
 */
import { PARAMETER_LABELS, type BidInputsForm, RESULT_LABELS } from '@licita/domain';
import { NumberField } from '../../components/NumberField';
import { OfferFields } from '../simulation/ParametersDialog';
import { ScoreFields } from '../simulation/ScoreFields';
import { Section } from '../agreements/parts';

export function BidInputsSection({
  form,
  errors,
  disabled,
  onChange,
}: {
  form: BidInputsForm;
  errors: Record<string, string>;
  disabled: boolean;
  onChange(form: BidInputsForm): void;
}) {
  return (
    <Section title={RESULT_LABELS.bid}>
      <p className="-mt-2 mb-3 text-sm text-slate-600">
        Opcional: puedes indicarlos antes de lanzar la simulación; el cálculo valorará la oferta con ellos.
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <NumberField
          label={PARAMETER_LABELS.overheads}
          suffix="%"
          value={form.overheads}
          disabled={disabled}
          error={errors.overheads}
          onChange={(e) => onChange({ ...form, overheads: e.target.value })}
        />
        <NumberField
          label={PARAMETER_LABELS.vat}
          suffix="%"
          value={form.vat}
          disabled={disabled}
          error={errors.vat}
          onChange={(e) => onChange({ ...form, vat: e.target.value })}
        />
      </div>
      <div className="mt-4">
        <OfferFields form={form} errors={errors} disabled={disabled} onChange={onChange} />
      </div>
      <div className="mt-4">
        <ScoreFields score={form.score} errors={errors} disabled={disabled} onChange={(score) => onChange({ ...form, score })} />
      </div>
    </Section>
  );
}
