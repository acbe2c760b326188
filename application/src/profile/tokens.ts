import { PROFILE_PORTS } from './ports';
import { useCaseTokens } from '../token';
import type * as accountRecovery from './account-recovery';
import type * as admin from './admin';
import type * as bidder from './bidder';
import type * as smiForecast from './smi-forecast';
import type * as profile from './profile';

/** Container tokens of the profile, administration and account-recovery slice (spread into TOKENS). */
export const PROFILE_TOKENS = {
  // ports
  ...PROFILE_PORTS,
  // use cases
  ...useCaseTokens<typeof accountRecovery & typeof admin & typeof bidder & typeof smiForecast & typeof profile>()(
    'ProfileEditor',
    'Administration',
    'AccountRecovery',
    'JoinWorkspace',
    'BidderDetails',
    'SmiForecastSettings',
  ),
} as const;
