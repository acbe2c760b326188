/**
 * io-ts codecs of the engine's input document and of the previous-study document
 * (section 6), with Spanish messages for bad primitives. Decoding, with every bad field named, is in
 * `decode-document.ts`.
 */
import * as t from 'io-ts';
import { withinScoreBounds, type PriceScoreNumber } from './price-score-bounds.js';

// ---------------------------------------------------------------- primitives with Spanish messages

const TIME_RE = /^([01]\d|2[0-4]):([0-5]\d)$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidIsoDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1) return false;
  const dim = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return d <= dim;
}

export const TimeHHmm = new t.Type<string, string, unknown>(
  'TimeHHmm',
  (u): u is string => typeof u === 'string' && TIME_RE.test(u) && (u.startsWith('24') ? u === '24:00' : true),
  (u, c) =>
    typeof u === 'string' && TIME_RE.test(u) && (u.startsWith('24') ? u === '24:00' : true) ? t.success(u) : t.failure(u, c),
  t.identity,
);

export const IsoDate = new t.Type<string, string, unknown>(
  'IsoDate',
  (u): u is string => typeof u === 'string' && isValidIsoDate(u),
  (u, c) => (typeof u === 'string' && isValidIsoDate(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

const Int = new t.Type<number, number, unknown>(
  'Entero',
  (u): u is number => typeof u === 'number' && Number.isInteger(u),
  (u, c) => (typeof u === 'number' && Number.isInteger(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

const NonNegative = new t.Type<number, number, unknown>(
  'NoNegativo',
  (u): u is number => typeof u === 'number' && Number.isFinite(u) && u >= 0,
  (u, c) => (typeof u === 'number' && Number.isFinite(u) && u >= 0 ? t.success(u) : t.failure(u, c)),
  t.identity,
);

const Percent = new t.Type<number, number, unknown>(
  'Porcentaje',
  (u): u is number => typeof u === 'number' && u >= 0 && u <= 100,
  (u, c) => (typeof u === 'number' && Number.isFinite(u) && u >= 0 && u <= 100 ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** The smallest and the largest price a bid takes (tender budget, offer, other offers), in euros. */
export const MIN_PRICE = 0.01;
export const MAX_PRICE = 1_000_000_000;
const isPrice = (u: unknown): u is number => typeof u === 'number' && Number.isFinite(u) && u >= MIN_PRICE && u <= MAX_PRICE;
const Positive = new t.Type<number, number, unknown>(
  'Positivo',
  isPrice,
  (u, c) => (isPrice(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** A parameter of the pliego's price criterion within its bounds (./price-score-bounds.ts; not euros, so not a price). */
const scoreNumber = (name: PriceScoreNumber, label: string) =>
  new t.Type<number, number, unknown>(
    label,
    (u): u is number => withinScoreBounds(name, u),
    (u, c) => (withinScoreBounds(name, u) ? t.success(u) : t.failure(u, c)),
    t.identity,
  );
const Points = scoreNumber('max_points', 'Puntos');

export const MAX_OTHER_OFFERS = 50;
const OtherOffers = new t.Type<number[], number[], unknown>(
  'OtrasOfertas',
  (u): u is number[] => Array.isArray(u) && u.length <= MAX_OTHER_OFFERS && u.every((x) => Positive.is(x)),
  (u, c) => (Array.isArray(u) && u.length <= MAX_OTHER_OFFERS && u.every((x) => Positive.is(x)) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** k of the power formula, and the satiety threshold in discount points */
const Exponent = scoreNumber('exponent', 'Exponente');
const Satiety = scoreNumber('satiety_discount_percent', 'Saciedad');
/** a competitor's name: at most 120 characters */
export const MAX_COMPETITOR_NAME = 120;
const CompetitorName = new t.Type<string, string, unknown>(
  'NombreCompetidor',
  (u): u is string => typeof u === 'string' && u.length <= MAX_COMPETITOR_NAME,
  (u, c) => (typeof u === 'string' && u.length <= MAX_COMPETITOR_NAME ? t.success(u) : t.failure(u, c)),
  t.identity,
);
export const ScoreFormula = t.keyof({ proportional: null, linear: null, linear_satiety: null, power: null }, 'ScoreFormula');

const Id = new t.Type<string, string, unknown>(
  'Identificador',
  (u): u is string => typeof u === 'string' && u.length > 0,
  (u, c) =>
    typeof u === 'string' && u.length > 0
      ? t.success(u)
      : typeof u === 'number' && Number.isFinite(u)
        ? t.success(String(u))
        : t.failure(u, c),
  t.identity,
);

const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null, t.undefined], `${codec.name}|null`);

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];
export const Weekday = t.keyof(
  { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null },
  'Weekday',
);
const PlusDay = t.keyof(
  { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null, holiday: null },
  'PlusDay',
);

// ---------------------------------------------------------------- entities

export const TimeRange = t.intersection([
  t.type({ time_init: TimeHHmm, time_end: TimeHHmm }),
  t.partial({ id: nullable(t.union([t.string, t.number])) }),
]);
export const DateRange = t.intersection([
  t.type({ date_init: IsoDate, date_end: IsoDate }),
  t.partial({ id: nullable(t.union([t.string, t.number])) }),
]);

/** The workspace's expected SMI of a year without a published one (docs/premises.md, "The minimum wage floor"). */
export const SmiForecastEntry = t.intersection([
  t.type({ year: Int, annual: NonNegative }),
  t.partial({ source: nullable(t.string) }),
]);

export const SimulationBasics = t.intersection([
  t.type({
    name: t.string,
    service_date_init: IsoDate,
    service_duration: Int,
    social_security: Percent,
    absenteeism_rate: Percent,
  }),
  t.partial({
    smi: nullable(t.array(SmiForecastEntry)),
    /** flat (the `social_security` rate, the default) or itemised (docs/social-security.md) */
    social_security_mode: nullable(t.keyof({ flat: null, itemised: null }, 'SocialSecurityMode')),
    /** the accidents-at-work rate of the activity, required in itemised mode */
    at_ep_percent: nullable(Percent),
  }),
]);

export const Parameters = t.partial({
  benefit: nullable(NonNegative),
  substitution_percentage: nullable(Percent),
  /** ids of new hires marked on the social security screen (disability contract) */
  social_security_discount_ids: nullable(t.array(t.string)),
  /** workspace setting: yearly discount of a disability contract (4,500 € by default) */
  disability_discount_year: nullable(NonNegative),
  /** gastos generales % (budget.md section 2), default 0 */
  overheads: nullable(Percent),
  /** IVA %, default 21 */
  vat: nullable(Percent),
  /** presupuesto base de licitación without VAT (budget.md section 3) */
  tender_budget: nullable(Positive),
  /** the price offered without VAT; absent: the total cost */
  offer_price: nullable(Positive),
  other_offers: nullable(OtherOffers),
  /** the pliego's price criterion (docs/budget.md section 5) */
  price_score: nullable(
    t.intersection([
      t.type({ max_points: Points, formula: ScoreFormula }),
      t.partial({ satiety_discount_percent: nullable(Satiety), exponent: nullable(Exponent) }),
    ]),
  ),
  technical_points: nullable(NonNegative),
  /** the expected competitors (at most 50, checked in decode-document.ts); replace other_offers when not empty */
  competitors: nullable(
    t.array(
      t.intersection([
        t.type({ price: Positive }),
        t.partial({ name: nullable(CompetitorName), technical_points: nullable(NonNegative) }),
      ]),
    ),
  ),
});

export const HolidayWorkCompensation = t.keyof({ plus: null, surcharge: null, rest: null }, 'HolidayWorkCompensation');
export type HolidayWorkCompensationT = t.TypeOf<typeof HolidayWorkCompensation>;

export const AgreementSeniority = t.partial({
  fixed_annual: nullable(NonNegative),
  period_bonus: nullable(NonNegative),
  max_seniority: nullable(NonNegative),
  max_percent: nullable(NonNegative),
  percent_over_salary: nullable(NonNegative),
});

export const AnnualIncrement = t.type({ year: Int, increment: t.number });

export const Category = t.intersection([
  t.type({ id: Id, professional_category: t.string, salary_year: NonNegative }),
  t.partial({
    base_salary_year: nullable(NonNegative),
    fixed_pluses: nullable(
      t.partial({
        price_day_worked: nullable(NonNegative),
        price_month_worked: nullable(NonNegative),
        price_year_worked: nullable(NonNegative),
        /** the fixed pluses are outside the social security base (docs/engine.md, "Pluses outside social security") */
        non_contributory: nullable(t.boolean),
      }),
    ),
    pluses_by_schedule: nullable(
      t.array(
        t.intersection([
          t.type({ time_init: TimeHHmm, time_end: TimeHHmm, price_hour: NonNegative }),
          t.partial({ non_contributory: nullable(t.boolean) }),
        ]),
      ),
    ),
    pluses_by_weekday: nullable(
      t.array(
        t.intersection([
          t.type({ day: PlusDay }),
          t.partial({
            price_hour: nullable(NonNegative),
            price_day: nullable(NonNegative),
            non_contributory: nullable(t.boolean),
          }),
        ]),
      ),
    ),
    free_days: nullable(NonNegative),
    seniority_bonus: nullable(t.type({ amount: NonNegative, period_bonus: NonNegative })),
  }),
]);

export const HolidayDaysType = t.keyof({ naturales: null, laborables: null, 'laborables+sabados': null }, 'HolidayDaysType');

/** Where an agreement applies (docs/premises.md): its level and the NUTS codes it covers; missing: not stated. */
export const ScopeLevel = t.keyof({ state: null, region: null, province: null, local: null, company: null }, 'ScopeLevel');
export const AgreementScope = t.type({ level: ScopeLevel, nuts: t.array(t.string) });
/** What a run assumes after end_year; missing: repeat_last (the last known increment repeats). */
export const AfterValidityMode = t.keyof({ repeat_last: null, percent: null, none: null }, 'AfterValidityMode');
export const AfterValidity = t.intersection([t.type({ mode: AfterValidityMode }), t.partial({ percent: nullable(Percent) })]);

export const Agreement = t.intersection([
  t.type({
    id: Id,
    name: t.string,
    salary_year: Int,
    max_hours_per_day: NonNegative,
    max_hours_per_week: NonNegative,
    max_sections_planned_day: Int,
    rest_hours_between_shifts: NonNegative,
    consecutive_rest_days: NonNegative,
    holiday_days: NonNegative,
    categories: t.array(Category),
  }),
  t.partial({
    start_year: nullable(Int),
    end_year: nullable(Int),
    max_hours_per_month: nullable(NonNegative),
    max_hours_per_year: nullable(NonNegative),
    free_day_available: nullable(NonNegative),
    holiday_days_types: nullable(HolidayDaysType),
    seniority_bonus: nullable(t.array(AgreementSeniority)),
    annual_increment: nullable(t.array(AnnualIncrement)),
    /** compensation of holidays worked (budget.md section 1), default plus */
    holiday_work_compensation: nullable(HolidayWorkCompensation),
    scope: nullable(AgreementScope),
    after_validity: nullable(AfterValidity),
  }),
]);

export const Locality = t.intersection([
  t.type({ id: Id, name: t.string }),
  t.partial({
    region: nullable(t.string),
    local_holidays: nullable(t.array(IsoDate)),
    /** NUTS 3 code of its province (docs/premises.md); missing: no scope warning */
    nuts_code: nullable(t.string),
  }),
]);

export const Center = t.intersection([
  t.type({ id: Id, name: t.string, municipality_id: Id, agreement_id: Id }),
  t.partial({ center_group: nullable(t.union([t.string, t.number])), vacation_coverage: nullable(Percent) }),
]);

export const CategoryPositions = t.type({
  disabled: t.boolean,
  categories: t.array(t.type({ id: Id, name: t.string, positions: t.array(t.type({ id: Id, name: t.string })) })),
});

export const FixedWorkShift = t.intersection([
  t.type({
    id: Id,
    center_id: Id,
    position_id: Id,
    number_of_workers: Int,
    shift_times: t.array(TimeRange),
    weekdays_working: t.array(Weekday),
    work_in_holidays: t.boolean,
    weekday_work_in_holidays: t.boolean,
  }),
  t.partial({
    shift_type: nullable(t.string),
    exists_period_without_work: nullable(t.boolean),
    periods_without_work: nullable(t.array(DateRange)),
  }),
]);

export const FrequencyPeriodType = t.keyof(
  { fixed_period: null, repeated_x_times_over_period: null, repeated_over_x_period: null },
  'FrequencyPeriodType',
);
export const FrequencyPeriod = t.keyof({ day: null, week: null, month: null, year: null }, 'FrequencyPeriod');

export const VariableWork = t.intersection([
  t.type({
    id: Id,
    center_id: Id,
    position_id: Id,
    name: t.string,
    work_in_holidays: t.boolean,
    weekday_work_in_holidays: t.boolean,
    weekdays: t.array(Weekday),
    work_time: t.type({ hours: Int, minutes: Int }),
    frequency: t.intersection([
      t.type({ period_type: FrequencyPeriodType, period: FrequencyPeriod }),
      t.partial({ amount: nullable(Int) }),
    ]),
  }),
  t.partial({
    number_of_workers: nullable(Int),
    periods_without_work: nullable(t.array(DateRange)),
    periods_with_work: nullable(t.array(DateRange)),
    recommended_time_slot: nullable(TimeRange),
    fill_complete_time_slot: nullable(t.boolean),
  }),
]);

export const Surrogate = t.intersection([
  t.type({ id: Id, category_id: Id }),
  t.partial({
    name: nullable(t.string),
    organization_unit: nullable(t.string),
    center_id: nullable(Id),
    center_group: nullable(t.union([t.string, t.number])),
    working_day: nullable(NonNegative),
    value_metric_working_day: nullable(t.keyof({ FIXED: null, PERCENT: null }, 'ValueMetric')),
    working_day_fixed: nullable(NonNegative),
    contract_type_id: nullable(t.union([t.string, t.number])),
    salary_year: nullable(NonNegative),
    annual_bonuses: nullable(NonNegative),
    beginning_year: nullable(IsoDate),
    contract_code: nullable(t.union([t.string, t.number])),
    /** the contract social security is itemised by (absent: open-ended) */
    contract_type: nullable(t.keyof({ indefinido: null, temporal: null }, 'ContractKind')),
    /** previous studies carry the agreement of the surrogate */
    agreement_id: nullable(Id),
  }),
]);

export const CostType = t.keyof(
  { SALARY_PERCENT: null, MONTHLY_AMOUNT: null, AMOUNT_BY_WORKER: null, MONTHLY_UNIT_COST: null },
  'CostType',
);

export const MaterialCost = t.intersection([
  t.type({ id: Id, name: t.string, cost_type: CostType, amount: NonNegative }),
  t.partial({ months_to_apply: nullable(NonNegative), number_of_units: nullable(NonNegative), center_id: nullable(Id) }),
]);

export const TenderDocument = t.intersection([
  t.type({
    simulation: SimulationBasics,
    agreements: t.array(Agreement),
    localities: t.array(Locality),
    centers: t.array(Center),
    category_positions: CategoryPositions,
  }),
  t.partial({
    parameters: nullable(Parameters),
    fixed_work_shifts: nullable(t.array(FixedWorkShift)),
    variable_works: nullable(t.array(VariableWork)),
    subrogates: nullable(t.array(Surrogate)),
    material_costs: nullable(t.array(MaterialCost)),
  }),
]);

export const PreviousStudyDocument = t.intersection([
  t.type({
    previous_study: t.intersection([
      SimulationBasics,
      t.partial({ substitution_percentage: nullable(Percent), vacation_coverage: nullable(Percent) }),
    ]),
    agreements: t.array(Agreement),
  }),
  t.partial({
    parameters: nullable(Parameters),
    subrogates: nullable(t.array(Surrogate)),
    material_costs: nullable(t.array(MaterialCost)),
  }),
]);

export type TimeRangeT = t.TypeOf<typeof TimeRange>;
export type DateRangeT = t.TypeOf<typeof DateRange>;
export type AgreementT = t.TypeOf<typeof Agreement>;
export type AfterValidityT = t.TypeOf<typeof AfterValidity>;
export type CategoryT = t.TypeOf<typeof Category>;
export type LocalityT = t.TypeOf<typeof Locality>;
export type CenterT = t.TypeOf<typeof Center>;
export type FixedWorkShiftT = t.TypeOf<typeof FixedWorkShift>;
export type VariableWorkT = t.TypeOf<typeof VariableWork>;
export type SurrogateT = t.TypeOf<typeof Surrogate>;
export type MaterialCostT = t.TypeOf<typeof MaterialCost>;
export type ParametersT = t.TypeOf<typeof Parameters>;
export type TenderDocumentT = t.TypeOf<typeof TenderDocument>;
export type PreviousStudyDocumentT = t.TypeOf<typeof PreviousStudyDocument>;
