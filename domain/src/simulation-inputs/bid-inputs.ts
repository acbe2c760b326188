/**
 * The bid inputs a preparer knows before launching (the tender budget is in the tender documents): tender budget,
 * offer price, overheads, Beneficio and VAT, and the price score with the competitors (docs/offer.md section 1), set in Datos
 * Básicos and kept with the simulation; the launch prices and scores the bid with them. The same rules and labels
 * as 'Modificar parámetros'.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { FieldError } from './messages';
import { numberInputText } from '../spanish-number';
import { toParametersUpdate, validateParametersForm, type ParametersForm } from '../simulation-run/parameters';
import { scoreToForm } from '../simulation-run/score-form';
import type { BidInputsT } from '../engine/bid-shape';

/** The inputs as stored (every one, with its default when never set; the score's absent in rows stored before it). */
export type BidInputsValues = Omit<BidInputsT, ScoreKey> & Partial<Pick<BidInputsT, ScoreKey>>;
type ScoreKey = 'price_score' | 'technical_points' | 'competitors';

/** The inputs as the form holds them (Spanish text); the other offers are the competitors table's unnamed rows. */
export type BidInputsForm = Pick<ParametersForm, 'overheads' | 'benefit' | 'vat' | 'tender_budget' | 'offer_price' | 'score'>;

export const DEFAULT_BID_INPUTS: BidInputsValues = {
  overheads: 0,
  benefit: 0,
  vat: 21,
  tender_budget: null,
  offer_price: null,
  other_offers: [],
  price_score: null,
  technical_points: 0,
  competitors: [],
};

export function bidInputsToForm(b: BidInputsValues | null | undefined): BidInputsForm {
  const v = b ?? DEFAULT_BID_INPUTS;
  return {
    overheads: numberInputText(v.overheads),
    // a simulation stored before Beneficio joined the bid inputs has none
    benefit: numberInputText(v.benefit ?? 0),
    vat: numberInputText(v.vat),
    tender_budget: numberInputText(v.tender_budget),
    offer_price: numberInputText(v.offer_price),
    score: scoreToForm({
      price_score: v.price_score ?? null,
      technical_points: v.technical_points ?? 0,
      competitors: v.competitors ?? [],
      other_offers: v.other_offers,
    }),
  };
}

// the parameters' rules, without the fields only a solution has
const asParameters = (form: BidInputsForm): ParametersForm => ({
  overheads: form.overheads,
  vat: form.vat,
  tender_budget: form.tender_budget,
  offer_price: form.offer_price,
  absenteeism_rate: '0',
  benefit: form.benefit,
  score: form.score,
  material_costs: [],
});

/** The inputs read the Spanish way, or every failing field with its message (named as in 'Modificar parámetros'). */
export function checkBidInputs(form: BidInputsForm): E.Either<FieldError[], BidInputsValues> {
  const errors = validateParametersForm(asParameters(form));
  if (errors.length) return E.left(errors);
  const p = toParametersUpdate(asParameters(form));
  return E.right({
    overheads: p.overheads ?? 0,
    benefit: p.benefit,
    vat: p.vat ?? 21,
    tender_budget: p.tender_budget ?? null,
    offer_price: p.offer_price ?? null,
    // the competitors table replaces the plain list: sent empty so that old other offers do not linger
    other_offers: p.other_offers ?? [],
    price_score: p.price_score ?? null,
    technical_points: p.technical_points ?? 0,
    competitors: p.competitors ?? [],
  });
}
