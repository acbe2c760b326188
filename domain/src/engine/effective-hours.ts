/**
 * The effective hours of a full-time year computed from the week, for an agreement that states no annual hours.
 * Kept free of imports so that the agreement form can show them without the engine's calendar.
 */
/** The legal yearly count of paid holidays: 12 national and regional, 2 local. */
export const HOLIDAYS_PER_YEAR = 14;

/**
 * Effective hours a full-time worker gives in a year when the agreement states no annual hours (docs/engine.md,
 * "Annual-hours method"): the week over a year less vacation and the 14 holidays, each day worth weekly / 7
 * (natural days), weekly / 5 (working days) or weekly / 6 (working days and Saturdays).
 * 35 h and 30 natural days: 1,825 − 150 − 98 = 1,577 h.
 */
export function effectiveHoursFromWeek(a: {
  max_hours_per_week: number;
  holiday_days?: number | null;
  holiday_days_types?: string | null;
}): number {
  const weekly = a.max_hours_per_week;
  const daysPerWeek = a.holiday_days_types === 'laborables' ? 5 : a.holiday_days_types === 'laborables+sabados' ? 6 : 7;
  const vacation = ((a.holiday_days ?? 0) * weekly) / daysPerWeek;
  const holidays = (HOLIDAYS_PER_YEAR * weekly) / 5;
  return Math.max(0, (weekly * 365) / 7 - vacation - holidays);
}
