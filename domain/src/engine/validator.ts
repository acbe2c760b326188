/**
 * Independent roster validator (engine.md section 3). It shares no code with the solver: it reads plain
 * data (the demand blocks and agreement limits of `ValidationInput`, and the roster) and checks every
 * constraint with its own method — a minute-by-minute occupancy map of each worker's week.
 * Returns the list of violations in Spanish (empty when the roster is valid).
 */
import type { Assignment, RosterWorker, ValidationInput } from './types.js';

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
      const same = a.segments.length === b.segments.length && a.segments.every((s, i) => s.start === b.segments[i].start && s.end === b.segments[i].end);
      if (!same) errors.push(`bloque ${b.key}: horario cambiado`);
    }
    // who may do it
    const cat = input.categories[w.categoryId];
    if (!cat) errors.push(`${w.id}: categoría desconocida ${w.categoryId}`);
    else {
      if (cat.agreementId !== input.centerAgreement[b.centerId]) errors.push(`${w.id}: su convenio no es el del centro ${b.centerId} (bloque ${b.key})`);
      if (cat.positions !== 'any' && !cat.positions.includes(b.positionId)) errors.push(`${w.id}: su categoría no puede hacer el puesto ${b.positionId} (bloque ${b.key})`);
    }
    if (input.centerGroup[b.centerId] !== w.group) errors.push(`${w.id}: trabaja fuera de su agrupación (bloque ${b.key})`);
  }

  for (const w of roster.workers) {
    const cat = input.categories[w.categoryId];
    if (!cat) continue;
    const lim = input.limits[cat.agreementId];
    const list = perWorker.get(w.id) ?? [];
    const occ = new Uint8Array(W);
    let week = 0;
    const dayMinutes = new Array(7).fill(0);
    const dayFirst: Array<number | null> = new Array(7).fill(null);
    const dayLast: Array<number | null> = new Array(7).fill(null);
    let overlapReported = false;
    for (const a of list) {
      for (const s of a.segments) {
        const len = s.end - s.start;
        week += len;
        dayMinutes[a.day] += len;
        const from = a.day * D + s.start;
        const to = a.day * D + s.end;
        dayFirst[a.day] = dayFirst[a.day] === null ? from : Math.min(dayFirst[a.day]!, from);
        dayLast[a.day] = dayLast[a.day] === null ? to : Math.max(dayLast[a.day]!, to);
        for (let t = from; t < to; t++) {
          const i = ((t % W) + W) % W;
          if (occ[i] && !overlapReported) {
            errors.push(`${w.id}: dos sitios a la vez el ${NAMES[Math.floor(i / D)]}`);
            overlapReported = true;
          }
          occ[i] = 1;
        }
      }
    }
    // weekly limits
    if (week > w.contractMinutes + 1e-9) errors.push(`${w.id}: ${week} min asignados > ${w.contractMinutes} contratados`);
    if (week > lim.maxWeekFromYearMinutes) errors.push(`${w.id}: ${week} min semanales superan el máximo semanal/anual (${lim.maxWeekFromYearMinutes})`);
    if (w.kind === 'new' && w.contractMinutes > lim.maxWeekMinutes) errors.push(`${w.id}: contrato de ${w.contractMinutes} min > jornada completa`);
    if (!list.length) continue;
    for (let d = 0; d < 7; d++) {
      if (dayMinutes[d] > lim.maxDayMinutes) errors.push(`${w.id}: ${dayMinutes[d] / 60} h el ${NAMES[d]} > ${lim.maxDayMinutes / 60} h`);
      // sections of that day: runs in a 2-day map of its own blocks
      const local = new Uint8Array(2 * D + 1);
      let any = false;
      for (const a of list)
        if (a.day === d)
          for (const s of a.segments) {
            any = true;
            for (let t = s.start; t < s.end && t < 2 * D; t++) local[t] = 1;
          }
      if (!any) continue;
      let runs = 0;
      for (let t = 0; t < 2 * D; t++) if (local[t] && (t === 0 || !local[t - 1])) runs++;
      if (runs > lim.maxSections) errors.push(`${w.id}: ${runs} tramos el ${NAMES[d]} > ${lim.maxSections}`);
    }
    // rest between working days
    const worked = [0, 1, 2, 3, 4, 5, 6].filter((d) => dayFirst[d] !== null);
    worked.forEach((d, i) => {
      const next = worked[(i + 1) % worked.length];
      const nextStart = dayFirst[next]! + (next <= d ? W : 0);
      const gap = nextStart - dayLast[d]!;
      if (gap < lim.restMinutes) errors.push(`${w.id}: descanso de ${gap / 60} h entre el ${NAMES[d]} y el ${NAMES[next]} < ${lim.restMinutes / 60} h`);
    });
    // longest free stretch of the (cyclic) week
    let best = 0;
    let run = 0;
    let firstRun = -1;
    for (let t = 0; t < W; t++) {
      if (!occ[t]) run++;
      else {
        if (firstRun < 0) firstRun = run;
        best = Math.max(best, run);
        run = 0;
      }
    }
    best = firstRun < 0 ? W : Math.max(best, run + firstRun);
    if (best < lim.consecutiveRestMinutes) errors.push(`${w.id}: descanso semanal continuo de ${best / 60} h < ${lim.consecutiveRestMinutes / 60} h`);
  }
  return errors;
}
