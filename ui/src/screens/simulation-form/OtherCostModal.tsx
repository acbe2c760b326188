import {
  costTypeFields,
  OTHER_COST_LABELS,
  OTHER_COST_TYPE_LABELS,
  OTHER_COST_TYPES,
  PARAMETER_MESSAGES,
  prefillMaterialCost,
  validateMaterialCost,
  type MaterialCostForm,
  type OtherCostType,
  type SimulationMaterialCostRead,
  type WorkspaceMaterialCost,
  numberInputText,
  otherCostAmountHint,
} from '@licita/domain';
import { SelectField, TextField } from '../agreements/parts';
import { WideModal } from '../../components/WideModal';
import { useSeededForm, type SeededModalProps } from './useSeededForm';
import { FORM_TEXTS } from './messages';
import type { Errors } from './fields';
import { SeededModalActions } from './SeededModalActions';
import { NumberField } from '../../components/NumberField';

/** The center select: '' not chosen yet ('Centro requerido'), '*' all centers (center_id null), else a center. */
export const ALL_CENTERS = '*';

export interface OtherCostValues {
  center: string;
  name: string;
  cost_type: OtherCostType;
  amount: string;
  months_to_apply: string;
  number_of_units: string;
}

export const EMPTY_OTHER_COST: OtherCostValues = {
  center: '',
  name: '',
  cost_type: 'AMOUNT_BY_WORKER',
  amount: '',
  months_to_apply: '',
  number_of_units: '',
};

export function otherCostValues(c: SimulationMaterialCostRead): OtherCostValues {
  const n = (v: number | null) => numberInputText(v);
  return {
    center: c.center_id ?? ALL_CENTERS,
    name: c.name,
    cost_type: c.cost_type,
    amount: numberInputText(c.amount),
    months_to_apply: n(c.months_to_apply),
    number_of_units: n(c.number_of_units),
  };
}

export function otherCostForm(v: OtherCostValues): MaterialCostForm {
  return {
    center_id: v.center === '' ? undefined : v.center === ALL_CENTERS ? null : v.center,
    name: v.name,
    cost_type: v.cost_type,
    amount: v.amount,
    months_to_apply: v.months_to_apply,
    number_of_units: v.number_of_units,
  };
}

/** 'Añadir otros costes' / 'Editar otros costes': center or all centers, concept (prefilled from the catalogue), type and its fields. */
export function OtherCostModal({
  catalogue,
  ...props
}: SeededModalProps<OtherCostValues, 'close' | 'continue'> & {
  /** Los costes materiales del espacio de trabajo que se pueden elegir. */
  catalogue: WorkspaceMaterialCost[];
}) {
  const { open, editing, centers, saving = false, onClose } = props;
  const { v, set, errors, submit } = useSeededForm(props, (values) => validateMaterialCost(otherCostForm(values)));
  const pickName = (name: string) => {
    const item = catalogue.find((c) => c.name === name);
    if (!item) return set({ name });
    const f = prefillMaterialCost({ ...item, amount: item.amount ?? 0 });
    set({ name, cost_type: f.cost_type!, amount: numberInputText(f.amount) });
  };
  return (
    <WideModal
      open={open}
      onClose={() => !saving && onClose()}
      title={editing ? 'Editar otros costes' : 'Añadir otros costes'}
      size="md"
    >
      <form onSubmit={submit('close')} noValidate className="mt-4 space-y-4">
        {centers && (
          <SelectField
            label="Centro"
            value={v.center}
            error={errors.center_id}
            options={[
              ['', FORM_TEXTS.selectCenter],
              [ALL_CENTERS, PARAMETER_MESSAGES.allCenters],
              ...centers.map((c) => [c.id, c.name] as const),
            ]}
            onChange={(e) => set({ center: e.target.value })}
          />
        )}
        <TextField
          label="Concepto"
          list="material-cost-catalogue"
          value={v.name}
          error={errors.name}
          onChange={(e) => pickName(e.target.value)}
        />
        <datalist id="material-cost-catalogue">
          {catalogue.map((c) => (
            <option key={c.id} value={c.name} />
          ))}
        </datalist>
        <CostTypeFields
          v={v}
          set={set}
          errors={errors}
          // what the amount is for: per center or once for all of them, per worker (who counts), per month
          forAllCenters={!centers || v.center === '' || v.center === ALL_CENTERS}
        />
        <SeededModalActions
          saving={saving}
          onCancel={onClose}
          continueLabel={editing ? null : 'Continuar añadiendo otros costes'}
          onContinue={() => submit('continue')()}
          submitLabel={editing ? 'Guardar' : FORM_TEXTS.addAndClose}
        />
      </form>
    </WideModal>
  );
}

/** The cost's type and the fields it asks for: amount (€ or % of salaries), units, months. */
function CostTypeFields({
  v,
  set,
  errors,
  forAllCenters,
}: {
  v: OtherCostValues;
  set(p: Partial<OtherCostValues>): void;
  errors: Errors;
  /** Whether the amount is once for every center rather than per center. */
  forAllCenters: boolean;
}) {
  const shown = costTypeFields(v.cost_type);
  return (
    <>
      <SelectField
        label="Tipo"
        value={v.cost_type}
        options={OTHER_COST_TYPES.map((t) => [t, OTHER_COST_TYPE_LABELS[t]] as const)}
        onChange={(e) => set({ cost_type: e.target.value as OtherCostType })}
      />
      <NumberField
        label="Importe"
        suffix={v.cost_type === 'SALARY_PERCENT' ? '%' : '€'}
        value={v.amount}
        error={errors.amount}
        description={otherCostAmountHint(v.cost_type, forAllCenters)}
        onChange={(e) => set({ amount: e.target.value })}
      />
      {shown.units && (
        <NumberField
          display="integer"
          label={OTHER_COST_LABELS.number_of_units}
          value={v.number_of_units}
          error={errors.number_of_units}
          onChange={(e) => set({ number_of_units: e.target.value })}
        />
      )}
      {shown.months && (
        <NumberField
          display="integer"
          label={OTHER_COST_LABELS.months_to_apply}
          value={v.months_to_apply}
          error={errors.months_to_apply}
          onChange={(e) => set({ months_to_apply: e.target.value })}
        />
      )}
    </>
  );
}
