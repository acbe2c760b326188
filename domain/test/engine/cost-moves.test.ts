import { describe, expect, it } from 'vitest';
import { improveRoster } from '../../src/engine/solver/local-search.js';
import { add } from '../../src/engine/solver/roster-state.js';
import type { GroupCtx, WState } from '../../src/engine/solver/types.js';
import type { TenderModel } from '../../src/engine/model.js';
import type { Job, WorkerLimits } from '../../src/engine/types.js';

const H = 60;
const LIMITS: WorkerLimits = {
  maxDayMinutes: 8 * H,
  maxWeekMinutes: 40 * H,
  maxWeekFromYearMinutes: 40 * H,
  maxSections: 2,
  restMinutes: 12 * H,
  consecutiveRestMinutes: 0,
};

/** A Monday block of the one center and position, from `from` to `to` (hours). */
function block(index: number, from: number, to: number): Job {
  return {
    index,
    key: `b${index}`,
    group: 'C:cen-1',
    centerId: 'cen-1',
    positionId: 'pos-1',
    sourceId: `shift-${index}`,
    sourceKind: 'shift',
    label: `Turno ${index}`,
    line: 0,
    day: 0,
    segments: [{ start: from * H, end: to * H }],
    minutes: (to - from) * H,
    occurrences: [],
    occurrenceMinutes: (to - from) * H,
  };
}

function surrogate(idx: number, categoryId: string, capHours: number): WState {
  return {
    idx,
    id: `s${idx}`,
    kind: 'surrogate',
    name: `Subrogado ${idx}`,
    surrogateId: `s${idx}`,
    categoryId,
    agreementId: 'agr-1',
    centerId: 'cen-1',
    lim: LIMITS,
    cap: capHours * H,
    week: 0,
    dayMin: [0, 0, 0, 0, 0, 0, 0],
    ivs: [],
    jobs: new Set(),
    lines: new Map(),
  };
}

/**
 * A group of two surrogates, each full with the blocks given (block index → worker). Category "especialista" is
 * paid an afternoon plus of 10 € for a block starting at 14:00 or later; "limpiador" is paid none.
 */
function group(jobs: Job[], workers: WState[], holder: Map<number, number>): GroupCtx {
  const ctx: GroupCtx = {
    group: 'C:cen-1',
    jobs,
    eligible: new Map(jobs.map((j) => [j.index, new Set(['especialista', 'limpiador'])])),
    workers,
    assigned: new Map(),
    uncovered: new Set(),
    model: {} as TenderModel,
    hints: {
      marginalPerMinute: () => 0,
      fixedPerHead: () => 0,
      plusCost: (_job, segments, categoryId) => (categoryId === 'especialista' && segments[0].start >= 14 * H ? 10 : 0),
    },
    nextNew: 0,
    effort: 0,
  };
  for (const j of jobs) add(ctx, workers[holder.get(j.index)!], j, j.segments);
  return ctx;
}

const holderOf = (ctx: GroupCtx, index: number) => ctx.workers[ctx.assigned.get(index)!.w].categoryId;

describe('cost moves (local-search.ts): swaps between workers of different categories', () => {
  it('the afternoon block goes to the worker who is paid no plus for it, the morning block to the other (neither has room to take one more)', () => {
    const afternoon = block(0, 14, 18);
    const morning = block(1, 8, 12);
    const ctx = group(
      [afternoon, morning],
      [surrogate(0, 'especialista', 4), surrogate(1, 'limpiador', 4)],
      new Map([
        [0, 0],
        [1, 1],
      ]),
    );
    improveRoster(ctx, Number.POSITIVE_INFINITY, () => 0);
    expect(holderOf(ctx, afternoon.index)).toBe('limpiador');
    expect(holderOf(ctx, morning.index)).toBe('especialista');
    expect(ctx.workers.map((w) => w.week)).toEqual([4 * H, 4 * H]);
  });

  it('no swap that would put a worker over the day’s 8 hours: the afternoon block stays where it is', () => {
    // the "limpiador" works 06:00–10:00 and 10:00–14:00; the afternoon block (4.5 h) in place of either would make
    // 8.5 h on Monday, though the week has room (9 h)
    const afternoon = block(0, 14, 18.5);
    const early = block(1, 6, 10);
    const late = block(2, 10, 14);
    const ctx = group(
      [afternoon, early, late],
      [surrogate(0, 'especialista', 4.5), surrogate(1, 'limpiador', 9)],
      new Map([
        [0, 0],
        [1, 1],
        [2, 1],
      ]),
    );
    improveRoster(ctx, Number.POSITIVE_INFINITY, () => 0);
    expect(holderOf(ctx, afternoon.index)).toBe('especialista');
    expect(ctx.workers.map((w) => w.dayMin[0])).toEqual([4.5 * H, 8 * H]);
  });
});
