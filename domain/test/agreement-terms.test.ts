import { describe, expect, it } from 'vitest';
import { agreementTerms, timeLimitsOf } from '../src/agreements/index';
import { agreementSave } from './fixtures/agreement-save';

const save = agreementSave({
  name: '  Limpieza de Madrid  ',
  consecutive_rest_days: 2,
  end_year: 2027,
  time_limits: timeLimitsOf({ day: 9, week: 39, year: 1764 }),
  annual_increments: [{ year: 2025, increment: 3 }],
  seniority_bonuses: [{ max_percent_date: null, period_bonus: 3, percent_over_salary: 5, max_percent: 40 }],
});

describe('agreement terms of a save payload', () => {
  it('limits out of time_limits, holidays flattened, the name trimmed and the defaults the agreement is read with', () => {
    const terms = agreementTerms(save);
    expect(terms).toMatchObject({
      name: 'Limpieza de Madrid',
      agreement_base_id: null,
      salary_year: 2024,
      max_hours_per_day: 9,
      max_hours_per_week: 39,
      max_hours_per_month: null,
      max_hours_per_year: 1764,
      holiday_days: 30,
      holiday_days_types: 'naturales',
      holidays_rules_from: 'june',
      holidays_rules_until: 'september',
      holiday_work_compensation: 'plus',
      annual_increment: [{ year: 2025, increment: 3 }],
    });
    expect(terms.seniority_bonus).toEqual([
      { max_percent_date: null, period_bonus: 3, percent_over_salary: 5, max_percent: 40, fixed_annual: null, max_seniority: 40 },
    ]);
  });

  it('keeps what the payload says: salary tables year, monthly limit, holidays worked as rest', () => {
    const terms = agreementTerms({
      ...save,
      salary_year: 2023,
      holiday_work_compensation: 'rest',
      time_limits: [...save.time_limits, { time_period: 'MONTH', max_hour: 160 }],
    });
    expect(terms).toMatchObject({ salary_year: 2023, holiday_work_compensation: 'rest', max_hours_per_month: 160 });
  });
});
