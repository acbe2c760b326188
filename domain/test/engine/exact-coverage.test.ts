import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lagrangianBound, type Shape, type Week, type WeekLists } from '../../src/engine/solver/exact-coverage.js';
import type { Job } from '../../src/engine/types.js';
import type { WState } from '../../src/engine/solver/types.js';

/** Weeks of `minutes` using the given shapes (placements do not matter to the bound). */
const week = (minutes: number, shapes: number[]): Week => ({ minutes, shapes, segs: null });
const shapesOf = (counts: number[]): Shape[] => counts.map((n) => ({ jobs: new Array<Job>(n).fill({} as Job), minutes: 0 }));
const surrogates = (covered: number[]) => covered.map((week) => ({ week }) as WState);

/** The best choice of one week per surrogate with no shape used more often than it exists, by trying them all. */
function bestChoice({ shapes, lists }: WeekLists): number {
  let best = 0;
  const use = new Array<number>(shapes.length).fill(0);
  const go = (i: number, sum: number) => {
    if (i === lists.length) {
      best = Math.max(best, sum);
      return;
    }
    for (const w of lists[i]) {
      w.shapes.forEach((sh) => use[sh]++);
      if (w.shapes.every((sh) => use[sh] <= shapes[sh].jobs.length)) go(i + 1, sum + w.minutes);
      w.shapes.forEach((sh) => use[sh]--);
    }
  };
  go(0, 0);
  return best;
}

describe('the Lagrangian bound of the exact search (exact-coverage.ts)', () => {
  it('two surrogates and two single blocks: one long week each would need both, so the bound is 12 (6 + 6), not 20', () => {
    const list = [week(10, [0, 1]), week(6, [0]), week(6, [1]), week(0, [])];
    const lists = { shapes: shapesOf([1, 1]), order: surrogates([6, 0]), lists: [list, list] };
    expect(lagrangianBound(lists, { left: 1e6 })).toBe(12);
  });

  it('never below the best choice, on random small lists', () => {
    const arbLists = fc
      .record({
        counts: fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 1, maxLength: 5 }),
        people: fc.integer({ min: 1, max: 3 }),
      })
      .chain(({ counts, people }) =>
        fc.record({
          counts: fc.constant(counts),
          lists: fc.array(
            fc.array(
              fc.record({
                minutes: fc.integer({ min: 1, max: 40 }).map((m) => m * 15),
                shapes: fc.uniqueArray(fc.integer({ min: 0, max: counts.length - 1 }), {
                  minLength: 1,
                  maxLength: counts.length,
                }),
              }),
              { minLength: 1, maxLength: 6 },
            ),
            { minLength: people, maxLength: people },
          ),
        }),
      );
    fc.assert(
      fc.property(arbLists, ({ counts, lists }) => {
        const weeks = lists.map((l) =>
          [...l.map((w) => week(w.minutes, w.shapes)), week(0, [])].sort((a, b) => b.minutes - a.minutes),
        );
        const listed = { shapes: shapesOf(counts), order: surrogates(lists.map(() => 0)), lists: weeks };
        const best = bestChoice(listed);
        const bound = lagrangianBound(listed, { left: 1e6 });
        expect(bound).toBeGreaterThanOrEqual(best);
      }),
      { numRuns: 300 },
    );
  });
});
