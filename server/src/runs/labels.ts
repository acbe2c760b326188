/** The words the solution workbook's sheets and the justification document both write. */
export const SOLUTION_LABELS = {
  serviceStart: 'Inicio del servicio',
  serviceHours: 'Horas de servicio',
  weeklyHours: 'Jornada semanal (h)',
  substitution: 'Sustitución del absentismo (%)',
  differenceToRoster: 'Diferencia con el cuadrante',
} as const;
