/**
 * Where and when an agreement applies (docs/premises.md): "Ámbito territorial" (level and the communities or
 * provinces it covers), "Código REGCON", "Fuente" (bulletin, date, address) and "Después de la vigencia" (what a run
 * assumes for the years after its last one). The rules and messages are the domain's (validateAgreementForm).
 */
import { Field, Label, Radio, RadioGroup } from '@headlessui/react';
import {
  AFTER_VALIDITY_MODES,
  NUTS_CHOICES,
  SCOPE_LEVELS,
  TERRITORY_LABELS,
  type AfterValidityMode,
  type AgreementFieldErrors,
  type AgreementFormValues,
  type AgreementScopeLevel,
} from '@licita/domain';
import { SelectField, TextField } from './parts';
import { NumberField } from '../../components/NumberField';
import { DateField } from '../../components/DateField';
import { fieldBinder } from '../../components/fieldBinding';

const LEVEL_OPTIONS: readonly (readonly [string, string])[] = [['', TERRITORY_LABELS.notStated], ...SCOPE_LEVELS];
// provinces indented under their community
const NUTS_OPTIONS = NUTS_CHOICES.map((c) => [c.code, c.level === 'province' ? `\u2003${c.name}` : c.name] as const);

/** The title of the agreement's section with these fields, in its form and its detail. */
export const SCOPE_AND_SOURCE = 'Ámbito y fuente';

type TerritoryValues = Pick<
  AgreementFormValues,
  | 'scopeLevel'
  | 'scopeNuts'
  | 'regconCode'
  | 'sourceBulletin'
  | 'sourceDate'
  | 'sourceUrl'
  | 'afterValidityMode'
  | 'afterValidityPercent'
>;

/** What both parts get from the agreement form. */
interface TerritoryFieldsProps {
  v: TerritoryValues;
  errors: AgreementFieldErrors;
  disabled: boolean;
  set(p: Partial<TerritoryValues>): void;
}

/** "Ámbito territorial", "Código REGCON" and "Fuente". */
export function ScopeAndSourceFields({ v, errors, disabled, set }: TerritoryFieldsProps) {
  const covers = v.scopeLevel !== '' && v.scopeLevel !== 'state';
  const bind = fieldBinder(v, errors, set);
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SelectField
          label={TERRITORY_LABELS.scope}
          value={v.scopeLevel}
          disabled={disabled}
          options={LEVEL_OPTIONS}
          onChange={(e) => set({ scopeLevel: e.target.value as AgreementScopeLevel | '' })}
        />
        {covers && (
          <SelectField
            label={TERRITORY_LABELS.scopeNuts}
            className="sm:col-span-2"
            multiple
            size={8}
            value={v.scopeNuts}
            error={errors.scopeNuts}
            disabled={disabled}
            options={NUTS_OPTIONS}
            onChange={(e) => set({ scopeNuts: [...e.target.selectedOptions].map((o) => o.value) })}
          />
        )}
      </div>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          label={TERRITORY_LABELS.regcon}
          inputMode="numeric"
          maxLength={20}
          {...bind('regconCode')}
          disabled={disabled}
          hint="14 dígitos, el código del convenio en el registro oficial (REGCON)"
        />
      </div>
      <h3 className="mt-5 mb-2 text-sm font-semibold text-slate-800">{TERRITORY_LABELS.source}</h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField label={TERRITORY_LABELS.bulletin} {...bind('sourceBulletin')} disabled={disabled} />
        <DateField
          label={TERRITORY_LABELS.sourceDate}
          value={v.sourceDate}
          error={errors.sourceDate}
          disabled={disabled}
          onChange={(sourceDate) => set({ sourceDate })}
        />
        <TextField
          label={TERRITORY_LABELS.sourceUrl}
          type="url"
          placeholder="https://"
          {...bind('sourceUrl')}
          disabled={disabled}
        />
      </div>
    </>
  );
}

/** "Después de la vigencia": one choice, and the yearly percent with "Subir un porcentaje cada año". */
export function AfterValidityField({ v, errors, disabled, set }: TerritoryFieldsProps) {
  return (
    <div>
      <RadioGroup
        value={v.afterValidityMode}
        onChange={(afterValidityMode: AfterValidityMode) => set({ afterValidityMode })}
        disabled={disabled}
        aria-label={TERRITORY_LABELS.afterValidity}
        className="grid grid-cols-1 gap-3 md:grid-cols-3"
      >
        {AFTER_VALIDITY_MODES.map(([mode, label]) => (
          <Field
            key={mode}
            className={`flex items-center gap-3 rounded-lg px-4 py-3 ring-1 ${v.afterValidityMode === mode ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-slate-200'}`}
          >
            <Radio
              value={mode}
              className="group flex h-4 w-4 shrink-0 cursor-pointer items-center justify-center rounded-full bg-white ring-1 ring-slate-400 data-[checked]:bg-brand-600 data-[checked]:ring-brand-600 data-[disabled]:cursor-default"
            >
              <span className="invisible h-1.5 w-1.5 rounded-full bg-white group-data-[checked]:visible" />
            </Radio>
            <Label className="block cursor-pointer text-sm font-medium text-slate-800">{label}</Label>
          </Field>
        ))}
      </RadioGroup>
      {v.afterValidityMode === 'percent' && (
        <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-3">
          <NumberField
            label={TERRITORY_LABELS.afterValidityPercent}
            suffix="%"
            display="decimal"
            {...fieldBinder(v, errors, set)('afterValidityPercent')}
            disabled={disabled}
          />
        </div>
      )}
    </div>
  );
}
