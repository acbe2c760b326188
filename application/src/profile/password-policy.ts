/**
 * The strength part of the new-password rule in the forms (register, reset, invitation, profile), the server's own
 * (`@licita/domain/password-strength`): its dictionaries weigh about 600 KB gzip, so they are loaded apart from the
 * first load, when a password field is first used (`preloadPasswordPolicy` on focus) or at the latest on submit.
 */
import { Observable, from, map, of, switchMap, throwError, catchError } from 'rxjs';
import { FormError } from './form-error';

type PasswordPolicy = typeof import('@licita/domain/password-strength');

let loading: Promise<PasswordPolicy> | undefined;

/** Starts loading the estimator (once); the password fields call it when they take the focus. */
export function preloadPasswordPolicy(): Promise<PasswordPolicy> {
  loading ??= import('@licita/domain/password-strength');
  loading.catch(() => (loading = undefined)); // a failed load is tried again on the next use
  return loading;
}

/**
 * After the form's shape rule passed: refuses a weak or common password with the server's Spanish message on
 * `password`, before anything is sent. If the estimator cannot be loaded (offline), the server's check stands alone.
 */
export function strongPassword<T extends { password: string }>(userInputs: readonly string[] = []): (body: T) => Observable<T> {
  return (body) =>
    from(preloadPasswordPolicy()).pipe(
      map((policy): string | undefined => policy.passwordStrengthError(body.password, userInputs)),
      catchError(() => of(undefined)),
      switchMap((problem) => (problem ? throwError(() => new FormError({ password: problem })) : of(body))),
    );
}
