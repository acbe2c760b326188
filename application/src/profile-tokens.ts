import { PROFILE_PORTS } from './profile-ports';
import { token } from './token';
import type { AccountRecovery, JoinWorkspace } from './usecases/account-recovery';
import type { Administration } from './usecases/admin';
import type { ProfileEditor } from './usecases/profile';

/** Container tokens of the profile, administration and account-recovery slice (spread into TOKENS). */
export const PROFILE_TOKENS = {
  // ports
  ...PROFILE_PORTS,
  // use cases
  ProfileEditor: token<ProfileEditor>('ProfileEditor'),
  Administration: token<Administration>('Administration'),
  AccountRecovery: token<AccountRecovery>('AccountRecovery'),
  JoinWorkspace: token<JoinWorkspace>('JoinWorkspace'),
} as const;
