/**
 * 'Por qué esta plantilla' a page at a time (`explanationsPage`, which the server's GET /simulation/{id}/explanations
 * and the in-memory fake both answer with), and the quality card's sums of the bounds (`boundTotals`, the summary's
 * `bound_totals`).
 */
import { describe, expect, it } from 'vitest';
import {
  boundTotals,
  explanationsPage,
  FIRST_EXPLANATIONS_PAGE,
  qualityFigures,
  type ExplanationsPage,
  type SolutionBound,
  type StaffingExplanationRead,
} from '../src';

/** A group with `n` sentences "{prefix} 1" … "{prefix} n". */
const group = (center_group: string, position: string | null, n: number, prefix = 'Persona'): StaffingExplanationRead => ({
  center_group,
  position_id: position && `p-${position}`,
  position,
  items: Array.from({ length: n }, (_, i) => ({
    code: 'idle_surrogate' as const,
    rules: ['contract' as const],
    message: `${prefix} ${i + 1} queda sin trabajo`,
    numbers: {},
    worker: null,
  })),
});

const explanations = [
  group('1', 'Limpieza', 30),
  group('2', 'Cristalería', 0),
  group('Hospital Norte', 'Cristalería', 40, 'Ventana'),
];
/** What the page shows: each group's heading key and its sentences. */
const shown = (p: ExplanationsPage) => p.groups.map((g) => [g.center_group, g.items.map((i) => i.message)]);

describe('explanationsPage', () => {
  it('cuts the sentences of every group, in order, into pages; a group spanning two pages is on both, empty ones on none', () => {
    const first = explanationsPage(explanations, FIRST_EXPLANATIONS_PAGE);
    expect(first.total).toBe(70);
    expect(first.offset).toBe(0);
    expect(first.groups.map((g) => [g.center_group, g.items.length])).toEqual([
      ['1', 30],
      ['Hospital Norte', 20],
    ]);
    const second = explanationsPage(explanations, { ...FIRST_EXPLANATIONS_PAGE, offset: 50 });
    expect(shown(second)).toEqual([
      ['Hospital Norte', Array.from({ length: 20 }, (_, i) => `Ventana ${i + 21} queda sin trabajo`)],
    ]);
    // the group keeps its heading fields
    expect(second.groups[0]).toMatchObject({ position: 'Cristalería', position_id: 'p-Cristalería' });
  });

  it('an offset past the end answers the last page', () => {
    const p = explanationsPage(explanations, { offset: 500, limit: 25, search: '' });
    expect(p.offset).toBe(50);
    expect(p.groups.flatMap((g) => g.items)).toHaveLength(20);
  });

  it("searches the group's heading (all its sentences) or the sentence, without accents or case", () => {
    // "Agrupación 1 · Limpieza": the heading matches, every sentence of the group
    const heading = explanationsPage(explanations, { ...FIRST_EXPLANATIONS_PAGE, search: 'AGRUPACION 1' });
    expect(heading.total).toBe(30);
    expect(heading.groups.map((g) => g.center_group)).toEqual(['1']);
    const sentence = explanationsPage(explanations, { ...FIRST_EXPLANATIONS_PAGE, search: 'ventana 4' });
    expect(shown(sentence)).toEqual([['Hospital Norte', ['Ventana 4 queda sin trabajo', 'Ventana 40 queda sin trabajo']]]);
    const position = explanationsPage(explanations, { ...FIRST_EXPLANATIONS_PAGE, search: 'cristaleria' });
    expect(position.total).toBe(40);
    const none = explanationsPage(explanations, { ...FIRST_EXPLANATIONS_PAGE, search: 'nadie así' });
    expect(none).toEqual({ groups: [], offset: 0, total: 0 });
  });

  it('no explanations: an empty page', () => {
    expect(explanationsPage([], FIRST_EXPLANATIONS_PAGE)).toEqual({ groups: [], offset: 0, total: 0 });
  });
});

describe('boundTotals and qualityFigures', () => {
  const bound = (fte_new: number, lb_fte: number, block_lb_fte?: number): SolutionBound => ({
    center_group: '1',
    position_id: 'p',
    position: 'Limpieza',
    fte_new,
    lb_fte,
    ratio: null,
    ...(block_lb_fte === undefined ? {} : { block_lb_fte }),
  });

  it('sums the rows with a block bound; none: null', () => {
    expect(boundTotals([bound(2.4, 2.1, 2.35), bound(0.6, 0.5, 0.6), bound(9, 9)])).toEqual({
      fte_new: 3,
      lb_fte: 2.6,
      block_lb_fte: 2.95,
      rows: 2,
    });
    expect(boundTotals([bound(1, 1)])).toBeNull();
    expect(boundTotals(undefined)).toBeNull();
  });

  it('the card reads the same figures from the summary sums as from the whole bounds', () => {
    const bounds = [bound(2.4, 2.1, 2.35), bound(0.6, 0.5, 0.6)];
    const fromSummary = qualityFigures({ bound_totals: boundTotals(bounds)!, block_cost_gap: 0.0075 });
    expect(fromSummary).toEqual(qualityFigures({ bounds, block_cost_gap: 0.0075 }));
    expect(fromSummary?.overBlockBound).toBeCloseTo(3 / 2.95 - 1, 10);
    expect(fromSummary?.rows).toBe(2);
  });
});
