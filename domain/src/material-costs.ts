/**
 * The workspace catalogue of material costs (Costes materiales): cost types with
 * their labels, the amount format, and the rules of the 'Añadir nuevo concepto' modal, used by the ui and the
 * server alike.
 */
import * as t from 'io-ts';
import * as Config from './generated/config';
import * as E from 'fp-ts/lib/Either.js';
import { formatNumber } from './number-format';
import { numberInputText, parseSpanishNumber } from './spanish-number';
import { can, type Permissions } from './permissions';
import { textCharacterMessage } from './text-characters';
import { COMMON_MESSAGES } from './messages';

export const COST_TYPES = ['SALARY_PERCENT', 'AMOUNT_BY_WORKER', 'MONTHLY_AMOUNT', 'MONTHLY_UNIT_COST'] as const;
export const CostType = t.keyof({ SALARY_PERCENT: null, AMOUNT_BY_WORKER: null, MONTHLY_AMOUNT: null, MONTHLY_UNIT_COST: null });
export type CostType = t.TypeOf<typeof CostType>;

export const COST_TYPE_LABELS: Record<CostType, string> = {
  SALARY_PERCENT: 'Porcentaje del coste salarial',
  AMOUNT_BY_WORKER: 'Por trabajador',
  MONTHLY_AMOUNT: 'Por mes',
  MONTHLY_UNIT_COST: 'Cada unidad',
};
export const costTypeLabel = (type: string): string => COST_TYPE_LABELS[type as CostType] ?? type;

export const WorkspaceMaterialCost = Config.WorkspaceMaterialCost;
export type WorkspaceMaterialCost = t.TypeOf<typeof WorkspaceMaterialCost>;
export const WorkspaceMaterialCosts = t.array(WorkspaceMaterialCost);

export interface MaterialCostInput {
  name: string;
  cost_type: CostType;
  amount: number | null;
}

export const MATERIAL_COST_MESSAGES = {
  nameRequired: 'Nombre requerido',
  required: 'Valor requerido',
  incorrect: 'Valor incorrecto',
  empty: COMMON_MESSAGES.noData,
  notFound: 'El coste no existe',
} as const;

export const AMOUNT_MAX = 10_000_000;

/** € or % with 0 decimals when whole, otherwise 2. Empty for a missing amount. */
export function formatCostAmount(amount: number | null | undefined, type: string): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const decimals = Number.isInteger(amount) ? 0 : 2;
  return `${formatNumber(amount, decimals)} ${type === 'SALARY_PERCENT' ? '%' : '€'}`;
}

/** The catalogue's actions by inventory permission. */
export const MaterialCostRules = {
  create: (p: Permissions) => can(p, 'inventory', 'create'),
  edit: (p: Permissions) => can(p, 'inventory', 'update'),
  remove: (p: Permissions) => can(p, 'inventory', 'delete'),
};

export interface MaterialCostFormValues {
  name: string;
  cost_type: CostType;
  amount: string;
}

export const EMPTY_MATERIAL_COST_FORM: MaterialCostFormValues = { name: '', cost_type: 'MONTHLY_AMOUNT', amount: '' };

const toText = (n: number | null) => numberInputText(n);
export const materialCostToForm = (c: WorkspaceMaterialCost): MaterialCostFormValues => ({
  name: c.name,
  cost_type: c.cost_type,
  amount: toText(c.amount),
});

function parseAmount(text: string): number | null | 'bad' {
  const r = parseSpanishNumber(text);
  return E.isRight(r) ? r.right : 'bad';
}

/** The amount rule: required except for the percent type; 0 to 100 for it, 0 to 10,000,000 otherwise. */
function amountProblem(type: CostType, amount: number | null): string | null {
  if (amount === null) return type === 'SALARY_PERCENT' ? null : MATERIAL_COST_MESSAGES.required;
  if (amount < 0) return MATERIAL_COST_MESSAGES.incorrect;
  if (type === 'SALARY_PERCENT' ? amount > 100 : amount > AMOUNT_MAX) return MATERIAL_COST_MESSAGES.incorrect;
  return null;
}

/** The modal 'Añadir nuevo concepto'. Left: messages by field. */
export function validateMaterialCostForm(
  v: MaterialCostFormValues,
): E.Either<Partial<Record<keyof MaterialCostFormValues, string>>, MaterialCostInput> {
  const errors: Partial<Record<keyof MaterialCostFormValues, string>> = {};
  const name = v.name.trim();
  if (!name) errors.name = MATERIAL_COST_MESSAGES.nameRequired;
  else if (textCharacterMessage(name)) errors.name = textCharacterMessage(name)!;
  if (!E.isRight(CostType.decode(v.cost_type))) errors.cost_type = MATERIAL_COST_MESSAGES.required;
  const parsed = parseAmount(v.amount);
  if (parsed === 'bad') errors.amount = MATERIAL_COST_MESSAGES.incorrect;
  else if (!errors.cost_type) {
    const problem = amountProblem(v.cost_type, parsed);
    if (problem) errors.amount = problem;
  }
  if (Object.keys(errors).length) return E.left(errors);
  return E.right({ name, cost_type: v.cost_type, amount: parsed as number | null });
}

/** The server's check of a payload (after its schema): the failing field and message. */
export function validateMaterialCostInput(p: {
  name: string;
  cost_type: CostType;
  amount?: number | null;
}): E.Either<{ field: string; message: string }, MaterialCostInput> {
  const name = p.name.trim();
  if (!name) return E.left({ field: 'name', message: MATERIAL_COST_MESSAGES.nameRequired });
  const amount = p.amount ?? null;
  const problem = amountProblem(p.cost_type, amount);
  if (problem) return E.left({ field: 'amount', message: problem });
  return E.right({ name, cost_type: p.cost_type, amount });
}
