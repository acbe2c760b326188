/**
 * Why the staffing is what it is: short Spanish sentences per center group and position, computed from the
 * finished roster by testing the agreement's rules with the validator's own week check (`weekViolations`):
 *
 * - idle surrogate hours: every block of the group the surrogate's category may do and that a new hire does (or
 *   nobody does) is added to the surrogate's week, and the rules that week breaks are collected; the sentence
 *   names the fewest rules that together stop every such block (or says there is no such demand left);
 * - more new hires of a category than its hours need at the agreement's weekly maximum: the smallest one's week
 *   is merged into each other one's, and the rules the merged week breaks are named; when only the weekly
 *   maximum breaks although the hours would fit, it is the blocks that cannot be split between people;
 * - a part-time new hire otherwise: the hours left once the surrogates have done what they can.
 */
import type { Assignment, Job, RosterWorker, Segment, WorkerLimits } from './types.js';
import type { TenderModel } from './model.js';
import { weekViolations, type WeekRule } from './validator.js';
import { hoursEs, joinClauses, limitNumbers, listEs, ruleClause, type ExplanationRule } from './explain-words.js';

export { hoursEs, type ExplanationRule };

const DAY = 1440;
const WEEK = 7 * DAY;

export type ExplanationCode = 'idle_surrogate' | 'extra_hire' | 'part_time_hire';

export interface ExplanationItem {
  code: ExplanationCode;
  /** the rules the sentence names, the one that stops most work first */
  rules: ExplanationRule[];
  /** the sentence the user reads */
  message: string;
  /** the figures the sentence rests on (hours are weekly) */
  numbers: Record<string, number>;
  /** the worker it is about (surrogate name or new hire's name), when one */
  worker: string | null;
}

export interface StaffingExplanation {
  /** the engine's group id (`G1`, `C:<center id>`) */
  group: string;
  /** the group's number, or the center's name for a center without group */
  center_group: string;
  position_id: string | null;
  position: string | null;
  items: ExplanationItem[];
}

export interface ExplainInput {
  model: TenderModel;
  jobs: readonly Job[];
  workers: readonly RosterWorker[];
  assignments: readonly Assignment[];
  positionName: (positionId: string) => string;
  centerName: (centerId: string) => string;
  /** the jobs by key, when the caller has that map already (saves building it again on large tenders) */
  jobByKey?: ReadonlyMap<string, Job>;
}

/** Ties between rules: for a surrogate, the hours left on the contract first; for new hires, the rules of the day and rest first. */
const SURROGATE_ORDER: WeekRule[] = [
  'contract',
  'weekly_max',
  'overlap',
  'daily_max',
  'sections',
  'rest_between_days',
  'weekly_rest',
];
const HIRE_ORDER: WeekRule[] = [
  'overlap',
  'rest_between_days',
  'daily_max',
  'sections',
  'weekly_rest',
  'indivisible_blocks' as WeekRule,
  'weekly_max',
  'contract',
];

/**
 * The fewest rules (greedy) that together stop every candidate: the rule stopping most first, ties by ORDER.
 * `stops` gives the rules each candidate breaks; ties follow `order`.
 */
function coveringRules(
  stops: ReadonlyArray<WeekRule[] | { rules: WeekRule[]; count: number }>,
  order: readonly WeekRule[],
): WeekRule[] {
  let left = stops.map((s) => ('rules' in s ? s : { rules: s, count: 1 })).filter((s) => s.rules.length > 0);
  const chosen: WeekRule[] = [];
  while (left.length && chosen.length < 3) {
    const count = new Map<WeekRule, number>();
    for (const s of left)
      for (let i = 0; i < s.rules.length; i++) {
        const r = s.rules[i]!;
        // each rule once per candidate
        if (s.rules.indexOf(r) === i) count.set(r, (count.get(r) ?? 0) + s.count);
      }
    const best = [...count.entries()].sort((a, b) => b[1] - a[1] || order.indexOf(a[0]) - order.indexOf(b[0]))[0]![0];
    chosen.push(best);
    left = left.filter((s) => !s.rules.includes(best));
  }
  return chosen;
}

/** Placements of a job to test in a worker's week: its own ranges, or a flexible job at its window's ends and next to the worker's work. */
function placementsFor(job: Job, week: ReadonlyArray<{ day: number; segments: Segment[] }>): Segment[][] {
  if (!job.flexible) return [job.segments];
  const m = job.minutes;
  const { windowStart: a, windowEnd: b } = job.flexible;
  const starts = [a, Math.max(a, b - m)];
  for (const x of week)
    if (x.day === job.day)
      for (const s of x.segments) {
        if (s.end >= a && s.end + m <= b) starts.push(s.end);
        if (s.start - m >= a && s.start <= b) starts.push(s.start - m);
      }
  return [...new Set(starts)].map((s) => [{ start: s, end: s + m }]);
}

/** What a sentence says of a group's demand for a category: its positions, the surrogates doing it, its main position. */
interface PoolAbout {
  positions: string;
  surrogatesDoing: Set<string>;
  position: string | null;
}

type WeekEntry = { day: number; segments: Segment[]; job: Job };

/** What the explanations share: the roster read per worker and per slot, the shapes of blocks, where sentences go. */
interface ExplainContext {
  input: ExplainInput;
  model: TenderModel;
  /** a job's place in `input.jobs`, or -1 */
  slot: (j: Job) => number;
  weekOf: Map<string, WeekEntry[]>;
  /** minutes of the jobs each worker does */
  minutesBy: Map<string, number>;
  /** who does each job, by slot */
  doneBy: Array<RosterWorker | undefined>;
  shapeId: (j: Job) => number;
  /** the validator's scratch week, shared by every test */
  occ: Uint8Array;
  limitsOf: (w: RosterWorker) => WorkerLimits;
  centersOfGroup: Map<string, Set<string>>;
  push: (group: string, positionId: string | null, item: ExplanationItem) => void;
}

export function explainStaffing(input: ExplainInput): StaffingExplanation[] {
  const { model, jobs, workers } = input;
  // a slot per job: its `index` when that is its place in the list (the engine's demand), else found by a map
  let slotOf: Map<Job, number> | null = null;
  const slot = (j: Job): number =>
    jobs[j.index] === j ? j.index : ((slotOf ??= new Map(jobs.map((x, i) => [x, i]))).get(j) ?? -1);
  const { weekOf, minutesBy, doneBy } = workerWeeks(input, slot);
  const centersOfGroup = new Map<string, Set<string>>();
  for (const [c, g] of model.centerGroup) (centersOfGroup.get(g) ?? centersOfGroup.set(g, new Set()).get(g)!).add(c);
  const { out, push } = explanationSink(input);
  const ctx: ExplainContext = {
    input,
    model,
    slot,
    weekOf,
    minutesBy,
    doneBy,
    shapeId: shapeIds(jobs.length, slot),
    occ: new Uint8Array(7 * 1440),
    limitsOf: (w) => model.limits.get(w.agreementId)!,
    centersOfGroup,
    push,
  };
  explainIdleSurrogates(ctx, workers);
  explainNewHires(ctx, workers);
  return [...out.values()].sort((a, b) =>
    a.group < b.group ? -1 : a.group > b.group ? 1 : (a.position ?? '').localeCompare(b.position ?? '', 'es'),
  );
}

/** Each worker's week and minutes, and who does each job (by slot). */
function workerWeeks(input: ExplainInput, slot: (j: Job) => number) {
  const { jobs, workers, assignments } = input;
  const jobByKey = input.jobByKey ?? new Map(jobs.map((j) => [j.key, j]));
  const workerById = new Map(workers.map((w) => [w.id, w]));
  const weekOf = new Map<string, WeekEntry[]>();
  const minutesBy = new Map<string, number>();
  const doneBy: Array<RosterWorker | undefined> = new Array(jobs.length);
  // a worker's assignments usually come one after another: the worker's entries are looked up once per run of them
  let w: RosterWorker | undefined;
  let wId: string | null = null;
  let wWeek: WeekEntry[] = [];
  let wMinutes = 0;
  const closeWorker = () => {
    if (w) minutesBy.set(w.id, wMinutes);
  };
  for (const a of assignments) {
    if (a.workerId !== wId) {
      closeWorker();
      wId = a.workerId;
      w = workerById.get(wId);
      if (w) {
        wWeek = weekOf.get(w.id) ?? weekOf.set(w.id, []).get(w.id)!;
        wMinutes = minutesBy.get(w.id) ?? 0;
      }
    }
    const j = jobByKey.get(a.jobKey);
    if (!j || !w) continue;
    wWeek.push({ day: a.day, segments: a.segments, job: j });
    wMinutes += j.minutes;
    const k = slot(j);
    if (k >= 0) doneBy[k] = w;
  }
  closeWorker();
  return { weekOf, minutesBy, doneBy };
}

/** Blocks of the same day, minutes and times test alike: one shape id per distinct shape, computed once per job. */
function shapeIds(jobCount: number, slot: (j: Job) => number): (j: Job) => number {
  const ids = new Map<number | string, number>();
  const below = (x: number, limit: number) => Number.isInteger(x) && x >= 0 && x < limit;
  const shapeOf = new Int32Array(jobCount).fill(-1);
  return (j: Job): number => {
    const k = slot(j);
    if (k >= 0 && shapeOf[k]! >= 0) return shapeOf[k]!;
    const one = j.segments.length === 1 && !j.flexible ? j.segments[0]! : null;
    // a fixed block of one range: a number (day, minutes, start, end); any other: a string of the same figures
    const key: number | string =
      one && below(j.day, 7) && below(j.minutes, 1e5) && below(one.start, 1e4) && below(one.end, 1e4)
        ? ((j.day * 1e5 + j.minutes) * 1e4 + one.start) * 1e4 + one.end
        : `${j.day}|${j.minutes}|${j.segments.map((x) => `${x.start}-${x.end}`).join(',')}|${j.flexible ? `${j.flexible.windowStart}-${j.flexible.windowEnd}` : ''}`;
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    if (k >= 0) shapeOf[k] = id;
    return id;
  };
}

/** The explanations by group and position, and how an item is added to them. */
function explanationSink(input: ExplainInput) {
  const groupLabel = (g: string) => (g.startsWith('G') ? g.slice(1) : input.centerName(g.startsWith('C:') ? g.slice(2) : g));
  const out = new Map<string, StaffingExplanation>();
  const push = (group: string, positionId: string | null, item: ExplanationItem) => {
    const key = `${group}|${positionId ?? ''}`;
    let e = out.get(key);
    if (!e) {
      e = {
        group,
        center_group: groupLabel(group),
        position_id: positionId,
        position: positionId ? input.positionName(positionId) : null,
        items: [],
      };
      out.set(key, e);
    }
    e.items.push(item);
  };
  return { out, push };
}

/** The jobs of a list a category may do (`canFill`, with the category read once). */
function mayFill(model: TenderModel, categoryId: string, js: readonly Job[]): Job[] {
  const c = model.categories.get(categoryId);
  if (!c) return [];
  const positions = c.positions === 'any' ? null : new Set(c.positions);
  const agreement = c.agreement.id;
  return js.filter((j) => model.centerAgreement.get(j.centerId) === agreement && (!positions || positions.has(j.positionId)));
}

/** The jobs some workers do, in their order. */
function* jobsOf(weekOf: Map<string, WeekEntry[]>, ws: readonly RosterWorker[]): Generator<Job> {
  for (const w of ws) for (const x of weekOf.get(w.id) ?? []) yield x.job;
}

/** The position with most minutes among some jobs. */
function mainPosition(js: Iterable<Job>): string | null {
  const per = new Map<string, number>();
  for (const j of js) per.set(j.positionId, (per.get(j.positionId) ?? 0) + j.minutes);
  // most minutes; on a tie, the first id in order
  let best: string | null = null;
  let most = -Infinity;
  for (const [id, m] of per) if (m > most || (m === most && id < best!)) [best, most] = [id, m];
  return best;
}

/** A group's blocks a category may do, those not done by surrogates and their shapes. */
interface Pool {
  mayDo: Job[];
  candidates: Job[];
  shapes: Array<{ job: Job; count: number }>;
  smallest: number;
  about: () => PoolAbout;
}

/** The jobs of each group, in their order. */
function jobsByGroupOf(jobs: readonly Job[]) {
  const jobsByGroup = new Map<string, Job[]>();
  // jobs of a group usually come one after another: its list is looked up once per run of them
  let gId: string | null = null;
  let gJobs: Job[] = [];
  for (const j of jobs) {
    if (j.group !== gId) gJobs = jobsByGroup.get((gId = j.group)) ?? jobsByGroup.set(gId, []).get(gId)!;
    gJobs.push(j);
  }
  return jobsByGroup;
}

/** The pool of a group's demand a category may do. */
function poolOf(ctx: ExplainContext, categoryId: string, groupJobs: readonly Job[]): Pool {
  const mayDo = mayFill(ctx.model, categoryId, groupJobs);
  const doer = (j: Job) => {
    const k = ctx.slot(j);
    return k >= 0 ? ctx.doneBy[k] : undefined;
  };
  // the work a surrogate could take without leaving a colleague surrogate idle: new hires' blocks and uncovered ones
  const candidates = mayDo.filter((j) => doer(j)?.kind !== 'surrogate');
  // blocks of the same day, minutes and times test alike: each shape once, counted as many times as it occurs
  const shapes = new Map<number, { job: Job; count: number }>();
  for (const j of candidates) {
    const k = ctx.shapeId(j);
    const e = shapes.get(k);
    if (e) e.count++;
    else shapes.set(k, { job: j, count: 1 });
  }
  // what the sentence says of the pool, worked out only for a surrogate that gets one
  let about: PoolAbout | null = null;
  return {
    mayDo,
    candidates,
    shapes: [...shapes.values()],
    smallest: candidates.reduce((m, j) => Math.min(m, j.minutes), Infinity),
    about: () =>
      (about ??= {
        positions: listEs([...new Set(mayDo.map((j) => j.positionId))].map(ctx.input.positionName)),
        surrogatesDoing: new Set(
          mayDo
            .map(doer)
            .filter((w) => w?.kind === 'surrogate')
            .map((w) => w!.id),
        ),
        position: mainPosition(candidates),
      }),
  };
}

/** Idle surrogate hours: a sentence for each surrogate no block of its pool fits. */
function explainIdleSurrogates(ctx: ExplainContext, workers: readonly RosterWorker[]) {
  const jobsByGroup = jobsByGroupOf(ctx.input.jobs);
  /** group|category → the group's blocks the category may do, those not done by surrogates and their shapes */
  const poolBy = new Map<string, Pool>();
  for (const s of workers) {
    if (s.kind !== 'surrogate') continue;
    const idle = s.contractMinutes - (ctx.minutesBy.get(s.id) ?? 0);
    if (idle < 1) continue;
    const mayDoKey = `${s.group}|${s.categoryId}`;
    let pool = poolBy.get(mayDoKey);
    if (!pool) {
      pool = poolOf(ctx, s.categoryId, jobsByGroup.get(s.group) ?? []);
      poolBy.set(mayDoKey, pool);
    }
    const stops = surrogateStops(ctx, s, idle, pool.shapes);
    // a block that fits means the roster could do better: then no rule explains the idle hours
    if (stops) explainIdleSurrogate(ctx, s, idle, pool, stops);
  }
}

/** The rules that stop each shape of block from a surrogate's week, or null when one block fits. */
function surrogateStops(
  ctx: ExplainContext,
  s: RosterWorker,
  idle: number,
  shapes: Pool['shapes'],
): Array<{ rules: WeekRule[]; count: number }> | null {
  const week = ctx.weekOf.get(s.id) ?? [];
  const lim = ctx.limitsOf(s);
  const dayMinutes = [0, 0, 0, 0, 0, 0, 0];
  for (const x of week) dayMinutes[x.day] += x.job.minutes;
  const firstLast = dayBounds(week);
  const stops: Array<{ rules: WeekRule[]; count: number }> = [];
  // blocks stopped by one rule found without building the week, counted per rule (the same counts for the cover)
  const single = new Map<WeekRule, number>();
  const stopOne = (rule: WeekRule, count: number) => single.set(rule, (single.get(rule) ?? 0) + count);
  for (const { job: j, count } of shapes) {
    // the contract's hours and the day's hours first (the validator's first checks, without building the week)
    if (j.minutes > idle) {
      stopOne('contract', count);
      continue;
    }
    if (dayMinutes[j.day]! + j.minutes > lim.maxDayMinutes) {
      stopOne('daily_max', count);
      continue;
    }
    const quick = j.flexible ? null : quickRule(week, firstLast, j, lim);
    if (quick) {
      stopOne(quick, count);
      continue;
    }
    let best: WeekRule[] | null = null;
    for (const segs of placementsFor(j, week)) {
      const v = weekViolations(s, lim, [...week, { day: j.day, segments: segs }], ctx.occ);
      const rules = distinctRules(v);
      if (!best || rules.length < best.length) best = rules;
      if (!rules.length) break;
    }
    if (best!.length) stops.push({ rules: best!, count });
    // one block that fits is enough: the surrogate gets no sentence, so the rest need not be tested
    else return null;
  }
  for (const [rule, count] of single) stops.push({ rules: [rule], count });
  return stops;
}

/** The sentence on a surrogate's idle hours: the fewest rules that stop every block, and what is left of the demand. */
function explainIdleSurrogate(
  ctx: ExplainContext,
  s: RosterWorker,
  idle: number,
  pool: Pool,
  stops: Array<{ rules: WeekRule[]; count: number }>,
) {
  const { mayDo, candidates, smallest } = pool;
  const week = ctx.weekOf.get(s.id) ?? [];
  const assigned = ctx.minutesBy.get(s.id) ?? 0;
  const lim = ctx.limitsOf(s);
  const where = (ctx.centersOfGroup.get(s.group)?.size ?? 1) > 1 ? 'su agrupación' : 'su centro';
  const rules: ExplanationRule[] = coveringRules(stops, SURROGATE_ORDER);
  const clauses = rules.map((r) => ruleClause(r, lim, { idle, smallest }));
  // what is left of the demand the surrogate may do: other surrogates' work, or nothing
  const { positions, surrogatesDoing, position } = pool.about();
  const byOthers = [...surrogatesDoing].some((id) => id !== s.id);
  clauses.push(
    !mayDo.length
      ? `no hay demanda que su categoría pueda hacer en ${where}`
      : byOthers
        ? `${rules.length ? 'el resto de la demanda' : 'la demanda'} de ${positions} que puede hacer la cubren otros subrogados`
        : `no hay más demanda de ${positions} en ${where}`,
  );
  const numbers: Record<string, number> = {
    idle_hours: idle / 60,
    contracted_hours: s.contractMinutes / 60,
    assigned_hours: assigned / 60,
    blocks_tested: candidates.length,
  };
  for (const r of rules) Object.assign(numbers, limitNumbers(r, lim));
  ctx.push(s.group, position ?? mainPosition(week.length ? week.map((x) => x.job) : mayDo), {
    code: 'idle_surrogate',
    rules: [...rules, 'no_demand'],
    message: `${s.name} queda ${hoursEs(idle)} h semanales sin trabajo: ${joinClauses(clauses)}.`,
    numbers,
    worker: s.name,
  });
}

/** New hires per group and category: more than the hours need, or part-time. */
function explainNewHires(ctx: ExplainContext, workers: readonly RosterWorker[]) {
  const surrogateGroups = new Set(workers.filter((w) => w.kind === 'surrogate').map((w) => w.group));
  const hiresBy = new Map<string, RosterWorker[]>();
  for (const w of workers)
    if (w.kind === 'new')
      (
        hiresBy.get(`${w.group}|${w.categoryId}`) ??
        hiresBy.set(`${w.group}|${w.categoryId}`, []).get(`${w.group}|${w.categoryId}`)!
      ).push(w);
  for (const hires of hiresBy.values()) explainHires(ctx, hires, surrogateGroups.has(hires[0]!.group));
}

/** The new hires of a group and category, with what the sentences on them share. */
interface Hires {
  hires: RosterWorker[];
  lim: WorkerLimits;
  /** the weekly maximum, in minutes */
  cap: number;
  minutesOf: (w: RosterWorker) => number;
  /** smallest first */
  sorted: RosterWorker[];
}

/** Merge the smallest hire's week into each of the others: the rules the merged week breaks. */
function mergeStops(ctx: ExplainContext, { lim, cap, minutesOf, sorted }: Hires, indivisible: boolean): WeekRule[][] {
  const small = sorted[0]!;
  return sorted.slice(1).map((o) => {
    // more hires than the hours need, and these two over the weekly maximum: the validator's weekly check,
    // without building the week; the hours would fit in fewer people, so it is the blocks that cannot be split
    if (indivisible && minutesOf(o) + minutesOf(small) > cap) return ['indivisible_blocks' as WeekRule];
    const merged = [...(ctx.weekOf.get(o.id) ?? []), ...(ctx.weekOf.get(small.id) ?? [])];
    // a new hire's contract is the hours they get: only the agreement's weekly maximum limits it
    const v = weekViolations({ id: o.id, kind: 'new', contractMinutes: minutesOf(o) + minutesOf(small) }, lim, merged, ctx.occ);
    const rules = distinctRules(v);
    // only the weekly maximum, though the hours would fit in fewer people: whole blocks cannot be split
    return indivisible && rules.length === 1 && rules[0] === 'weekly_max' ? ['indivisible_blocks' as WeekRule] : rules;
  });
}

/** The sentence on a group's new hires of a category, when one is due. */
function explainHires(ctx: ExplainContext, hires: RosterWorker[], bySurrogates: boolean) {
  const first = hires[0]!;
  const lim = ctx.limitsOf(first);
  const cap = lim.maxWeekFromYearMinutes;
  const minutesOf = (w: RosterWorker) => ctx.minutesBy.get(w.id) ?? 0;
  const total = hires.reduce((a, w) => a + minutesOf(w), 0);
  const needed = Math.max(1, Math.ceil(total / cap - 1e-9));
  // the hires' main position, worked out only when a sentence is written
  let position: string | null | undefined;
  const positionOf = () => (position !== undefined ? position : (position = mainPosition(jobsOf(ctx.weekOf, hires))));
  const sorted = [...hires].sort((x, y) => minutesOf(x) - minutesOf(y));
  const h: Hires = { hires, lim, cap, minutesOf, sorted };
  const small = sorted[0]!;
  const numbers = (rules: ExplanationRule[], more: Record<string, number>) => {
    const out: Record<string, number> = {
      hires: hires.length,
      hours: total / 60,
      hires_by_hours: needed,
      smallest_hire_hours: minutesOf(small) / 60,
      ...more,
    };
    for (const r of rules) Object.assign(out, limitNumbers(r, lim));
    return out;
  };
  const clauses = (rules: ExplanationRule[]) => joinClauses(rules.map((r) => ruleClause(r, lim, { hires: true })));
  if (hires.length > needed) {
    const rules = coveringRules(mergeStops(ctx, h, true), HIRE_ORDER) as ExplanationRule[];
    if (rules.length) {
      const category = ctx.model.categories.get(first.categoryId)?.name ?? first.categoryId;
      const message = `${hires.length} contrataciones nuevas de ${category} para ${hoursEs(total)} h semanales, aunque por horas ${needed === 1 ? 'bastaría 1' : `bastarían ${needed}`}: ${clauses(rules)}.`;
      ctx.push(first.group, positionOf(), {
        code: 'extra_hire',
        rules,
        message,
        numbers: numbers(rules, {}),
        worker: small.name,
      });
      return;
    }
  }
  const partTime = hires.filter((w) => minutesOf(w) > 0 && minutesOf(w) < cap);
  if (!partTime.length) return;
  const what = positionOf() ? ` de ${ctx.input.positionName(positionOf()!)}` : '';
  if (hires.length === 1) {
    const m = minutesOf(first);
    const why = bySurrogates
      ? `es la demanda${what} que no cubren los subrogados`
      : `la demanda${what} no llega a una jornada completa`;
    const message = `${first.name} se contrata a tiempo parcial (${hoursEs(m)} h de ${hoursEs(cap)} h semanales): ${why}.`;
    ctx.push(first.group, positionOf(), {
      code: 'part_time_hire',
      rules: ['hours_left'],
      message,
      numbers: { hours: m / 60, full_week_hours: cap / 60 },
      worker: first.name,
    });
    return;
  }
  // several hires, as many as the hours need, some part-time: why the hours are not packed into full weeks
  const rules = coveringRules(mergeStops(ctx, h, false), HIRE_ORDER) as ExplanationRule[];
  if (!rules.length) return;
  const shares = listEs(sorted.map((w) => `${hoursEs(minutesOf(w))} h`).reverse());
  const message = `Las ${hoursEs(total)} h semanales${what}${bySurrogates ? ' que no cubren los subrogados' : ''} se reparten en ${hires.length} contrataciones (${shares}): ${clauses(rules)}.`;
  ctx.push(first.group, positionOf(), {
    code: 'part_time_hire',
    rules,
    message,
    numbers: numbers(rules, { full_week_hours: cap / 60 }),
    worker: null,
  });
}

/** The rules of some violations, each once, in the order they first occur. */
function distinctRules(v: ReadonlyArray<{ rule: WeekRule }>): WeekRule[] {
  const out: WeekRule[] = [];
  for (const x of v) if (!out.includes(x.rule)) out.push(x.rule);
  return out;
}

/** First start and last end of each day of a week, absolute minutes of the week (null: a free day), as the validator reads them. */
function dayBounds(week: ReadonlyArray<{ day: number; segments: Segment[] }>): Array<[number, number] | null> {
  const out: Array<[number, number] | null> = [null, null, null, null, null, null, null];
  for (const x of week)
    for (const s of x.segments) {
      const from = x.day * DAY + s.start;
      const to = x.day * DAY + s.end;
      const b = out[x.day];
      out[x.day] = b ? [Math.min(b[0], from), Math.max(b[1], to)] : [from, to];
    }
  return out;
}

/**
 * The validator's overlap (same day) and rest-between-days checks for one more fixed block, without building the
 * week again: the rule it breaks, or null when these two hold (the full check then decides).
 */
function quickRule(
  week: ReadonlyArray<{ day: number; segments: Segment[] }>,
  bounds: ReadonlyArray<[number, number] | null>,
  job: Job,
  lim: WorkerLimits,
): WeekRule | null {
  for (const x of week)
    if (x.day === job.day)
      for (const a of x.segments) for (const b of job.segments) if (a.start < b.end && b.start < a.end) return 'overlap';
  const next = bounds.slice();
  for (const s of job.segments) {
    const from = job.day * DAY + s.start;
    const to = job.day * DAY + s.end;
    const b = next[job.day];
    next[job.day] = b ? [Math.min(b[0], from), Math.max(b[1], to)] : [from, to];
  }
  const worked = [0, 1, 2, 3, 4, 5, 6].filter((d) => next[d] !== null);
  for (let i = 0; i < worked.length; i++) {
    const d = worked[i]!;
    const n = worked[(i + 1) % worked.length]!;
    const gap = next[n]![0] + (n <= d ? WEEK : 0) - next[d]![1];
    if (gap < lim.restMinutes) return 'rest_between_days';
  }
  return null;
}
