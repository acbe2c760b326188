import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { AgreementFormError, TOKENS } from '@licita/application';
import {
  AGREEMENT_MESSAGES,
  AGREEMENT_MONTHS,
  annualHoursNote,
  HOLIDAY_TYPES,
  agreementToForm,
  applyEtDefaults,
  applyIncrementToAllYears,
  categoryToForm,
  emptyAgreementForm,
  formatNumber,
  hasFixedSeniorityBonus,
  plusDayLabel,
  salaryIncreaseYears,
  type AgreementCategory,
  type AgreementFieldErrors,
  type AgreementFormValues,
  type AgreementHolidayType,
  type CategoryFormValues,
  AGREEMENT_LABELS,
  TERRITORY_LABELS,
} from '@licita/domain';
import { useService } from '../../app/container';
import { Button } from '../../components/ui';
import { SubmitRow } from '../../components/formParts';
import { PlusIcon } from '../../components/icons';
import { RowActions } from '../../components/ListSection';
import { CategoryModal } from './CategoryModal';
import { PdfUploadDialog } from './PdfUploadDialog';
import { AgreementLoadState, AgreementsBreadcrumb, PdfIcon, Section, SelectField, TextField } from './parts';
import { ScrollRegion } from '../../components/ScrollRegion';
import { HolidayWorkField } from './HolidayWorkField';
import { NumberField } from '../../components/NumberField';
import { AfterValidityField, SCOPE_AND_SOURCE, ScopeAndSourceFields } from './TerritoryFields';
import { CheckboxLabel } from '../../components/CheckboxLabel';

const euros = (n: number) => `${formatNumber(n, Number.isInteger(n) ? 0 : 2)} €`;

function nightText(c: AgreementCategory): string {
  const n = c.pluses_by_schedule?.[0];
  return n ? `${n.time_init}–${n.time_end} · ${formatNumber(n.price_hour, Number.isInteger(n.price_hour) ? 0 : 2)} €/h` : '—';
}
function daysText(c: AgreementCategory): string {
  const rows = (c.pluses_by_weekday ?? []).map((w) =>
    w.price_hour != null
      ? `${plusDayLabel(w.day)} ${formatNumber(w.price_hour, 2)} €/h`
      : `${plusDayLabel(w.day)} ${formatNumber(w.price_day ?? 0, 2)} €/día`,
  );
  return rows.length ? rows.join(', ') : '—';
}

export interface AgreementFormViewProps {
  initial: AgreementFormValues;
  readOnly?: boolean;
  saving?: boolean;
  /** Errors from the last save (by field). */
  errors?: AgreementFieldErrors;
  onSubmit(values: AgreementFormValues): void;
  onPdf?(): void;
}

/** Every field of the agreement form; the domain's rules run on Guardar. */
const NO_ERRORS: AgreementFieldErrors = {};

export function AgreementFormView({
  initial,
  readOnly = false,
  saving = false,
  errors: givenErrors = NO_ERRORS,
  onSubmit,
  onPdf,
}: AgreementFormViewProps) {
  const [v, setV] = useState<AgreementFormValues>(initial);
  const [modal, setModal] = useState<{ index: number | null; values: CategoryFormValues | null } | null>(null);
  useEffect(() => setV(initial), [initial]);
  // a field changed since the last Guardar no longer shows that Guardar's message (it may be fixed now)
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setChanged(new Set()), [givenErrors]);
  const set = (p: Partial<AgreementFormValues>) => {
    setV((x) => ({ ...x, ...p }));
    setChanged((c) => new Set([...c, ...Object.keys(p)]));
  };
  const errors = Object.fromEntries(
    Object.entries(givenErrors).filter(([field]) => !changed.has(field.split('.')[0]!)),
  ) as AgreementFieldErrors;
  const part: FormPart = { v, errors, readOnly, set };

  const years = salaryIncreaseYears(Number(v.yearFrom) || null, Number(v.yearTo) || null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(v.applyAllYears ? { ...v, annualSalaryIncrease: applyIncrementToAllYears(v.annualSalaryIncrease, years) } : v);
  };
  const saveCategory = (c: AgreementCategory) => {
    if (!modal) return;
    const categories = modal.index === null ? [...v.categories, c] : v.categories.map((x, i) => (i === modal.index ? c : x));
    set({ categories });
    setModal(null);
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-5">
        <NameRow part={part} onPdf={onPdf} />

        <Section title="Vigencia">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <AgreementField part={part} field="yearFrom" label={AGREEMENT_LABELS.startYear} inputMode="numeric" />
            <AgreementField part={part} field="yearTo" label={AGREEMENT_LABELS.endYear} inputMode="numeric" />
            <AgreementField part={part} field="creationYear" label="Año de firma" inputMode="numeric" />
          </div>
          <h3 className="mt-5 mb-2 text-sm font-semibold text-slate-800">{TERRITORY_LABELS.afterValidity}</h3>
          <AfterValidityField v={v} errors={errors} disabled={readOnly} set={set} />
        </Section>

        <Section title={SCOPE_AND_SOURCE}>
          <ScopeAndSourceFields v={v} errors={errors} disabled={readOnly} set={set} />
        </Section>

        <WorkingTimeSection part={part} onEtDefaults={() => setV((x) => applyEtDefaults(x))} />
        <SalaryIncreaseSection part={part} years={years} />
        <SenioritySection part={part} />
        <CategoriesSection part={part} onEdit={(index, values) => setModal({ index, values })} />

        {Object.keys(errors).length > 0 && (
          <p role="alert" className="text-sm text-red-600">
            Revisa los campos marcados
          </p>
        )}
        <SubmitRow label="Guardar" saving={saving} disabled={readOnly} />
      </form>
      <CategoryModal open={!!modal} initial={modal?.values ?? null} onSave={saveCategory} onClose={() => setModal(null)} />
    </>
  );
}

/** What each part of the form reads and how it changes the values. */
interface FormPart {
  v: AgreementFormValues;
  errors: AgreementFieldErrors;
  readOnly: boolean;
  set(p: Partial<AgreementFormValues>): void;
}

/** The agreement's name, and its PDF when it has one to upload. */
function NameRow({ part: { v, errors, readOnly, set }, onPdf }: { part: FormPart; onPdf?(): void }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <TextField
        label="Nombre"
        className="min-w-72 flex-1"
        value={v.name}
        error={errors.name}
        disabled={readOnly}
        onChange={(e) => set({ name: e.target.value })}
      />
      {onPdf && (
        <Button variant="secondary" onClick={onPdf} disabled={readOnly}>
          <PdfIcon /> {AGREEMENT_LABELS.pdf}
        </Button>
      )}
    </div>
  );
}

/** A field of the agreement: years stay plain text ("2026", not "2.026"); every other figure is a Spanish number. */
function AgreementField({
  part: { v, errors, readOnly, set },
  field,
  label,
  suffix,
  inputMode,
}: {
  part: FormPart;
  field: keyof AgreementFormValues;
  label: string;
  suffix?: string;
  inputMode?: 'numeric' | 'decimal';
}) {
  return field === 'yearFrom' || field === 'yearTo' || field === 'creationYear' || field === 'salaryTablesYear' ? (
    <TextField
      label={label}
      value={String(v[field] ?? '')}
      error={errors[field]}
      disabled={readOnly}
      inputMode="numeric"
      onChange={(e) => set({ [field]: e.target.value } as Partial<AgreementFormValues>)}
    />
  ) : (
    <NumberField
      label={label}
      display={inputMode === 'numeric' ? 'integer' : 'decimal'}
      value={String(v[field] ?? '')}
      error={errors[field]}
      disabled={readOnly}
      suffix={suffix}
      onChange={(e) => set({ [field]: e.target.value } as Partial<AgreementFormValues>)}
    />
  );
}

/** The months the vacations may be taken between. */
const VACATION_MONTHS = [
  ['monthFrom', 'Desde'],
  ['monthTo', 'Hasta'],
] as const;

/** Jornada: the day's, week's, month's and year's limits, the vacations and the holidays worked. */
function WorkingTimeSection({ part, onEtDefaults }: { part: FormPart; onEtDefaults(): void }) {
  const { v, errors, readOnly, set } = part;
  return (
    <Section
      title={AGREEMENT_LABELS.workingTime}
      actions={
        !readOnly && (
          <Button variant="secondary" onClick={onEtDefaults}>
            Valores ET
          </Button>
        )
      }
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <AgreementField part={part} field="maxHoursDay" label={AGREEMENT_LABELS.maxHoursPerDay} suffix="h" />
        <AgreementField part={part} field="maxSectionsDay" label={AGREEMENT_LABELS.maxSectionsPerDay} inputMode="numeric" />
        <AgreementField part={part} field="maxHoursWeek" label={AGREEMENT_LABELS.maxHoursPerWeek} suffix="h" />
        <AgreementField part={part} field="restHours" label={AGREEMENT_LABELS.restHoursBetweenShifts} suffix="h" />
        <AgreementField part={part} field="consecutiveRestDays" label={AGREEMENT_LABELS.consecutiveRestDays} />
        <AgreementField part={part} field="maxHoursMonth" label={AGREEMENT_LABELS.maxHoursPerMonth} suffix="h" />
        <AgreementField part={part} field="maxHoursYear" label={AGREEMENT_LABELS.maxHoursPerYear} suffix="h" />
        <AgreementField part={part} field="freeDayAvailable" label={AGREEMENT_LABELS.freeDays} inputMode="numeric" />
      </div>
      {annualHoursNote(v) && <p className="mt-3 text-sm text-slate-600">{annualHoursNote(v)}</p>}
      <h3 className="mt-5 mb-2 text-sm font-semibold text-slate-800">Vacaciones</h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <AgreementField part={part} field="holidays" label="Días de vacaciones" inputMode="numeric" />
        <SelectField
          label="Tipo de días"
          value={v.type}
          disabled={readOnly}
          options={HOLIDAY_TYPES}
          onChange={(e) => set({ type: e.target.value as AgreementHolidayType })}
        />
        {VACATION_MONTHS.map(([field, label]) => (
          <SelectField
            key={field}
            label={label}
            value={v[field]}
            error={errors[field]}
            disabled={readOnly}
            options={AGREEMENT_MONTHS}
            onChange={(e) => set({ [field]: e.target.value })}
          />
        ))}
      </div>
      <h3 className="mt-5 mb-2 text-sm font-semibold text-slate-800">Festivos trabajados</h3>
      <HolidayWorkField
        value={v.holidayWorkCompensation}
        disabled={readOnly}
        onChange={(holidayWorkCompensation) => set({ holidayWorkCompensation })}
      />
    </Section>
  );
}

/** Incremento salarial: the tables' year and each year's increment (or the first one for all). */
function SalaryIncreaseSection({ part, years }: { part: FormPart; years: number[] }) {
  const { v, errors, readOnly, set } = part;
  return (
    <Section title={AGREEMENT_LABELS.salaryIncrease}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <AgreementField part={part} field="salaryTablesYear" label="Año de las tablas salariales" inputMode="numeric" />
      </div>
      {years.length > 0 && (
        <>
          <CheckboxLabel
            className="mt-4 flex items-center gap-2 text-sm text-slate-800"
            checked={v.applyAllYears}
            disabled={readOnly}
            onChange={(applyAllYears) => set({ applyAllYears })}
          >
            Aplicar a todos los años
          </CheckboxLabel>
          <div className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6">
            {years.map((y, i) => (
              <NumberField
                key={y}
                label={`Incremento ${y}`}
                suffix="%"
                disabled={readOnly || (v.applyAllYears && i > 0)}
                value={
                  v.applyAllYears && i > 0
                    ? (v.annualSalaryIncrease[String(years[0])] ?? '')
                    : (v.annualSalaryIncrease[String(y)] ?? '')
                }
                error={errors[`annualSalaryIncrease.${y}`]}
                onChange={(e) => set({ annualSalaryIncrease: { ...v.annualSalaryIncrease, [String(y)]: e.target.value } })}
              />
            ))}
          </div>
        </>
      )}
    </Section>
  );
}

/** Antigüedad: disabled while a category has a fixed seniority bonus. */
function SenioritySection({ part: { v, errors, readOnly, set } }: { part: FormPart }) {
  const fixedBonus = hasFixedSeniorityBonus(v.categories);
  return (
    <Section title="Antigüedad">
      {fixedBonus && <p className="mb-3 text-sm text-amber-700">{AGREEMENT_MESSAGES.antiquityDisabled}</p>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {(
          [
            ['antiquityPercentage', 'Porcentaje de antigüedad', '%'],
            ['antiquityYears', 'Años por periodo', undefined],
            ['maxAntiquityPercentage', 'Porcentaje máximo de antigüedad', '%'],
          ] as const
        ).map(([field, label, suffix]) => (
          <NumberField
            key={field}
            label={label}
            suffix={suffix}
            value={v[field]}
            error={errors[field]}
            disabled={readOnly || fixedBonus}
            hint={fixedBonus ? AGREEMENT_MESSAGES.antiquityDisabled : undefined}
            onChange={(e) => set({ [field]: e.target.value } as Partial<AgreementFormValues>)}
          />
        ))}
      </div>
    </Section>
  );
}

/** Categorías: the table of the agreement's categories, each to edit or delete, and «Añadir categoría». */
function CategoriesSection({
  part: { v, readOnly, set },
  onEdit,
}: {
  part: FormPart;
  /** Opens the category's dialog: a new one (index null) or the one at index. */
  onEdit(index: number | null, values: CategoryFormValues | null): void;
}) {
  return (
    <Section
      title="Categorías"
      actions={
        !readOnly && (
          <Button variant="secondary" onClick={() => onEdit(null, null)}>
            <PlusIcon width={16} height={16} /> Añadir categoría
          </Button>
        )
      }
    >
      {v.categories.length === 0 ? (
        <p className="text-sm text-slate-500">{AGREEMENT_MESSAGES.noCategories}</p>
      ) : (
        <ScrollRegion label="Categorías del convenio">
          <table className="w-full text-sm" aria-label="Categorías del convenio">
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
                <th className="py-2 pr-3 font-medium">Categoría</th>
                <th className="py-2 pr-3 font-medium">{AGREEMENT_LABELS.salaryYear}</th>
                <th className="py-2 pr-3 font-medium">{AGREEMENT_LABELS.baseSalaryYear}</th>
                <th className="py-2 pr-3 font-medium">Nocturnidad</th>
                <th className="py-2 pr-3 font-medium">Por días</th>
                <th className="py-2 font-medium">
                  <span className="sr-only">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {v.categories.map((c, i) => (
                <tr key={c.id ?? `new-${i}`} className="border-b border-slate-100">
                  <td className="py-2 pr-3 font-medium text-slate-900">{c.professional_category}</td>
                  <td className="py-2 pr-3">{euros(c.salary_year)}</td>
                  <td className="py-2 pr-3">{euros(c.base_salary_year)}</td>
                  <td className="py-2 pr-3">{nightText(c)}</td>
                  <td className="py-2 pr-3">{daysText(c)}</td>
                  <td className="py-2 whitespace-nowrap">
                    {!readOnly && (
                      <RowActions
                        editLabel={`Editar ${c.professional_category}`}
                        deleteLabel={`Eliminar ${c.professional_category}`}
                        onEdit={() => onEdit(i, categoryToForm(c))}
                        onDelete={() => set({ categories: v.categories.filter((_, j) => j !== i) })}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Section>
  );
}

/** /agreement-form/:id? — a blank id is a new agreement; success goes to /agreements. */
export function AgreementFormScreen({
  id,
}: {
  /** Identificador del convenio que se edita; sin él, el formulario crea uno nuevo. */
  id?: string;
}) {
  const detail = useService(TOKENS.AgreementDetail);
  const save = useService(TOKENS.SaveAgreement);
  const [, navigate] = useLocation();
  const [initial, setInitial] = useState<AgreementFormValues | null>(id ? null : emptyAgreementForm());
  const [readOnly, setReadOnly] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<AgreementFieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [pdfOpen, setPdfOpen] = useState(false);
  useEffect(() => {
    if (!id) {
      setInitial(emptyAgreementForm());
      return undefined;
    }
    setInitial(null);
    const sub = detail.load(id).subscribe({
      next: (a) => {
        setInitial(agreementToForm(a));
        setReadOnly(!a.update_permissions);
      },
      error: (e: Error) => setLoadError(e.message),
    });
    return () => sub.unsubscribe();
  }, [detail, id]);

  const submit = (values: AgreementFormValues) => {
    setSaving(true);
    setErrors({});
    save.execute(values).subscribe({
      next: () => {
        setSaving(false);
        navigate('/agreements');
      },
      error: (e: unknown) => {
        setSaving(false);
        if (e instanceof AgreementFormError) setErrors(e.errors);
      },
    });
  };

  return (
    <section>
      <AgreementsBreadcrumb />
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{id ? 'Editar convenio' : 'Nuevo convenio'}</h1>
      {readOnly && (
        <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
          Convenio base de solo lectura: duplícalo para adaptarlo.
        </p>
      )}
      <AgreementLoadState error={loadError} value={initial}>
        {(initial) => (
          <AgreementFormView
            initial={initial}
            readOnly={readOnly}
            saving={saving}
            errors={errors}
            onSubmit={submit}
            onPdf={id ? () => setPdfOpen(true) : undefined}
          />
        )}
      </AgreementLoadState>
      {id && <PdfUploadDialog open={pdfOpen} agreementId={id} onClose={() => setPdfOpen(false)} />}
    </section>
  );
}
