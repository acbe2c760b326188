/** Container tokens of the profile, administration and account-recovery slice (spread into TOKENS). */
export const PROFILE_TOKENS = {
  // ports
  ProfileGateway: Symbol.for('licita.ProfileGateway'),
  UserAdminGateway: Symbol.for('licita.UserAdminGateway'),
  AccountGateway: Symbol.for('licita.AccountGateway'),
  // use cases
  ProfileEditor: Symbol.for('licita.ProfileEditor'),
  Administration: Symbol.for('licita.Administration'),
  AccountRecovery: Symbol.for('licita.AccountRecovery'),
  JoinWorkspace: Symbol.for('licita.JoinWorkspace'),
} as const;
