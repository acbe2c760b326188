/** Bindings of the profile, administration and account-recovery slice (called from container.ts). */
import type { Container } from 'inversify';
import { TOKENS } from './tokens';
import { SdkAccountGateway, SdkProfileGateway, SdkUserAdminGateway } from './adapters/profile-sdk';
import { ProfileEditor } from './usecases/profile';
import { Administration } from './usecases/admin';
import { AccountRecovery, JoinWorkspace } from './usecases/account-recovery';
import type { InMemoryBackend } from './fakes/memory';
import { profileFakes } from './fakes/profile-memory';

export function bindProfileUseCases(c: Container): void {
  c.bind(TOKENS.ProfileEditor).to(ProfileEditor).inSingletonScope();
  c.bind(TOKENS.Administration).to(Administration).inSingletonScope();
  c.bind(TOKENS.AccountRecovery).to(AccountRecovery).inSingletonScope();
  c.bind(TOKENS.JoinWorkspace).to(JoinWorkspace).inSingletonScope();
}

export function bindProfileSdk(c: Container): void {
  c.bind(TOKENS.ProfileGateway).to(SdkProfileGateway).inSingletonScope();
  c.bind(TOKENS.UserAdminGateway).to(SdkUserAdminGateway).inSingletonScope();
  c.bind(TOKENS.AccountGateway).to(SdkAccountGateway).inSingletonScope();
}

export function bindProfileFakes(c: Container, backend: InMemoryBackend): void {
  const f = profileFakes(backend);
  c.bind(TOKENS.ProfileGateway).toConstantValue(f.profileGateway);
  c.bind(TOKENS.UserAdminGateway).toConstantValue(f.userAdmin);
  c.bind(TOKENS.AccountGateway).toConstantValue(f.account);
}
