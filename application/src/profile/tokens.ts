import { PROFILE_PORTS } from './ports';
import { token } from '../token';
import type { AccountRecovery, JoinWorkspace } from './account-recovery';
import type { Administration } from './admin';
import type { ProfileEditor } from './profile';

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
