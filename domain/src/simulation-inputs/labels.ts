/** Spanish names of the form's choices and fields, shared by the screens, the Formulario workbook and the server. */
import type { ShiftType } from './shifts';
import {
  AgreementCategoryInputTitles,
  AgreementSaveTitles,
  CategorySeniorityBonusTitles,
  FixedWorkShiftInputTitles,
  MaterialCostInputTitles,
  PlusByScheduleTitles,
  SimulationUpdateTitles,
  SubrogateInputTitles,
  VariableWorkInputTitles,
} from '../generated/messages';
import type { WorkingDayUnit } from './surrogates';
import type { SurrogateRead } from './codecs';
import type { FrequencyPeriod, FrequencyPeriodType } from './tasks';

export const SHIFT_TYPE_LABELS: Record<ShiftType, string> = {
  morning: 'Mañana',
  afternoon: 'Tarde',
  night: 'Noche',
  split: 'Partido',
};

export const FREQUENCY_TYPE_LABELS: Record<FrequencyPeriodType, string> = {
  fixed_period: 'Tiempo fijo por periodo',
  repeated_x_times_over_period: 'Repetir X veces por periodo',
  repeated_over_x_period: 'Una vez cada X periodos',
};

export const PERIOD_LABELS: Record<FrequencyPeriod, string> = { day: 'Día', week: 'Semana', month: 'Mes', year: 'Año' };

export const WORKING_DAY_UNIT_LABELS: Record<WorkingDayUnit, string> = { FIXED: 'Horas semanales', PERCENT: 'Porcentaje' };

/**
 * The labels of each entity's fields, written once: a field's label is its `title` in the contract (generated into
 * `../generated/messages`), plus the few parts of a field a form shows apart (a shift's ranges, a task's slot). The
 * modals, the Formulario's headers and the server's error messages (server/src/http/field-labels.ts) all read them.
 */
export const SHIFT_LABELS = {
  ...FixedWorkShiftInputTitles,
  time_init: 'Inicio del turno',
  time_end: 'Fin del turno',
  second_time_init: 'Inicio del segundo turno',
  second_time_end: 'Fin del segundo turno',
} as const;

export const TASK_LABELS = {
  ...VariableWorkInputTitles,
  name: 'Nombre de la tarea',
  slot_init: 'Inicio de la franja',
  slot_end: 'Fin de la franja',
} as const;

/** The simulation's basic data, as its form step and the Formulario's Datos básicos sheet name them. */
export const BASIC_DATA_LABELS = {
  service_date_init: 'Fecha de inicio del servicio',
  any_category: 'Cualquier categoría puede realizar cualquier puesto',
  social_security_mode: SimulationUpdateTitles.social_security_mode,
  at_ep_percent: SimulationUpdateTitles.at_ep_percent,
} as const;

export const SURROGATE_LABELS = SubrogateInputTitles;

/** A surrogate's contract for its social security (`contract_kind`; none given: open-ended). */
export const CONTRACT_KIND_LABELS: Record<NonNullable<SurrogateRead['contract_kind']>, string> = {
  indefinido: 'Indefinido',
  temporal: 'Temporal',
};

export const OTHER_COST_LABELS = MaterialCostInputTitles;

/** An agreement category's fields (CategoryModal) and the agreement's holiday compensation. */
export const CATEGORY_LABELS = {
  ...AgreementCategoryInputTitles,
  ...PlusByScheduleTitles,
  ...CategorySeniorityBonusTitles,
  holiday_work_compensation: AgreementSaveTitles.holiday_work_compensation,
} as const;
