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
  const add = (rule: WeekRule, message: string) => out.push({ rule, message });
  let week = 0;
  const dayMinutes = [0, 0, 0, 0, 0, 0, 0];
  const dayFirst: Array<number | null> = [null, null, null, null, null, null, null];
  const dayLast: Array<number | null> = [null, null, null, null, null, null, null];
  let overlapReported = false;
  /** each day's ranges in the order of the list (sorted below for the sections) */
  const dayRanges: Array<Array<[number, number]>> = [];
  /** every range in minutes of the week, in the order of the list (sorted below for the weekly rest) */
  const busy: Array<[number, number]> = [];
  // the week is cyclic: a range past Sunday midnight continues on Monday
  const mark = (p0: number, p1: number) => {
    if (!overlapReported) {
      let taken = false;
      if (p0 >= 0 && p1 <= occ.length) {
        for (let m = p0; m < p1; m++)
          if (occ[m] === 1) {
            taken = true;
            break;
          }
      } else taken = occ.subarray(p0, p1).indexOf(1) >= 0;
      if (taken) {
        add('overlap', `${w.id}: dos sitios a la vez el ${NAMES[Math.floor(p0 / D)]}`);
        overlapReported = true;
      }
    }
    occ.fill(1, p0, p1);
  };
  for (let ai = 0; ai < list.length; ai++) {
    const a = list[ai]!;
    const segs = a.segments;
    for (let si = 0; si < segs.length; si++) {
      const s = segs[si]!;
      (dayRanges[a.day] ??= []).push([s.start, s.end]);
      const len = s.end - s.start;
      week += len;
      dayMinutes[a.day] += len;
      const from = a.day * D + s.start;
      const to = a.day * D + s.end;
      busy.push([from, to]);
      dayFirst[a.day] = dayFirst[a.day] === null ? from : Math.min(dayFirst[a.day]!, from);
      dayLast[a.day] = dayLast[a.day] === null ? to : Math.max(dayLast[a.day]!, to);
      if (to <= W) mark(from, to);
      else if (from >= W) mark(from - W, to - W);
      else {
        mark(from, W);
        mark(0, to - W);
      }
    }
  }
  // weekly limits
  if (week > w.contractMinutes + 1e-9) add('contract', `${w.id}: ${week} min asignados > ${w.contractMinutes} contratados`);
  if (week > lim.maxWeekFromYearMinutes)
    add('weekly_max', `${w.id}: ${week} min semanales superan el máximo semanal/anual (${lim.maxWeekFromYearMinutes})`);
  if (w.kind === 'new' && w.contractMinutes > lim.maxWeekMinutes)
    add('weekly_max', `${w.id}: contrato de ${w.contractMinutes} min > jornada completa`);
  if (!list.length) return out;
  for (let d = 0; d < 7; d++) {
    if (dayMinutes[d]! > lim.maxDayMinutes)
      add('daily_max', `${w.id}: ${dayMinutes[d]! / 60} h el ${NAMES[d]} > ${lim.maxDayMinutes / 60} h`);
    if (dayFirst[d] === null) continue;
    // sections of that day: maximal runs of work (touching ranges make one run)
    const ranges = dayRanges[d] ?? [];
    byStart(ranges);
    let runs = 0;
    let reach = -1;
    for (let i = 0; i < ranges.length; i++) {
      const r = ranges[i]!;
      if (r[0] > reach) runs++;
      reach = Math.max(reach, r[1]);
    }
    if (runs > lim.maxSections) add('sections', `${w.id}: ${runs} tramos el ${NAMES[d]} > ${lim.maxSections}`);
  }
  // rest between working days
  const worked: number[] = [];
  for (let d = 0; d < 7; d++) if (dayFirst[d] !== null) worked.push(d);
  for (let i = 0; i < worked.length; i++) {
    const d = worked[i]!;
    const next = worked[(i + 1) % worked.length]!;
    const nextStart = dayFirst[next]! + (next <= d ? W : 0);
    const gap = nextStart - dayLast[d]!;
    if (gap < lim.restMinutes)
      add(
        'rest_between_days',
        `${w.id}: descanso de ${gap / 60} h entre el ${NAMES[d]} y el ${NAMES[next]} < ${lim.restMinutes / 60} h`,
      );
  }
  // longest free stretch of the (cyclic) week, read off the occupancy map around the worked minutes
  byStart(busy);
  let best = 0;
  let reach = busy[0]![1];
  for (let i = 1; i < busy.length; i++) {
    const b = busy[i]!;
    if (b[0] > reach) best = Math.max(best, b[0] - reach);
    reach = Math.max(reach, b[1]);
  }
  best = Math.max(best, busy[0]![0] + W - reach);
  // clear the map for the next worker
  for (let i = 0; i < busy.length; i++) {
    const from = busy[i]![0];
    const to = busy[i]![1];
    occ.fill(0, Math.min(from, W), Math.min(to, W));
    if (to > W) occ.fill(0, Math.max(0, from - W), to - W);
  }
  if (best < lim.consecutiveRestMinutes)
    add('weekly_rest', `${w.id}: descanso semanal continuo de ${best / 60} h < ${lim.consecutiveRestMinutes / 60} h`);
  return out;
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
