/** A service's duration in whole months: the one place its bounds are set (the contract's ServiceDuration mirrors them). */
export const SERVICE_DURATION_MIN = 1;
/** Ten years: the longest public cleaning contracts, extensions included. */
export const SERVICE_DURATION_MAX = 120;
