import { inject, injectable } from 'inversify';
import { Observable, catchError, from, map, switchMap, tap } from 'rxjs';
import {
  PROFILE_MESSAGES,
  validatePasswordReset,
  validateRecoveryRequest,
  validateRegistration,
  type PasswordResetForm,
  type RegistrationForm,
} from '@licita/domain';
import { TOKENS } from '../tokens';
import type { AccountGateway } from '../profile-ports';
import type { ErrorHandler } from '../services/error-handler';
import type { SessionStore } from '../services/session';
import { formFailure, invalid } from './profile';

/**
 * The public account screens: create an account (it belongs to no workspace until an administrator adds it),
 * ask for a recovery link, set a new password with the link's token. Field errors reject with FormError; each
 * success emits the message to show.
 */
@injectable()
export class AccountRecovery {
  constructor(
    @inject(TOKENS.AccountGateway) private readonly gateway: AccountGateway,
    @inject(TOKENS.ErrorHandler) private readonly errors: ErrorHandler,
    @inject(TOKENS.SessionStore) private readonly session: SessionStore,
  ) {}

  register(form: RegistrationForm): Observable<string> {
    return invalid(validateRegistration(form)).pipe(
      switchMap((body) => from(this.gateway.register(body))),
      map(() => PROFILE_MESSAGES.registered),
      catchError(formFailure(this.errors, (field, status) => (status === 409 ? 'email' : field === 'password' ? 'password' : field === 'email' ? 'email' : null))),
    );
  }

  recover(email: string): Observable<string> {
    return invalid(validateRecoveryRequest(email)).pipe(
      switchMap((body) => from(this.gateway.recover(body.email))),
      map(() => PROFILE_MESSAGES.recoverySent),
      catchError(formFailure(this.errors, (field) => (field === 'email' ? 'email' : null))),
    );
  }

  /**
   * A used, expired or unknown link answers 400 → FormError on `token` ('Enlace no válido o caducado'). The server
   * ends every session of the user, so a session stored in this browser is dropped too.
   */
  reset(token: string | null, form: PasswordResetForm): Observable<string> {
    return invalid(validatePasswordReset(token, form)).pipe(
      switchMap((body) => from(this.gateway.reset(body))),
      tap(() => this.session.clear()),
      map(() => PROFILE_MESSAGES.passwordReset),
      catchError(formFailure(this.errors, (field) => (field === 'password' ? 'password' : 'token'))),
    );
  }
}
