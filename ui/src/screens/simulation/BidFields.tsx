/**
 * The bid's fields, in Datos Básicos ('Presupuesto y oferta', set before launching) and in 'Modificar parámetros'
 * (changed afterwards): overheads, Beneficio and VAT, the offer against the tender budget (docs/budget.md §3) and the
 * "Puntuación económica" part (ScoreFields).
 */
import type { ReactNode } from 'react';
import { offerAboveBudget, PARAMETER_LABELS, type BidInputsForm } from '@licita/domain';
import { NumberField } from '../../components/NumberField';
import { PercentFields } from './PercentFields';
import { ScoreFields } from './ScoreFields';

/**
 * Overheads, Beneficio and VAT in a grid (`leading`: the caller's fields before them, in the same grid), then the offer
 * (budget and price; an empty price is the computed total) and the score, as siblings for the caller to space.
 */
export function BidFields<F extends BidInputsForm>({
  form,
  errors,
  disabled,
  onChange,
  gridClassName,
  leading,
  noticeFormula = null,
}: {
  form: F;
  errors: Record<string, string>;
  disabled: boolean;
  onChange(form: F): void;
  /** The grid's columns, e.g. 'sm:grid-cols-2'. */
  gridClassName: string;
  leading?: ReactNode;
  /** The price formula's text of the notice the tender was imported from (PLACSP), shown beside the formula choice. */
  noticeFormula?: string | null;
}) {
  return (
    <>
      <div className={`grid grid-cols-1 gap-4 ${gridClassName}`}>
        {leading}
        <PercentFields
          parameters={['overheads', 'benefit', 'vat']}
          form={form}
          errors={errors}
          disabled={disabled}
          onChange={onChange}
        />
      </div>
      <fieldset className="rounded-lg border border-slate-200 px-4 pt-1 pb-4">
        <legend className="px-1 text-sm font-medium text-slate-700">Oferta</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <NumberField
            display="money"
            label={PARAMETER_LABELS.tender_budget}
            suffix="€"
            value={form.tender_budget}
            disabled={disabled}
            error={errors.tender_budget}
            description="Según el pliego"
            onChange={(e) => onChange({ ...form, tender_budget: e.target.value })}
          />
          <NumberField
            display="money"
            label={PARAMETER_LABELS.offer_price}
            suffix="€"
            placeholder="Total calculado"
            value={form.offer_price}
            disabled={disabled}
            error={errors.offer_price}
            warning={offerAboveBudget(form)}
            description="Vacío: el coste total calculado"
            onChange={(e) => onChange({ ...form, offer_price: e.target.value })}
          />
        </div>
      </fieldset>
      <ScoreFields
        score={form.score}
        errors={errors}
        disabled={disabled}
        noticeFormula={noticeFormula}
        onChange={(score) => onChange({ ...form, score })}
      />
    </>
  );
}
