/**
 * Sentences several areas show, each written once: the areas' own catalogues (`AGREEMENT_MESSAGES`,
 * `INPUT_MESSAGES`, `PROFILE_MESSAGES`…) name them, and the screens, use cases and server take them from there.
 */
export const COMMON_MESSAGES = {
  retry: 'Vuelve a intentarlo',
  saved: 'Guardado con éxito',
  noData: 'No existen datos para mostrar',
  yearDigits: 'El año debe tener 4 dígitos',
  noFile: 'Seleccione un fichero',
  onlyPdf: 'Solo se admiten ficheros PDF',
  durationRequired: 'Duración es requerido',
  badValues: 'Error al procesar los datos introducidos',
  unknownOccurred: 'Ha ocurrido un error desconocido en el servidor',
  invalidResponse: 'Respuesta no válida del servidor',
  selectWorkspace: 'Selecciona un espacio de trabajo',
  slowServer: 'El servidor está tardando mucho en responder',
} as const;
