/**
 * Two real PLACSP entries (../fixtures/placsp/README.md names their public source): what real notices do that the
 * synthetic ones did not — criteria at lot level only with two price-type criteria, awards at unit prices,
 * extensions, an empty criterion, equal budgets with and without VAT.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readNotices } from '../../src/placsp/feed';
import { lotCriteria, priceWeight } from '../../src/placsp/notice';
import { lotEstimatedValue } from '../../src/runs/justification-parts';
import { simulationName } from '../../src/placsp/import';

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, '../fixtures/placsp', name)));

describe('the Cádiz tanks and bilges cleaning (3 lots, resolved)', () => {
  const [n] = readNotices(fixture('cadiz-limpieza-tanques-3lotes-RES.atom'));

  it('reads the tender and its three lots, budgets without VAT as given', () => {
    expect(n.file_number).toBe('2025/AR46U/00000461E');
    expect(n.authority.name).toBe('Intendente de Rota');
    expect([n.budget_without_vat, n.budget_with_vat, n.estimated_value]).toEqual([2496000, 2496000, 2496000]);
    expect(n.lots.map((l) => [l.id, l.budget_without_vat, l.estimated_value])).toEqual([
      ['1', 1200000, null],
      ['2', 800000, null],
      ['3', 496000, null],
    ]);
    expect(n.criteria).toEqual([]);
  });

  it('each lot: five criteria (the empty one skipped), two price-type ones adding up to 20 price points', () => {
    for (const lot of n.lots) {
      expect(lot.criteria).toHaveLength(5);
      const applied = lotCriteria(n, lot);
      // the tender gives none: the lot's own 10 + 65 + 10 + 5 + 10 = 100 replace them
      expect(applied.level).toBe('lot');
      expect(applied.price.map((c) => c.name).sort()).toEqual(['Precio mano de obra', 'precio materiales']);
      expect(priceWeight(applied)).toBe(10 + 10);
    }
  });

  it('three awards to HERMANOS OLIVA BAHIA SLL, one offer each, at unit prices', () => {
    expect(n.awards).toHaveLength(3);
    expect(n.awards!.map((a) => [a.lot, a.winner.name, a.winner.id, a.bidders, a.amount_without_vat, a.price_kind])).toEqual([
      ['1', 'HERMANOS OLIVA BAHIA SLL', 'B72318934', 1, 50.1, 'unit'],
      ['2', 'HERMANOS OLIVA BAHIA SLL', 'B72318934', 1, 5.1, 'unit'],
      ['3', 'HERMANOS OLIVA BAHIA SLL', 'B72318934', 1, 5.1, 'unit'],
    ]);
    expect(n.awards![0]).toMatchObject({ date: '2025-07-29', lowest_offer: 50.1, highest_offer: 50.1 });
  });

  it('two extensions of a year each, with their amounts', () => {
    expect(
      n.modifications!.map((m) => [m.id, m.contract_id, m.added_months, m.amount_without_vat, m.final_amount_without_vat]),
    ).toEqual([
      ['728', '461 lote 1', 12, 300000, 600000],
      ['939', '461 lote 2', 12, 200000, 400000],
    ]);
  });
});

describe('the Armada technical assistance (no lots, open)', () => {
  const [n] = readNotices(fixture('armada-asistencia-tecnica-PUB.atom'));

  it('imports its 50/35/15 criteria, price 50', () => {
    expect(n.criteria.map((c) => [c.name, c.weight, c.is_price])).toEqual([
      ['Precio', 50, true],
      ['Equipo de trabajo', 35, false],
      ['Plan de calidad y estudio de valoración', 15, false],
    ]);
    expect(n.lots).toEqual([]);
    expect(priceWeight(lotCriteria(n, null))).toBe(50);
    expect(n.awards).toEqual([]);
  });

  it('valor estimado twice the budget without VAT', () => {
    expect(n.estimated_value).toBe(2 * n.budget_without_vat!);
  });
});

describe('what other real notices do', () => {
  const text = new TextDecoder().decode(fixture('cadiz-limpieza-tanques-3lotes-RES.atom'));

  it("a lot's own valor estimado is read", () => {
    const withOwn = text.replace(
      '<cbc:TotalAmount currencyID="EUR">800000</cbc:TotalAmount>',
      '<cbc:EstimatedOverallContractAmount currencyID="EUR">1600000</cbc:EstimatedOverallContractAmount><cbc:TotalAmount currencyID="EUR">800000</cbc:TotalAmount>',
    );
    const [n] = readNotices(new TextEncoder().encode(withOwn));
    expect(n.lots.map((l) => l.estimated_value)).toEqual([null, 1600000, null]);
  });

  it('lots named only "Lote 1": the simulation is named so, not "Lote 1: Lote 1"', () => {
    const named = text.replace('AM. lote 1 limpieza de tanques', 'Lote 1');
    const [n] = readNotices(new TextEncoder().encode(named));
    expect(n.lots[0].name).toBe('Lote 1');
    expect(simulationName(n.lots[0], new Set())).toBe('Lote 1');
    expect(simulationName(n.lots[1], new Set())).toBe('Lote 2: AM.- lote 2 limpieza de sentinas y espacio de máquinas');
  });
});

describe("a lot's valor estimado on the justification", () => {
  const lot = {
    id: '1',
    name: 'Lote 1',
    budget_without_vat: 100000,
    tender_budget_without_vat: 400000,
    tender_estimated_value: 800000,
  };
  it("the lot's own when the notice gives it, else its share by budget", () => {
    expect(lotEstimatedValue({ ...lot, estimated_value: 250000 })).toBe('250.000,00 € (sin IVA)');
    // 800,000 × 100,000 / 400,000 = 200,000
    expect(lotEstimatedValue(lot)).toMatch(/^200\.000,00 € \(sin IVA\), en proporción/);
  });
});
