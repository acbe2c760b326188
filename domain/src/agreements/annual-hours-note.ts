/**
 * The agreement form's sentence on which annual hours the costs use: the hourly wage (holidays worked, rest
 * substitutes) and the annual-hours method divide by the agreement's own annual hours, or, without them, by the
 * effective hours of its week (vacation and the 14 yearly holidays off).
 */
import { effectiveHoursFromWeek } from '../engine/effective-hours';
import { formatNumber } from '../number-format';
import { parseDecimal } from './field-checks';
import type { AgreementFormValues } from './agreement-form';

export function annualHoursNote(
  v: Pick<AgreementFormValues, 'maxHoursYear' | 'maxHoursWeek' | 'holidays' | 'type'>,
): string | null {
  const year = parseDecimal(v.maxHoursYear);
  if (year !== null && year > 0)
    return `El precio de la hora y el método de horas anuales usan las ${formatNumber(year, 0)} h anuales del convenio.`;
  const week = parseDecimal(v.maxHoursWeek);
  if (week === null || week <= 0) return null;
  const hours = effectiveHoursFromWeek({
    max_hours_per_week: week,
    holiday_days: parseDecimal(v.holidays) ?? 0,
    holiday_days_types: v.type,
  });
  return `Sin horas anuales, el precio de la hora y el método de horas anuales usan las horas efectivas de la jornada: ${formatNumber(hours, 0)} h (${formatNumber(week, 0)} h × 365 / 7, menos vacaciones y 14 festivos).`;
}
