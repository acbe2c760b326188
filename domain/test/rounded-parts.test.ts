import { describe, expect, it } from 'vitest';
import { roundedParts, shownFte, staffSections, type ResultTotals, type SolutionEmployee } from '../src/index';

describe('figures shown rounded add up to the totals shown', () => {
  it('moves up the parts closest to the next hundredth', () => {
    // 3.874 + 0.076 = 3.95; each rounded alone: 3.87 + 0.08 = 3.95 — already adds up
    expect(roundedParts([3.874, 0.076], 2)).toEqual([3.87, 0.08]);
    // the case: 3.866 + 0.079 = 3.945 → total 3.95 (not 3.94), parts 3.87 + 0.08
    expect(roundedParts([3.866, 0.079], 2)).toEqual([3.87, 0.08]);
    // three thirds: 0.33 + 0.33 + 0.34 = 1.00, the first the one moved up (ties in order)
    expect(roundedParts([1 / 3, 1 / 3, 1 / 3], 2)).toEqual([0.34, 0.33, 0.33]);
    // a total stated from above: the new hires' 2.75 split into 2.446 and 0.308 → 2.44 + 0.31
    expect(roundedParts([2.446, 0.308], 2, 2.75)).toEqual([2.44, 0.31]);
    // no float drift: 2.3 stays 2.30
    expect(roundedParts([2.3, 0.7], 2)).toEqual([2.3, 0.7]);
  });

  it('the results cards: surrogates + new hires = total; fixed + substitutions = new hires', () => {
    const totals: ResultTotals = {
      employees: 9,
      countNew: 6,
      countSub: 3,
      substitutes: 1,
      rostered: 8,
      fteNew: 2.754,
      fteSub: 1.003,
      fteSubstitutes: 0.308,
      hours: 0,
      totalCost: 0,
    };
    const rows = [
      { name: 'Limpiador/a', fte: 3.676 },
      { name: 'Especialista', fte: 0.081 },
    ].map((r) => ({ ...r, employees: 0, countNew: 0, countSub: 0, fteNew: 0, fteSub: 0, hours: 0, wageCosts: 0, ssCosts: 0 }));
    const s = shownFte(totals, rows);
    // 3.757 → 3.76; 1.003 → 1.00 and 2.754 → 2.76 (the larger remainder takes the hundredth)
    expect([s.total, s.surrogates, s.hires]).toEqual([3.76, 1, 2.76]);
    expect(s.surrogates + s.hires).toBeCloseTo(s.total, 10);
    // 2.446 + 0.308 under 2.76: 2.45 + 0.31
    expect([s.fixed, s.substitutes]).toEqual([2.45, 0.31]);
    // the categories: 3.676 + 0.081 = 3.757 → 3.68 + 0.08 = 3.76 (each alone: 3.68 + 0.08)
    expect(s.categories).toEqual([3.68, 0.08]);
  });

  it('the Plantilla: rows add up to their section, sections to the cards', () => {
    const w = (id: string, kind: SolutionEmployee['kind'], fte: number) =>
      ({
        id,
        name: id,
        kind,
        category: 'Limpiador/a',
        centers: ['Centro A'],
        weekly_hours: fte * 39,
        fte,
        total_cost: 0,
      }) as SolutionEmployee;
    const sections = staffSections([
      w('s1', 'surrogate', 0.502),
      w('s2', 'surrogate', 0.501),
      w('n1', 'new', 1.223),
      w('n2', 'new', 1.223),
      w('t1', 'substitute', 0.308),
    ]);
    const byKind = Object.fromEntries(sections.map((s) => [s.kind, s]));
    // the whole 3.757 → 3.76: surrogates 1.003 → 1.00, new hires 2.754 → 2.76 → 2.45 + 0.31
    expect(byKind.surrogate.shownFte).toBe(1);
    expect(byKind.new.shownFte).toBe(2.45);
    expect(byKind.substitute.shownFte).toBe(0.31);
    // rows: 0.502 + 0.501 = 1.003 → 0.50 + 0.50; 1.223 + 1.223 = 2.446 under 2.45 → 1.23 + 1.22
    expect(byKind.surrogate.rows.map((r) => r.shownFte)).toEqual([0.5, 0.5]);
    expect(byKind.new.rows.map((r) => r.shownFte)).toEqual([1.23, 1.22]);
  });
});
