/**
 * The most minutes a small group's surrogates can cover, found exactly (docs/engine-model.md, "Exact surrogate
 * coverage"). A new hire's contract is the hours they get, so the fewest new-hire minutes are the demand minus
 * the most the surrogates can do together: when every valid week of every surrogate can be listed, choosing one
 * per surrogate without using a block twice gives that optimum, which is both a roster and a proof.
 *
 * Blocks of the same shape (day, times, minutes, center, position) are interchangeable, so weeks are listed as
 * shapes; surrogates with the same category, cap and limits share their list. Weeks are checked with the same
 * rules as every roster (`tryAdd`). Null when the group is too large to list (then the flow bounds stand).
 */
import type { Job, Segment } from '../types.js';
import { feasible } from './feasibility.js';
import { newHireFor, nodeKey, place, scratchOf, shapeKey, tryAdd, undoLog, unplace } from './roster-state.js';
import type { GroupCtx, WState } from './types.js';

/** Most surrogates, weeks per surrogate profile, and search steps of the choice; beyond them, null. */
const MAX_SURROGATES = 8;
const MAX_WEEKS = 12_000;
const MAX_STEPS = 20_000;

/**
 * The exact search's work over one run, in listed weeks and search steps, shared by the groups in their order: it
 * bounds the time a run spends here (a few seconds at most on this machine), and, being counted rather than timed,
 * keeps the same tender giving the same roster.
 */
export const RUN_WORK = 1_500_000;

export interface WorkBudget {
  left: number;
}

export interface Shape {
  jobs: Job[];
  minutes: number;
}

export interface Week {
  minutes: number;
  /** the shapes used (a flexible shape may appear more than once) */
  shapes: number[];
  /** each shape's placement, in the order of `shapes`, when a flexible block is among them (fixed ones have theirs) */
  segs: Segment[][] | null;
}

export interface ExactCoverage {
  minutes: number;
  /** Whether `minutes` is proved to be the most: the listing held every valid week (`listingIsComplete`) */
  proved: boolean;
  /** per node (center|position), the demand minutes these weeks leave to new hires */
  perNode: Map<string, number>;
  /** per surrogate (worker index), the blocks of its week and their placement */
  weeks: Map<number, Array<{ j: Job; segs: Segment[] }>>;
}

/** A group's surrogates (profiles next to each other) and, per surrogate, every valid week, longest first. */
export interface WeekLists {
  shapes: Shape[];
  order: WState[];
  lists: Week[][];
  /** whether some surrogate may do a flexible block (then the lists may miss weeks: see `listingIsComplete`) */
  flexible?: boolean;
}

function listWeeks(ctx: GroupCtx, work: WorkBudget): WeekLists | null {
  const surrogates = ctx.workers.filter((w) => w.kind === 'surrogate');
  if (!surrogates.length || surrogates.length > MAX_SURROGATES) return null;
  const shapes = shapesOfGroup(ctx);
  // a week valid under one cap is valid under any larger one: each category (and its limits) is listed once, under
  // the largest cap of its surrogates, and each cap keeps the weeks within it
  const topCap = new Map<string, number>();
  for (const s of surrogates) topCap.set(listKey(s), Math.max(topCap.get(listKey(s)) ?? 0, s.cap));
  const listed = new Map<string, Week[]>();
  const profiles = new Map<string, Week[]>();
  let flexible = false;
  const weeksOf = (s: WState): Week[] | null => {
    const known = profiles.get(profileKey(s));
    if (known) return known;
    let all = listed.get(listKey(s));
    if (!all) {
      const top = { ...s, cap: topCap.get(listKey(s))! };
      const mine = shapes
        .map((_, k) => k)
        .filter((k) => ctx.eligible.get(shapes[k].jobs[0].index)!.has(top.categoryId) && shapes[k].minutes <= top.cap);
      if (mine.some((k) => shapes[k].jobs[0].flexible)) flexible = true;
      const found = listAllWeeks(ctx, shapes, mine, top, work);
      if (!found) return null;
      listed.set(listKey(s), (all = found));
    }
    const weeks = all.filter((w) => w.minutes <= s.cap);
    profiles.set(profileKey(s), weeks);
    return weeks;
  };
  // surrogates of one profile next to each other, so that their weeks can be chosen in order (no symmetric repeats)
  const order = surrogates
    .slice()
    .sort((a, b) => (profileKey(a) < profileKey(b) ? -1 : profileKey(a) > profileKey(b) ? 1 : a.idx - b.idx));
  const lists: Week[][] = [];
  for (const s of order) {
    const weeks = weeksOf(s);
    if (!weeks) return null;
    lists.push(weeks);
  }
  return { shapes, order, lists, flexible };
}

/** The group's blocks still to cover, by shape (interchangeable blocks), in the order first met. */
function shapesOfGroup(ctx: GroupCtx): Shape[] {
  const byKey = new Map<string, number>();
  const shapes: Shape[] = [];
  for (const j of ctx.jobs) {
    if (ctx.uncovered.has(j.index)) continue;
    const key = shapeKey(j);
    let k = byKey.get(key);
    if (k === undefined) {
      byKey.set(key, (k = shapes.length));
      shapes.push({ jobs: [], minutes: j.minutes });
    }
    shapes[k].jobs.push(j);
  }
  return shapes;
}

/**
 * Every valid week of surrogate s made of the shapes `mine` (indexes into `shapes`), longest first; null when they
 * are too many to list or the run's work is spent.
 */
function listAllWeeks(ctx: GroupCtx, shapes: Shape[], mine: number[], s: WState, work: WorkBudget): Week[] | null {
  // Weeks grow one block at a time. Every rule but one only gets harder as blocks are added, so a week whose
  // smaller part breaks them is never valid; the sections are the exception (a block touching two ranges joins
  // them into one), so the growing week is checked without that rule and each week kept is checked with it.
  const tmp = scratchOf(s, { ...s.lim, maxSections: Number.MAX_SAFE_INTEGER });
  const weeks: Week[] = [];
  const used: number[] = [];
  const placed: Segment[][] = [];
  const count = new Map<number, number>();
  let nodes = 0;
  let flexibleIn = 0;
  const visit = (from: number): boolean => {
    if (feasible(tmp.ivs, s.lim))
      weeks.push({ minutes: tmp.week, shapes: used.slice(), segs: flexibleIn ? placed.slice() : null });
    if (weeks.length > MAX_WEEKS || ++nodes > 2 * MAX_WEEKS || --work.left < 0) return false;
    for (let i = from; i < mine.length; i++) {
      const sh = shapes[mine[i]];
      const n = count.get(i) ?? 0;
      if (n >= sh.jobs.length) continue;
      const j = sh.jobs[n];
      const segs = tryAdd(ctx, tmp, j);
      if (!segs) continue;
      const had = place(tmp, j, segs);
      used.push(mine[i]);
      placed.push(segs);
      if (j.flexible) flexibleIn++;
      count.set(i, n + 1);
      // a flexible shape may be done again the same day (another placement in its window)
      const ok = visit(j.flexible ? i : i + 1);
      count.set(i, n);
      if (j.flexible) flexibleIn--;
      used.pop();
      placed.pop();
      unplace(tmp, j, had);
      if (!ok) return false;
    }
    return true;
  };
  if (!visit(0)) return null;
  weeks.sort((a, b) => b.minutes - a.minutes);
  return weeks;
}

/**
 * One week per surrogate (an index into its list) covering the most minutes, by branch and bound; null when the
 * roster's surrogates already cover that much, undefined when the search ran out of steps.
 */
function chooseByBranching({ shapes, order, lists }: WeekLists, work: WorkBudget): number[] | null | undefined {
  const demand = shapes.reduce((a, sh) => a + sh.minutes * sh.jobs.length, 0);
  // what the surrogates from i on could add at most: each its longest week
  const rest = new Array<number>(order.length + 1).fill(0);
  for (let i = order.length - 1; i >= 0; i--) rest[i] = rest[i + 1] + lists[i][0].minutes;
  const usage = new Array<number>(shapes.length).fill(0);
  const pick: number[] = new Array(order.length).fill(0);
  // the roster's own surrogate minutes are the first incumbent: the search only looks for more
  let best = order.reduce((a, s) => a + s.week, 0);
  let bestPick: number[] | null = null;
  let steps = 0;
  const fits = (w: Week) => {
    let ok = true;
    for (const sh of w.shapes) if (++usage[sh] > shapes[sh].jobs.length) ok = false;
    for (const sh of w.shapes) usage[sh]--;
    return ok;
  };
  // The bound of a step: each surrogate left adds at most its longest week that fits the blocks still free
  // (ignoring the others). Weeks are sorted longest first and blocks only get used deeper in the search, so each
  // surrogate's first fitting week is searched from where the step above found it.
  const choose = (i: number, sum: number, from: number, above: number[]): boolean => {
    if (++steps > MAX_STEPS || --work.left < 0) return false;
    if (i === order.length) {
      if (sum > best) {
        best = sum;
        bestPick = pick.slice();
      }
      return true;
    }
    const first = above.slice();
    let bound = sum;
    for (let t = i; t < order.length; t++) {
      const list = lists[t];
      while (first[t] < list.length && !fits(list[first[t]])) {
        first[t]++;
        steps++;
        work.left--;
      }
      bound += first[t] < list.length ? list[first[t]].minutes : 0;
    }
    if (bound <= best) return true;
    const same = i > 0 && profileKey(order[i]) === profileKey(order[i - 1]);
    const weeks = lists[i];
    for (let k = Math.max(same ? from : 0, first[i]); k < weeks.length; k++) {
      const w = weeks[k];
      if (Math.min(demand, sum + w.minutes + rest[i + 1]) <= best) break;
      let ok = true;
      for (const sh of w.shapes) if (++usage[sh] > shapes[sh].jobs.length) ok = false;
      if (ok) {
        pick[i] = k;
        if (!choose(i + 1, sum + w.minutes, k, first)) return false;
      }
      for (const sh of w.shapes) usage[sh]--;
    }
    return true;
  };
  if (!choose(0, 0, 0, new Array<number>(order.length).fill(0))) return undefined;
  return bestPick;
}

/** Rounds of the Lagrangian bound below; each scans every listed week once. */
const LAGRANGIAN_ROUNDS = 300;

/**
 * An upper bound on what the surrogates can cover with the listed weeks, when the search above ran out of steps:
 * the Lagrangian relaxation of the "each block once" rows. With a price π_b ≥ 0 on each shape, every choice of
 * weeks covers at most Σ_b π_b·n_b + Σ_surrogates max(0, max_w (minutes(w) − Σ_{b∈w} π_b)), n_b the shape's
 * blocks; any prices give a bound, and the prices are improved by subgradient steps (more price where the weeks
 * each surrogate likes best overuse a shape). Stops early once the bound reaches the roster's own coverage.
 */
export function lagrangianBound({ shapes, order, lists }: WeekLists, work: WorkBudget): number {
  const covered = order.reduce((a, s) => a + s.week, 0);
  const price = new Float64Array(shapes.length);
  const use = new Float64Array(shapes.length);
  let best = Infinity;
  let theta = 2;
  let stale = 0;
  for (let round = 0; round < LAGRANGIAN_ROUNDS && work.left > 0; round++) {
    use.fill(0);
    let value = 0;
    for (let k = 0; k < shapes.length; k++) value += price[k] * shapes[k].jobs.length;
    for (let i = 0; i < order.length; i++) {
      let top = 0;
      let topWeek: Week | null = null;
      for (const w of lists[i]) {
        work.left--;
        if (w.minutes <= top) break;
        let v = w.minutes;
        for (const sh of w.shapes) v -= price[sh];
        if (v > top) {
          top = v;
          topWeek = w;
        }
      }
      value += top;
      if (topWeek) for (const sh of topWeek.shapes) use[sh]++;
    }
    if (value < best - 1e-9) {
      best = value;
      stale = 0;
    } else if (++stale >= 5) {
      theta /= 2;
      stale = 0;
    }
    if (Math.floor(best + 1e-6) <= covered) break;
    let norm = 0;
    for (let k = 0; k < shapes.length; k++) norm += (shapes[k].jobs.length - use[k]) ** 2;
    if (norm === 0) break;
    const step = (theta * (value - covered)) / norm;
    for (let k = 0; k < shapes.length; k++) price[k] = Math.max(0, price[k] - step * (shapes[k].jobs.length - use[k]));
  }
  // coverage is a whole number of minutes
  return Math.floor(best + 1e-6);
}

/** What a group's surrogates can cover at most: exactly, with the weeks that reach it, or bounded. */
export interface ExactCoverageResult {
  /** the most minutes the surrogates can cover (an upper bound when `cover` is null) */
  minutes: number;
  /** whether `minutes` holds for every roster (see ExactCoverage) */
  proved: boolean;
  /** the weeks that reach `minutes`, when the search found them */
  cover: ExactCoverage | null;
}

/**
 * The most minutes the group's surrogates can cover with the listed weeks, by branch and bound; when that runs
 * out of steps, the Lagrangian bound. Null when the group is too large to list or the run's work is spent.
 */
export function exactSurrogateCoverage(ctx: GroupCtx, work: WorkBudget): ExactCoverageResult | null {
  if (work.left <= 0) return null;
  const listed = listWeeks(ctx, work);
  if (!listed) return null;
  const pick = chooseByBranching(listed, work);
  if (pick !== undefined) {
    const cover = coverageOf(ctx, listed, pick);
    return { minutes: cover.minutes, proved: cover.proved, cover };
  }
  if (work.left <= 0) return null;
  return { minutes: lagrangianBound(listed, work), proved: listingIsComplete(listed), cover: null };
}

const nodeOf = (sh: Shape) => nodeKey(sh.jobs[0]);

function demandByNode(shapes: Shape[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const sh of shapes) out.set(nodeOf(sh), (out.get(nodeOf(sh)) ?? 0) + sh.minutes * sh.jobs.length);
  return out;
}

/**
 * Whether the listed weeks are all the valid weeks, so that their best choice is a proof: a flexible block is
 * tried at a few starts of its window only (`placements`), so a week needing another start could be missing.
 */
const listingIsComplete = (listed: WeekLists) => !listed.flexible;

/** The chosen weeks as blocks (the roster's own when `pick` is null): each surrogate keeps the blocks it holds. */
function coverageOf(ctx: GroupCtx, listed: WeekLists, pick: number[] | null): ExactCoverage {
  const { shapes, order, lists } = listed;
  const weeks = new Map<number, Array<{ j: Job; segs: Segment[] }>>();
  const taken = new Set<number>();
  let minutes = 0;
  // the roster's own weeks name their blocks by index
  const jobAt = new Map(pick ? [] : ctx.jobs.map((j) => [j.index, j]));
  for (const [i, s] of order.entries()) {
    if (!pick) {
      weeks.set(
        s.idx,
        [...s.jobs].map((ji) => ({ j: jobAt.get(ji)!, segs: ctx.assigned.get(ji)!.segs })),
      );
      minutes += s.week;
      continue;
    }
    const week = lists[i][pick[i]];
    minutes += week.minutes;
    const out: Array<{ j: Job; segs: Segment[] }> = [];
    week.shapes.forEach((sh, n) => {
      const pool = shapes[sh].jobs.filter((j) => !taken.has(j.index));
      const j = pool.find((x) => ctx.assigned.get(x.index)?.w === s.idx) ?? pool.find((x) => !isSurrogateHeld(ctx, x)) ?? pool[0];
      taken.add(j.index);
      out.push({ j, segs: week.segs?.[n] ?? j.segments });
    });
    weeks.set(s.idx, out);
  }
  const perNode = demandByNode(shapes);
  for (const week of weeks.values()) for (const { j } of week) perNode.set(nodeKey(j), perNode.get(nodeKey(j))! - j.minutes);
  return { minutes, proved: listingIsComplete(listed), perNode, weeks };
}

const listKey = (s: WState) => `${s.categoryId}|${JSON.stringify(s.lim)}`;
const profileKey = (s: WState) => `${listKey(s)}|${s.cap}`;

const isSurrogateHeld = (ctx: GroupCtx, j: Job) => {
  const cur = ctx.assigned.get(j.index);
  return cur !== undefined && ctx.workers[cur.w].kind === 'surrogate';
};

/**
 * Gives every surrogate its week of `cov` (when it covers more than the roster's surrogates do): the blocks they
 * leave and the blocks of new hires left invalid go to the other new hires, best fit, or to new ones. False, and
 * the roster as it was, when a week does not fit after all.
 */
export function applyCoverage(ctx: GroupCtx, cov: ExactCoverage): boolean {
  const { put, take, restore } = undoLog(ctx);
  const jobAt = new Map(ctx.jobs.map((j) => [j.index, j]));
  const target = new Set<number>();
  for (const week of cov.weeks.values()) for (const { j } of week) target.add(j.index);
  const pool: Job[] = [];
  for (const s of ctx.workers)
    if (s.kind === 'surrogate')
      for (const ji of [...s.jobs]) {
        take(s, jobAt.get(ji)!);
        if (!target.has(ji)) pool.push(jobAt.get(ji)!);
      }
  const touched = new Set<WState>();
  for (const ji of target) {
    const cur = ctx.assigned.get(ji);
    if (!cur) continue;
    const h = ctx.workers[cur.w];
    take(h, jobAt.get(ji)!);
    touched.add(h);
  }
  // a new hire that lost a block joining two of its ranges may break the sections rule: its blocks are placed again
  for (const h of touched)
    if (!feasible(h.ivs, h.lim))
      for (const ji of [...h.jobs]) {
        take(h, jobAt.get(ji)!);
        pool.push(jobAt.get(ji)!);
      }
  for (const [idx, week] of cov.weeks) {
    const s = ctx.workers[idx];
    for (const { j, segs } of week) put(s, j, segs);
    if (s.week > s.cap || !feasible(s.ivs, s.lim)) return restore();
  }
  for (const j of pool.sort((a, b) => b.minutes - a.minutes || a.index - b.index)) {
    let best: WState | null = null;
    let bestSegs: Segment[] | null = null;
    for (const t of ctx.workers) {
      if (t.kind !== 'new' || !t.jobs.size || (best && t.week <= best.week)) continue;
      const segs = tryAdd(ctx, t, j);
      if (segs) {
        best = t;
        bestSegs = segs;
      }
    }
    if (!best) {
      const hire = newHireFor(ctx, j);
      if (!hire) return restore();
      best = hire.w;
      bestSegs = hire.segs;
    }
    put(best, j, bestSegs!);
  }
  return true;
}
