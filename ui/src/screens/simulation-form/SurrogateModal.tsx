import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';
import {
  contractTypeLabel,
  CONTRACT_KIND_LABELS,
  SURROGATE_LABELS,
  INPUT_MESSAGES,
  possibleRetirement,
  validateSurrogate,
  type CenterRead,
  type ContractTypeRead,
  type SurrogateRead,
  type WorkingDayUnit,
  numberInputText,
} from '@licita/domain';
import { SelectField, TextField } from '../agreements/parts';
import { WideModal } from '../../components/WideModal';
import { useSeededForm, type SeededModalProps } from './useSeededForm';
import { FORM_TEXTS } from './messages';
import type { Errors } from './fields';
import { SeededModalActions } from './SeededModalActions';
import { fieldBinder, type FieldBind } from '../../components/fieldBinding';
import { NumberField } from '../../components/NumberField';
import { DateField } from '../../components/DateField';

/** The surrogate's fields the modal edits as typed text (numbers and dates included). */
const TEXT_FIELDS = [
  'name',
  'center_id',
  'category_id',
  'working_day',
  'contract_type_id',
  'salary_year',
  'annual_bonuses',
  'beginning_year',
] as const satisfies readonly (keyof SurrogateRead)[];

/** The modal's values: the text fields, the unit of the working day and the agreement whose categories it offers. */
export type SurrogateValues = Record<(typeof TEXT_FIELDS)[number] | 'agreement_id', string> & {
  value_metric_working_day: WorkingDayUnit;
  contract_kind: ContractKind;
};
type ContractKind = keyof typeof CONTRACT_KIND_LABELS;

const withText = (text: (key: (typeof TEXT_FIELDS)[number]) => string) =>
  Object.fromEntries(TEXT_FIELDS.map((k) => [k, text(k)])) as Record<(typeof TEXT_FIELDS)[number], string>;

export const EMPTY_SURROGATE: SurrogateValues = {
  ...withText(() => ''),
  agreement_id: '',
  value_metric_working_day: 'FIXED',
  contract_kind: 'indefinido',
};

/** A stored surrogate as the modal's values (empty text where it has none). */
export function surrogateValues(s: SurrogateRead): SurrogateValues {
  return {
    ...withText((k) => {
      const v = s[k];
      return v === null ? '' : typeof v === 'number' ? numberInputText(v) : String(v);
    }),
    agreement_id: s.agreement.id,
    value_metric_working_day: s.value_metric_working_day,
    contract_kind: s.contract_kind ?? 'indefinido',
  };
}

/** 'Continuar añadiendo': the agreement and the category are kept, the rest is cleared. */
export const nextSurrogateValues = (v: SurrogateValues): SurrogateValues => ({
  ...EMPTY_SURROGATE,
  agreement_id: v.agreement_id,
  category_id: v.category_id,
});

export type SurrogateSubmit = 'close' | 'continue';

/** The categories of the chosen agreement (none while no agreement is chosen, or when they fail to load). */
function useAgreementCategories(
  agreementId: string,
  categories: (agreementId: string) => Observable<{ id: string; name: string }[]>,
) {
  const [cats, setCats] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    if (!agreementId) return setCats([]);
    const sub = categories(agreementId).subscribe({ next: setCats, error: () => setCats([]) });
    return () => sub.unsubscribe();
  }, [agreementId, categories]);
  return cats;
}

/** Add / edit a surrogate, with 'Añadir y cerrar' and 'Continuar añadiendo subrogados'. */
export function SurrogateModal({
  agreements,
  contractTypes,
  categories,
  service,
  ...props
}: SeededModalProps<SurrogateValues, SurrogateSubmit> & {
  /** Los convenios que se pueden elegir. */
  agreements: { id: string; name: string }[];
  /** Los tipos de contrato que se pueden elegir. */
  contractTypes: ContractTypeRead[];
  /** Carga las categorías del convenio elegido. */
  categories(agreementId: string): Observable<{ id: string; name: string }[]>;
  /** The service period, for the 'Posible jubilación' flag. */
  service?: { service_date_init: string | null; service_duration: number | null };
}) {
  const { open, editing, centers, saving = false, onClose } = props;
  const { v, set, errors, submit } = useSeededForm(props, validateSurrogate);
  const cats = useAgreementCategories(v.agreement_id, categories);
  const fields = { v, set, errors, bind: fieldBinder(v, errors, set) };
  return (
    <WideModal
      open={open}
      onClose={() => !saving && onClose()}
      title={editing ? 'Editar subrogado' : 'Añadir subrogado'}
      size="lg"
    >
      <form onSubmit={submit('close')} noValidate className="mt-4 space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <PlacementFields {...fields} centers={centers} agreements={agreements} categories={cats} />
          <ContractFields {...fields} contractTypes={contractTypes} />
        </div>
        {service && possibleRetirement(v.beginning_year, service.service_date_init, service.service_duration) && (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-800">
            {INPUT_MESSAGES.possibleRetirement}
          </p>
        )}
        <SeededModalActions
          saving={saving}
          onCancel={onClose}
          continueLabel="Continuar añadiendo subrogados"
          onContinue={() => submit('continue')()}
          submitLabel={editing ? 'Guardar y cerrar' : FORM_TEXTS.addAndClose}
        />
      </form>
    </WideModal>
  );
}

interface FieldsProps {
  v: SurrogateValues;
  set(p: Partial<SurrogateValues>): void;
  errors: Errors;
  bind: FieldBind<SurrogateValues>;
}

/** Who the surrogate is and where: name, center (when the owner has centers), agreement and its category. */
function PlacementFields({
  v,
  set,
  errors,
  centers,
  agreements,
  categories,
}: FieldsProps & {
  centers: CenterRead[] | null;
  agreements: { id: string; name: string }[];
  categories: { id: string; name: string }[];
}) {
  return (
    <>
      <TextField label="Nombre" value={v.name} onChange={(e) => set({ name: e.target.value })} />
      {centers && (
        <SelectField
          label="Centro"
          value={v.center_id}
          options={[['', 'Sin asignar (lo asigna el cálculo)'], ...centers.map((c) => [c.id, c.name] as const)]}
          onChange={(e) => set({ center_id: e.target.value })}
        />
      )}
      <SelectField
        label="Convenio"
        value={v.agreement_id}
        options={[['', 'Selecciona un convenio'], ...agreements.map((a) => [a.id, a.name] as const)]}
        onChange={(e) => set({ agreement_id: e.target.value, category_id: '' })}
      />
      <SelectField
        label="Categoría"
        value={v.category_id}
        error={errors.category_id}
        options={[['', 'Selecciona una categoría'], ...categories.map((c) => [c.id, c.name] as const)]}
        onChange={(e) => set({ category_id: e.target.value })}
      />
    </>
  );
}

/** The surrogate's contract: working day and its unit, contract type and its kind for social security, seniority date, salary and bonuses. */
function ContractFields({ v, set, errors, bind, contractTypes }: FieldsProps & { contractTypes: ContractTypeRead[] }) {
  return (
    <>
      <NumberField label="Jornada" {...bind('working_day')} />
      <SelectField
        label="Unidad de la jornada"
        value={v.value_metric_working_day}
        options={[
          ['FIXED', 'Horas semanales'],
          ['PERCENT', 'Porcentaje de jornada'],
        ]}
        onChange={(e) => set({ value_metric_working_day: e.target.value as WorkingDayUnit })}
      />
      <SelectField
        label={SURROGATE_LABELS.contract_type_id}
        value={v.contract_type_id}
        options={[['', 'Sin indicar'], ...contractTypes.map((c) => [c.id, contractTypeLabel(c)] as const)]}
        onChange={(e) => set({ contract_type_id: e.target.value })}
      />
      <SelectField
        label={SURROGATE_LABELS.contract_kind}
        value={v.contract_kind}
        options={Object.entries(CONTRACT_KIND_LABELS)}
        onChange={(e) => set({ contract_kind: e.target.value as ContractKind })}
      />
      <DateField
        label={SURROGATE_LABELS.beginning_year}
        value={v.beginning_year}
        error={errors.beginning_year}
        onChange={(d) => set({ beginning_year: d })}
      />
      <NumberField display="money" label={SURROGATE_LABELS.salary_year} suffix="€" {...bind('salary_year')} />
      <NumberField display="money" label="Pluses anuales" suffix="€" {...bind('annual_bonuses')} />
    </>
  );
}
