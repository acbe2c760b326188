/**
 * The "Puntuación económica" part of 'Modificar parámetros' (docs/budget.md section 5): the pliego's price
 * formula with its points and extra number, our technical points, and the competitors table that replaced the
 * plain list of other offers. Its rules, Spanish messages and the payload it becomes.
 */
import type { FieldError } from '../simulation-inputs/messages';
import { INPUT_MESSAGES } from '../simulation-inputs/messages';
import { isBlank, toNumber } from '../simulation-inputs/values';
import type { Competitor, PriceScoreRule, ScoreFormula } from '../engine/price-score';
import { PRICE_SCORE_BOUNDS, type PriceScoreNumber } from '../engine/price-score-bounds';
import type { SolutionParameters, SolutionParametersUpdate } from './codecs';
import { PriceScoreTitles } from '../generated/messages';

export interface CompetitorForm {
  name: string;
  price: string;
  technical_points: string;
}

export interface ScoreForm {
  /** '' : the pliego's price criterion is not given */
  formula: ScoreFormula | '';
  max_points: string;
  satiety_discount_percent: string;
  exponent: string;
  technical_points: string;
  competitors: CompetitorForm[];
}

export interface FormulaChoice {
  value: ScoreFormula;
  label: string;
  /** the usual wording of pliegos, and what the product computes */
  help: string;
  /** the extra number the formula needs */
  extra: 'satiety_discount_percent' | 'exponent' | null;
}

export const FORMULA_CHOICES: readonly FormulaChoice[] = [
  {
    value: 'proportional',
    label: 'Proporcional a la oferta más baja',
    help: '«Inversamente proporcional a la oferta más baja»: puntos = máximo × oferta más baja / oferta.',
    extra: null,
  },
  {
    value: 'linear',
    label: 'Lineal sobre la baja',
    help: '«Proporcional a la baja, la mayor baja obtiene la máxima puntuación»: puntos = máximo × baja / mayor baja.',
    extra: null,
  },
  {
    value: 'linear_satiety',
    label: 'Lineal con umbral de saciedad',
    help: '«Umbral de saciedad»: como la lineal, pero las bajas por encima del umbral puntúan como el umbral.',
    extra: 'satiety_discount_percent',
  },
  {
    value: 'power',
    label: 'Raíz o potencial',
    help: '«Fórmula de raíz / potencial»: puntos = máximo × (baja / mayor baja) elevado al exponente (entre 0,01 y 1).',
    extra: 'exponent',
  },
];

export const SCORE_MESSAGES = {
  part: 'Puntuación económica',
  formula: 'Fórmula del pliego',
  noFormula: 'Sin puntuación económica',
  maxPoints: PriceScoreTitles.max_points,
  satiety: PriceScoreTitles.satiety_discount_percent,
  exponent: 'Exponente',
  technicalPoints: 'Nuestros puntos técnicos',
  competitors: 'Competidores',
  competitorsHelp:
    'Las ofertas que esperas de la competencia, sin IVA. Una oferta por encima del presupuesto base queda excluida.',
  name: 'Competidor',
  price: 'Precio sin IVA',
  competitorPoints: 'Puntos técnicos',
  add: 'Añadir competidor',
  remove: (i: number) => `Quitar el competidor ${i + 1}`,
  tooMany: (n: number) => `Como máximo ${n} competidores`,
  nameTooLong: (n: number) => `Como máximo ${n} caracteres`,
  // the phrases of the server's validator (`minimum`, `maximum`), with a decimal comma
  atLeast: (n: number) => `Debe ser mayor o igual que ${String(n).replace('.', ',')}`,
  atMost: (n: number) => `Debe ser menor o igual que ${String(n).replace('.', ',')}`,
} as const;

export const MAX_COMPETITORS_FORM = 50;
export const MAX_COMPETITOR_NAME_FORM = 120;
const POINTS_MAX = 1000;

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n).replace('.', ','));

/** The form's part from the parameters; the other offers of an older study become unnamed competitors. */
export function scoreToForm(
  p: Pick<SolutionParameters, 'price_score' | 'technical_points' | 'competitors' | 'other_offers'>,
): ScoreForm {
  const rule = p.price_score ?? null;
  const competitors: Competitor[] = p.competitors?.length ? p.competitors : (p.other_offers ?? []).map((price) => ({ price }));
  return {
    formula: rule?.formula ?? '',
    max_points: text(rule?.max_points),
    satiety_discount_percent: text(rule?.satiety_discount_percent),
    exponent: text(rule?.exponent),
    technical_points: p.technical_points ? text(p.technical_points) : '',
    competitors: competitors.map((c) => ({
      name: c.name ?? '',
      price: text(c.price),
      technical_points: text(c.technical_points),
    })),
  };
}

export const blankCompetitor = (): CompetitorForm => ({ name: '', price: '', technical_points: '' });

/** A number in (min, max] when `open`, else [min, max]; blank only when not required. */
function problem(v: string, required: boolean, min: number, max: number, open: boolean): string | null {
  if (isBlank(v)) return required ? INPUT_MESSAGES.valueRequired : null;
  const n = toNumber(v);
  if (n === null || n > max || (open ? n <= min : n < min)) return INPUT_MESSAGES.valueWrong;
  return null;
}

/** A parameter of the price score: required and within its bounds, said as the server's validator says it. */
function scoreProblem(v: string, name: PriceScoreNumber): string | null {
  if (isBlank(v)) return INPUT_MESSAGES.valueRequired;
  const n = toNumber(v);
  const { min, max } = PRICE_SCORE_BOUNDS[name];
  if (n === null) return INPUT_MESSAGES.valueWrong;
  if (n < min) return SCORE_MESSAGES.atLeast(min);
  if (n > max) return SCORE_MESSAGES.atMost(max);
  return null;
}

/** Every failing field of the part, named as the server names it (`price_score.max_points`, `competitors[1].price` …). */
export function validateScoreForm(f: ScoreForm): FieldError[] {
  const out: FieldError[] = [];
  const check = (field: string, m: string | null) => m && out.push({ field, message: m });
  if (f.formula) {
    check('price_score.max_points', scoreProblem(f.max_points, 'max_points'));
    if (f.formula === 'linear_satiety')
      check('price_score.satiety_discount_percent', scoreProblem(f.satiety_discount_percent, 'satiety_discount_percent'));
    if (f.formula === 'power') check('price_score.exponent', scoreProblem(f.exponent, 'exponent'));
  }
  check('technical_points', problem(f.technical_points, false, 0, POINTS_MAX, false));
  if (f.competitors.length > MAX_COMPETITORS_FORM)
    out.push({ field: 'competitors', message: SCORE_MESSAGES.tooMany(MAX_COMPETITORS_FORM) });
  f.competitors.forEach((c, i) => {
    if (c.name.trim().length > MAX_COMPETITOR_NAME_FORM)
      out.push({ field: `competitors[${i}].name`, message: SCORE_MESSAGES.nameTooLong(MAX_COMPETITOR_NAME_FORM) });
    check(`competitors[${i}].price`, problem(c.price, true, 0.01, 1_000_000_000, false));
    check(`competitors[${i}].technical_points`, problem(c.technical_points, false, 0, POINTS_MAX, false));
  });
  return out;
}

/** The part of the payload: the rule (null without a formula), the points, the competitors; other offers emptied. */
export function scoreToUpdate(
  f: ScoreForm,
): Pick<SolutionParametersUpdate, 'price_score' | 'technical_points' | 'competitors' | 'other_offers'> {
  const choice = FORMULA_CHOICES.find((c) => c.value === f.formula);
  const rule: PriceScoreRule | null = choice
    ? {
        max_points: toNumber(f.max_points) ?? 0,
        formula: choice.value,
        ...(choice.extra === 'satiety_discount_percent'
          ? { satiety_discount_percent: toNumber(f.satiety_discount_percent) }
          : {}),
        ...(choice.extra === 'exponent' ? { exponent: toNumber(f.exponent) } : {}),
      }
    : null;
  return {
    price_score: rule,
    technical_points: toNumber(f.technical_points) ?? 0,
    // the table replaces the plain list: the other offers are sent empty so that they do not linger
    other_offers: [],
    competitors: f.competitors.map((c) => ({
      name: c.name.trim() === '' ? null : c.name.trim(),
      price: toNumber(c.price) ?? 0,
      technical_points: isBlank(c.technical_points) ? null : toNumber(c.technical_points),
    })),
  };
}

/**
 * The form with the price criterion's points set ('Usar solo este criterio' of an imported notice): the same change
 * as typing them; a form without a formula takes the import's (proportional).
 */
export function withPricePoints<F extends { score: ScoreForm }>(form: F, points: number): F {
  return { ...form, score: { ...form.score, formula: form.score.formula || 'proportional', max_points: text(points) } };
}

/** The form with the offer set to a price ('Ofertar el precio ganador'): the same change as typing it. */
export function withOfferPrice<F extends { offer_price: string }>(form: F, price: number): F {
  return { ...form, offer_price: text(Math.round(price * 100) / 100) };
}
