import { injectFromBase } from 'inversify';
import { Observable, catchError, defer, from, map, of, switchMap, tap, throwError } from 'rxjs';
import {
  INVITATION_MESSAGES,
  PROFILE_MESSAGES,
  translateError,
  UNKNOWN_ERROR,
  validateInvitationAcceptance,
  type InvitationAcceptanceForm,
  type InvitationPreview,
  validatePasswordReset,
  validateRecoveryRequest,
  validateRegistration,
  type PasswordResetForm,
  type RegistrationForm,
} from '@licita/domain';
import { toApiError } from '../errors';
import { formFailure, invalid } from './profile';
import { strongPassword } from './password-policy';
import { CORE_PORTS } from '../core/ports';
import { PROFILE_PORTS } from './ports';
import { SWITCH_WORKSPACE } from '../core/session';
import { useCaseOver, useCaseOverPorts } from '../core/use-case';

/**
 * The public account screens: create an account (it belongs to no workspace until an administrator adds it),
 * ask for a recovery link, set a new password with the link's token. Field errors reject with FormError; each
 * success emits the message to show.
 */
@injectFromBase()
export class AccountRecovery extends useCaseOver(PROFILE_PORTS.AccountGateway) {
  register(form: RegistrationForm): Observable<string> {
    return invalid(validateRegistration(form)).pipe(
      switchMap(strongPassword([form.email])),
      switchMap((body) => from(this.gateway.register(body))),
      map(() => PROFILE_MESSAGES.registered),
      catchError(
        formFailure(this.services.errors, (field, status) =>
          status === 409 ? 'email' : field === 'password' ? 'password' : field === 'email' ? 'email' : null,
        ),
      ),
    );
  }

  recover(email: string): Observable<string> {
    return invalid(validateRecoveryRequest(email)).pipe(
      switchMap((body) => from(this.gateway.recover(body.email))),
      map(() => PROFILE_MESSAGES.recoverySent),
      catchError(formFailure(this.services.errors, (field) => (field === 'email' ? 'email' : null))),
    );
  }

  /**
   * A used, expired or unknown link answers 400 → FormError on `token` ('Enlace no válido o caducado'). The server
   * ends every session of the user, so a session stored in this browser is dropped too.
   */
  reset(token: string | null, form: PasswordResetForm): Observable<string> {
    return invalid(validatePasswordReset(token, form)).pipe(
      switchMap(strongPassword()),
      switchMap((body) => from(this.gateway.reset(body))),
      tap(() => this.services.session.clear()),
      map(() => PROFILE_MESSAGES.passwordReset),
      catchError(formFailure(this.services.errors, (field) => (field === 'password' ? 'password' : 'token'))),
    );
  }
}

/** The invitation link cannot be used (unknown, replaced, revoked, used, expired): the message to show. */
export class InvitationLinkError extends Error {}

/**
 * /invitation?token=… (public): what the link offers, then 'Unirme al espacio de trabajo' — the account is created
 * with the password (or, if it exists, its password is checked), the session opens and the invited workspace is
 * selected.
 */
@injectFromBase()
export class JoinWorkspace extends useCaseOverPorts({
  gateway: PROFILE_PORTS.AccountGateway,
  switchWorkspace: SWITCH_WORKSPACE,
  device: CORE_PORTS.Device,
}) {
  /** The invitation, or InvitationLinkError with the server's reason. */
  check(token: string | null): Observable<InvitationPreview> {
    if (!token || token.length < 10 || token.length > 500)
      return throwError(() => new InvitationLinkError(INVITATION_MESSAGES.invalidLink));
    return defer(() => from(this.ports.gateway.checkInvitation(token))).pipe(
      catchError((err) => {
        const e = toApiError(err);
        if (e.status === 400)
          return throwError(() => new InvitationLinkError(translateError(e.message) ?? INVITATION_MESSAGES.invalidLink));
        this.services.errors.handle(err);
        return throwError(() => new InvitationLinkError(translateError(e.message) ?? UNKNOWN_ERROR));
      }),
    );
  }

  /** Emits the message to show once the invited workspace is selected; field refusals reject with FormError. */
  accept(
    token: string | null,
    form: InvitationAcceptanceForm,
    invitation: Pick<InvitationPreview, 'account_exists' | 'workspace_name'> & Partial<Pick<InvitationPreview, 'email'>>,
  ): Observable<string> {
    return invalid(validateInvitationAcceptance(token, form, invitation.account_exists)).pipe(
      // an existing account's password is checked by the server, not judged again
      switchMap((body) =>
        invitation.account_exists ? of(body) : strongPassword<typeof body>(invitation.email ? [invitation.email] : [])(body),
      ),
      switchMap((body) => from(this.ports.gateway.acceptInvitation({ ...body, device: this.ports.device }))),
      tap((accepted) => {
        this.services.session.open(accepted.session);
        this.services.session.rememberWorkspace(accepted.workspace_id);
      }),
      switchMap(() => this.ports.switchWorkspace.initialise()),
      map(() => INVITATION_MESSAGES.joinedWorkspace(invitation.workspace_name)),
      catchError(formFailure(this.services.errors, (field) => (field === 'password' ? 'password' : 'token'))),
    );
  }
}
