/** The words that name an agreement's fields, written once for its detail screen, its form and the server. */
import { AgreementCategoryInputTitles } from '../generated/messages';

export const AGREEMENT_LABELS = {
  pdf: 'Convenio en pdf',
  startYear: 'Año de inicio',
  endYear: 'Año de fin',
  workingTime: 'Jornadas y descansos',
  maxHoursPerDay: 'Horas máximas por día',
  maxSectionsPerDay: 'Secciones planificadas por día',
  maxHoursPerWeek: 'Horas máximas por semana',
  maxHoursPerMonth: 'Horas máximas por mes',
  maxHoursPerYear: 'Horas máximas por año',
  restHoursBetweenShifts: 'Horas de descanso entre jornadas',
  consecutiveRestDays: 'Días de descanso consecutivos',
  freeDays: 'Días de asuntos propios',
  salaryIncrease: 'Incremento salarial anual',
  salaryYear: 'Salario total anual',
  baseSalaryYear: AgreementCategoryInputTitles.base_salary_year,
} as const;
