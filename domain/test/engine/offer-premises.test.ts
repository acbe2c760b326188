/**
 * The premises of the offer and the tender budget (docs/premises.md section 1), arithmetic in the test.
 *
 * The tender: one new hire at 40 h in 2027 at 18,000 €, social security 33 % (5,940), no absenteeism nor materials:
 * C = 23,940.00; overheads 13 % = 3,112.20 (C + overheads = 27,052.20); benefit 6 % = 1,436.40; total 28,488.60.
 */
import { describe, it, expect } from 'vitest';
import { recost, type Premise } from '../../src/engine/index.js';
import { run, tender } from './helpers.js';

const bidDoc = (parameters: Record<string, unknown>) =>
  tender({ parameters: { benefit: 6, overheads: 13, tender_budget: 30000, ...parameters } });
/** The premises of the run with these bid parameters. */
const premisesWith = async (parameters: Record<string, unknown>) => (await run(bidDoc(parameters))).results.premises;

describe('an offer below its costs', () => {
  it('an offer between C and C + overheads gives OFFER_BELOW_OVERHEADS, and only it', async () => {
    // 27,052.20 − 25,000 = 2,052.20 of the 3,112.20 of overheads; 25,000 − 23,940 = 1,060.00 of them covered
    expect(await premisesWith({ offer_price: 25000 })).toEqual([
      {
        code: 'OFFER_BELOW_OVERHEADS',
        severity: 'warning',
        message: 'La oferta no cubre los gastos generales: deja sin cubrir 2.052,20 € de 3.112,20 €',
        detail:
          'Oferta sin IVA: 25.000,00 €. Cubre el coste directo (23.940,00 €) y 1.060,00 € de los gastos generales; no queda beneficio industrial ' +
          '(previsto: 1.436,40 €).',
      },
    ]);
  });

  it('below C it is an error; between C + overheads and the total, information; above the total, nothing', async () => {
    // 23,940 − 20,000 = 3,940.00
    expect((await premisesWith({ offer_price: 20000 }))!.map((p) => [p.code, p.severity, p.message])).toEqual([
      ['OFFER_BELOW_DIRECT_COST', 'error', 'La oferta no cubre los costes directos: deja sin cubrir 3.940,00 € de 23.940,00 €'],
    ]);
    // 28,488.60 − 27,500 = 988.60 of the 1,436.40 of benefit; 27,500 − 27,052.20 = 447.80 left as benefit
    expect(await premisesWith({ offer_price: 27500 })).toEqual([
      {
        code: 'OFFER_BELOW_BENEFIT',
        severity: 'info',
        message: 'La oferta no cubre el beneficio: deja sin cubrir 988,60 € de 1.436,40 €',
        detail:
          'Oferta sin IVA: 27.500,00 €. Cubre el coste directo (23.940,00 €) y los gastos generales (3.112,20 €); queda un beneficio de 447,80 €.',
      },
    ]);
    expect(await premisesWith({ offer_price: 29000 })).toBeUndefined();
    // no offer typed: the offer is the total cost, which pays everything
    expect(await premisesWith({})).toBeUndefined();
  });

  it('a tender budget under wages + social security + absenteeism gives BUDGET_BELOW_LABOUR_COST', async () => {
    // labour cost 18,000 + 5,940 = 23,940.00 over the one contract year; the budget 23,000.00 is 940.00 short
    expect(await premisesWith({ tender_budget: 23000 })).toEqual([
      {
        code: 'BUDGET_BELOW_LABOUR_COST',
        severity: 'warning',
        message:
          'El presupuesto de licitación (23.000,00 € sin IVA) es inferior al coste laboral del servicio (23.940,00 €: ' +
          'salarios, seguridad social y absentismo de todos los años del contrato): el propio presupuesto puede ' +
          'recurrirse (recurso especial en materia de contratación)',
        detail: 'Faltan 940,00 € solo para el coste laboral. Ver LCSP art. 100.2 y art. 44.',
      },
    ]);
  });
});

describe('re-costing without solving ("Modificar parámetros")', () => {
  it("replaces the offer's premises and keeps the others", async () => {
    const out = await run(bidDoc({ offer_price: 29000 }));
    const agreementEnded: Premise = { code: 'AGREEMENT_ENDED', severity: 'warning', message: 'Convenio terminado', detail: '' };
    out.results.premises = [agreementEnded];
    // the winning price under the overheads: 26,000 leaves 27,052.20 − 26,000 = 1,052.20 of 3,112.20 uncovered
    const lower = recost(out, { offer_price: 26000 });
    expect(lower.results.premises!.map((p) => p.code)).toEqual(['AGREEMENT_ENDED', 'OFFER_BELOW_OVERHEADS']);
    expect(lower.results.premises![1].message).toBe(
      'La oferta no cubre los gastos generales: deja sin cubrir 1.052,20 € de 3.112,20 €',
    );
    // back to the total cost: the offer's premise goes, the agreement's stays
    const again = recost(lower, { offer_price: null });
    expect(again.results.premises).toEqual([agreementEnded]);
  });
});
