/**
 * The run's parameters entered as a percentage (Absentismo, Beneficio, Gastos generales, IVA), each labelled from
 * the domain's PARAMETER_LABELS so the field and the messages naming it say the same words.
 */
import { PARAMETER_LABELS } from '@licita/domain';
import { NumberField } from '../../components/NumberField';

type PercentParameter = 'absenteeism_rate' | 'benefit' | 'overheads' | 'vat';

/** One "%" field per parameter, in the given order, bound to the form's value and error of the same name. */
export function PercentFields<P extends PercentParameter, F extends Record<P, string>>({
  parameters,
  form,
  errors,
  disabled,
  onChange,
}: {
  parameters: readonly P[];
  form: F;
  errors: Record<string, string>;
  disabled: boolean;
  onChange(form: F): void;
}) {
  return (
    <>
      {parameters.map((p) => (
        <NumberField
          key={p}
          label={PARAMETER_LABELS[p]}
          suffix="%"
          value={form[p]}
          disabled={disabled}
          error={errors[p]}
          onChange={(e) => onChange({ ...form, [p]: e.target.value })}
        />
      ))}
    </>
  );
}
