/**
 * io-ts codecs of what the simulation form reads from the API (openapi/config/simulation-inputs.yaml and the basic
 * data of simulations.yaml). The form's writes are checked by the rules in ./rules.
 */
import * as t from 'io-ts';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);
const Weekday = t.keyof({ monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null });
const NamedRef = t.type({ id: t.string, name: t.string });
const StoredDateRange = t.type({ id: t.string, date_init: t.string, date_end: t.string });
const CostTypeCodec = t.keyof({ SALARY_PERCENT: null, AMOUNT_BY_WORKER: null, MONTHLY_AMOUNT: null, MONTHLY_UNIT_COST: null });

export const BasicDataCodec = t.type({
  name: t.string,
  service_date_init: nullable(t.string),
  service_duration: nullable(t.number),
  social_security: nullable(t.number),
  absenteeism_rate: nullable(t.number),
});
export type BasicDataRead = t.TypeOf<typeof BasicDataCodec>;

export const CenterCodec = t.intersection([
  t.type({
    id: t.string,
    name: t.string,
    municipality_id: t.string,
    agreement_id: t.string,
    center_group: nullable(t.number),
    vacation_coverage: t.number,
  }),
  t.partial({ municipality_name: t.string, agreement_name: t.string }),
]);
export type CenterRead = t.TypeOf<typeof CenterCodec>;

export const LocalityCodec = t.intersection([
  t.type({ id: t.string, name: t.string, region: nullable(t.string) }),
  t.partial({ local_holidays: t.array(t.string) }),
]);
export type LocalityRead = t.TypeOf<typeof LocalityCodec>;

export const ContractTypeCodec = t.type({ id: t.string, contract_key: t.string, description: t.string });
export type ContractTypeRead = t.TypeOf<typeof ContractTypeCodec>;

/** How a contract type is shown: 'key - description'. */
export const contractTypeLabel = (c: { contract_key: string; description: string }) => `${c.contract_key} - ${c.description}`;

export const PositionCodec = t.type({ id: t.string, name: t.string });
export type PositionRead = t.TypeOf<typeof PositionCodec>;

export const CategoryPositionsCodec = t.type({
  disabled: t.boolean,
  categories: t.array(t.type({ id: t.string, name: t.string, positions: t.array(PositionCodec) })),
});
export type CategoryPositionsRead = t.TypeOf<typeof CategoryPositionsCodec>;

export const FixedShiftCodec = t.intersection([
  t.type({
    id: t.string,
    center_id: t.string,
    position_id: t.string,
    number_of_workers: t.number,
    shift_type: t.keyof({ morning: null, afternoon: null, night: null, split: null }),
    shift_times: t.array(t.type({ id: t.string, time_init: t.string, time_end: t.string })),
    shifts: t.number,
    weekdays_working: t.array(Weekday),
    work_in_holidays: t.boolean,
    weekday_work_in_holidays: t.boolean,
    exists_period_without_work: t.boolean,
    periods_without_work: t.array(StoredDateRange),
  }),
  t.partial({ center: NamedRef, position: NamedRef }),
]);
export type FixedShiftRead = t.TypeOf<typeof FixedShiftCodec>;

export const HourlyTaskCodec = t.type({
  id: t.string,
  center_id: t.string,
  center: NamedRef,
  position_id: t.string,
  position: NamedRef,
  name: t.string,
  work_in_holidays: t.boolean,
  weekday_work_in_holidays: t.boolean,
  number_of_workers: nullable(t.number),
  weekdays: t.array(Weekday),
  work_time: t.type({ hours: t.number, minutes: t.number }),
  frequency: t.type({
    period_type: t.keyof({ fixed_period: null, repeated_x_times_over_period: null, repeated_over_x_period: null }),
    period: t.keyof({ day: null, week: null, month: null, year: null }),
    amount: t.number,
  }),
  periods_without_work: t.array(StoredDateRange),
  periods_with_work: t.array(StoredDateRange),
  recommended_time_slot: nullable(t.type({ time_init: t.string, time_end: t.string })),
  fill_complete_time_slot: t.boolean,
  exists_recommended_time_slot: t.boolean,
  exists_period_with_or_wo_work: t.boolean,
});
export type HourlyTaskRead = t.TypeOf<typeof HourlyTaskCodec>;

export const SurrogateCodec = t.type({
  id: t.string,
  name: nullable(t.string),
  organization_unit: nullable(t.string),
  center_id: nullable(t.string),
  center_group: nullable(t.number),
  category_id: t.string,
  category: NamedRef,
  agreement: NamedRef,
  working_day: t.number,
  value_metric_working_day: t.keyof({ FIXED: null, PERCENT: null }),
  working_day_fixed: t.number,
  contract_type_id: nullable(t.string),
  contract_type: nullable(ContractTypeCodec),
  salary_year: nullable(t.number),
  annual_bonuses: nullable(t.number),
  beginning_year: nullable(t.string),
  contract_code: nullable(t.string),
  possible_retirement: t.boolean,
});
export type SurrogateRead = t.TypeOf<typeof SurrogateCodec>;

export const SimulationMaterialCostCodec = t.intersection([
  t.type({
    id: t.string,
    name: t.string,
    cost_type: CostTypeCodec,
    amount: t.number,
    months_to_apply: nullable(t.number),
    number_of_units: nullable(t.number),
    center_id: nullable(t.string),
  }),
  t.partial({ center_name: nullable(t.string) }),
]);
export type SimulationMaterialCostRead = t.TypeOf<typeof SimulationMaterialCostCodec>;

export const ImportStatusCodec = t.type({
  status: t.keyof({ PENDING: null, ERROR: null, FINISHED: null }),
  info_message: nullable(t.string),
});
export type ImportStatusRead = t.TypeOf<typeof ImportStatusCodec>;
