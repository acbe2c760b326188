/** A surrogate's contracted week, for the tender's simulation (./simulate.ts) and a previous study (./previous-study.ts). */

/** The contracted minutes a week: a percentage of the agreement's maximum week, or the hours given. */
export function contractMinutesOf(
  su: { value_metric_working_day?: string | null; working_day?: number | null; working_day_fixed?: number | null },
  maxWeekMinutes: number,
): number {
  return su.value_metric_working_day === 'PERCENT'
    ? ((su.working_day ?? 0) / 100) * maxWeekMinutes
    : (su.working_day_fixed ?? su.working_day ?? 0) * 60;
}
