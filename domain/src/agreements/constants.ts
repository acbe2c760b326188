/** Agreement bounds, defaults and thresholds, and the Spanish messages the user reads. */
import { COMMON_MESSAGES } from '../messages';

/** Upper bounds of the working-time fields (rest between shifts is a minimum). */
export const AGREEMENT_LIMITS = {
  maxHoursPerDay: 24,
  maxSectionsPerDay: 3,
  maxHoursPerWeek: 40,
  minRestHours: 12,
  maxHoursPerMonth: 200,
  maxHoursPerYear: 2000,
} as const;

/** 'Valores ET': the Estatuto de los Trabajadores defaults the form offers. */
export const ET_DEFAULTS = {
  maxHoursDay: '9',
  maxSectionsDay: '2',
  maxHoursWeek: '40',
  restHours: '12',
  consecutiveRestDays: '1,5',
} as const;

export const HOLIDAY_DEFAULTS = { days: 30, type: 'naturales', from: 'june', until: 'september' } as const;
/** Salary-increase rows exist only when the validity spans fewer years than this. */
export const SALARY_INCREASE_MAX_SPAN = 20;
/** Below this gross annual salary the category modal warns (accepted). */
export const SMI_THRESHOLD = 15120;
export const FREE_DAYS_MAX = 5;

export const AGREEMENT_MESSAGES = {
  required: 'Valor requerido',
  nameRequired: 'Nombre requerido',
  incorrect: 'Valor incorrecto',
  yearDigits: COMMON_MESSAGES.yearDigits,
  yearOrder: 'El año de inicio debe ser menor al de fin',
  invalidDate: 'Fecha inválida',
  monthOrder: 'El mes de inicio debe ser menor al de fin',
  antiquityDisabled: 'Hay al menos 1 categoría con plus/cantidad fija. Elimínalo para poder usar esta opción.',
  smiWarning: '¡Ojo! Has introducido un salario inferior al SMI.',
  noFile: COMMON_MESSAGES.noFile,
  onlyPdf: COMMON_MESSAGES.onlyPdf,
  expired: 'Este convenio ha perdido su vigencia',
  noCategories: 'No existen categorías',
  noPdf: 'No hay ningún convenio, súbelo desde "editar" el convenio.',
  loadFailed: 'ha ocurrido un error al obtener los datos del Convenio',
  duplicateExists: 'Ya existe una copia de este convenio.',
  notFound: 'El convenio no existe',
  /** the server's answer when the agreement has no PDF (the list then shows `noPdf`) */
  pdfMissing: 'El convenio no tiene PDF',
  incrementYear: 'El año del incremento debe estar dentro de la vigencia',
  timeLimits: 'Los límites de jornada deben incluir DAY, WEEK y YEAR una vez (MONTH como mucho una)',
  freeDaysMax: `Máximo ${FREE_DAYS_MAX} días`,
  pluses: 'Indica el precio por hora o por día (solo uno)',
} as const;
