/**
 * 'Oferta' of Datos Básicos: the bid inputs a preparer knows before launching (the tender budget is in the tender
 * documents, the price formula in the pliego), saved with the basic data; the launch prices and scores the bid with
 * them, and 'Modificar parámetros' changes them afterwards.
 */
import { type BidInputsForm, RESULT_LABELS } from '@licita/domain';
import { BidFields } from '../simulation/BidFields';
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
      <div className="space-y-4">
        <BidFields
          form={form}
          errors={errors}
          disabled={disabled}
          onChange={onChange}
          gridClassName="sm:grid-cols-2 lg:grid-cols-4"
        />
      </div>
    </Section>
  );
}
