/** Texts of the simulation's screens that more than one screen shows (the page, social security, the form). */
export const SIMULATION_SCREEN_TEXTS = {
  loadFailed: 'No se ha podido cargar la simulación',
} as const;
