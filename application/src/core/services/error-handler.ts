import { inject, injectable } from 'inversify';
import { catchError, throwError, type Observable } from 'rxjs';
import { shouldRedirectTo404, translateError } from '@licita/domain';
import { toApiError } from '../../errors';
import type { Navigation } from './navigation';
import type { Notifier } from './notifier';
import type { SessionStore } from './session';
import { token } from '../../token';
import { NAVIGATION } from './navigation';
import { NOTIFIER } from './notifier';
import { SESSION_STORE } from './session';

/**
 * The error policy, in one place: 401 logs out; no answer goes to /notfound (connection lost); 404/5xx go
 * to /404 (except /validate and /from_previous_study); anything else shows the translated server message in the
 * error snackbar.
 */
@injectable()
export class ErrorHandler {
  constructor(
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(NAVIGATION) private readonly navigation: Navigation,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  /** The call with every failure handled here, then passed on to the caller. */
  watched<T>(call: Observable<T>): Observable<T> {
    return call.pipe(
      catchError((err) => {
        this.handle(err);
        return throwError(() => err);
      }),
    );
  }

  /** Handles a failure; returns the Spanish message shown (or null when nothing is shown). */
  handle(err: unknown): string | null {
    const e = toApiError(err);
    if (e.status === 401) {
      this.unauthorized();
      return null;
    }
    if (e.status === 0) {
      // No answer at all: the connection with the server is lost.
      this.navigation.go('/notfound');
      return null;
    }
    if (shouldRedirectTo404(e.status, e.url)) {
      this.navigation.go('/404');
      return null;
    }
    const text = translateError(e.message);
    if (text) this.notifier.error(text);
    return text;
  }

  /** A 401 anywhere: the token is cleared and the user goes to /login. */
  unauthorized(): void {
    if (this.session.token === null) return;
    this.session.clear();
    this.navigation.go('/login');
  }
}

export const ERROR_HANDLER = token<ErrorHandler>('ErrorHandler');
