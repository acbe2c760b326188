/**
 * Independent roster validator. It shares no code with the solver: it reads plain
 * data (the demand blocks and agreement limits of `ValidationInput`, and the roster) and checks every
 * constraint with its own method — a minute-by-minute occupancy map of each worker's week.
 * Returns the list of violations in Spanish (empty when the roster is valid).
 */
import type { Assignment, RosterWorker, ValidationInput, WorkerLimits } from './types.js';

const D = 1440;
const W = 7 * D;
const NAMES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

export interface RosterToValidate {
  workers: RosterWorker[];
  assignments: Assignment[];
  uncovered: string[];
}

export function validateRoster(input: ValidationInput, roster: RosterToValidate): string[] {
  const errors: string[] = [];
  const blocks = new Map(input.blocks.map((b) => [b.key, b]));
  const workers = new Map(roster.workers.map((w) => [w.id, w]));
  const seen = new Map<string, number>();
  for (const a of roster.assignments) seen.set(a.jobKey, (seen.get(a.jobKey) ?? 0) + 1);
  for (const k of roster.uncovered) seen.set(k, (seen.get(k) ?? 0) + 1);
  for (const b of input.blocks) {
    const n = seen.get(b.key) ?? 0;
    if (n === 0) errors.push(`bloque ${b.key}: sin cubrir y sin informar`);
    else if (n > 1) errors.push(`bloque ${b.key}: asignado ${n} veces`);
  }
  for (const k of seen.keys()) if (!blocks.has(k)) errors.push(`bloque desconocido ${k}`);

  const perWorker = new Map<string, Assignment[]>();
  for (const a of roster.assignments) {
    const w = workers.get(a.workerId);
    const b = blocks.get(a.jobKey);
    if (!w) {
      errors.push(`bloque ${a.jobKey}: trabajador inexistente ${a.workerId}`);
      continue;
    }
    if (!b) continue;
    const list = perWorker.get(w.id) ?? [];
    list.push(a);
    perWorker.set(w.id, list);
    // placement
    if (a.day !== b.day) errors.push(`bloque ${b.key}: día cambiado`);
    const total = a.segments.reduce((s, x) => s + (x.end - x.start), 0);
    if (b.flexible) {
      if (a.segments.length !== 1 || total !== b.minutes) errors.push(`bloque ${b.key}: duración ${total} ≠ ${b.minutes} min`);
      else if (a.segments[0].start < b.flexible.windowStart || a.segments[0].end > b.flexible.windowEnd)
        errors.push(`bloque ${b.key}: fuera de su franja`);
    } else {
      const same =
        a.segments.length === b.segments.length &&
        a.segments.every((s, i) => s.start === b.segments[i].start && s.end === b.segments[i].end);
      if (!same) errors.push(`bloque ${b.key}: horario cambiado`);
    }
    // who may do it
    const cat = input.categories[w.categoryId];
    if (!cat) errors.push(`${w.id}: categoría desconocida ${w.categoryId}`);
    else {
      if (cat.agreementId !== input.centerAgreement[b.centerId])
        errors.push(`${w.id}: su convenio no es el del centro ${b.centerId} (bloque ${b.key})`);
      if (cat.positions !== 'any' && !cat.positions.includes(b.positionId))
        errors.push(`${w.id}: su categoría no puede hacer el puesto ${b.positionId} (bloque ${b.key})`);
    }
    if (input.centerGroup[b.centerId] !== w.group) errors.push(`${w.id}: trabaja fuera de su agrupación (bloque ${b.key})`);
  }

  // occupancy map, reused from worker to worker (cleared after use)
  const occ = new Uint8Array(W);
  for (const w of roster.workers) {
    const cat = input.categories[w.categoryId];
    if (!cat) continue;
    const lim = input.limits[cat.agreementId];
    for (const v of weekViolations(w, lim, perWorker.get(w.id) ?? [], occ)) errors.push(v.message);
  }
  return errors;
}

/** The agreement rule a worker's week breaks (the validator's checks, one tag each). */
export type WeekRule = 'overlap' | 'contract' | 'weekly_max' | 'daily_max' | 'sections' | 'rest_between_days' | 'weekly_rest';

export interface WeekViolation {
  rule: WeekRule;
  message: string;
}

/**
 * The rules one worker's week breaks, with the validator's messages: overlap, the contract and the agreement's
 * weekly maximum, the daily maximum and sections, the rest between working days and the continuous weekly rest.
 * `occ` is a cleared occupancy map of the week to reuse (it is left cleared).
 */
export function weekViolations(
  w: Pick<RosterWorker, 'id' | 'kind' | 'contractMinutes'>,
  lim: WorkerLimits,
  list: ReadonlyArray<Pick<Assignment, 'day' | 'segments'>>,
  occ: Uint8Array = new Uint8Array(W),
): WeekViolation[] {
  // written with plain loops and few allocations: the staffing explanations call it thousands of times per run
  const out: WeekViolation[] = [];
  const r = readWeek(list, occ);
  if (r.overlapDay !== null) out.push({ rule: 'overlap', message: `${w.id}: dos sitios a la vez el ${NAMES[r.overlapDay]}` });
  const { week } = r;
  if (week > w.contractMinutes + 1e-9)
    out.push({ rule: 'contract', message: `${w.id}: ${week} min asignados > ${w.contractMinutes} contratados` });
  if (week > lim.maxWeekFromYearMinutes)
    out.push({
      rule: 'weekly_max',
      message: `${w.id}: ${week} min semanales superan el máximo semanal/anual (${lim.maxWeekFromYearMinutes})`,
    });
  if (w.kind === 'new' && w.contractMinutes > lim.maxWeekMinutes)
    out.push({ rule: 'weekly_max', message: `${w.id}: contrato de ${w.contractMinutes} min > jornada completa` });
  if (!list.length) return out;
  dayViolations(w.id, lim, r, out);
  restBetweenDaysViolations(w.id, lim, r, out);
  const best = longestFreeStretch(r.busy);
  clearOccupancy(occ, r.busy);
  if (best < lim.consecutiveRestMinutes)
    out.push({
      rule: 'weekly_rest',
      message: `${w.id}: descanso semanal continuo de ${best / 60} h < ${lim.consecutiveRestMinutes / 60} h`,
    });
  return out;
}

/** A worker's week as the checks read it, in minutes. */
interface WeekReading {
  week: number;
  dayMinutes: number[];
  /** each day's first and last minute of work (in minutes of the week), null on a day off */
  dayFirst: Array<number | null>;
  dayLast: Array<number | null>;
  /** each day's ranges in the order of the list (sorted for the sections) */
  dayRanges: Array<Array<[number, number]>>;
  /** every range in minutes of the week, in the order of the list (sorted for the weekly rest) */
  busy: Array<[number, number]>;
  /** the day of the first minute worked twice, null when none is */
  overlapDay: number | null;
}

/** Reads the assignments' ranges, marking them on the occupancy map. */
function readWeek(list: ReadonlyArray<Pick<Assignment, 'day' | 'segments'>>, occ: Uint8Array): WeekReading {
  const r: WeekReading = {
    week: 0,
    dayMinutes: [0, 0, 0, 0, 0, 0, 0],
    dayFirst: [null, null, null, null, null, null, null],
    dayLast: [null, null, null, null, null, null, null],
    dayRanges: [],
    busy: [],
    overlapDay: null,
  };
  const { dayFirst, dayLast } = r;
  for (let ai = 0; ai < list.length; ai++) {
    const a = list[ai]!;
    const segs = a.segments;
    for (let si = 0; si < segs.length; si++) {
      const s = segs[si]!;
      (r.dayRanges[a.day] ??= []).push([s.start, s.end]);
      const len = s.end - s.start;
      r.week += len;
      r.dayMinutes[a.day] += len;
      const from = a.day * D + s.start;
      const to = a.day * D + s.end;
      r.busy.push([from, to]);
      dayFirst[a.day] = dayFirst[a.day] === null ? from : Math.min(dayFirst[a.day]!, from);
      dayLast[a.day] = dayLast[a.day] === null ? to : Math.max(dayLast[a.day]!, to);
      // the week is cyclic: a range past Sunday midnight continues on Monday
      if (to <= W) r.overlapDay = mark(occ, from, to, r.overlapDay);
      else if (from >= W) r.overlapDay = mark(occ, from - W, to - W, r.overlapDay);
      else {
        r.overlapDay = mark(occ, from, W, r.overlapDay);
        r.overlapDay = mark(occ, 0, to - W, r.overlapDay);
      }
    }
  }
  return r;
}

/** Marks minutes [p0, p1) busy; the overlap's day, looked for while none is known yet. */
function mark(occ: Uint8Array, p0: number, p1: number, overlapDay: number | null): number | null {
  if (overlapDay === null) {
    let taken = false;
    if (p0 >= 0 && p1 <= occ.length) {
      for (let m = p0; m < p1; m++)
        if (occ[m] === 1) {
          taken = true;
          break;
        }
    } else taken = occ.subarray(p0, p1).indexOf(1) >= 0;
    if (taken) overlapDay = Math.floor(p0 / D);
  }
  occ.fill(1, p0, p1);
  return overlapDay;
}

/** The daily maximum and the sections of each day: maximal runs of work (touching ranges make one run). */
function dayViolations(id: string, lim: WorkerLimits, r: WeekReading, out: WeekViolation[]): void {
  for (let d = 0; d < 7; d++) {
    if (r.dayMinutes[d]! > lim.maxDayMinutes)
      out.push({ rule: 'daily_max', message: `${id}: ${r.dayMinutes[d]! / 60} h el ${NAMES[d]} > ${lim.maxDayMinutes / 60} h` });
    if (r.dayFirst[d] === null) continue;
    const ranges = r.dayRanges[d] ?? [];
    byStart(ranges);
    let runs = 0;
    let reach = -1;
    for (let i = 0; i < ranges.length; i++) {
      const x = ranges[i]!;
      if (x[0] > reach) runs++;
      reach = Math.max(reach, x[1]);
    }
    if (runs > lim.maxSections)
      out.push({ rule: 'sections', message: `${id}: ${runs} tramos el ${NAMES[d]} > ${lim.maxSections}` });
  }
}

/** The rest between each working day and the next (the week is cyclic). */
function restBetweenDaysViolations(id: string, lim: WorkerLimits, r: WeekReading, out: WeekViolation[]): void {
  const { dayFirst, dayLast } = r;
  const worked: number[] = [];
  for (let d = 0; d < 7; d++) if (dayFirst[d] !== null) worked.push(d);
  for (let i = 0; i < worked.length; i++) {
    const d = worked[i]!;
    const next = worked[(i + 1) % worked.length]!;
    const nextStart = dayFirst[next]! + (next <= d ? W : 0);
    const gap = nextStart - dayLast[d]!;
    if (gap < lim.restMinutes)
      out.push({
        rule: 'rest_between_days',
        message: `${id}: descanso de ${gap / 60} h entre el ${NAMES[d]} y el ${NAMES[next]} < ${lim.restMinutes / 60} h`,
      });
  }
}

/** The longest free stretch of the (cyclic) week around the worked ranges (sorted here by start; not empty). */
function longestFreeStretch(busy: Array<[number, number]>): number {
  byStart(busy);
  let best = 0;
  let reach = busy[0]![1];
  for (let i = 1; i < busy.length; i++) {
    const b = busy[i]!;
    if (b[0] > reach) best = Math.max(best, b[0] - reach);
    reach = Math.max(reach, b[1]);
  }
  return Math.max(best, busy[0]![0] + W - reach);
}

/** Clears the worked ranges off the map for the next worker. */
function clearOccupancy(occ: Uint8Array, busy: Array<[number, number]>): void {
  for (let i = 0; i < busy.length; i++) {
    const from = busy[i]![0];
    const to = busy[i]![1];
    occ.fill(0, Math.min(from, W), Math.min(to, W));
    if (to > W) occ.fill(0, Math.max(0, from - W), to - W);
  }
}

/** Sorts ranges by their start, keeping the order of equal starts (as `Array.prototype.sort`), without a work array when short. */
function byStart(xs: Array<[number, number]>): void {
  if (xs.length > 32) {
    xs.sort((x, y) => x[0] - y[0]);
    return;
  }
  for (let i = 1; i < xs.length; i++) {
    const x = xs[i]!;
    let j = i - 1;
    while (j >= 0 && xs[j]![0] > x[0]) {
      xs[j + 1] = xs[j]!;
      j--;
    }
    xs[j + 1] = x;
  }
}
