/** A service's duration in whole months: the one place its bounds are set (the contract's ServiceDuration mirrors them). */
export const SERVICE_DURATION_MIN = 1;
/** The spec's bound ("Duración es requerido", 1 to 100 months); issue 44 took back the 120 an earlier issue set by mistake. */
export const SERVICE_DURATION_MAX = 100;
