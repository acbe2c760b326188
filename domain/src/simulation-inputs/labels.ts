/** Spanish names of the form's choices, shared by the screens and the Formulario workbook. */
import type { ShiftType } from './shifts';
import type { WorkingDayUnit } from './surrogates';
import type { FrequencyPeriod, FrequencyPeriodType } from './tasks';

export const SHIFT_TYPE_LABELS: Record<ShiftType, string> = { morning: 'Mañana', afternoon: 'Tarde', night: 'Noche', split: 'Partido' };

export const FREQUENCY_TYPE_LABELS: Record<FrequencyPeriodType, string> = {
  fixed_period: 'Tiempo fijo por periodo',
  repeated_x_times_over_period: 'Repetir X veces por periodo',
  repeated_over_x_period: 'Una vez cada X periodos',
};

export const PERIOD_LABELS: Record<FrequencyPeriod, string> = { day: 'Día', week: 'Semana', month: 'Mes', year: 'Año' };

export const WORKING_DAY_UNIT_LABELS: Record<WorkingDayUnit, string> = { FIXED: 'Horas semanales', PERCENT: 'Porcentaje' };
