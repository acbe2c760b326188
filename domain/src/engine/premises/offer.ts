/**
 * The offer and the tender budget against the costs (docs/premises.md section 1):
 * - OFFER_BELOW_DIRECT_COST (error): the offer without VAT is below C = wages + social security + absenteeism +
 *   materials; OFFER_BELOW_OVERHEADS (warning): below C + overheads; OFFER_BELOW_BENEFIT (info): below the total
 *   cost. Only the most severe applies.
 * - BUDGET_BELOW_LABOUR_COST (warning): the tender budget without VAT is below wages + social security + absenteeism
 *   of every contract year.
 * Both need a tender budget (results.bid); prices are compared rounded to the cent, as shown (budget.ts).
 */
import { roundCents } from '../cents.js';
import type { SimulationResults } from '../costs.js';
import { euros } from './money.js';
import type { Premise } from './types.js';

type Costs = Pick<
  SimulationResults,
  'hiring_costs' | 'social_security' | 'absenteeism_cost' | 'material_costs' | 'overheads_cost' | 'benefit' | 'total_cost' | 'bid'
>;

const below = (a: number, b: number) => roundCents(a) < roundCents(b);

/**
 * The first words of the three offer premises: the run's list, the offer card, the winning price's hint and the
 * justification say the same (simulation-run/offer-coverage.ts builds the card's sentence from them).
 */
export const OFFER_PREMISE_MESSAGES = {
  OFFER_BELOW_DIRECT_COST: 'La oferta no cubre los costes directos',
  OFFER_BELOW_OVERHEADS: 'La oferta no cubre los gastos generales',
  OFFER_BELOW_BENEFIT: 'La oferta no cubre el beneficio',
} as const;

/** "La oferta no cubre los gastos generales: deja sin cubrir 6.345,49 € de 9.219,25 €" */
export function offerShortfallMessage(code: keyof typeof OFFER_PREMISE_MESSAGES, uncovered: number, part: number): string {
  return `${OFFER_PREMISE_MESSAGES[code]}: deja sin cubrir ${euros(uncovered)} de ${euros(part)}`;
}

/** The offer premise `code` when the offer leaves `uncovered` of `part` unpaid. */
function shortfall(
  code: keyof typeof OFFER_PREMISE_MESSAGES,
  severity: Premise['severity'],
  uncovered: number,
  part: number,
  detail: string,
): Premise[] {
  return [{ code, severity, message: offerShortfallMessage(code, uncovered, part), detail }];
}

export function offerPremises(r: Costs): Premise[] {
  if (!r.bid) return [];
  const offer = r.bid.offer_without_vat;
  const direct = r.hiring_costs + r.social_security + r.absenteeism_cost + r.material_costs;
  const overheads = r.overheads_cost ?? 0;
  const withOverheads = direct + overheads;
  const o = euros(offer);
  if (below(offer, direct))
    return shortfall(
      'OFFER_BELOW_DIRECT_COST',
      'error',
      direct - offer,
      direct,
      `Oferta sin IVA: ${o}. Coste directo: salarios ${euros(r.hiring_costs)}, seguridad social ${euros(r.social_security)}, absentismo ` +
        `${euros(r.absenteeism_cost)} y materiales ${euros(r.material_costs)}. Tampoco quedan gastos generales ` +
        `(${euros(overheads)}) ni beneficio industrial (${euros(r.benefit)}). Una oferta por debajo de su coste ` +
        `tiene que justificarse (LCSP art. 149.4).`,
    );
  if (below(offer, withOverheads))
    return shortfall(
      'OFFER_BELOW_OVERHEADS',
      'warning',
      withOverheads - offer,
      overheads,
      `Oferta sin IVA: ${o}. Cubre el coste directo (${euros(direct)}) y ${euros(offer - direct)} de los gastos generales; no queda ` +
        `beneficio industrial (previsto: ${euros(r.benefit)}).`,
    );
  if (below(offer, r.total_cost))
    return shortfall(
      'OFFER_BELOW_BENEFIT',
      'info',
      r.total_cost - offer,
      r.benefit,
      `Oferta sin IVA: ${o}. Cubre el coste directo (${euros(direct)}) y los gastos generales (${euros(overheads)}); queda un ` +
        `beneficio de ${euros(offer - withOverheads)}.`,
    );
  return [];
}

export function budgetPremises(r: Costs & Pick<SimulationResults, 'budget'>): Premise[] {
  if (!r.bid) return [];
  const budget = r.bid.tender_budget;
  const labour = r.hiring_costs + r.social_security + r.absenteeism_cost;
  if (!below(budget, labour)) return [];
  const years = r.budget.years.map((y, i) => `año ${i + 1}: ${euros(y.wages + y.social_security + y.absenteeism)}`).join('; ');
  return [
    {
      code: 'BUDGET_BELOW_LABOUR_COST',
      severity: 'warning',
      message:
        `El presupuesto de licitación (${euros(budget)} sin IVA) es inferior al coste laboral del servicio ` +
        `(${euros(labour)}: salarios, seguridad social y absentismo de todos los años del contrato): el propio ` +
        `presupuesto puede recurrirse (recurso especial en materia de contratación)`,
      detail:
        `Faltan ${euros(labour - budget)} solo para el coste laboral` +
        (years && r.budget.years.length > 1 ? ` (${years})` : '') +
        '. Ver LCSP art. 100.2 y art. 44.',
    },
  ];
}
