/** The agreement form's fixed choices (months, holiday types, plus days, holiday-work compensation) and their Spanish labels. */

export const AGREEMENT_MONTHS = [
  ['january', 'Enero'],
  ['february', 'Febrero'],
  ['march', 'Marzo'],
  ['april', 'Abril'],
  ['may', 'Mayo'],
  ['june', 'Junio'],
  ['july', 'Julio'],
  ['august', 'Agosto'],
  ['september', 'Septiembre'],
  ['october', 'Octubre'],
  ['november', 'Noviembre'],
  ['december', 'Diciembre'],
] as const;
export type AgreementMonth = (typeof AGREEMENT_MONTHS)[number][0];
export const agreementMonthLabel = (m: string | null | undefined): string => AGREEMENT_MONTHS.find(([k]) => k === m)?.[1] ?? '';
export const agreementMonthIndex = (m: string): number => AGREEMENT_MONTHS.findIndex(([k]) => k === m);

export const HOLIDAY_TYPES = [
  ['naturales', 'Naturales'],
  ['laborables', 'Laborables'],
  ['laborables+sabados', 'Laborables + sábados'],
] as const;
export type AgreementHolidayType = (typeof HOLIDAY_TYPES)[number][0];
export const holidayTypeLabel = (v: string): string => HOLIDAY_TYPES.find(([k]) => k === v)?.[1] ?? v;

export const PLUS_DAYS = [
  ['monday', 'Lunes'],
  ['tuesday', 'Martes'],
  ['wednesday', 'Miércoles'],
  ['thursday', 'Jueves'],
  ['friday', 'Viernes'],
  ['saturday', 'Sábados'],
  ['sunday', 'Domingos'],
  ['holiday', 'Festivos'],
] as const;
export type AgreementPlusDay = (typeof PLUS_DAYS)[number][0];
export const plusDayLabel = (d: string): string => PLUS_DAYS.find(([k]) => k === d)?.[1] ?? d;

/** How holidays worked are compensated (docs/budget.md §1). */
export type HolidayWorkCompensation = 'plus' | 'surcharge' | 'rest';
/** The choices of the agreement form, each with the one line that explains it. */
export const HOLIDAY_WORK_COMPENSATION_OPTIONS: ReadonlyArray<{
  value: HolidayWorkCompensation;
  label: string;
  explanation: string;
}> = [
  {
    value: 'plus',
    label: 'Plus de festivo',
    explanation: 'Se paga el plus de festivo del convenio por las horas trabajadas en festivo.',
  },
  {
    value: 'surcharge',
    label: 'Recargo del 75 %',
    explanation: 'Cada hora trabajada en festivo se paga aparte al 175 % del salario por hora ordinario.',
  },
  {
    value: 'rest',
    label: 'Descanso compensatorio',
    explanation: 'Las horas trabajadas en festivo se devuelven en descanso y las cubren sustitutos de la misma categoría.',
  },
];
export function holidayWorkCompensationLabel(v: HolidayWorkCompensation | null | undefined): string {
  return HOLIDAY_WORK_COMPENSATION_OPTIONS.find((o) => o.value === (v ?? 'plus'))!.label;
}
