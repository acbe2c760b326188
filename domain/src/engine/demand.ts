/**
 * Demand: fixed shifts and hourly tasks become person-blocks of the typical week,
 * each carrying the dates it actually runs over the service period.
 *
 * Choices written down (where the contract is silent):
 * - fixed_period/week, repeated_x_times/week and repeated_over_x/week with amount 1 are weekly: their
 *   occurrences go on the selected weekdays, spread evenly (occurrence i on weekday ⌊i·k/N⌋ of the k selected).
 * - monthly, yearly and "every N periods" (N > 1) tasks are rare: their actual occurrences are placed on
 *   running days spread evenly over each period, and the typical week carries their weekly average
 *   (rounded up to 5 minutes) as one flexible block per person on the first selected weekday.
 * - several occurrences a day inside a recommended slot are spaced evenly inside it; without a slot they are
 *   flexible inside 06:00–22:00.
 * - a source that runs only on holidays, or on holidays of a weekday it does not select (F), has those days
 *   done by the worker of its first weekday in the typical week.
 */
import type { CenterT, FixedWorkShiftT, TenderDocumentT, VariableWorkT, DateRangeT } from './codecs.js';
import { WEEKDAYS } from './codecs.js';
import { holidayCalendar, rangeMinutes, serviceDays, timeToMinutes, type DayInfo } from './calendar.js';
import type { EngineEvent, Job, OccurrenceEntry, Segment } from './types.js';

export const FLEX_WINDOW: [number, number] = [6 * 60, 22 * 60];

export function groupOfCenter(c: Pick<CenterT, 'id' | 'center_group'>): string {
  return c.center_group != null && String(c.center_group) !== '' ? `G${String(c.center_group)}` : `C:${c.id}`;
}

/** How a person reads a group: 'agrupación 2' for a center group, the center's name for a center alone. */
export function groupLabel(group: string, centers: ReadonlyMap<string, Pick<CenterT, 'name'>>): string {
  if (group.startsWith('G')) return `agrupación ${group.slice(1)}`;
  const id = group.startsWith('C:') ? group.slice(2) : group;
  return `centro ${centers.get(id)?.name ?? id}`;
}

export interface CenterCalendar {
  centerId: string;
  holidays: Set<string>;
  /** holiday flag per service day index */
  isHoliday: Uint8Array;
}

export interface TenderCalendar {
  days: DayInfo[];
  months: number;
  byCenter: Map<string, CenterCalendar>;
  events: Array<Omit<EngineEvent, 'created'>>;
}

/** The centers with a shift or task that works on holidays. */
export function centersWorkingHolidays(doc: Pick<TenderDocumentT, 'fixed_work_shifts' | 'variable_works'>): Set<string> {
  const out = new Set<string>();
  for (const w of [...(doc.fixed_work_shifts ?? []), ...(doc.variable_works ?? [])])
    if (w.work_in_holidays || w.weekday_work_in_holidays) out.add(w.center_id);
  return out;
}

/** The sentence of a locality with fewer than the 14 holidays a year the law gives. */
export function missingHolidaysText(locality: string, known: number, year: number, worksHolidays: boolean): string {
  const base = `${locality}: ${known} festivos conocidos en ${year} (la ley da 14); faltan festivos locales`;
  return worksHolidays
    ? `${base}. El servicio trabaja en festivos, así que sin ellos el coste de los festivos queda corto: añádelos en la localidad`
    : base;
}

/**
 * The localities whose centers work on holidays and whose calendar lacks some of the 14 holidays of a year (the
 * launch checks warn of them before the run).
 */
export function missingHolidayWarnings(doc: TenderDocumentT): string[] {
  const days = serviceDays(doc.simulation.service_date_init, doc.simulation.service_duration);
  const years = [...new Set(days.map((d) => d.year))];
  const working = centersWorkingHolidays(doc);
  const out: string[] = [];
  for (const loc of doc.localities) {
    if (!doc.centers.some((c) => c.municipality_id === loc.id && working.has(c.id))) continue;
    const cal = holidayCalendar(years, loc.region ?? null, loc.local_holidays ?? []);
    for (const [y, n] of cal.countByYear) if (n < 14) out.push(missingHolidaysText(loc.name, n, y, true));
  }
  return out;
}

export function buildCalendar(doc: TenderDocumentT): TenderCalendar {
  const s = doc.simulation;
  const days = serviceDays(s.service_date_init, s.service_duration);
  const years = [...new Set(days.map((d) => d.year))];
  const localities = new Map(doc.localities.map((l) => [l.id, l]));
  const byCenter = new Map<string, CenterCalendar>();
  const events: TenderCalendar['events'] = [];
  const perLocality = new Map<string, Set<string>>();
  const worksHolidays = centersWorkingHolidays(doc);
  for (const c of doc.centers) {
    const loc = localities.get(c.municipality_id);
    let hol = perLocality.get(c.municipality_id);
    if (!hol) {
      const cal = holidayCalendar(years, loc?.region ?? null, loc?.local_holidays ?? []);
      hol = new Set(cal.holidays.keys());
      perLocality.set(c.municipality_id, hol);
      for (const [y, n] of cal.countByYear) {
        if (n >= 14) continue;
        // a detail, unless some center of the locality works on holidays: then the cost of those days is short
        const working = doc.centers.some((x) => x.municipality_id === c.municipality_id && worksHolidays.has(x.id));
        events.push({
          title: working ? 'Faltan festivos locales' : 'Calendario',
          description: missingHolidaysText(loc?.name ?? c.municipality_id, n, y, working),
          type_info: working ? 'Warning' : 'Debug',
          group: 'calendar',
        });
      }
    }
    const isHoliday = new Uint8Array(days.length);
    days.forEach((d, i) => {
      if (hol!.has(d.iso)) isHoliday[i] = 1;
    });
    byCenter.set(c.id, { centerId: c.id, holidays: hol, isHoliday });
  }
  return { days, months: s.service_duration, byCenter, events };
}

interface RunRule {
  weekdays: number[];
  workInHolidays: boolean;
  weekdayWorkInHolidays: boolean;
  without: DateRangeT[];
  withWork: DateRangeT[];
}

/** Whether a source runs on each service day. */
export function runningDays(rule: RunRule, cal: TenderCalendar, center: CenterCalendar): Uint8Array {
  const days = cal.days;
  const out = new Uint8Array(days.length);
  // weekday → selected (a flag per weekday rather than a set: this runs for every day of every source)
  const wd = new Uint8Array(7);
  for (const w of rule.weekdays) wd[w] = 1;
  const inside = (iso: string, ranges: DateRangeT[]) => {
    for (const r of ranges) if (iso >= r.date_init && iso <= r.date_end) return true;
    return false;
  };
  const without = rule.without.length > 0;
  const withWork = rule.withWork.length > 0;
  for (let i = 0; i < days.length; i++) {
    const d = days[i];
    if (without && inside(d.iso, rule.without)) continue;
    if (withWork && !inside(d.iso, rule.withWork)) continue;
    if (center.isHoliday[i]) {
      if (rule.workInHolidays || (rule.weekdayWorkInHolidays && wd[d.weekday])) out[i] = 1;
    } else if (wd[d.weekday]) out[i] = 1;
  }
  return out;
}

function weekdayIndexes(list: readonly string[]): number[] {
  return [...new Set(list.map((w) => WEEKDAYS.indexOf(w as (typeof WEEKDAYS)[number])))]
    .filter((i) => i >= 0)
    .sort((a, b) => a - b);
}

/**
 * Equal occurrence tables of one calendar, shared: the shifts and tasks of a center (and of centers with the same
 * holidays) mostly run on the same days, and a large tender has tens of thousands of tables of a few dozen
 * entries each. The tables are read only once built.
 */
const sharedTables = new WeakMap<TenderCalendar, Map<string, OccurrenceEntry[]>>();

/** Counts by (month, weekday, holiday) slot and the slots in order of first use, reused by every tableOf of a calendar. */
const tableScratch = new WeakMap<TenderCalendar, { counts: Int32Array; order: number[] }>();

/** Sparse occurrence table from a list of service-day indexes (entries in the order of their first day). */
function tableOf(dayIdx: number[], cal: TenderCalendar, center: CenterCalendar): OccurrenceEntry[] {
  let scratch = tableScratch.get(cal);
  if (!scratch) tableScratch.set(cal, (scratch = { counts: new Int32Array((cal.months + 1) * 14), order: [] }));
  const { counts, order } = scratch;
  order.length = 0;
  for (const i of dayIdx) {
    const d = cal.days[i];
    const k = (d.month * 7 + d.weekday) * 2 + center.isHoliday[i];
    if (counts[k]++ === 0) order.push(k);
  }
  let shared = sharedTables.get(cal);
  if (!shared) sharedTables.set(cal, (shared = new Map()));
  let key = '';
  for (const k of order) key += `${k}:${counts[k]},`;
  let table = shared.get(key);
  if (!table) {
    table = order.map((k) => ({ month: Math.floor(k / 14), weekday: (k >> 1) % 7, holiday: (k & 1) === 1, count: counts[k] }));
    shared.set(key, table);
  }
  for (const k of order) counts[k] = 0;
  return table;
}

export interface DemandSummaryRow {
  centerId: string;
  positionId: string;
  /** minutes of the typical week */
  weeklyMinutes: number;
  /** minutes over the whole service period */
  totalMinutes: number;
}

export interface Demand {
  jobs: Job[];
  summary: DemandSummaryRow[];
  events: Array<Omit<EngineEvent, 'created'>>;
}

function splitSegments(times: FixedWorkShiftT['shift_times']): Segment[] {
  const segs: Segment[] = [];
  for (const r of times) {
    let [s, e] = rangeMinutes(r.time_init, r.time_end);
    const prev = segs[segs.length - 1];
    if (prev && s < prev.start) {
      s += 1440;
      e += 1440;
    }
    segs.push({ start: s, end: e });
  }
  return segs;
}

export function buildDemand(doc: TenderDocumentT, cal: TenderCalendar): Demand {
  const jobs: Job[] = [];
  const events: Demand['events'] = [];
  const centers = new Map(doc.centers.map((c) => [c.id, c]));
  const posNames = new Map<string, string>();
  for (const c of doc.category_positions.categories) for (const p of c.positions) posNames.set(p.id, p.name);

  // the job object as built (index first, set here): no copy of tens of thousands of blocks
  const push = (j: Job) => {
    j.index = jobs.length;
    jobs.push(j);
  };
  for (const f of doc.fixed_work_shifts ?? []) shiftJobs(f, centers.get(f.center_id)!, cal, push);
  for (const v of doc.variable_works ?? []) {
    const center = centers.get(v.center_id)!;
    const cc = cal.byCenter.get(v.center_id)!;
    taskJobs(v, center, cc, cal, push, events, posNames);
  }
  return { jobs, summary: demandSummary(jobs), events };
}

/** Whether a shift or task runs on each service day (`withWork`: the only periods it runs in, when any). */
function sourceRunningDays(
  source: Pick<FixedWorkShiftT, 'work_in_holidays' | 'weekday_work_in_holidays' | 'periods_without_work'>,
  weekdays: number[],
  withWork: DateRangeT[],
  cal: TenderCalendar,
  cc: CenterCalendar,
): Uint8Array {
  const rule = {
    weekdays,
    workInHolidays: source.work_in_holidays,
    weekdayWorkInHolidays: source.weekday_work_in_holidays,
    without: source.periods_without_work ?? [],
    withWork,
  };
  return runningDays(rule, cal, cc);
}

/** The service-day indexes a source runs on, by the job day that does them (days of other weekdays go to the first). */
function runIndexesByWeekday(run: Uint8Array, cal: TenderCalendar, jobDays: number[]): Map<number, number[]> {
  const m = new Map<number, number[]>(jobDays.map((d) => [d, []]));
  for (let i = 0; i < run.length; i++) if (run[i]) (m.get(cal.days[i].weekday) ?? m.get(jobDays[0])!).push(i);
  return m;
}

/** A fixed shift's blocks: one per worker and job day. */
function shiftJobs(f: FixedWorkShiftT, center: CenterT, cal: TenderCalendar, push: (j: Job) => void): void {
  const cc = cal.byCenter.get(f.center_id)!;
  const weekdays = weekdayIndexes(f.weekdays_working);
  const run = sourceRunningDays(f, weekdays, [], cal, cc);
  const jobDays = weekdays.length ? weekdays : [0];
  const byDay = runIndexesByWeekday(run, cal, jobDays);
  const segs = splitSegments(f.shift_times);
  const minutes = segs.reduce((a, s) => a + s.end - s.start, 0);
  // one string of each for all the shift's blocks
  const group = groupOfCenter(center);
  const label = `Turno ${f.id}`;
  for (const d of jobDays) {
    const occ = tableOf(byDay.get(d)!, cal, cc);
    for (let k = 0; k < f.number_of_workers; k++) {
      push({
        index: 0,
        key: `${f.id}#${k}@${d}`,
        group,
        centerId: f.center_id,
        positionId: f.position_id,
        sourceId: f.id,
        sourceKind: 'shift',
        label,
        line: k,
        day: d,
        segments: segs, // read only: one array for the shift's blocks
        minutes,
        occurrences: occ,
        occurrenceMinutes: minutes,
      });
    }
  }
}

/** Weekly and total minutes per center and position. */
function demandSummary(jobs: Job[]): DemandSummaryRow[] {
  const sum = new Map<string, DemandSummaryRow>();
  for (const j of jobs) {
    const k = `${j.centerId}|${j.positionId}`;
    let r = sum.get(k);
    if (!r) sum.set(k, (r = { centerId: j.centerId, positionId: j.positionId, weeklyMinutes: 0, totalMinutes: 0 }));
    r.weeklyMinutes += j.minutes;
    for (const o of j.occurrences) r.totalMinutes += o.count * j.occurrenceMinutes;
  }
  return [...sum.values()];
}

/** What every block of one hourly task shares. */
interface TaskBlocks {
  v: VariableWorkT;
  cal: TenderCalendar;
  cc: CenterCalendar;
  run: Uint8Array;
  group: string;
  label: string;
  slot: [number, number] | null;
  jobDays: number[];
  people: number;
  push: (j: Job) => void;
}

function demandEvent(description: string): Demand['events'][number] {
  return { title: 'Demanda', description, type_info: 'Debug', group: 'demand' };
}

function taskJobs(
  v: VariableWorkT,
  center: CenterT,
  cc: CenterCalendar,
  cal: TenderCalendar,
  push: (j: Job) => void,
  events: Demand['events'],
  posNames: Map<string, string>,
): void {
  const weekdays = weekdayIndexes(v.weekdays);
  const run = sourceRunningDays(v, weekdays, v.periods_with_work ?? [], cal, cc);
  const baseDur = v.work_time.hours * 60 + v.work_time.minutes;
  const { period_type: type, period } = v.frequency;
  const amount = Math.max(1, v.frequency.amount ?? 1);
  const slot = v.recommended_time_slot ? rangeMinutes(v.recommended_time_slot.time_init, v.recommended_time_slot.time_end) : null;
  const t: TaskBlocks = {
    v,
    cal,
    cc,
    run,
    group: groupOfCenter(center),
    label: `Tarea ${v.name}`,
    slot,
    jobDays: weekdays.length ? weekdays : [0],
    people: Math.max(1, v.number_of_workers ?? 1),
    push,
  };
  if (baseDur <= 0 && !(v.fill_complete_time_slot && slot)) {
    events.push(demandEvent(`${t.label} (${center.name}): duración 0, se ignora`));
    return;
  }
  // once a day or once a week (also "every 1 period"): the occurrences sit in the typical week
  const everyPeriod = type !== 'repeated_over_x_period' || amount === 1;
  const n = type === 'repeated_x_times_over_period' ? amount : 1;
  if (period === 'day' && everyPeriod) {
    const dur = type === 'fixed_period' && v.fill_complete_time_slot && slot ? slot[1] - slot[0] : baseDur;
    dailyTaskJobs(t, n, dur);
    return;
  }
  if (period === 'week' && everyPeriod) {
    weeklyTaskJobs(t, n, baseDur);
    return;
  }
  const chosen = rareOccurrenceDays(run, cal, period, type, amount);
  if (!chosen.length) {
    events.push(demandEvent(`${t.label} (${center.name}): no hay días en que se realice`));
    return;
  }
  const avg = rareTaskJobs(t, chosen, baseDur);
  events.push(
    demandEvent(
      `${t.label} (${center.name}, ${posNames.get(v.position_id) ?? v.position_id}): ${chosen.length} realizaciones en el servicio, ${avg} min semanales de media`,
    ),
  );
}

/** n occurrences a day inside the recommended slot, spaced evenly; null (flexible) without a slot. */
function placeInSlot(slot: [number, number] | null, i: number, n: number, dur: number): Segment[] | null {
  if (!slot) return null;
  const len = slot[1] - slot[0];
  const start = n <= 1 || dur >= len ? slot[0] : slot[0] + Math.round(((len - dur) * i) / (n - 1));
  return [{ start, end: start + dur }];
}

function pushTaskJob(
  t: TaskBlocks,
  key: string,
  line: number,
  day: number,
  dur: number,
  fixed: Segment[] | null,
  occ: OccurrenceEntry[],
  occMinutes: number,
): void {
  t.push({
    index: 0,
    key,
    group: t.group,
    centerId: t.v.center_id,
    positionId: t.v.position_id,
    sourceId: t.v.id,
    sourceKind: 'task',
    label: t.label,
    line,
    day,
    segments: fixed ?? [{ start: FLEX_WINDOW[0], end: FLEX_WINDOW[0] + dur }],
    minutes: dur,
    flexible: fixed ? undefined : { windowStart: FLEX_WINDOW[0], windowEnd: Math.max(FLEX_WINDOW[1], FLEX_WINDOW[0] + dur) },
    occurrences: occ,
    occurrenceMinutes: occMinutes,
  });
}

/** The blocks of `count` occurrences a job day, one per person. */
function occurrenceJobs(t: TaskBlocks, d: number, count: number, dur: number, occ: OccurrenceEntry[]): void {
  for (let i = 0; i < count; i++)
    for (let p = 0; p < t.people; p++)
      pushTaskJob(t, `${t.v.id}#${i}#${p}@${d}`, p, d, dur, placeInSlot(t.slot, i, count, dur), occ, dur);
}

/** A daily task: n occurrences on each job day. */
function dailyTaskJobs(t: TaskBlocks, n: number, dur: number): void {
  const byWd = runIndexesByWeekday(t.run, t.cal, t.jobDays);
  for (const d of t.jobDays) occurrenceJobs(t, d, n, dur, tableOf(byWd.get(d)!, t.cal, t.cc));
}

/** A weekly task: n occurrences spread evenly over the selected weekdays. */
function weeklyTaskJobs(t: TaskBlocks, n: number, dur: number): void {
  const byWd = runIndexesByWeekday(t.run, t.cal, t.jobDays);
  const k = t.jobDays.length;
  // occurrences per weekday
  const perDay = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const d = t.jobDays[Math.floor((i * k) / n)];
    perDay.set(d, (perDay.get(d) ?? 0) + 1);
  }
  // holiday-only days of unselected weekdays go to the first job day; keep them only if that day hosts occurrences
  for (const [d, cnt] of perDay) occurrenceJobs(t, d, cnt, dur, tableOf(byWd.get(d)!, t.cal, t.cc));
}

/** A rare task's actual occurrences: running days spread evenly over each period (or every `amount` periods). */
function rareOccurrenceDays(
  run: Uint8Array,
  cal: TenderCalendar,
  period: VariableWorkT['frequency']['period'],
  type: VariableWorkT['frequency']['period_type'],
  amount: number,
): number[] {
  const chosen: number[] = [];
  const periodKey = (i: number): number => {
    const d = cal.days[i];
    switch (period) {
      case 'day':
        return i;
      case 'week':
        return Math.floor(i / 7);
      case 'month':
        return d.month;
      case 'year':
        return Math.floor(d.month / 12);
    }
  };
  const buckets = new Map<number, number[]>();
  for (let i = 0; i < run.length; i++) {
    if (!run[i]) continue;
    const k = periodKey(i);
    let b = buckets.get(k);
    if (!b) buckets.set(k, (b = []));
    b.push(i);
  }
  // every period index present in the service (also those where the source does not run)
  const allKeys = [...new Set(cal.days.map((_, i) => periodKey(i)))].sort((a, b) => a - b);
  allKeys.forEach((k, ordinal) => {
    const b = buckets.get(k);
    if (!b || !b.length) return;
    if (type === 'repeated_over_x_period') {
      if (ordinal % amount !== 0) return;
      chosen.push(b[0]);
    } else {
      const n = type === 'repeated_x_times_over_period' ? amount : 1;
      for (let i = 0; i < n; i++) chosen.push(b[Math.min(b.length - 1, Math.floor((i * b.length) / n))]);
    }
  });
  return chosen;
}

/** A rare task in the typical week: its weekly average (rounded up to 5 min) as one block per person; the average. */
function rareTaskJobs(t: TaskBlocks, chosen: number[], baseDur: number): number {
  const weeks = t.cal.days.length / 7;
  const avg = Math.max(5, Math.ceil((chosen.length * baseDur) / weeks / 5) * 5);
  const occ = tableOf(chosen, t.cal, t.cc);
  const fixed = placeInSlot(t.slot, 0, 1, avg);
  const d = t.jobDays[0];
  for (let p = 0; p < t.people; p++) pushTaskJob(t, `${t.v.id}#r#${p}@${d}`, p, d, avg, fixed, occ, baseDur);
  return avg;
}

export { timeToMinutes };
