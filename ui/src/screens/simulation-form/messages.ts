/** Texts of the simulation form that more than one of its parts shows (the rules' messages are the domain's `INPUT_MESSAGES`). */
export const FORM_TEXTS = {
  workload: 'Carga de Trabajo',
  hourlyTasks: 'Tareas por horas',
  serviceData: 'Datos del servicio',
  selectCenter: 'Selecciona un centro',
  addAndClose: 'Añadir y cerrar',
} as const;
