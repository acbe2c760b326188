import { useEffect, useState, type FormEvent } from 'react';
import { isLeft } from 'fp-ts/lib/Either.js';
import {
  CATEGORY_LABELS,
  EMPTY_CATEGORY_FORM,
  NON_CONTRIBUTORY_INLINE,
  NON_CONTRIBUTORY_LABEL,
  PLUS_DAYS,
  smiWarning,
  validateCategoryForm,
  type AgreementCategory,
  type AgreementFieldErrors,
  type AgreementWeekdayBonusRow,
  type CategoryFormValues,
  AGREEMENT_LABELS,
} from '@licita/domain';
import { Button, IconButton } from '../../components/ui';
import { PlusIcon, TrashIcon } from '../../components/icons';
import { SelectField, TextField } from './parts';
import { WideModal } from '../../components/WideModal';
import { DialogActions } from '../../components/dialogParts';
import { NumberField } from '../../components/NumberField';
import { TimeField } from '../../components/TimeField';
import { fieldBinder, type FieldBind } from '../../components/fieldBinding';
import { CheckboxLabel } from '../../components/CheckboxLabel';

export interface CategoryModalProps {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** The category to edit, or null to add one. */
  initial: CategoryFormValues | null;
  /** Se llama con los datos de la categoría al pulsar «Guardar». */
  onSave(category: AgreementCategory): void;
  /** Se llama al cerrar el diálogo sin guardar. */
  onClose(): void;
}

/** The 'No cotiza a la Seguridad Social' checkbox of one plus. */
function OutsideSocialSecurity({
  checked,
  onChange,
  label = NON_CONTRIBUTORY_LABEL,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  label?: string;
}) {
  return (
    <CheckboxLabel checked={checked} onChange={onChange}>
      {label}
    </CheckboxLabel>
  );
}

/** What every section of the modal gets: the form's values, their errors and a setter of some of them. */
interface SectionProps {
  v: CategoryFormValues;
  errors: AgreementFieldErrors;
  set(p: Partial<CategoryFormValues>): void;
  bind: FieldBind<CategoryFormValues>;
}

/** The category form's state, reset each time the modal opens, and its validated submit. */
function useCategoryForm(open: boolean, initial: CategoryFormValues | null, onSave: (category: AgreementCategory) => void) {
  const [v, setV] = useState<CategoryFormValues>(initial ?? EMPTY_CATEGORY_FORM);
  const [errors, setErrors] = useState<AgreementFieldErrors>({});
  const [more, setMore] = useState(false);
  useEffect(() => {
    if (open) {
      setV(initial ?? EMPTY_CATEGORY_FORM);
      setErrors({});
      setMore((initial?.extraBonuses.length ?? 0) > 0);
    }
  }, [open, initial]);
  const set = (p: Partial<CategoryFormValues>) => setV((x) => ({ ...x, ...p }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The modal sits in a portal, but React events still bubble to the agreement form around it.
    e.stopPropagation();
    const r = validateCategoryForm(v);
    if (isLeft(r)) return setErrors(r.left);
    onSave(r.right);
  };
  return { v, errors, set, more, setMore, submit };
}

/** 'Añadir categoría': name, salaries (SMI warning), fixed seniority bonus, night bonus, day bonuses, 'Añadir más'. */
export function CategoryModal({ open, initial, onSave, onClose }: CategoryModalProps) {
  const { v, errors, set, more, setMore, submit } = useCategoryForm(open, initial, onSave);
  const bind = fieldBinder(v, errors, set);
  const section = { v, errors, set, bind };
  return (
    <WideModal open={open} onClose={onClose} title={initial ? 'Editar categoría' : 'Añadir categoría'}>
      <form onSubmit={submit} noValidate className="mt-4 space-y-5">
        <TextField label="Categoría" {...bind('categoryName')} autoFocus />
        <SalaryFields {...section} />
        <SeniorityFieldset {...section} />
        <NightFieldset {...section} />
        <DayBonusesFieldset {...section} more={more} onToggleMore={() => setMore((m) => !m)} />
        <DialogActions onCancel={onClose} confirmLabel="Guardar" />
      </form>
    </WideModal>
  );
}

/** The yearly salary (warned under the SMI) and the base salary. */
function SalaryFields({ v, bind }: SectionProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <NumberField
        display="money"
        label={AGREEMENT_LABELS.salaryYear}
        suffix="€"
        {...bind('netSalary')}
        warning={smiWarning(v.netSalary)}
      />
      <NumberField display="money" label={CATEGORY_LABELS.base_salary_year} suffix="€" {...bind('annualBaseSalary')} />
    </div>
  );
}

/** 'Plus fijo de antigüedad': its yearly amount and period, shown once ticked. */
function SeniorityFieldset({ v, set, bind }: SectionProps) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <CheckboxLabel
        className="flex items-center gap-2 text-sm font-medium text-slate-800"
        checked={v.seniorityOpen}
        onChange={(seniorityOpen) => set({ seniorityOpen })}
      >
        Plus fijo de antigüedad
      </CheckboxLabel>
      {v.seniorityOpen && (
        <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <NumberField display="money" label="Cantidad anual" suffix="€" {...bind('fixedSeniorityBonus')} />
          <NumberField display="integer" label={CATEGORY_LABELS.period_bonus} {...bind('fixedSeniorityBonusPeriod')} />
        </div>
      )}
    </fieldset>
  );
}

/** 'Nocturnidad': the night's start and end and its price per hour. */
function NightFieldset({ v, errors, set, bind }: SectionProps) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">Nocturnidad</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TimeField
          label={CATEGORY_LABELS.time_init}
          value={v.plusNocturnalStartTime}
          error={errors.plusNocturnalStartTime}
          onChange={(t) => set({ plusNocturnalStartTime: t })}
        />
        <TimeField
          label={CATEGORY_LABELS.time_end}
          value={v.plusNocturnalEndTime}
          error={errors.plusNocturnalEndTime}
          onChange={(t) => set({ plusNocturnalEndTime: t })}
        />
        <NumberField display="money" label={CATEGORY_LABELS.price_hour} suffix="€" {...bind('plusNocturnalValue')} />
      </div>
      <div className="mt-2">
        <OutsideSocialSecurity
          checked={v.plusNocturnalNonContributory}
          onChange={(plusNocturnalNonContributory) => set({ plusNocturnalNonContributory })}
        />
      </div>
    </fieldset>
  );
}

/** 'Pluses por día (por hora)': Sundays, holidays, free days, and under 'Añadir más' the bonuses of other days. */
function DayBonusesFieldset({
  v,
  errors,
  set,
  bind,
  more,
  onToggleMore,
}: SectionProps & { more: boolean; onToggleMore(): void }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">Pluses por día (por hora)</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <NumberField display="money" label="Domingos" suffix="€/h" {...bind('sundayHour')} />
        <NumberField display="money" label="Festivos" suffix="€/h" {...bind('holidayHour')} />
        <NumberField display="integer" label="Días libres" {...bind('free_days')} />
      </div>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        <OutsideSocialSecurity
          label={`Domingos: ${NON_CONTRIBUTORY_INLINE}`}
          checked={v.sundayNonContributory}
          onChange={(sundayNonContributory) => set({ sundayNonContributory })}
        />
        <OutsideSocialSecurity
          label={`Festivos: ${NON_CONTRIBUTORY_INLINE}`}
          checked={v.holidayNonContributory}
          onChange={(holidayNonContributory) => set({ holidayNonContributory })}
        />
      </div>
      <button
        type="button"
        className="mt-3 text-sm font-medium text-brand-700 hover:underline"
        aria-expanded={more}
        onClick={onToggleMore}
      >
        Añadir más
      </button>
      {more && <ExtraBonuses v={v} errors={errors} set={set} />}
    </fieldset>
  );
}

/** The bonuses of other days, one row each, and 'Añadir plus'. */
function ExtraBonuses({ v, errors, set }: Omit<SectionProps, 'bind'>) {
  const setRow = (i: number, p: Partial<AgreementWeekdayBonusRow>) =>
    set({ extraBonuses: v.extraBonuses.map((r, j) => (j === i ? { ...r, ...p } : r)) });
  return (
    <div className="mt-3 space-y-2">
      {v.extraBonuses.map((row, i) => (
        <ExtraBonusRow
          key={i}
          row={row}
          error={errors[`extraBonuses.${i}`]}
          onChange={(p) => setRow(i, p)}
          onRemove={() => set({ extraBonuses: v.extraBonuses.filter((_, j) => j !== i) })}
        />
      ))}
      <Button
        variant="secondary"
        onClick={() => set({ extraBonuses: [...v.extraBonuses, { day: 'saturday', unit: 'hour', value: '' }] })}
      >
        <PlusIcon width={16} height={16} /> Añadir plus
      </Button>
    </div>
  );
}

function ExtraBonusRow({
  row,
  error,
  onChange,
  onRemove,
}: {
  row: AgreementWeekdayBonusRow;
  error: string | undefined;
  onChange(p: Partial<AgreementWeekdayBonusRow>): void;
  onRemove(): void;
}) {
  return (
    <div className="grid grid-cols-[1fr_1fr_1fr_auto_auto] items-end gap-2">
      <SelectField
        label="Día"
        value={row.day}
        options={PLUS_DAYS}
        onChange={(e) => onChange({ day: e.target.value as AgreementWeekdayBonusRow['day'] })}
      />
      <SelectField
        label="Unidad"
        value={row.unit}
        options={
          [
            ['hour', 'Por hora'],
            ['day', 'Por día'],
          ] as const
        }
        onChange={(e) => onChange({ unit: e.target.value as 'hour' | 'day' })}
      />
      <NumberField
        display="money"
        label="Importe"
        suffix="€"
        value={row.value}
        error={error}
        onChange={(e) => onChange({ value: e.target.value })}
      />
      <div className="pb-2">
        <OutsideSocialSecurity
          label="No cotiza"
          checked={row.nonContributory === true}
          onChange={(nonContributory) => onChange({ nonContributory })}
        />
      </div>
      <IconButton label="Quitar plus" onClick={onRemove}>
        <TrashIcon width={16} height={16} />
      </IconButton>
    </div>
  );
}
