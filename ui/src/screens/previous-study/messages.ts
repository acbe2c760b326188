/** Texts both previous-study screens (the editor and the solution) show. */
export const PREVIOUS_STUDY_SCREEN_TEXTS = {
  loading: 'Cargando estudio previo…',
  loadFailed: 'No se ha podido cargar el estudio previo',
} as const;
