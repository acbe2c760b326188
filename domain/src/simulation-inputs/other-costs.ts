/** Other costs (material costs) of a simulation: cost types, the fields each shows, validation and prefill. */
import * as E from 'fp-ts/lib/Either.js';
import { INPUT_MESSAGES as M, type FieldError } from './messages';
import { isBlank, toNumber, type NumberLike } from './values';
import { err, toEither } from './internal';
import { textCharacterErrors } from '../text-characters';
import { COST_TYPE_LABELS } from '../material-costs';

export type OtherCostType = 'SALARY_PERCENT' | 'AMOUNT_BY_WORKER' | 'MONTHLY_AMOUNT' | 'MONTHLY_UNIT_COST';
export const OTHER_COST_TYPES: readonly OtherCostType[] = [
  'SALARY_PERCENT',
  'AMOUNT_BY_WORKER',
  'MONTHLY_AMOUNT',
  'MONTHLY_UNIT_COST',
];
/** The catalogue's labels (Costes materiales): a cost type reads the same in the form, the catalogue and every document. */
export const OTHER_COST_TYPE_LABELS: Record<OtherCostType, string> = COST_TYPE_LABELS;
/** The labels the simulation form used before, still written in Formularios exported then: read on import only. */
export const FORMER_OTHER_COST_TYPE_LABELS: Record<OtherCostType, string> = {
  SALARY_PERCENT: 'Por porcentaje de coste salarial',
  AMOUNT_BY_WORKER: 'Por trabajador',
  MONTHLY_AMOUNT: 'Por mes',
  MONTHLY_UNIT_COST: 'Cantidad unitaria por mes',
};

/** Which fields a cost type shows: months for MONTHLY_AMOUNT and MONTHLY_UNIT_COST, units for MONTHLY_UNIT_COST. */
export function costTypeFields(type: OtherCostType | null | undefined): { months: boolean; units: boolean } {
  return { months: type === 'MONTHLY_AMOUNT' || type === 'MONTHLY_UNIT_COST', units: type === 'MONTHLY_UNIT_COST' };
}

export interface MaterialCostForm {
  name?: string | null;
  cost_type?: OtherCostType | null;
  amount?: NumberLike;
  months_to_apply?: NumberLike;
  number_of_units?: NumberLike;
  /** null: all centers; undefined: not chosen yet. */
  center_id?: string | null;
}

export interface MaterialCostValue {
  name: string;
  cost_type: OtherCostType;
  amount: number;
  months_to_apply: number | null;
  number_of_units: number | null;
  center_id: string | null;
}

export function validateMaterialCost(
  c: MaterialCostForm,
  options: { requireCenter: boolean } = { requireCenter: true },
): FieldError[] {
  const out: FieldError[] = [];
  if (options.requireCenter && c.center_id === undefined) out.push(err('center_id', M.centerRequired));
  if (isBlank(c.name)) out.push(err('name', M.materialRequired));
  if (!c.cost_type || !OTHER_COST_TYPES.includes(c.cost_type)) out.push(err('cost_type', M.fieldRequired));
  if (isBlank(c.amount)) out.push(err('amount', M.valueRequired));
  else {
    const a = toNumber(c.amount);
    if (a === null || a < 0 || (c.cost_type === 'SALARY_PERCENT' && a > 100)) out.push(err('amount', M.valueWrong));
  }
  const shown = costTypeFields(c.cost_type);
  for (const [f, on] of [
    ['months_to_apply', shown.months],
    ['number_of_units', shown.units],
  ] as const) {
    if (!on) continue;
    if (isBlank(c[f])) out.push(err(f, M.valueRequired));
    else {
      const n = toNumber(c[f]);
      if (n === null || n < 0 || !Number.isInteger(n)) out.push(err(f, M.valueWrong));
    }
  }
  out.push(...textCharacterErrors(c));
  return out;
}

export function checkMaterialCost(
  c: MaterialCostForm,
  options: { requireCenter: boolean } = { requireCenter: true },
): E.Either<FieldError[], MaterialCostValue> {
  return toEither(validateMaterialCost(c, options), () => {
    const shown = costTypeFields(c.cost_type);
    return {
      name: String(c.name).trim(),
      cost_type: c.cost_type as OtherCostType,
      amount: toNumber(c.amount)!,
      months_to_apply: shown.months ? toNumber(c.months_to_apply) : null,
      number_of_units: shown.units ? toNumber(c.number_of_units) : null,
      center_id: c.center_id ?? null,
    };
  });
}

/** Prefill from the workspace catalogue: the amount only for non-percent types. */
export function prefillMaterialCost(item: { name: string; cost_type: OtherCostType; amount: number }): MaterialCostForm {
  return { name: item.name, cost_type: item.cost_type, amount: item.cost_type === 'SALARY_PERCENT' ? null : item.amount };
}

/**
 * What the amount of an other cost is, as the engine costs it (`materialCost` of engine/aggregate-results.ts), for
 * the line under 'Importe': a monthly amount counts once a month whatever the number of centers; an amount per
 * worker counts once in the contract for each surrogate and new hire of the roster (not the staff hired for
 * vacation and holiday substitutions); a percentage is of the wages. `allCenters`: 'Todos los centros' (or no
 * center chosen yet) rather than one center.
 */
export function otherCostAmountHint(type: OtherCostType, allCenters: boolean): string {
  const where = allCenters ? 'de todos los centros' : 'de este centro';
  switch (type) {
    case 'MONTHLY_AMOUNT':
      return allCenters
        ? 'Importe al mes para el conjunto de los centros: se suma una vez cada mes, no una vez por centro.'
        : 'Importe al mes para este centro.';
    case 'MONTHLY_UNIT_COST':
      return allCenters
        ? 'Importe al mes de cada unidad, para el conjunto de los centros: se multiplica por las unidades y los meses, no por el número de centros.'
        : 'Importe al mes de cada unidad en este centro: se multiplica por las unidades y los meses.';
    case 'AMOUNT_BY_WORKER':
      return `Importe por trabajador, una vez en todo el contrato: cuentan los subrogados y las contrataciones nuevas ${where}, no el personal contratado para sustituciones (vacaciones y festivos).`;
    case 'SALARY_PERCENT':
      return `Porcentaje sobre los salarios ${where} (sin la seguridad social).`;
  }
}

/** The line beside an amount per worker in the solution workbook: how many people it was charged for, and who they are. */
export const perWorkerBasis = (heads: number): string =>
  `Por trabajador: ${heads} (subrogados y contrataciones nuevas; no cuenta el personal de sustituciones de vacaciones y festivos)`;
