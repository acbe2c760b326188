/**
 * The bid inputs a preparer knows before launching (the tender budget is in the tender documents): tender budget,
 * offer price, other offers, overheads and VAT, set in Datos Básicos and kept with the simulation; the launch
 * prices the bid with them. The same rules and labels as 'Modificar parámetros'.
 */
import * as E from 'fp-ts/lib/Either.js';
import { INPUT_MESSAGES, type FieldError } from './messages';
import { numberInputText, parseSpanishNumber } from '../spanish-number';
import { MAX_OTHER_OFFERS_FORM, PARAMETER_LABELS, toParametersUpdate, validateParametersForm, type ParametersForm } from '../simulation-run/parameters';
import { scoreToForm } from '../simulation-run/score-form';

/** The inputs as stored (every one, with its default when never set). */
export interface BidInputsValues {
  overheads: number;
  vat: number;
  tender_budget: number | null;
  offer_price: number | null;
  other_offers: number[];
}

/** The inputs as the form holds them (Spanish text). */
export type BidInputsForm = Pick<ParametersForm, 'overheads' | 'vat' | 'tender_budget' | 'offer_price'> & { other_offers: string[] };

export const DEFAULT_BID_INPUTS: BidInputsValues = { overheads: 0, vat: 21, tender_budget: null, offer_price: null, other_offers: [] };

export function bidInputsToForm(b: BidInputsValues | null | undefined): BidInputsForm {
  const v = b ?? DEFAULT_BID_INPUTS;
  return {
    overheads: numberInputText(v.overheads),
    vat: numberInputText(v.vat),
    tender_budget: numberInputText(v.tender_budget),
    offer_price: numberInputText(v.offer_price),
    other_offers: v.other_offers.map((o) => numberInputText(o)),
  };
}

// the parameters' rules, without the fields only a solution has (the price score is set in 'Modificar parámetros')
const asParameters = (form: BidInputsForm): ParametersForm => ({
  overheads: form.overheads,
  vat: form.vat,
  tender_budget: form.tender_budget,
  offer_price: form.offer_price,
  absenteeism_rate: '0',
  benefit: '0',
  score: scoreToForm({ price_score: null, technical_points: 0, competitors: [], other_offers: [] }),
  material_costs: [],
});

/** The other offers: at most 50, each a price of at least 0,01 € read the Spanish way, named 'Oferta N'. */
function otherOffersProblems(offers: readonly string[]): { errors: FieldError[]; values: number[] } {
  const errors: FieldError[] = [];
  const values: number[] = [];
  if (offers.length > MAX_OTHER_OFFERS_FORM) errors.push({ field: 'other_offers', message: `Como máximo ${MAX_OTHER_OFFERS_FORM} ofertas` });
  offers.forEach((o, i) => {
    const read = parseSpanishNumber(o, PARAMETER_LABELS.other_offer(i));
    if (E.isLeft(read)) errors.push({ field: `other_offers[${i}]`, message: read.left });
    else if (read.right === null) errors.push({ field: `other_offers[${i}]`, message: INPUT_MESSAGES.valueRequired });
    else if (!(read.right >= 0.01 && read.right <= 1_000_000_000)) errors.push({ field: `other_offers[${i}]`, message: INPUT_MESSAGES.valueWrong });
    else values.push(read.right);
  });
  return { errors, values };
}

/** The inputs read the Spanish way, or every failing field with its message (named as in 'Modificar parámetros'). */
export function checkBidInputs(form: BidInputsForm): E.Either<FieldError[], BidInputsValues> {
  const others = otherOffersProblems(form.other_offers);
  const errors = [...validateParametersForm(asParameters(form)), ...others.errors];
  if (errors.length) return E.left(errors);
  const p = toParametersUpdate(asParameters(form));
  return E.right({ overheads: p.overheads ?? 0, vat: p.vat ?? 21, tender_budget: p.tender_budget ?? null, offer_price: p.offer_price ?? null, other_offers: others.values });
}
