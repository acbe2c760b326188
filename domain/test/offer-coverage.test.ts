/** What an offer leaves uncovered, as the card, the winning price's button and the PDF say it (premises.md §1). */
import { describe, expect, it } from 'vitest';
import { budgetCard, offerCoverage, premiseGroups, scoreView, winPriceHint, type Results } from '../src/index.js';

// The walk: C = 153.654,24 € (wages 110.000 + social security 37.400 + absenteeism 3.300 + materials
// 2.954,24), overheads 6 % of C = 9.219,25 €, benefit 6 % = 9.219,25 €: total 172.092,74 €.
const results = {
  categories: {},
  hiring_costs: 110000,
  social_security: 37400,
  absenteeism_cost: 3300,
  material_costs: 2954.24,
  overheads_cost: 9219.25,
  benefit: 9219.25,
  total_cost: 172092.74,
} as Results;

describe('offerCoverage', () => {
  it('an offer between C and C + overheads leaves the overheads partly uncovered: 156.528 pays 2.873,76 of 9.219,25', () => {
    const s = offerCoverage(results, 156528)!;
    expect(s.code).toBe('OFFER_BELOW_OVERHEADS');
    expect(s.severity).toBe('warning');
    // 153.654,24 + 9.219,25 − 156.528 = 6.345,49
    expect(s.message).toBe('La oferta no cubre los gastos generales: deja sin cubrir 6.345,49 € de 9.219,25 €');
  });

  it('below C: the direct costs; between C + overheads and the total: the benefit; at the total: nothing', () => {
    // 153.654,24 − 150.000 = 3.654,24
    expect(offerCoverage(results, 150000)).toMatchObject({
      code: 'OFFER_BELOW_DIRECT_COST',
      severity: 'error',
      message: 'La oferta no cubre los costes directos: deja sin cubrir 3.654,24 € de 153.654,24 €',
    });
    // 172.092,74 − 170.000 = 2.092,74
    expect(offerCoverage(results, 170000)).toMatchObject({
      code: 'OFFER_BELOW_BENEFIT',
      severity: 'info',
      message: 'La oferta no cubre el beneficio: deja sin cubrir 2.092,74 € de 9.219,25 €',
    });
    expect(offerCoverage(results, 172092.74)).toBeNull();
    // a fraction of a cent short still covers it
    expect(offerCoverage(results, 172092.7399)).toBeNull();
    // exactly C covers the direct costs and leaves all the overheads
    expect(offerCoverage(results, 153654.24)?.message).toBe(
      'La oferta no cubre los gastos generales: deja sin cubrir 9.219,25 € de 9.219,25 €',
    );
  });

  it("the winning price's hint names what it leaves uncovered", () => {
    expect(winPriceHint(results, 156528)).toBe(
      'Con el precio ganador (156.528,00 €) quedan sin cubrir 6.345,49 € de gastos generales',
    );
    expect(winPriceHint(results, 180000)).toBe(
      'Con el precio ganador (180.000,00 €) se cubren los costes directos, los gastos generales y el beneficio',
    );
  });
});

const bid = (offer: number) =>
  ({
    ...results,
    budget: { total_without_vat: 172092.74, vat_rate: 21, vat_amount: 0, total_with_vat: 0, price_per_hour: 0, years: [] },
    bid: {
      tender_budget: 200000,
      offer_without_vat: offer,
      offer_with_vat: offer * 1.21,
      discount_percent: 0,
      below_cost: offer < 153654.24,
      excluded: false,
      margin: offer - 153654.24 - 9219.25,
      abnormal: {
        offers_considered: 1,
        mean_discount_percent: 0,
        threshold_discount_percent: 25,
        threshold_price: 150000,
        ours_abnormal: false,
        abnormal_offers: [],
      },
      score: {
        offers: [],
        win_price_max: 156528,
        curve: [],
      },
    },
  }) as unknown as Results;

describe('the card and the button', () => {
  it("a negative margin is not fine: the card takes the premise's colour and words", () => {
    const v = budgetCard(bid(156528))!.bid!;
    expect(v.figures.find((f) => f.label === 'Margen')?.value).toBe('-6.345,49 €');
    expect(v.tone).toBe('warning');
    expect(v.shortfall?.message).toBe('La oferta no cubre los gastos generales: deja sin cubrir 6.345,49 € de 9.219,25 €');
    expect(budgetCard(bid(172092.74))!.bid!).toMatchObject({ tone: 'fine', shortfall: null });
    expect(budgetCard(bid(150000))!.bid!).toMatchObject({ tone: 'error', state: 'below_cost' });
  });

  it("the winning price's hint is in the score part", () => {
    expect(scoreView(bid(172092.74))!.winHint).toBe(
      'Con el precio ganador (156.528,00 €) quedan sin cubrir 6.345,49 € de gastos generales',
    );
  });
});

describe('premiseGroups', () => {
  it('errors, then warnings, then assumptions; none for old results', () => {
    const p = (code: string, severity: string) => ({ code, severity, message: code, detail: '' });
    const groups = premiseGroups({
      premises: [
        p('SMI_TOPUP', 'info'),
        p('AGREEMENT_ENDED', 'warning'),
        p('OFFER_BELOW_DIRECT_COST', 'error'),
        p('AGREEMENT_OUT_OF_SCOPE', 'warning'),
      ],
    } as Results);
    expect(groups.map((g) => [g.title, g.premises.map((x) => x.code)])).toEqual([
      ['La oferta no se puede defender así', ['OFFER_BELOW_DIRECT_COST']],
      ['La mesa lo preguntará', ['AGREEMENT_ENDED', 'AGREEMENT_OUT_OF_SCOPE']],
      ['Supuestos del cálculo', ['SMI_TOPUP']],
    ]);
    expect(premiseGroups({} as Results)).toEqual([]);
    expect(premiseGroups({ premises: [] } as unknown as Results)).toEqual([]);
  });
});
