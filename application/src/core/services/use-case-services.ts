import { inject, injectable } from 'inversify';
import type { SchedulerLike } from 'rxjs';
import { token } from '../../token';
import { CORE_PORTS, type FileUploader } from '../ports';
import { ERROR_HANDLER, type ErrorHandler } from './error-handler';
import { NAVIGATION, type Navigation } from './navigation';
import { NOTIFIER, type Notifier } from './notifier';
import { SESSION_STORE, type SessionStore } from './session';

/**
 * The services the use cases share, injected as one next to a use case's own ports: the session, the error policy,
 * the snackbar, the navigation, the scheduler the timers and polling run on, and the uploader of files to signed addresses.
 */
@injectable()
export class UseCaseServices {
  constructor(
    @inject(SESSION_STORE) readonly session: SessionStore,
    @inject(ERROR_HANDLER) readonly errors: ErrorHandler,
    @inject(NOTIFIER) readonly notifier: Notifier,
    @inject(NAVIGATION) readonly navigation: Navigation,
    @inject(CORE_PORTS.Scheduler) readonly scheduler: SchedulerLike,
    @inject(CORE_PORTS.FileUploader) readonly uploader: FileUploader,
  ) {}
}

export const USE_CASE_SERVICES = token<UseCaseServices>('UseCaseServices');
