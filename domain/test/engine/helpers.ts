/** Builders of small tenders for the engine tests (based on docs/examples/example-tender.json). */
import { simulate, type SimulationOutput } from '../../src/engine/index.js';

export type Doc = Record<string, any>;

export const FIXED_CLOCK = () => Date.UTC(2026, 10, 22, 3, 0, 0);

export function category(over: Doc = {}): Doc {
  return {
    id: 'cat-limp',
    professional_category: 'Limpiador/a',
    salary_year: 18000,
    base_salary_year: 15000,
    fixed_pluses: { price_day_worked: 0, price_month_worked: 0, price_year_worked: 0 },
    pluses_by_schedule: [],
    pluses_by_weekday: [],
    free_days: 0,
    seniority_bonus: null,
    ...over,
  };
}

export function agreement(over: Doc = {}): Doc {
  return {
    id: 'agr-1',
    name: 'Convenio de ejemplo',
    start_year: 2026,
    end_year: 2029,
    salary_year: 2027,
    max_hours_per_day: 9,
    max_hours_per_week: 40,
    max_hours_per_month: null,
    max_hours_per_year: 2000,
    max_sections_planned_day: 2,
    rest_hours_between_shifts: 12,
    consecutive_rest_days: 1.5,
    free_day_available: 0,
    holiday_days: 30,
    holiday_days_types: 'naturales',
    seniority_bonus: [],
    annual_increment: [],
    categories: [category()],
    ...over,
  };
}

/**
 * An agreement without vacation, of 2,100 h a year (one worker holds a whole 40 h week), whose category has a fixed
 * plus of 100 € a month outside the social security base and a night plus of 1 €/h for 05:00–07:00 inside it.
 */
export function nonContributoryPlusAgreement(): Doc {
  return agreement({
    holiday_days: 0,
    max_hours_per_year: 2100,
    categories: [
      category({
        fixed_pluses: { price_day_worked: 0, price_month_worked: 100, price_year_worked: 0, non_contributory: true },
        pluses_by_schedule: [{ time_init: '05:00', time_end: '07:00', price_hour: 1 }],
      }),
    ],
  });
}

export function shift(over: Doc = {}): Doc {
  return {
    id: 'shift-1',
    center_id: 'cen-1',
    position_id: 'pos-limp',
    number_of_workers: 1,
    shift_type: 'morning',
    shift_times: [{ time_init: '06:00', time_end: '14:00' }],
    weekdays_working: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    work_in_holidays: false,
    weekday_work_in_holidays: false,
    exists_period_without_work: false,
    periods_without_work: [],
    ...over,
  };
}

/** A split shift of two ranges, each `['HH:MM', 'HH:MM']`, Monday–Friday unless `over` says otherwise. */
export function splitShift(id: string, first: [string, string], second: [string, string], over: Doc = {}): Doc {
  const times = [first, second].map(([time_init, time_end]) => ({ time_init, time_end }));
  return shift({ id, shift_type: 'split', shift_times: times, ...over });
}

export function task(over: Doc = {}): Doc {
  return {
    id: 'task-1',
    center_id: 'cen-1',
    position_id: 'pos-limp',
    name: 'Cristales',
    work_in_holidays: false,
    weekday_work_in_holidays: false,
    number_of_workers: null,
    weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    work_time: { hours: 2, minutes: 0 },
    frequency: { period_type: 'fixed_period', period: 'day', amount: 1 },
    periods_without_work: [],
    periods_with_work: [],
    recommended_time_slot: null,
    fill_complete_time_slot: false,
    ...over,
  };
}

export function surrogate(over: Doc = {}): Doc {
  return {
    id: 'sub-1',
    name: 'Ana',
    center_id: 'cen-1',
    category_id: 'cat-limp',
    value_metric_working_day: 'FIXED',
    working_day_fixed: 40,
    salary_year: null,
    annual_bonuses: 0,
    beginning_year: '2027-01-01',
    ...over,
  };
}

/** A center of Madrid (loc-1) under agr-1, in no group and without vacation coverage. */
export function center(over: Doc = {}): Doc {
  return {
    id: 'cen-1',
    name: 'Oficinas centrales',
    municipality_id: 'loc-1',
    agreement_id: 'agr-1',
    center_group: null,
    vacation_coverage: 0,
    ...over,
  };
}

export const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * A 7-day service: 06:00–14:00 every day of 2027, holidays too (2,920 h), at one center, 'Hospital', with full
 * vacation coverage. `over` as for tender().
 */
export function sevenDayHospital(over: Doc = {}): Doc {
  return tender({
    centers: [center({ name: 'Hospital', vacation_coverage: 100 })],
    fixed_work_shifts: [shift({ weekdays_working: EVERY_DAY, work_in_holidays: true })],
    ...over,
  });
}

export function tender(over: Doc = {}): Doc {
  return {
    simulation: {
      name: 'Prueba',
      service_date_init: '2027-01-01',
      service_duration: 12,
      social_security: 33,
      absenteeism_rate: 0,
      ...(over.simulation ?? {}),
    },
    parameters: { benefit: 0, substitution_percentage: 100, ...(over.parameters ?? {}) },
    agreements: over.agreements ?? [agreement()],
    localities: over.localities ?? [{ id: 'loc-1', name: 'Madrid', region: null, local_holidays: [] }],
    centers: over.centers ?? [center()],
    category_positions: over.category_positions ?? {
      disabled: false,
      categories: [{ id: 'cat-limp', name: 'Limpiador/a', positions: [{ id: 'pos-limp', name: 'Limpieza' }] }],
    },
    fixed_work_shifts: over.fixed_work_shifts ?? [shift()],
    variable_works: over.variable_works ?? [],
    subrogates: over.subrogates ?? [],
    material_costs: over.material_costs ?? [],
  };
}

/** The `previous_study` block of a previous study's document: 2027, 33 % social security, no absenteeism. */
export function studyPeriod(over: Doc = {}): Doc {
  return {
    name: 'Estudio',
    service_date_init: '2027-01-01',
    service_duration: 12,
    social_security: 33,
    absenteeism_rate: 0,
    ...over,
  };
}

export async function run(doc: Doc, extra: Partial<Parameters<typeof simulate>[1]> = {}): Promise<SimulationOutput> {
  return simulate(doc, { clock: FIXED_CLOCK, ...extra });
}

/** 2027 national public holidays of Spain that fall Monday–Friday: Jan 1, Jan 6, Mar 26, Oct 12, Nov 1, Dec 6, Dec 8. */
export const WEEKDAY_HOLIDAYS_2027 = 7;
/** Monday–Friday days of 2027 (starts on a Friday, 365 days): 52 weeks × 5 + Fri 31 Dec = 261. */
export const WEEKDAYS_2027 = 261;
