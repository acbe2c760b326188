import { CORE_TOKENS } from './core/tokens';
import { PROFILE_TOKENS } from './profile/tokens';
import { AGREEMENT_TOKENS } from './agreements/tokens';
import { SIMULATION_TOKENS } from './simulations/tokens';
import { RUN_TOKENS } from './runs/tokens';
import { PREVIOUS_STUDY_TOKENS } from './previous-studies/tokens';
import { MARKET_TOKENS } from './market/tokens';

/**
 * Every container token, typed (`Token<T>`): the ui asks `useService(TOKENS.X)`. Each area declares its own in
 * `<area>/tokens.ts` (its ports' tokens in `<area>/ports.ts`); inside application a class injects the token from the
 * module that declares it, never from here, so that no module reaches itself again through its imports.
 */
export const TOKENS = {
  ...CORE_TOKENS,
  ...PROFILE_TOKENS,
  ...AGREEMENT_TOKENS,
  ...SIMULATION_TOKENS,
  ...RUN_TOKENS,
  ...PREVIOUS_STUDY_TOKENS,
  ...MARKET_TOKENS,
} as const;
