/** A service's duration in whole months: the one place its bounds are set (the contract's ServiceDuration mirrors them). */
export const SERVICE_DURATION_MIN = 1;
/** The spec's bound ("Duración es requerido", 1 to 100 months); a longer bound (120) once set here let through durations the spec refuses. */
export const SERVICE_DURATION_MAX = 100;
