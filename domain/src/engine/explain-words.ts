/**
 * The words of the staffing explanations: hours in es-ES, lists joined with "y", each agreement rule as a clause
 * with its figure, and the figures a rule rests on.
 */
import type { WorkerLimits } from './types.js';
import type { WeekRule } from './validator.js';

export type ExplanationRule = WeekRule | 'no_demand' | 'indivisible_blocks' | 'hours_left';

/** Weekly hours in es-ES: "6", "6,5", "2,25" (never more than 2 decimals). */
export function hoursEs(minutes: number): string {
  let h = hoursCache.get(minutes);
  if (h === undefined) {
    h = hoursEsOf(minutes);
    if (hoursCache.size < 10_000) hoursCache.set(minutes, h);
  }
  return h;
}

/** the few hour figures of a tender recur in thousands of sentences: each is written once */
const hoursCache = new Map<number, string>();

function hoursEsOf(minutes: number): string {
  const v = Math.round((minutes / 60) * 100) / 100;
  const [int, frac] = v.toFixed(2).split('.');
  const f = frac!.replace(/0+$/, '');
  return f ? `${int},${f}` : int!;
}

export const listEs = (xs: string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} y ${xs[xs.length - 1]}`);

/** The agreement's rule in words, with its figure (the text after "el convenio …" or a full clause). */
export function ruleClause(
  rule: ExplanationRule,
  lim: WorkerLimits,
  ctx: { idle?: number; smallest?: number; hires?: boolean },
): string {
  switch (rule) {
    case 'contract':
      return `ningún bloque pendiente cabe en las ${hoursEs(ctx.idle ?? 0)} h que le quedan de contrato${ctx.smallest ? ` (el menor dura ${hoursEs(ctx.smallest)} h)` : ''}`;
    case 'weekly_max':
      return ctx.hires
        ? `juntas superan las ${hoursEs(lim.maxWeekFromYearMinutes)} h semanales del convenio`
        : `el convenio limita la semana a ${hoursEs(lim.maxWeekFromYearMinutes)} h`;
    case 'indivisible_blocks':
      return `el convenio limita la semana a ${hoursEs(lim.maxWeekFromYearMinutes)} h y un bloque no se reparte entre dos personas`;
    case 'overlap':
      return ctx.hires
        ? 'hay bloques a la misma hora que necesitan personas distintas'
        : 'los bloques pendientes coinciden con su horario';
    case 'daily_max':
      return `el convenio limita la jornada a ${hoursEs(lim.maxDayMinutes)} h diarias`;
    case 'sections':
      return `el convenio permite ${lim.maxSections} ${lim.maxSections === 1 ? 'tramo' : 'tramos'} al día`;
    case 'rest_between_days':
      return `el convenio exige ${hoursEs(lim.restMinutes)} h de descanso entre jornadas`;
    case 'weekly_rest':
      return `el convenio exige un descanso semanal de ${hoursEs(lim.consecutiveRestMinutes)} h seguidas`;
    case 'no_demand':
    case 'hours_left':
      return '';
  }
}

/** Join "el convenio limita …" and "el convenio exige …" as "el convenio limita … y exige …". */
export function joinClauses(clauses: string[]): string {
  const out: string[] = [];
  clauses.forEach((c, i) =>
    out.push(
      i > 0 && c.startsWith('el convenio ') && clauses[i - 1]!.startsWith('el convenio ') ? c.slice('el convenio '.length) : c,
    ),
  );
  return listEs(out);
}

export function limitNumbers(rule: ExplanationRule, lim: WorkerLimits): Record<string, number> {
  switch (rule) {
    case 'weekly_max':
    case 'indivisible_blocks':
      return { max_week_hours: lim.maxWeekFromYearMinutes / 60 };
    case 'daily_max':
      return { max_day_hours: lim.maxDayMinutes / 60 };
    case 'sections':
      return { max_sections: lim.maxSections };
    case 'rest_between_days':
      return { rest_hours: lim.restMinutes / 60 };
    case 'weekly_rest':
      return { weekly_rest_hours: lim.consecutiveRestMinutes / 60 };
    default:
      return {};
  }
}
