/**
 * The agreement's read shapes (list item, full agreement: the codecs generated from the contract) and the save
 * payload's codecs and type.
 */
import * as t from 'io-ts';
import * as Config from '../generated/config';
import {
  PLUS_DAYS,
  type AgreementHolidayType,
  type AgreementMonth,
  type AgreementPlusDay,
  type HolidayWorkCompensation,
} from './choices';
import type { AfterValidity, AgreementScope, AgreementSource } from './territory';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);
const PlusDayCodec = t.keyof(Object.fromEntries(PLUS_DAYS.map(([k]) => [k, null])) as Record<AgreementPlusDay, null>);

export const AgreementListItem = Config.AgreementListItem;
export type AgreementListItem = t.TypeOf<typeof AgreementListItem>;
export const AgreementListItems = t.array(AgreementListItem);

/** `non_contributory`: "No cotiza a la Seguridad Social" (outside the social security base); false when absent. */
const NonContributory = t.partial({ non_contributory: t.boolean });
export const AgreementFixedPluses = t.intersection([
  t.type({ price_day_worked: t.number, price_month_worked: t.number, price_year_worked: t.number }),
  NonContributory,
]);
export const AgreementPlusBySchedule = t.intersection([
  t.type({ time_init: t.string, time_end: t.string, price_hour: t.number }),
  NonContributory,
]);
export const AgreementPlusByWeekday = t.intersection([
  t.type({ day: PlusDayCodec }),
  t.partial({ price_hour: nullable(t.number), price_day: nullable(t.number), non_contributory: t.boolean }),
]);
export type AgreementPlusByWeekday = t.TypeOf<typeof AgreementPlusByWeekday>;
export const AgreementCategorySeniorityBonus = nullable(t.type({ amount: t.number, period_bonus: t.number }));

export const AgreementCategory = t.intersection([
  t.type({
    professional_category: t.string,
    salary_year: t.number,
    base_salary_year: t.number,
  }),
  t.partial({
    id: t.string,
    fixed_pluses: AgreementFixedPluses,
    pluses_by_schedule: t.array(AgreementPlusBySchedule),
    pluses_by_weekday: t.array(AgreementPlusByWeekday),
    free_days: nullable(t.number),
    seniority_bonus: AgreementCategorySeniorityBonus,
  }),
]);
export type AgreementCategory = t.TypeOf<typeof AgreementCategory>;

export const AgreementSeniorityRule = t.intersection([
  t.type({ period_bonus: t.number, percent_over_salary: t.number, max_percent: t.number }),
  t.partial({ max_percent_date: nullable(t.string), fixed_annual: nullable(t.number), max_seniority: nullable(t.number) }),
]);
export type AgreementSeniorityRule = t.TypeOf<typeof AgreementSeniorityRule>;
export const AgreementAnnualIncrement = t.type({ year: t.number, increment: t.number });
export type AgreementAnnualIncrement = t.TypeOf<typeof AgreementAnnualIncrement>;

/** The full agreement (read shape). */
export const AgreementEntity = Config.Agreement;
export type Agreement = t.TypeOf<typeof AgreementEntity>;

export type AgreementTimePeriod = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

/** The save payload of POST /agreement, without workspace_id (the session adds it). */
export interface AgreementSave {
  id?: string;
  agreement_base_id?: string | null;
  name: string;
  max_sections_planned_day: number;
  holidays: { days: number; type: AgreementHolidayType; period: { from_month: AgreementMonth; until_month: AgreementMonth } };
  rest_hours_between_shifts: number;
  consecutive_rest_days: number;
  free_day_available?: number | null;
  start_year: number;
  end_year: number;
  creation_year?: number | null;
  salary_year?: number;
  time_limits: { time_period: AgreementTimePeriod; max_hour: number }[];
  annual_increments: AgreementAnnualIncrement[];
  holiday_work_compensation?: HolidayWorkCompensation;
  seniority_bonuses: { max_percent_date: null; period_bonus: number; percent_over_salary: number; max_percent: number }[];
  categories: AgreementCategory[];
  /** Where it applies; absent keeps the stored one (none for a new agreement). */
  scope?: AgreementScope;
  regcon_code?: string | null;
  source?: AgreementSource;
  /** What a run assumes after end_year; absent keeps the stored one (repeat_last for a new agreement). */
  after_validity?: AfterValidity;
}
