/** Texts of the simulation form that more than one of its parts shows (the rules' messages are the domain's `INPUT_MESSAGES`). */
export const FORM_TEXTS = {
  /** Under 'Centros': what the Agrupación column does (the engine rosters each group as one: engine/demand.ts groupOfCenter). */
  centerGroupHint:
    'Agrupación: escriba el mismo número en los centros que comparten personal. Los centros con el mismo número se calculan juntos, con una sola plantilla y un solo cuadrante, y una misma persona puede cubrir turnos en cualquiera de ellos. Un centro sin número se calcula solo, con su propia plantilla.',
  workload: 'Carga de Trabajo',
  hourlyTasks: 'Tareas por horas',
  serviceData: 'Datos del servicio',
  selectCenter: 'Selecciona un centro',
  addAndClose: 'Añadir y cerrar',
  editCopy: 'Editar una copia',
} as const;

/**
 * Why a launched simulation's inputs cannot change (a read-only form that said nothing left the user guessing), by its status; the
 * way out is a copy, which «Editar una copia» makes and opens.
 */
export const LOCKED_FORM_TEXTS: Record<'Solved' | 'Error' | 'Running', string> = {
  Solved:
    'Esta simulación ya está calculada: sus datos no se pueden cambiar para que los resultados sigan correspondiendo a lo que se calculó. Para cambiar algo, edita una copia.',
  Error:
    'Esta simulación ya se lanzó: sus datos no se pueden cambiar para que los mensajes del cálculo sigan correspondiendo a lo que se lanzó. Para cambiar algo, edita una copia.',
  Running:
    'Esta simulación se está calculando: sus datos no se pueden cambiar para que los resultados correspondan a lo que se calcula. Para cambiar algo, edita una copia.',
};
