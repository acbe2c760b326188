/** Bindings of the profile, administration and account-recovery slice (called from container.ts; the fakes' bindings are in memory.ts). */
import type { Container } from 'inversify';
import { PROFILE_TOKENS } from './tokens';
import { SdkAccountGateway, SdkProfileGateway, SdkUserAdminGateway } from './sdk';
import { ProfileEditor } from './profile';
import { Administration } from './admin';
import { BidderDetails } from './bidder';
import { SmiForecastSettings } from './smi-forecast';
import { AccountRecovery, JoinWorkspace } from './account-recovery';

export function bindProfileUseCases(c: Container): void {
  c.bind(PROFILE_TOKENS.ProfileEditor).to(ProfileEditor).inSingletonScope();
  c.bind(PROFILE_TOKENS.Administration).to(Administration).inSingletonScope();
  c.bind(PROFILE_TOKENS.BidderDetails).to(BidderDetails).inSingletonScope();
  c.bind(PROFILE_TOKENS.SmiForecastSettings).to(SmiForecastSettings).inSingletonScope();
  c.bind(PROFILE_TOKENS.AccountRecovery).to(AccountRecovery).inSingletonScope();
  c.bind(PROFILE_TOKENS.JoinWorkspace).to(JoinWorkspace).inSingletonScope();
}

export function bindProfileSdk(c: Container): void {
  c.bind(PROFILE_TOKENS.ProfileGateway).to(SdkProfileGateway).inSingletonScope();
  c.bind(PROFILE_TOKENS.UserAdminGateway).to(SdkUserAdminGateway).inSingletonScope();
  c.bind(PROFILE_TOKENS.AccountGateway).to(SdkAccountGateway).inSingletonScope();
}
