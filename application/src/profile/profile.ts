import { injectFromBase } from 'inversify';
import { Observable, catchError, defer, from, map, of, switchMap, tap, throwError } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import {
  INVITATION_MESSAGES,
  PROFILE_MESSAGES,
  translateError,
  type MyInvitation,
  UNKNOWN_ERROR,
  validatePasswordChange,
  validateProfile,
  type PasswordChangeForm,
  type Profile,
  type ProfileForm,
} from '@licita/domain';
import { toApiError } from '../errors';
import type { ErrorHandler } from '../core/services/error-handler';
import { PROFILE_PORTS } from './ports';
import { SWITCH_WORKSPACE } from '../core/session';
import { strongPassword } from './password-policy';
import { FormError } from './form-error';
import { useCaseOverPorts } from '../core/use-case';

export { FormError };

export function invalid<T>(e: E.Either<Partial<Record<string, string>>, T>): Observable<T> {
  return E.isLeft(e) ? throwError(() => new FormError(e.left as Record<string, string>)) : of(e.right);
}

/**
 * A refusal the form shows next to its field (400 with a field, 409), or the error policy for anything else
 * (401 logs out, 404/5xx → /404, other messages in the snackbar). Always rethrows, so the form stops its spinner.
 */
export function formFailure(errors: ErrorHandler, fieldFor: (field: string | undefined, status: number) => string | null) {
  return (err: unknown): Observable<never> => {
    if (err instanceof FormError) return throwError(() => err);
    const e = toApiError(err);
    const field = e.status === 400 || e.status === 409 ? fieldFor(e.field, e.status) : null;
    if (field) return throwError(() => new FormError({ [field]: translateError(e.message) ?? UNKNOWN_ERROR }));
    errors.handle(err);
    return throwError(() => err);
  };
}

/** Perfil (/profile): read the profile, save names ('Guardado con éxito'), change the password. */
@injectFromBase()
export class ProfileEditor extends useCaseOverPorts({
  gateway: PROFILE_PORTS.ProfileGateway,
  switchWorkspace: SWITCH_WORKSPACE,
}) {
  /** The invitations to the user's own e-mail, pending (an administrator invited an address that has an account). */
  invitations(): Observable<MyInvitation[]> {
    return defer(() => from(this.ports.gateway.myInvitations())).pipe(
      catchError((err) => {
        this.services.errors.handle(err);
        return throwError(() => err);
      }),
    );
  }

  /** Accepts (joins the workspace; the workspace list is loaded again) or declines one; says so in the snackbar. */
  answerInvitation(invitation: MyInvitation, accept: boolean): Observable<void> {
    return defer(() => from(this.ports.gateway.answerInvitation(invitation.id, accept))).pipe(
      tap(() =>
        this.services.notifier.show(
          accept
            ? INVITATION_MESSAGES.joinedWorkspace(invitation.workspace_name)
            : INVITATION_MESSAGES.declinedWorkspace(invitation.workspace_name),
        ),
      ),
      switchMap(() => (accept ? this.ports.switchWorkspace.initialise().pipe(map(() => undefined)) : of(undefined))),
      catchError((err) => {
        this.services.errors.handle(err);
        return throwError(() => err);
      }),
    );
  }

  load(): Observable<Profile> {
    return defer(() => from(this.ports.gateway.get())).pipe(
      catchError((err) => {
        this.services.errors.handle(err);
        return throwError(() => err);
      }),
    );
  }

  /** Saves name and surnames (the e-mail is the loaded one: read-only). Field errors reject with FormError. */
  save(email: string, form: ProfileForm): Observable<Profile> {
    return invalid(validateProfile(email, form)).pipe(
      switchMap((payload) => from(this.ports.gateway.update(payload))),
      tap(() => this.services.notifier.show(PROFILE_MESSAGES.saved)),
      catchError(
        formFailure(this.services.errors, (field) =>
          field && ['name', 'first_surname', 'second_surname'].includes(field) ? field : null,
        ),
      ),
    );
  }

  /**
   * Changes the password. The server keeps this session and ends the user's other sessions. A wrong current
   * password comes back as a FormError on `old_password`.
   */
  changePassword(
    form: PasswordChangeForm,
    /** the user's e-mail and names: a password made of them is weak */ userInputs: readonly string[] = [],
  ): Observable<void> {
    return invalid(validatePasswordChange(form)).pipe(
      switchMap(strongPassword(userInputs)),
      switchMap((body) => from(this.ports.gateway.changePassword(body))),
      tap(() => this.services.notifier.show(PROFILE_MESSAGES.saved)),
      catchError(formFailure(this.services.errors, (field) => (field === 'password' || field === 'old_password' ? field : null))),
    );
  }
}
