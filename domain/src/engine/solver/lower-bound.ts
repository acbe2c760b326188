/**
 * Lower bounds on the new-hire minutes of a group (docs/engine-model.md, "Lower bounds"). A new hire's
 * contract is the hours they get, so new-hire minutes = demand − the minutes surrogates cover; both bounds
 * are the demand minus an upper bound on the latter.
 */
import type { WorkerLimits } from '../types.js';
import { feasible, ivsOf } from './feasibility.js';
import { capReach, daySums, restReach, topOf, type ReachBlock } from './week-reach.js';
import { nodeKey } from './roster-state.js';
import type { GroupCtx } from './types.js';

/**
 * Hours bound: demand per node (center and position) minus what surrogates may usefully cover, as a bipartite
 * max-flow source → surrogate (capacity) → node (demand) → sink. Ignores block sizes and daily limits.
 */
export function lowerBoundNewMinutes(
  demandByNode: Map<string, number>,
  surrogates: Array<{ cap: number; nodes: string[] }>,
): { newMinutes: number; perNode: Map<string, number>; usableSurrogate: number } {
  // bipartite max-flow: source → surrogate (cap) → node (demand) → sink
  const nodes = [...demandByNode.keys()];
  const S = surrogates.length;
  const N = nodes.length;
  const src = S + N;
  const snk = src + 1;
  const size = snk + 1;
  const cap: number[][] = Array.from({ length: size }, () => new Array(size).fill(0));
  const adj: number[][] = Array.from({ length: size }, () => []);
  const edge = (a: number, b: number, c: number) => {
    if (cap[a][b] === 0 && cap[b][a] === 0) {
      adj[a].push(b);
      adj[b].push(a);
    }
    cap[a][b] += c;
  };
  const nodeIdx = new Map(nodes.map((n, i) => [n, S + i]));
  surrogates.forEach((s, i) => {
    edge(src, i, s.cap);
    for (const n of s.nodes) if (nodeIdx.has(n)) edge(i, nodeIdx.get(n)!, Number.MAX_SAFE_INTEGER);
  });
  nodes.forEach((n, i) => edge(S + i, snk, demandByNode.get(n)!));
  let flow = 0;
  for (;;) {
    const prev = new Array(size).fill(-1);
    prev[src] = src;
    const q = [src];
    while (q.length && prev[snk] === -1) {
      const u = q.shift()!;
      for (const v of adj[u])
        if (prev[v] === -1 && cap[u][v] > 0) {
          prev[v] = u;
          q.push(v);
        }
    }
    if (prev[snk] === -1) break;
    let f = Infinity;
    for (let v = snk; v !== src; v = prev[v]) f = Math.min(f, cap[prev[v]][v]);
    for (let v = snk; v !== src; v = prev[v]) {
      cap[prev[v]][v] -= f;
      cap[v][prev[v]] += f;
    }
    flow += f;
  }
  const perNode = new Map<string, number>();
  nodes.forEach((n, i) => perNode.set(n, cap[S + i][snk]));
  let total = 0;
  for (const v of perNode.values()) total += v;
  return { newMinutes: total, perNode, usableSurrogate: flow };
}

// ---------------------------------------------------------------- block bound

export interface BlockBoundBlock extends ReachBlock {
  /** center and position: `${centerId}|${positionId}` */
  node: string;
}

export interface BlockBoundSurrogate {
  /** weekly minutes the surrogate may work */
  cap: number;
  lim: WorkerLimits;
  /** indexes (into blocks) of the blocks the surrogate could do on its own */
  blocks: number[];
  /** minutes of a valid week of the surrogate's (its roster's): the rests cannot bring its reach below them */
  known?: number;
}

export interface BlockBound {
  newMinutes: number;
  perNode: Map<string, number>;
  usableSurrogate: number;
  /** per surrogate, the most minutes it could work in whole blocks within the agreement's limits (K_s) */
  surrogateReach: number[];
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Max-flow (Dinic) on a small graph given as edges; returns the flow and each edge's flow. */
function maxFlow(
  size: number,
  edges: Array<[number, number, number]>,
  src: number,
  snk: number,
): { flow: number; edgeFlow: number[] } {
  const head = new Int32Array(size).fill(-1);
  const to: number[] = [];
  const cap: number[] = [];
  const next: number[] = [];
  const addArc = (a: number, b: number, c: number) => {
    to.push(b);
    cap.push(c);
    next.push(head[a]);
    head[a] = to.length - 1;
  };
  for (const [a, b, c] of edges) {
    addArc(a, b, c);
    addArc(b, a, 0);
  }
  const level = new Int32Array(size);
  const it = new Int32Array(size);
  const bfs = () => {
    level.fill(-1);
    level[src] = 0;
    const q = [src];
    for (let qi = 0; qi < q.length; qi++) {
      const u = q[qi];
      for (let e = head[u]; e !== -1; e = next[e])
        if (cap[e] > 0 && level[to[e]] < 0) {
          level[to[e]] = level[u] + 1;
          q.push(to[e]);
        }
    }
    return level[snk] >= 0;
  };
  const dfs = (u: number, f: number): number => {
    if (u === snk) return f;
    for (; it[u] !== -1; it[u] = next[it[u]]) {
      const e = it[u];
      const v = to[e];
      if (cap[e] <= 0 || level[v] !== level[u] + 1) continue;
      const got = dfs(v, Math.min(f, cap[e]));
      if (got > 0) {
        cap[e] -= got;
        cap[e ^ 1] += got;
        return got;
      }
    }
    return 0;
  };
  let flow = 0;
  while (bfs()) {
    it.set(head);
    for (let f = dfs(src, Infinity); f > 0; f = dfs(src, Infinity)) flow += f;
  }
  return { flow, edgeFlow: edges.map((_, i) => cap[2 * i + 1]) };
}

/**
 * Block bound: like the hours bound, but a surrogate's minutes reach the demand day by day and only in whole
 * blocks. Network: source →(K_s) s →(K_{s,d}) (s,d) →(its blocks' minutes at n on d) (n,d) →(D_{n,d}) sink,
 * where K_{s,d} is the most the surrogate can do on day d in whole, non-overlapping blocks within its daily
 * limit, and K_s the most over the week within its weekly cap and, apart, within the rests (week-reach.ts;
 * engine-model.md, "Block bound").
 */
export function blockLowerBoundNewMinutes(
  blocks: BlockBoundBlock[],
  surrogates: BlockBoundSurrogate[],
  restMemo: Map<string, number> = new Map(),
): BlockBound {
  const demand = new Map<string, number>();
  for (const b of blocks) demand.set(`${b.node}@${b.day}`, (demand.get(`${b.node}@${b.day}`) ?? 0) + b.minutes);
  const perNodeDemand = new Map<string, number>();
  for (const b of blocks) perNodeDemand.set(b.node, (perNodeDemand.get(b.node) ?? 0) + b.minutes);
  const total = blocks.reduce((a, b) => a + b.minutes, 0);
  if (!surrogates.length || !blocks.length)
    return { newMinutes: total, perNode: perNodeDemand, usableSurrogate: 0, surrogateReach: surrogates.map(() => 0) };
  const g = blocks.reduce((a, b) => gcd(a, b.minutes), 0) || 1;
  const dayKeys = [...demand.keys()];
  const dayNode = new Map(dayKeys.map((k, i) => [k, i]));
  const blockDayNode = blocks.map((b) => dayNode.get(`${b.node}@${b.day}`)!);
  const dayOfKey = dayKeys.map((k) => Number(k.slice(k.lastIndexOf('@') + 1)));
  const S = surrogates.length;
  // vertices: source, sink, surrogates, (surrogate, day), (node, day)
  const src = 0;
  const snk = 1;
  const sV = (i: number) => 2 + i;
  const sdV = (i: number, d: number) => 2 + S + 7 * i + d;
  const ndV = (k: number) => 2 + 8 * S + k;
  const edges: Array<[number, number, number]> = [];
  // surrogates of one category share their blocks and limits: compute their day sums and rest reach once
  const memo = new Map<string, SurrogateProfile>();
  const surrogateReach: number[] = [];
  surrogates.forEach((s, i) => {
    const profile = surrogateProfile(memo, s, blocks, g);
    const reach = surrogateWeekReach(s, profile, blocks, g, restMemo);
    surrogateReach.push(reach);
    edges.push([src, sV(i), reach]);
    const byDayNode = new Map<number, number>();
    for (const bi of s.blocks) byDayNode.set(blockDayNode[bi], (byDayNode.get(blockDayNode[bi]) ?? 0) + blocks[bi].minutes);
    profile.days.forEach((sums, d) => {
      const top = topOf(sums) * g;
      if (top > 0) edges.push([sV(i), sdV(i, d), top]);
    });
    for (const [k, m] of byDayNode) edges.push([sdV(i, dayOfKey[k]), ndV(k), m]);
  });
  const sinkEdge = new Map<string, number>();
  for (const k of dayKeys) {
    sinkEdge.set(k, edges.length);
    edges.push([ndV(dayNode.get(k)!), snk, demand.get(k)!]);
  }
  const { flow, edgeFlow } = maxFlow(2 + 8 * S + dayKeys.length, edges, src, snk);
  const perNode = new Map<string, number>();
  for (const k of dayKeys) {
    const node = k.slice(0, k.lastIndexOf('@'));
    perNode.set(node, (perNode.get(node) ?? 0) + demand.get(k)! - edgeFlow[sinkEdge.get(k)!]);
  }
  return { newMinutes: total - flow, perNode, usableSurrogate: flow, surrogateReach };
}

/** What surrogates of the same limits and blocks share: per day, the sums of whole blocks (units of g); the rest reach. */
interface SurrogateProfile {
  days: Uint8Array[];
  rest?: number;
}

function surrogateProfile(
  memo: Map<string, SurrogateProfile>,
  s: BlockBoundSurrogate,
  blocks: BlockBoundBlock[],
  g: number,
): SurrogateProfile {
  const key = `${JSON.stringify(s.lim)}|${s.blocks.join(',')}`;
  let profile = memo.get(key);
  if (!profile) {
    const limit = Math.floor(s.lim.maxDayMinutes / g);
    const mine = s.blocks.map((bi) => blocks[bi]);
    profile = {
      days: [0, 1, 2, 3, 4, 5, 6].map((d) =>
        daySums(
          mine.filter((b) => b.day === d),
          g,
          limit,
        ),
      ),
    };
    memo.set(key, profile);
  }
  return profile;
}

/** K_s: the most the surrogate's week can hold within its weekly cap and, unless a known week reaches that, the rests. */
function surrogateWeekReach(
  s: BlockBoundSurrogate,
  profile: SurrogateProfile,
  blocks: BlockBoundBlock[],
  g: number,
  restMemo: Map<string, number>,
): number {
  const reach = capReach(profile.days, Math.floor(s.cap / g)) * g;
  // the rests can only lower that when no valid week is known to reach it already
  if ((s.known ?? 0) >= reach) return reach;
  if (profile.rest === undefined) {
    // the rest reach depends only on the limits, the distinct fixed shapes per day and the flexible blocks'
    // minutes per day (with their repeats): groups with the same shifts share it
    const list = s.blocks.map((bi) => blocks[bi]);
    const shapes = [...new Set(list.filter((b) => b.segments).map((b) => `${b.day}:${b.segments!.join(';')}`))].sort();
    const flexible = list
      .filter((b) => !b.segments)
      .map((b) => `${b.day}:${b.minutes}`)
      .sort();
    const restKey = `${JSON.stringify(s.lim)}|${shapes.join('|')}|flex|${flexible.join('|')}`;
    let rest = restMemo.get(restKey);
    if (rest === undefined) restMemo.set(restKey, (rest = restReach(list, s.lim)));
    profile.rest = rest;
  }
  return Math.min(reach, profile.rest);
}

export interface GroupLowerBounds {
  /** hours bound (`lowerBoundNewMinutes`) */
  hours: { perNode: Map<string, number>; newMinutes: number };
  /** block bound (`blockLowerBoundNewMinutes`) */
  blocks: { perNode: Map<string, number>; newMinutes: number };
  /** per surrogate (worker index in the group), the most minutes a valid week of theirs can hold (K_s) */
  surrogateReach: Map<number, number>;
}

/**
 * Both bounds of a solved group, on the blocks it could cover (the uncovered ones are reported apart).
 * `restMemo` carries the rest reach of surrogate profiles from group to group within one run.
 */
export function groupLowerBounds(ctx: GroupCtx, restMemo: Map<string, number> = new Map()): GroupLowerBounds {
  const { model } = ctx;
  const covered = ctx.jobs.filter((j) => !ctx.uncovered.has(j.index));
  const surrogates = ctx.workers.filter((w) => w.kind === 'surrogate');
  const demandByNode = new Map<string, number>();
  for (const j of covered) demandByNode.set(nodeKey(j), (demandByNode.get(nodeKey(j)) ?? 0) + j.minutes);
  const hours = lowerBoundNewMinutes(
    demandByNode,
    surrogates.map((w) => ({
      cap: w.cap,
      nodes: [...demandByNode.keys()].filter((n) => {
        const [c, p] = n.split('|');
        const cat = model.categories.get(w.categoryId)!;
        return cat.agreement.id === model.centerAgreement.get(c) && (cat.positions === 'any' || cat.positions.includes(p));
      }),
    })),
  );
  const blocks: BlockBoundBlock[] = covered.map((j) => ({
    minutes: j.minutes,
    day: j.day,
    node: nodeKey(j),
    segments: j.flexible ? null : j.segments.map((sg) => [sg.start, sg.end] as const),
  }));
  // a block a surrogate could do on its own: its category, within its limits (one placement is as good as any
  // other for a week holding that block alone)
  const alone = (w: (typeof surrogates)[number], j: (typeof covered)[number]) =>
    ctx.eligible.get(j.index)!.has(w.categoryId) &&
    j.minutes <= w.lim.maxDayMinutes &&
    feasible(
      ivsOf(j, j.flexible ? [{ start: j.flexible.windowStart, end: j.flexible.windowStart + j.minutes }] : j.segments),
      w.lim,
    );
  // the check depends on the category (and its agreement's limits), not on the surrogate: once per category
  const byCategory = new Map<string, number[]>();
  const doable = (w: (typeof surrogates)[number]) => {
    let list = byCategory.get(w.categoryId);
    if (!list) byCategory.set(w.categoryId, (list = covered.flatMap((j, i) => (alone(w, j) ? [i] : []))));
    return list.filter((i) => covered[i].minutes <= w.cap);
  };
  const bb = blockLowerBoundNewMinutes(
    blocks,
    surrogates.map((w) => ({ cap: w.cap, lim: w.lim, blocks: doable(w), known: w.week })),
    restMemo,
  );
  return {
    hours: { perNode: hours.perNode, newMinutes: hours.newMinutes },
    blocks: { perNode: bb.perNode, newMinutes: bb.newMinutes },
    surrogateReach: new Map(surrogates.map((w, i) => [w.idx, bb.surrogateReach[i]])),
  };
}

/**
 * Raises the group's block bound to what the surrogates' proved coverage leaves (exact-coverage.ts). Per node, the
 * weeks that reach it when known; otherwise the rise is spread over the nodes where the roster's new hires do more
 * than the flow left, in proportion.
 */
export function raiseBlockBound(ctx: GroupCtx, lb: GroupLowerBounds, coverage: number, perNode?: Map<string, number>): void {
  const demand = ctx.jobs.reduce((a, j) => a + (ctx.uncovered.has(j.index) ? 0 : j.minutes), 0);
  const newMinutes = demand - coverage;
  const rise = newMinutes - lb.blocks.newMinutes;
  if (rise <= 0) return;
  if (perNode) {
    lb.blocks = { newMinutes, perNode };
    return;
  }
  const roster = new Map<string, number>();
  const jobAt = new Map(ctx.jobs.map((j) => [j.index, j]));
  for (const w of ctx.workers)
    if (w.kind === 'new')
      for (const ji of w.jobs) {
        const j = jobAt.get(ji)!;
        roster.set(nodeKey(j), (roster.get(nodeKey(j)) ?? 0) + j.minutes);
      }
  const room = new Map([...lb.blocks.perNode].map(([n, m]) => [n, Math.max(0, (roster.get(n) ?? 0) - m)]));
  const total = [...room.values()].reduce((a, b) => a + b, 0);
  const spread = new Map(
    [...lb.blocks.perNode].map(([n, m]) => [n, m + (total > 0 ? (rise * room.get(n)!) / total : rise / lb.blocks.perNode.size)]),
  );
  lb.blocks = { newMinutes, perNode: spread };
}
