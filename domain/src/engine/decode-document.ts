/**
 * Decoding of the engine's documents: `decodeTender` / `decodePreviousStudy` return Either<string[], T>, every bad
 * field named with its path and a Spanish message, e.g. "fixed_work_shifts[0].shift_times[0].time_init: hora
 * inválida (HH:mm)"; then the references and ranges a schema cannot check.
 */
import * as t from 'io-ts';
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either.js';
import { missingScoreNumber } from './price-score.js';
import {
  MAX_COMPETITOR_NAME,
  MAX_OTHER_OFFERS,
  PreviousStudyDocument,
  TenderDocument,
  WEEKDAYS,
  type PreviousStudyDocumentT,
  type TenderDocumentT,
} from './codecs.js';
import { serviceStartInRange, SERVICE_DURATION_MAX, SERVICE_DURATION_MIN } from '../simulation-inputs/basic-data.js';
import { INPUT_MESSAGES } from '../simulation-inputs/messages.js';
import { PRICE_SCORE_BOUNDS, type PriceScoreNumber } from './price-score-bounds.js';

// ---------------------------------------------------------------- Spanish error reporter

const decimal = (n: number) => String(n).replace('.', ',');
const scoreBoundsMessage = (name: PriceScoreNumber) =>
  `debe ser un número entre ${decimal(PRICE_SCORE_BOUNDS[name].min)} y ${decimal(PRICE_SCORE_BOUNDS[name].max)}`;

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
      return 'debe ser un importe de 0,01 € a 1.000.000.000 €';
    case 'Puntos':
      return scoreBoundsMessage('max_points');
    case 'OtrasOfertas':
      return `debe ser una lista de como máximo ${MAX_OTHER_OFFERS} importes de 0,01 € a 1.000.000.000 €`;
    case 'Exponente':
      return scoreBoundsMessage('exponent');
    case 'Saciedad':
      return scoreBoundsMessage('satiety_discount_percent');
    case 'NombreCompetidor':
      return `debe ser un texto de como máximo ${MAX_COMPETITOR_NAME} caracteres`;
    case 'ScoreFormula':
      return 'fórmula inválida (proportional, linear, linear_satiety, power)';
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
    case 'ScopeLevel':
      return 'ámbito inválido (state, region, province, local, company)';
    case 'AfterValidityMode':
      return 'supuesto tras la vigencia inválido (repeat_last, percent, none)';
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
      const parent = err.context[i - 1].type;
      const entry = err.context[i];
      // io-ts' codecs name their kind in `_tag` (a decoder of the context's type need not have one)
      const tag = '_tag' in parent && typeof parent._tag === 'string' ? parent._tag : undefined;
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
  if (s.service_duration < SERVICE_DURATION_MIN || s.service_duration > SERVICE_DURATION_MAX)
    errs.push(
      `simulation.service_duration: la duración debe estar entre ${SERVICE_DURATION_MIN} y ${SERVICE_DURATION_MAX} meses`,
    );
  if (s.social_security_mode === 'itemised' && s.at_ep_percent == null)
    errs.push(`simulation.at_ep_percent: ${INPUT_MESSAGES.atEpRequired}`);
  if (!serviceStartInRange(s.service_date_init))
    errs.push('simulation.service_date_init: la fecha de inicio del servicio debe estar entre 2000 y 2100');
  doc.agreements.forEach((a, i) => {
    if (a.max_hours_per_week <= 0) errs.push(`agreements[${i}].max_hours_per_week: debe ser mayor que 0`);
    if (a.max_hours_per_day <= 0) errs.push(`agreements[${i}].max_hours_per_day: debe ser mayor que 0`);
    if (a.max_sections_planned_day < 1) errs.push(`agreements[${i}].max_sections_planned_day: debe ser al menos 1`);
    if (a.consecutive_rest_days > 7) errs.push(`agreements[${i}].consecutive_rest_days: no puede superar 7 días`);
  });
  doc.centers.forEach((c, i) => {
    if (!localities.has(c.municipality_id))
      errs.push(`centers[${i}].municipality_id: localidad inexistente '${c.municipality_id}'`);
    if (!agreements.has(c.agreement_id)) errs.push(`centers[${i}].agreement_id: convenio inexistente '${c.agreement_id}'`);
  });
  doc.category_positions.categories.forEach((c, i) => {
    if (!categoryIds.has(c.id))
      errs.push(`category_positions.categories[${i}].id: categoría inexistente en los convenios '${c.id}'`);
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
    if (f.shift_times.length < 1 || f.shift_times.length > 2) errs.push(`${p}.shift_times: debe tener uno o dos tramos horarios`);
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
  if ((doc.parameters?.competitors?.length ?? 0) > MAX_OTHER_OFFERS)
    errs.push(`parameters.competitors: debe ser una lista de como máximo ${MAX_OTHER_OFFERS} competidores`);
  const rule = doc.parameters?.price_score;
  const missing = rule ? missingScoreNumber(rule) : null;
  if (rule && missing) errs.push(`parameters.price_score.${missing}: requerido con la fórmula ${rule.formula}`);
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
  const ps = r.right.previous_study;
  if (ps.social_security_mode === 'itemised' && ps.at_ep_percent == null)
    errs.push(`previous_study.at_ep_percent: ${INPUT_MESSAGES.atEpRequired}`);
  (r.right.subrogates ?? []).forEach((su, i) => {
    if (!categoryIds.has(su.category_id))
      errs.push(`subrogates[${i}].category_id: existe subrogado sin categoría válida '${su.category_id}'`);
  });
  return errs.length ? left(errs) : right(r.right);
}
