/**
 * 'Modificar parámetros': Absentismo, Beneficio and the material costs grouped by center
 * ('Todos los centros' first), their rules with their Spanish messages, and the payload they become.
 */
import { NUMBER_FIELD_MAX, NUMBER_FIELD_MIN } from '../constants';
import { COMMON_MESSAGES } from '../messages';
import { INPUT_MESSAGES, type FieldError } from '../simulation-inputs/messages';
import { isBlank, toNumber } from '../simulation-inputs/values';
import { socialSecurityModeProblem } from '../simulation-inputs/basic-data';
import { SolutionParametersUpdateTitles } from '../generated/messages';
import * as E from 'fp-ts/lib/Either.js';
import { numberInputText, parseSpanishNumber } from '../spanish-number';
import type { CostType } from '../material-costs';
import type { ParameterMaterialCost, SolutionParameters, SolutionParametersUpdate } from './codecs';
import { scoreToForm, scoreToUpdate, validateScoreForm, type ScoreForm } from './score-form';

export const PARAMETER_MESSAGES = {
  title: 'Modificar parámetros',
  tooltip:
    'Solo se pueden modificar los parámetros que no intervienen en la optimización de la plantilla. Para cambiar cualquier otro dato, duplica la simulación y vuelve a lanzarla.',
  reset: 'Restablecer valores del formulario',
  updating: 'Actualizando simulación',
  badValues: COMMON_MESSAGES.badValues,
  unknown: COMMON_MESSAGES.unknownOccurred,
  saved: 'Parámetros actualizados',
  /** the config host's 409 (the in-memory fake answers it too) */
  notSolved: 'La simulación no está resuelta: lánzala y espera a que termine antes de modificar sus parámetros',
  allCenters: 'Todos los centros',
  /** a cost sent twice in one change: one of its two values would silently win */
  repeatedCost: 'El campo «Costes materiales» repite un coste ya enviado',
} as const;

/** The index of each cost whose id an earlier one of the list already has. */
export function repeatedCostIndexes(costs: ReadonlyArray<{ id: string }>): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  costs.forEach((c, i) => (seen.has(c.id) ? out.push(i) : seen.add(c.id)));
  return out;
}

export interface ParameterCostForm {
  id: string;
  center_id: string | null;
  center_name: string | null;
  name: string;
  type: CostType;
  amount: string;
  number_of_units: string;
  months_to_apply: string;
}

export interface ParametersForm {
  absenteeism_rate: string;
  benefit: string;
  /** Gastos generales (%) */
  overheads: string;
  /** IVA (%) */
  vat: string;
  /** Presupuesto base de licitación (€ without VAT); empty: no offer to price */
  tender_budget: string;
  /** Precio ofertado (€ without VAT); empty: the computed total */
  offer_price: string;
  /** Puntuación económica: the formula, our technical points and the competitors (score-form.ts) */
  score: ScoreForm;
  /** How social security is priced (docs/social-security.md); absent where the parameters do not carry it (a study's) */
  social_security_mode?: 'flat' | 'itemised';
  /** Tipo de AT/EP (%), required in itemised mode */
  at_ep_percent?: string;
  material_costs: ParameterCostForm[];
}

/** At most this many other offers (the contract's bound). */
export const MAX_OTHER_OFFERS_FORM = 50;

/** A number as the form holds it: decimal comma, no thousands dots (the input formats it when not edited). */
const text = numberInputText;

export function parametersToForm(p: SolutionParameters): ParametersForm {
  return {
    absenteeism_rate: text(p.absenteeism_rate),
    benefit: text(p.benefit),
    overheads: text(p.overheads ?? 0),
    vat: text(p.vat ?? 21),
    tender_budget: text(p.tender_budget),
    offer_price: text(p.offer_price),
    score: scoreToForm(p),
    ...(p.social_security_mode
      ? { social_security_mode: p.social_security_mode, at_ep_percent: p.at_ep_percent == null ? '' : text(p.at_ep_percent) }
      : {}),
    material_costs: p.material_costs.map((c: ParameterMaterialCost) => ({
      id: c.id,
      center_id: c.center_id,
      center_name: c.center_name ?? null,
      name: c.name,
      type: c.type,
      amount: text(c.amount),
      number_of_units: text(c.number_of_units),
      months_to_apply: text(c.months_to_apply),
    })),
  };
}

/** Units are asked only for MONTHLY_UNIT_COST; months for MONTHLY_AMOUNT and MONTHLY_UNIT_COST. */
export const usesUnits = (type: CostType) => type === 'MONTHLY_UNIT_COST';
export const usesMonths = (type: CostType) => type === 'MONTHLY_AMOUNT' || type === 'MONTHLY_UNIT_COST';

interface Bounds {
  required: boolean;
  min: number;
  max: number;
  integer?: boolean;
}

/** The dialog's labels, which the messages of text that is not a number name. */
export const PARAMETER_LABELS = {
  absenteeism_rate: 'Absentismo (%)',
  benefit: 'Beneficio (%)',
  overheads: 'Gastos generales (%)',
  vat: 'IVA (%)',
  tender_budget: 'Presupuesto base de licitación (sin IVA)',
  offer_price: 'Precio ofertado (sin IVA)',
  other_offer: (i: number) => `Oferta ${i + 1}`,
  at_ep_percent: SolutionParametersUpdateTitles.at_ep_percent,
  amount: 'Importe',
  units: 'Unidades',
  months: 'Meses',
} as const;

function numberProblem(v: string, b: Bounds, label: string): string | null {
  if (isBlank(v)) return b.required ? INPUT_MESSAGES.valueRequired : null;
  const read = parseSpanishNumber(v, label);
  if (E.isLeft(read)) return read.left;
  const n = read.right;
  if (n === null || n < b.min || n > b.max || (b.integer && !Number.isInteger(n))) return INPUT_MESSAGES.valueWrong;
  return null;
}

const PERCENT: Bounds = { required: true, min: 0, max: 100 };
// budgets and offers: more than 0 (0.01 € is the smallest amount a form can hold)
const POSITIVE: Bounds = { required: false, min: 0.01, max: 1_000_000_000 };
const MONTHS_MAX = 10_000;

/** Every failing field (`absenteeism_rate`, `benefit`, `material_costs[i].amount` …) with its message; empty when valid. */
export function validateParametersForm(form: ParametersForm): FieldError[] {
  const out: FieldError[] = [];
  const check = (field: string, v: string, b: Bounds, label: string) => {
    const m = numberProblem(v, b, label);
    if (m) out.push({ field, message: m });
  };
  const L = PARAMETER_LABELS;
  check('absenteeism_rate', form.absenteeism_rate, PERCENT, L.absenteeism_rate);
  check('benefit', form.benefit, PERCENT, L.benefit);
  check('overheads', form.overheads, PERCENT, L.overheads);
  check('vat', form.vat, PERCENT, L.vat);
  check('tender_budget', form.tender_budget, POSITIVE, L.tender_budget);
  check('offer_price', form.offer_price, POSITIVE, L.offer_price);
  out.push(...validateScoreForm(form.score));
  out.push(...socialSecurityErrors(form));
  form.material_costs.forEach((c, i) => {
    const p = `material_costs[${i}]`;
    // no cost is negative (a negative total would be exported); a percentage of the wage cost is at most 100
    check(
      `${p}.amount`,
      c.amount,
      { required: false, min: 0, max: c.type === 'SALARY_PERCENT' ? 100 : NUMBER_FIELD_MAX },
      `${L.amount} de ${c.name}`,
    );
    if (usesUnits(c.type))
      check(
        `${p}.number_of_units`,
        c.number_of_units,
        { required: true, min: NUMBER_FIELD_MIN, max: NUMBER_FIELD_MAX, integer: true },
        `${L.units} de ${c.name}`,
      );
    if (usesMonths(c.type))
      check(
        `${p}.months_to_apply`,
        c.months_to_apply,
        { required: true, min: NUMBER_FIELD_MIN, max: MONTHS_MAX, integer: true },
        `${L.months} de ${c.name}`,
      );
  });
  for (const i of repeatedCostIndexes(form.material_costs))
    out.push({ field: `material_costs[${i}].id`, message: `${PARAMETER_MESSAGES.repeatedCost} (fila ${i + 1})` });
  return out;
}

/** The AT/EP rate: read the Spanish way, and required in itemised mode (the server's sentence). */
function socialSecurityErrors(form: Pick<ParametersForm, 'social_security_mode' | 'at_ep_percent'>): FieldError[] {
  if (!form.social_security_mode) return [];
  const typed = numberProblem(form.at_ep_percent ?? '', PERCENT, PARAMETER_LABELS.at_ep_percent);
  const message = typed === INPUT_MESSAGES.valueRequired ? socialSecurityModeProblem(form) : typed;
  return message ? [{ field: 'at_ep_percent', message }] : [];
}

export const OFFER_ABOVE_BUDGET = 'La oferta supera el presupuesto base de licitación: quedaría excluida';

/**
 * The warning under the offer when it is above the tender budget (both without VAT): such an offer is excluded from
 * the tender. It does not block saving (the preparer may be trying figures); null when fine or not both given.
 */
export function offerAboveBudget(form: Pick<ParametersForm, 'tender_budget' | 'offer_price'>): string | null {
  const budget = toNumber(form.tender_budget);
  const offer = toNumber(form.offer_price);
  return budget !== null && offer !== null && budget > 0 && offer > budget ? OFFER_ABOVE_BUDGET : null;
}

/** The payload: numbers; an empty amount becomes 0, units or months a type does not use become null. */
export function toParametersUpdate(form: ParametersForm): SolutionParametersUpdate {
  return {
    absenteeism_rate: toNumber(form.absenteeism_rate) ?? 0,
    benefit: toNumber(form.benefit) ?? 0,
    overheads: toNumber(form.overheads) ?? 0,
    vat: toNumber(form.vat) ?? 0,
    tender_budget: isBlank(form.tender_budget) ? null : toNumber(form.tender_budget),
    offer_price: isBlank(form.offer_price) ? null : toNumber(form.offer_price),
    ...scoreToUpdate(form.score),
    ...(form.social_security_mode
      ? { social_security_mode: form.social_security_mode, at_ep_percent: toNumber(form.at_ep_percent) }
      : {}),
    material_costs: form.material_costs.map((c) => ({
      id: c.id,
      amount: toNumber(c.amount) ?? 0,
      number_of_units: usesUnits(c.type) ? toNumber(c.number_of_units) : null,
      months_to_apply: usesMonths(c.type) ? toNumber(c.months_to_apply) : null,
    })),
  };
}

export interface CenterCostGroup {
  centerId: string | null;
  label: string;
  /** Index of each cost in the form's list, so edits go to the right row. */
  indexes: number[];
}

/** Material costs grouped by center, 'Todos los centros' (center_id null) first, then by center name. */
export function groupCostsByCenter(
  costs: ReadonlyArray<Pick<ParameterCostForm, 'center_id' | 'center_name'>>,
): CenterCostGroup[] {
  const groups = new Map<string, CenterCostGroup>();
  costs.forEach((c, i) => {
    const key = c.center_id ?? '';
    let g = groups.get(key);
    if (!g) {
      g = {
        centerId: c.center_id,
        label: c.center_id === null ? PARAMETER_MESSAGES.allCenters : c.center_name || c.center_id,
        indexes: [],
      };
      groups.set(key, g);
    }
    g.indexes.push(i);
  });
  return [...groups.values()].sort((a, b) =>
    a.centerId === null ? -1 : b.centerId === null ? 1 : a.label.localeCompare(b.label, 'es'),
  );
}
