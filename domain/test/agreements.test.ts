import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import {
  AGREEMENT_MESSAGES,
  AgreementRules,
  EMPTY_CATEGORY_FORM,
  agreementListEmptyState,
  agreementToForm,
  applyEtDefaults,
  applyIncrementToAllYears,
  categoryToForm,
  checkAgreementYear,
  emptyAgreementForm,
  hasFixedSeniorityBonus,
  isAgreementExpired,
  matchesAgreementSearch,
  salaryIncreaseYears,
  smiWarning,
  validateAgreementForm,
  HOLIDAY_WORK_COMPENSATION_OPTIONS,
  holidayWorkCompensationLabel,
  validateAgreementSave,
  validateCategoryForm,
  annualHoursNote,
  categorySalaryLines,
  type AgreementFormValues,
  type AgreementSave,
  type Permissions,
} from '../src/index';

/** The Right of a validation that must pass (the test fails here otherwise). */
function rightOf<A>(r: E.Either<unknown, A>): A {
  expect(E.isRight(r)).toBe(true);
  return (r as E.Right<A>).right;
}

const filled = (over: Partial<AgreementFormValues> = {}): AgreementFormValues => ({
  ...applyEtDefaults(emptyAgreementForm()),
  name: 'Limpieza Ávila',
  yearFrom: '2024',
  yearTo: '2026',
  maxHoursYear: '1800',
  salaryTablesYear: '2024',
  ...over,
});

const errorsOf = (v: AgreementFormValues) => {
  const r = validateAgreementForm(v);
  return E.isLeft(r) ? r.left : {};
};

describe('agreement list rules', () => {
  it('expired when the end year is before the current year', () => {
    expect(isAgreementExpired(2025, 2026)).toBe(true);
    expect(isAgreementExpired(2025, 2025)).toBe(false);
  });
  it('empty states and search', () => {
    expect(agreementListEmptyState('')).toEqual({ title: 'No hay ningún convenio todavía', subtitle: 'Comienza creando uno' });
    expect(agreementListEmptyState('x')).toEqual({
      title: 'Ningún convenio cumple los criterios de búsqueda',
      subtitle: 'Vuelve a intentarlo',
    });
    expect(matchesAgreementSearch('Limpieza Ávila', 'AVILA')).toBe(true);
    expect(matchesAgreementSearch('Limpieza Ávila', 'madrid')).toBe(false);
  });
  it('edit and delete need the permission and the agreement update_permissions', () => {
    const admin: Permissions = [{ module: 'agreement', read: true, create: true, update: true, delete: true }];
    const lector: Permissions = [{ module: 'agreement', read: true, create: false, update: false, delete: false }];
    expect(AgreementRules.edit(admin, { update_permissions: true })).toBe(true);
    expect(AgreementRules.edit(admin, { update_permissions: false })).toBe(false);
    expect(AgreementRules.remove(lector, { update_permissions: true })).toBe(false);
    expect(AgreementRules.create(lector)).toBe(false);
  });
});

describe('agreement form', () => {
  it("'Valores ET' fills 9, 2, 40, 12 and 1.5; a new form has 30 naturales days June to September", () => {
    const v = applyEtDefaults(emptyAgreementForm());
    expect([v.maxHoursDay, v.maxSectionsDay, v.maxHoursWeek, v.restHours, v.consecutiveRestDays]).toEqual([
      '9',
      '2',
      '40',
      '12',
      '1,5',
    ]);
    expect([v.holidays, v.type, v.monthFrom, v.monthTo]).toEqual(['30', 'naturales', 'june', 'september']);
  });

  it('a valid form becomes the save payload', () => {
    const r = validateAgreementForm(
      filled({
        annualSalaryIncrease: { '2025': '3', '2026': '2,5' },
        maxHoursMonth: '160',
        antiquityPercentage: '4',
        antiquityYears: '3',
        maxAntiquityPercentage: '40',
      }),
    );
    const p = rightOf(r);
    expect(p).toMatchObject({
      name: 'Limpieza Ávila',
      start_year: 2024,
      end_year: 2026,
      max_sections_planned_day: 2,
      rest_hours_between_shifts: 12,
      consecutive_rest_days: 1.5,
      holidays: { days: 30, type: 'naturales', period: { from_month: 'june', until_month: 'september' } },
      annual_increments: [
        { year: 2025, increment: 3 },
        { year: 2026, increment: 2.5 },
      ],
      seniority_bonuses: [{ max_percent_date: null, period_bonus: 3, percent_over_salary: 4, max_percent: 40 }],
    });
    expect(p.time_limits).toEqual([
      { time_period: 'DAY', max_hour: 9 },
      { time_period: 'WEEK', max_hour: 40 },
      { time_period: 'MONTH', max_hour: 160 },
      { time_period: 'YEAR', max_hour: 1800 },
    ]);
    expect(E.isRight(validateAgreementSave(p))).toBe(true);
  });

  it('years: required, 4 digits, start lower than end, else invalid', () => {
    expect(errorsOf(filled({ yearFrom: '' })).yearFrom).toBe('Valor requerido');
    expect(errorsOf(filled({ yearFrom: '202' })).yearFrom).toBe('El año debe tener 4 dígitos');
    expect(errorsOf(filled({ yearFrom: '2027' })).yearFrom).toBe('El año de inicio debe ser menor al de fin');
    expect(errorsOf(filled({ yearTo: '20x6' })).yearTo).toBe('Fecha inválida');
    expect(errorsOf(filled({ salaryTablesYear: '' })).salaryTablesYear).toBe('Valor requerido');
    expect(E.isLeft(checkAgreementYear('12345'))).toBe(true);
  });

  it('months: start lower than end', () => {
    expect(errorsOf(filled({ monthFrom: 'september', monthTo: 'june' })).monthFrom).toBe(
      'El mes de inicio debe ser menor al de fin',
    );
    expect(errorsOf(filled({ monthFrom: '' })).monthFrom).toBe('Valor requerido');
  });

  it('bounds 24 / 3 / 40 / 12 / 200 / 2000 and the required fields', () => {
    const cases: [Partial<AgreementFormValues>, keyof AgreementFormValues][] = [
      [{ maxHoursDay: '25' }, 'maxHoursDay'],
      [{ maxSectionsDay: '4' }, 'maxSectionsDay'],
      [{ maxHoursWeek: '41' }, 'maxHoursWeek'],
      [{ restHours: '11' }, 'restHours'],
      [{ maxHoursMonth: '201' }, 'maxHoursMonth'],
      [{ maxHoursYear: '2001' }, 'maxHoursYear'],
    ];
    for (const [over, field] of cases) expect(errorsOf(filled(over))[field], field).toBe('Valor incorrecto');
    for (const field of [
      'maxHoursDay',
      'maxSectionsDay',
      'maxHoursWeek',
      'restHours',
      'consecutiveRestDays',
      'maxHoursYear',
    ] as const) {
      expect(errorsOf(filled({ [field]: '' }))[field], field).toBe('Valor requerido');
    }
    expect(errorsOf(filled({ maxHoursMonth: '', freeDayAvailable: '' }))).toEqual({});
    expect(errorsOf(filled({ maxHoursDay: '24', maxSectionsDay: '3', maxHoursMonth: '200', maxHoursYear: '2000' }))).toEqual({});
  });

  it('salary increase rows: start + 1 to end, only for spans under 20 years, 0 to 100 %', () => {
    expect(salaryIncreaseYears(2024, 2027)).toEqual([2025, 2026, 2027]);
    expect(salaryIncreaseYears(2000, 2020)).toEqual([]);
    expect(salaryIncreaseYears(2000, 2019)).toHaveLength(19);
    expect(errorsOf(filled({ annualSalaryIncrease: { '2025': '101' } }))['annualSalaryIncrease.2025']).toBe('Valor incorrecto');
    expect(applyIncrementToAllYears({ '2025': '2', '2026': '9' }, [2025, 2026])).toEqual({ '2025': '2', '2026': '2' });
    const r = validateAgreementForm(filled({ applyAllYears: true, annualSalaryIncrease: { '2025': '2', '2026': '50' } }));
    expect(E.isRight(r) && r.right.annual_increments).toEqual([
      { year: 2025, increment: 2 },
      { year: 2026, increment: 2 },
    ]);
  });

  it('antiquity: percentages 0 to 100, years at least 0; ignored when a category has a fixed seniority bonus', () => {
    expect(errorsOf(filled({ antiquityPercentage: '101' })).antiquityPercentage).toBe('Valor incorrecto');
    expect(errorsOf(filled({ maxAntiquityPercentage: '-1' })).maxAntiquityPercentage).toBe('Valor incorrecto');
    expect(errorsOf(filled({ antiquityYears: '-1' })).antiquityYears).toBe('Valor incorrecto');
    const categories = [
      { professional_category: 'A', salary_year: 1, base_salary_year: 1, seniority_bonus: { amount: 300, period_bonus: 3 } },
    ];
    expect(hasFixedSeniorityBonus(categories)).toBe(true);
    const r = validateAgreementForm(filled({ categories, antiquityPercentage: '500' }));
    expect(E.isRight(r) && r.right.seniority_bonuses).toEqual([]);
    expect(AGREEMENT_MESSAGES.antiquityDisabled).toBe(
      'Hay al menos 1 categoría con plus/cantidad fija. Elimínalo para poder usar esta opción.',
    );
  });

  it('round-trips a stored agreement', () => {
    const stored = {
      id: 'a1',
      uid: 'a1',
      agreement_base_id: null,
      workspace_id: 'w',
      name: 'X',
      start_year: 2024,
      end_year: 2026,
      creation_year: null,
      salary_year: 2024,
      max_hours_per_day: 9,
      max_hours_per_week: 40,
      max_hours_per_month: null,
      max_hours_per_year: 1800,
      max_sections_planned_day: 2,
      rest_hours_between_shifts: 12,
      consecutive_rest_days: 1.5,
      free_day_available: null,
      holiday_days: 30,
      holidays_rules_from: 'june' as const,
      holidays_rules_until: 'september' as const,
      holiday_days_types: 'naturales' as const,
      holiday_work_compensation: 'plus' as const,
      seniority_bonus: [
        {
          period_bonus: 3,
          percent_over_salary: 4,
          max_percent: 40,
          max_percent_date: null,
          fixed_annual: null,
          max_seniority: 40,
        },
      ],
      annual_increment: [{ year: 2025, increment: 3 }],
      categories: [],
      update_permissions: true,
      expired: false,
      has_pdf: false,
      scope: null,
      regcon_code: null,
      source: null,
      after_validity: { mode: 'repeat_last' as const },
    };
    const r = validateAgreementForm(agreementToForm(stored));
    expect(E.isRight(r) && r.right).toMatchObject({ id: 'a1', name: 'X', annual_increments: [{ year: 2025, increment: 3 }] });
  });
});

describe('category modal', () => {
  const base = { ...EMPTY_CATEGORY_FORM, categoryName: 'Limpiador/a', netSalary: '17785,95', annualBaseSalary: '14478,1' };
  it('name and both salaries required', () => {
    const r = validateCategoryForm(EMPTY_CATEGORY_FORM);
    expect(E.isLeft(r) && r.left).toEqual({
      categoryName: 'Valor requerido',
      netSalary: 'Valor requerido',
      annualBaseSalary: 'Valor requerido',
    });
  });
  it('SMI warning below 15120 when not empty (accepted)', () => {
    expect(smiWarning('15119')).toBe('¡Ojo! Has introducido un salario inferior al SMI.');
    expect(smiWarning('15120')).toBeNull();
    expect(smiWarning('')).toBeNull();
    expect(E.isRight(validateCategoryForm({ ...base, netSalary: '12000' }))).toBe(true);
  });
  it('seniority bonus required only when open; free_days at most 5; night and day bonuses', () => {
    const open = validateCategoryForm({ ...base, seniorityOpen: true });
    expect(E.isLeft(open) && open.left).toEqual({
      fixedSeniorityBonus: 'Valor requerido',
      fixedSeniorityBonusPeriod: 'Valor requerido',
    });
    const days = validateCategoryForm({ ...base, free_days: '6' });
    expect(E.isLeft(days) && days.left.free_days).toBe('Máximo 5 días');
    const r = validateCategoryForm({
      ...base,
      seniorityOpen: true,
      fixedSeniorityBonus: '300',
      fixedSeniorityBonusPeriod: '3',
      plusNocturnalStartTime: '22:00',
      plusNocturnalEndTime: '06:00',
      plusNocturnalValue: '2,08',
      sundayHour: '1,5',
      free_days: '2',
      extraBonuses: [{ day: 'saturday', unit: 'day', value: '10' }],
    });
    const c = rightOf(r);
    expect(c).toMatchObject({
      professional_category: 'Limpiador/a',
      salary_year: 17785.95,
      base_salary_year: 14478.1,
      seniority_bonus: { amount: 300, period_bonus: 3 },
      pluses_by_schedule: [{ time_init: '22:00', time_end: '06:00', price_hour: 2.08 }],
      pluses_by_weekday: [
        { day: 'sunday', price_hour: 1.5, price_day: null },
        { day: 'saturday', price_hour: null, price_day: 10 },
      ],
      free_days: 2,
    });
    expect(validateCategoryForm(categoryToForm(c))).toEqual(r);
  });
  it("a plus marked 'No cotiza a la Seguridad Social' is saved so, read back checked and named in the summary", () => {
    const c = rightOf(
      validateCategoryForm({
        ...base,
        plusNocturnalStartTime: '22:00',
        plusNocturnalEndTime: '06:00',
        plusNocturnalValue: '2',
        holidayHour: '3',
        holidayNonContributory: true,
        extraBonuses: [{ day: 'monday', unit: 'day', value: '4', nonContributory: true }],
      }),
    );
    expect(c.pluses_by_schedule).toEqual([{ time_init: '22:00', time_end: '06:00', price_hour: 2, non_contributory: false }]);
    expect(c.pluses_by_weekday).toEqual([
      { day: 'holiday', price_hour: 3, price_day: null, non_contributory: true },
      { day: 'monday', price_hour: null, price_day: 4, non_contributory: true },
    ]);
    const form = categoryToForm(c);
    expect(form).toMatchObject({
      plusNocturnalNonContributory: false,
      holidayNonContributory: true,
      sundayNonContributory: false,
    });
    expect(form.extraBonuses).toEqual([{ day: 'monday', unit: 'day', value: '4', nonContributory: true }]);
    expect(categorySalaryLines(c).map((l) => l.label)).toContain('Plus Festivos (no cotiza a la Seguridad Social)');
  });
});

describe('which annual hours the costs use (agreement form)', () => {
  it("the agreement's own annual hours when given", () => {
    expect(annualHoursNote(filled({ maxHoursYear: '1764' }))).toBe(
      'El precio de la hora y el método de horas anuales usan las 1.764 h anuales del convenio.',
    );
  });
  it('otherwise the effective hours of the week: 35 h and 30 natural days give 1,577 h', () => {
    expect(annualHoursNote(filled({ maxHoursYear: '', maxHoursWeek: '35', holidays: '30', type: 'naturales' }))).toBe(
      'Sin horas anuales, el precio de la hora y el método de horas anuales usan las horas efectivas de la jornada: 1.577 h (35 h × 365 / 7, menos vacaciones y 14 festivos).',
    );
    expect(annualHoursNote(filled({ maxHoursYear: '', maxHoursWeek: '' }))).toBeNull();
  });
});

describe('server check of the save payload', () => {
  const ok = validateAgreementForm(filled());
  const p = (ok as E.Right<AgreementSave>).right;
  it('names the failing field', () => {
    const bad = (over: Partial<AgreementSave>) => validateAgreementSave({ ...p, ...over });
    expect(bad({ start_year: 2026 })).toEqual(
      E.left({ field: 'start_year', message: 'El año de inicio debe ser menor al de fin' }),
    );
    expect(
      bad({
        time_limits: [
          { time_period: 'DAY', max_hour: 9 },
          { time_period: 'YEAR', max_hour: 1800 },
        ],
      }),
    ).toMatchObject(E.left({ field: 'time_limits' }));
    expect(bad({ annual_increments: [{ year: 2040, increment: 1 }] })).toMatchObject(
      E.left({ field: 'annual_increments.0.year' }),
    );
    expect(
      bad({
        categories: [
          {
            professional_category: 'A',
            salary_year: 1,
            base_salary_year: 1,
            pluses_by_weekday: [{ day: 'sunday', price_hour: 1, price_day: 2 }],
          },
        ],
      }),
    ).toMatchObject(E.left({ field: 'categories.0.pluses_by_weekday.0' }));
  });
});

describe('holidays worked (docs/budget.md §1)', () => {
  it('a new agreement pays the plus; the choice goes into the payload and each option has its line', () => {
    expect(emptyAgreementForm().holidayWorkCompensation).toBe('plus');
    const r = validateAgreementForm(filled({ holidayWorkCompensation: 'rest' }));
    expect(E.isRight(r) && r.right.holiday_work_compensation).toBe('rest');
    expect(HOLIDAY_WORK_COMPENSATION_OPTIONS.map((o) => o.label)).toEqual([
      'Plus de festivo',
      'Recargo del 75 %',
      'Descanso compensatorio',
    ]);
    expect(holidayWorkCompensationLabel(undefined)).toBe('Plus de festivo');
  });
});
