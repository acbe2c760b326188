/** Which award criteria of a notice score a lot: the tender's, the lot's, both as one scale, or weights that do not add up. */
import { describe, expect, it } from 'vitest';
import { lotAwardCriteria, priceWeightOf } from '@licita/domain';

const c = (name: string, weight: number | null, is_price = false) => ({ name, weight, is_price });

describe('lotAwardCriteria', () => {
  // as the real four-lot notice: the tender gives PRECIO 40 and judgement criteria of 40 in all, each lot one more of 20
  const tender = [c('PRECIO', 40, true), c('Memoria', 25), c('Plan de trabajo', 15)];

  it('lot and tender adding up to 100 together: both, with the tender-level price weight', () => {
    const got = lotAwardCriteria(tender, [c('Mejoras del lote', 20)]);
    expect(got.level).toBe('both');
    expect(got.criteria.map((x) => x.name)).toEqual(['PRECIO', 'Memoria', 'Plan de trabajo', 'Mejoras del lote']);
    expect(priceWeightOf(got.price)).toBe(40);
  });

  it("the lot's alone adding up to 100: they replace the tender's", () => {
    const got = lotAwardCriteria(tender, [c('Precio', 70, true), c('Memoria', 30)]);
    expect(got.level).toBe('lot');
    expect(priceWeightOf(got.price)).toBe(70);
  });

  it("neither: not one scale, both shown, the lot's own price criterion scores", () => {
    const got = lotAwardCriteria(tender, [c('Precio del lote', 30, true), c('Memoria', 20)]);
    expect(got.level).toBe('unbalanced');
    expect(got.criteria).toHaveLength(5);
    expect(priceWeightOf(got.price)).toBe(30);
  });

  it("a lot without criteria takes the tender's", () => {
    expect(lotAwardCriteria(tender, []).level).toBe('tender');
  });

  it('several price-type criteria add up; none weighted gives no points', () => {
    expect(priceWeightOf([c('Precio mano de obra', 10, true), c('precio materiales', 10, true)])).toBe(20);
    expect(priceWeightOf([c('Precio', null, true)])).toBeNull();
    expect(priceWeightOf([])).toBeNull();
  });
});
