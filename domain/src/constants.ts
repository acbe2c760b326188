/** Business constants: limits and defaults every layer shares. */
export const TENDER_PAGE_SIZE = 32;
export const TENDER_TITLE_MAX = 120;
export const SIMULATION_BREADCRUMB_MAX = 80;
export const SNACKBAR_DURATION_MS = 6000;
export const CONNECTION_CHECK_MS = 300_000;
export const SIMULATION_REFRESH_MS = 2000;
export const CLOCK_TICK_MS = 1000;
export const PARAMETER_STATUS_CHECK_MS = 1000;
export const PARAMETER_STATUS_MAX_TRIES = 300;
/** Quick status checks of a change answered PENDING, before the once-a-second ones: most end within a second. */
export const PARAMETER_STATUS_FIRST_CHECKS_MS: readonly number[] = [100, 200, 400];
export const NUMBER_FIELD_MIN = 0;
export const NUMBER_FIELD_MAX = 10_000_000;
export const CONTENT_MAX_WIDTH = 1920;
export const SIDEBAR_WIDTH = 240;
export const SEARCH_DEBOUNCE_MS = 300;
/** The longest free text the contract takes in a name-like field (and so what an input accepts). */
export const TEXT_MAX_LENGTH = 255;
/** A simulation's position names (the contract's limit). */
export const POSITION_NAME_MAX = 100;
