/**
 * io-ts codecs of the engine's input document (engine.md section 8) and of the previous-study document
 * (section 6). `decodeTender` / `decodePreviousStudy` return Either<string[], T>: every bad field is named
 * with its path and a Spanish message, e.g.
 * "fixed_work_shifts[0].shift_times[0].time_init: hora inválida (HH:mm)".
 */
import * as t from 'io-ts';
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js';

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

const Positive = new t.Type<number, number, unknown>(
  'Positivo',
  (u): u is number => typeof u === 'number' && Number.isFinite(u) && u > 0,
  (u, c) => (typeof u === 'number' && Number.isFinite(u) && u > 0 ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** at most 50 other offers (budget.md section 3) */
export const MAX_OTHER_OFFERS = 50;
const OtherOffers = new t.Type<number[], number[], unknown>(
  'OtrasOfertas',
  (u): u is number[] => Array.isArray(u) && u.length <= MAX_OTHER_OFFERS && u.every((x) => Positive.is(x)),
  (u, c) => (Array.isArray(u) && u.length <= MAX_OTHER_OFFERS && u.every((x) => Positive.is(x)) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

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

export const SimulationBasics = t.type({
  name: t.string,
  service_date_init: IsoDate,
  service_duration: Int,
  social_security: Percent,
  absenteeism_rate: Percent,
});

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
      }),
    ),
    pluses_by_schedule: nullable(t.array(t.type({ time_init: TimeHHmm, time_end: TimeHHmm, price_hour: NonNegative }))),
    pluses_by_weekday: nullable(
      t.array(
        t.intersection([
          t.type({ day: PlusDay }),
          t.partial({ price_hour: nullable(NonNegative), price_day: nullable(NonNegative) }),
        ]),
      ),
    ),
    free_days: nullable(NonNegative),
    seniority_bonus: nullable(t.type({ amount: NonNegative, period_bonus: NonNegative })),
  }),
]);

export const HolidayDaysType = t.keyof({ naturales: null, laborables: null, 'laborables+sabados': null }, 'HolidayDaysType');

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
  }),
]);

export const Locality = t.intersection([
  t.type({ id: Id, name: t.string }),
  t.partial({ region: nullable(t.string), local_holidays: nullable(t.array(IsoDate)) }),
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

// ---------------------------------------------------------------- Spanish error reporter

function messageFor(type: t.Decoder<unknown, unknown> & { name: string }, value: unknown): string {
  if (value === undefined) return 'campo requerido';
  const name = type.name.replace(/\|null$/, '');
  switch (name) {
    case 'TimeHHmm':
      return 'hora inválida (HH:mm)';
    case 'IsoDate':
      return 'fecha inválida (YYYY-MM-DD)';
    case 'Entero':
      return 'debe ser un número entero';
    case 'NoNegativo':
      return 'debe ser un número mayor o igual que 0';
    case 'Porcentaje':
      return 'debe ser un porcentaje entre 0 y 100';
    case 'Positivo':
      return 'debe ser un número mayor que 0';
    case 'OtrasOfertas':
      return `debe ser una lista de como máximo ${MAX_OTHER_OFFERS} importes mayores que 0`;
    case 'HolidayWorkCompensation':
      return 'compensación de festivos inválida (plus, surcharge, rest)';
    case 'Identificador':
      return 'identificador inválido';
    case 'number':
      return 'debe ser un número';
    case 'string':
      return 'debe ser un texto';
    case 'boolean':
      return 'debe ser verdadero o falso';
    case 'Weekday':
      return `día de la semana inválido (uno de: ${WEEKDAYS.join(', ')})`;
    case 'PlusDay':
      return `día inválido (uno de: ${WEEKDAYS.join(', ')}, holiday)`;
    case 'HolidayDaysType':
      return 'tipo de vacaciones inválido (naturales, laborables, laborables+sabados)';
    case 'FrequencyPeriodType':
      return 'tipo de frecuencia inválido (fixed_period, repeated_x_times_over_period, repeated_over_x_period)';
    case 'FrequencyPeriod':
      return 'periodo inválido (day, week, month, year)';
    case 'CostType':
      return 'tipo de coste inválido (SALARY_PERCENT, MONTHLY_AMOUNT, AMOUNT_BY_WORKER, MONTHLY_UNIT_COST)';
    case 'ValueMetric':
      return 'unidad de jornada inválida (FIXED, PERCENT)';
    default:
      if (name.startsWith('Array<')) return 'debe ser una lista';
      if (name.startsWith('{') || name.startsWith('(') || name.startsWith('Partial<')) return 'debe ser un objeto';
      return `valor inválido`;
  }
}

/** Turns io-ts errors into "path: mensaje" lines (one per field, in document order). */
export function formatErrors(errors: t.Errors): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const err of errors) {
    const leaf = err.context[err.context.length - 1]?.type as { name?: string } | undefined;
    // the null/undefined members of a nullable field only repeat the error of the real member
    if (err.context.length > 1 && (leaf?.name === 'null' || leaf?.name === 'undefined')) continue;
    let path = '';
    let fieldType = err.context[0]?.type as t.Decoder<unknown, unknown> & { name: string };
    let fieldValue: unknown = err.context[0]?.actual;
    for (let i = 1; i < err.context.length; i++) {
      const parent = err.context[i - 1].type as unknown as { _tag?: string };
      const entry = err.context[i];
      const tag = parent._tag;
      if (tag === 'UnionType' || tag === 'IntersectionType' || tag === 'RefinementType' || tag === 'ExactType') continue;
      path += tag === 'ArrayType' ? `[${entry.key}]` : path === '' ? entry.key : `.${entry.key}`;
      fieldType = entry.type as typeof fieldType;
      fieldValue = entry.actual;
    }
    const key = path;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(`${path || 'documento'}: ${messageFor(fieldType, fieldValue)}`);
  }
  return out;
}

// ---------------------------------------------------------------- semantic checks (references, ranges)

function semanticTender(doc: TenderDocumentT): string[] {
  const errs: string[] = [];
  const agreements = new Map(doc.agreements.map((a) => [a.id, a]));
  const localities = new Set(doc.localities.map((l) => l.id));
  const centers = new Set(doc.centers.map((c) => c.id));
  const categoryIds = new Set<string>();
  for (const a of doc.agreements) for (const c of a.categories) categoryIds.add(c.id);
  const positions = new Set<string>();
  for (const c of doc.category_positions.categories) for (const p of c.positions) positions.add(p.id);
  const s = doc.simulation;
  if (s.service_duration < 1 || s.service_duration > 100)
    errs.push('simulation.service_duration: la duración debe estar entre 1 y 100 meses');
  doc.agreements.forEach((a, i) => {
    if (a.max_hours_per_week <= 0) errs.push(`agreements[${i}].max_hours_per_week: debe ser mayor que 0`);
    if (a.max_hours_per_day <= 0) errs.push(`agreements[${i}].max_hours_per_day: debe ser mayor que 0`);
    if (a.max_sections_planned_day < 1) errs.push(`agreements[${i}].max_sections_planned_day: debe ser al menos 1`);
    if (a.consecutive_rest_days > 7) errs.push(`agreements[${i}].consecutive_rest_days: no puede superar 7 días`);
  });
  doc.centers.forEach((c, i) => {
    if (!localities.has(c.municipality_id)) errs.push(`centers[${i}].municipality_id: localidad inexistente '${c.municipality_id}'`);
    if (!agreements.has(c.agreement_id)) errs.push(`centers[${i}].agreement_id: convenio inexistente '${c.agreement_id}'`);
  });
  doc.category_positions.categories.forEach((c, i) => {
    if (!categoryIds.has(c.id)) errs.push(`category_positions.categories[${i}].id: categoría inexistente en los convenios '${c.id}'`);
    if (!doc.category_positions.disabled && c.positions.length === 0)
      errs.push(`category_positions.categories[${i}].positions: hay categorías sin puestos`);
    if (c.positions.length > 5) errs.push(`category_positions.categories[${i}].positions: máximo 5 puestos por categoría`);
  });
  (doc.fixed_work_shifts ?? []).forEach((f, i) => {
    const p = `fixed_work_shifts[${i}]`;
    if (!centers.has(f.center_id)) errs.push(`${p}.center_id: centro inexistente '${f.center_id}'`);
    if (!doc.category_positions.disabled && !positions.has(f.position_id))
      errs.push(`${p}.position_id: puesto inexistente '${f.position_id}'`);
    if (f.number_of_workers < 0) errs.push(`${p}.number_of_workers: no puede ser negativo`);
    if (f.shift_times.length < 1 || f.shift_times.length > 2)
      errs.push(`${p}.shift_times: debe tener uno o dos tramos horarios`);
    (f.periods_without_work ?? []).forEach((r, j) => {
      if (r.date_end < r.date_init) errs.push(`${p}.periods_without_work[${j}].date_end: anterior a date_init`);
    });
  });
  (doc.variable_works ?? []).forEach((v, i) => {
    const p = `variable_works[${i}]`;
    if (!centers.has(v.center_id)) errs.push(`${p}.center_id: centro inexistente '${v.center_id}'`);
    if (!doc.category_positions.disabled && !positions.has(v.position_id))
      errs.push(`${p}.position_id: puesto inexistente '${v.position_id}'`);
    if (v.work_time.minutes < 0 || v.work_time.minutes > 59) errs.push(`${p}.work_time.minutes: minutos entre 0 y 59`);
    if (v.work_time.hours < 0) errs.push(`${p}.work_time.hours: no puede ser negativo`);
    if ((v.frequency.amount ?? 1) < 1) errs.push(`${p}.frequency.amount: debe ser al menos 1`);
  });
  (doc.subrogates ?? []).forEach((su, i) => {
    const p = `subrogates[${i}]`;
    if (!categoryIds.has(su.category_id)) errs.push(`${p}.category_id: categoría inexistente '${su.category_id}'`);
    if (su.center_id != null && !centers.has(su.center_id)) errs.push(`${p}.center_id: centro inexistente '${su.center_id}'`);
    if (su.working_day_fixed == null && su.working_day == null) errs.push(`${p}.working_day_fixed: jornada requerida`);
  });
  (doc.material_costs ?? []).forEach((m, i) => {
    if (m.center_id != null && !centers.has(m.center_id))
      errs.push(`material_costs[${i}].center_id: centro inexistente '${m.center_id}'`);
    if (m.cost_type === 'SALARY_PERCENT' && m.amount > 100) errs.push(`material_costs[${i}].amount: porcentaje mayor que 100`);
  });
  return errs;
}

export function decodeTender(input: unknown): Either<string[], TenderDocumentT> {
  const r = TenderDocument.decode(input);
  if (isLeft(r)) return left(formatErrors(r.left));
  const sem = semanticTender(r.right);
  return sem.length ? left(sem) : right(r.right);
}

export function decodePreviousStudy(input: unknown): Either<string[], PreviousStudyDocumentT> {
  const r = PreviousStudyDocument.decode(input);
  if (isLeft(r)) return left(formatErrors(r.left));
  const errs: string[] = [];
  const categoryIds = new Set<string>();
  for (const a of r.right.agreements) for (const c of a.categories) categoryIds.add(c.id);
  (r.right.subrogates ?? []).forEach((su, i) => {
    if (!categoryIds.has(su.category_id)) errs.push(`subrogates[${i}].category_id: existe subrogado sin categoría válida '${su.category_id}'`);
  });
  return errs.length ? left(errs) : right(r.right);
}
