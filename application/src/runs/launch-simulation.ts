/**
 * LaunchSimulation: after the confirmation the simulation is validated; with
 * findings the flow stops for the user ('Cancelar' or 'Ignorar y lanzar'); when clean it launches by itself after
 * 1.5 s (unsubscribing before then cancels it). A failed validation shows 'Error validando los datos de la
 * simulación.'; a 460 refusal shows the catalogue message of its error_code. After the launch the workspace's
 * quota counter is read again.
 */
import { injectFromBase } from 'inversify';
import { Observable, catchError, concat, defer, from, map, of, switchMap, tap, throwError, timer } from 'rxjs';
import {
  AUTO_LAUNCH_DELAY_MS,
  launchRefusalMessage,
  RUN_MESSAGES,
  translateError,
  UNKNOWN_ERROR,
  type SimulationState,
  type ValidationFinding,
} from '@licita/domain';
import { toApiError } from '../errors';
import { LaunchRefusedError } from './ports';
import { CORE_PORTS } from '../core/ports';
import { RUN_PORTS } from './ports';
import { useCaseOverPorts } from '../core/use-case';

export type LaunchStep =
  | { phase: 'validating' }
  | { phase: 'findings'; findings: ValidationFinding[] }
  | { phase: 'clean' }
  | { phase: 'launching' }
  | { phase: 'launched'; state: SimulationState };

/** The launch or its validation failed; the message was shown in the snackbar. */
export class LaunchError extends Error {
  constructor(
    message: string,
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = 'LaunchError';
  }
}

@injectFromBase()
export class LaunchSimulation extends useCaseOverPorts({
  runs: RUN_PORTS.SimulationRunGateway,
  workspaces: CORE_PORTS.WorkspaceGateway,
}) {
  /** Validate, then (when clean) wait 1.5 s and launch. Completes after 'findings' or after 'launched'. */
  execute(id: string): Observable<LaunchStep> {
    return concat(
      of<LaunchStep>({ phase: 'validating' }),
      this.validate(id).pipe(
        switchMap((findings) =>
          findings.length
            ? of<LaunchStep>({ phase: 'findings', findings })
            : concat(
                of<LaunchStep>({ phase: 'clean' }),
                timer(AUTO_LAUNCH_DELAY_MS, this.services.scheduler).pipe(switchMap(() => this.launch(id))),
              ),
        ),
      ),
    );
  }

  /** The findings of GET /simulation/{id}/validate. */
  validate(id: string): Observable<ValidationFinding[]> {
    return defer(() => from(this.ports.runs.validate(id))).pipe(
      catchError((err) => {
        const e = toApiError(err);
        if (e.status === 401 || e.status === 0) this.services.errors.handle(err);
        else this.services.notifier.error(RUN_MESSAGES.validationFailed);
        return throwError(() => new LaunchError(RUN_MESSAGES.validationFailed));
      }),
    );
  }

  /** POST launch ('Ignorar y lanzar' calls it directly). */
  launch(id: string): Observable<LaunchStep> {
    return concat(
      of<LaunchStep>({ phase: 'launching' }),
      defer(() => from(this.ports.runs.launch(id))).pipe(
        tap(() => {
          this.services.notifier.show(RUN_MESSAGES.launched);
          this.refreshQuota();
        }),
        map((state): LaunchStep => ({ phase: 'launched', state })),
        catchError((err) => throwError(() => this.launchFailure(err))),
      ),
    );
  }

  private launchFailure(err: unknown): unknown {
    if (err instanceof LaunchRefusedError) {
      const message = launchRefusalMessage(err.code, translateError(err.message));
      this.services.notifier.error(message);
      return new LaunchError(message, err.code);
    }
    const e = toApiError(err);
    if (e.status === 409) {
      const message = translateError(e.message) ?? UNKNOWN_ERROR;
      this.services.notifier.error(message);
      return new LaunchError(message);
    }
    return new LaunchError(this.services.errors.handle(err) ?? UNKNOWN_ERROR);
  }

  /** The sidebar shows simulations spent versus contracted: read the workspace again (a failure changes nothing). */
  private refreshQuota(): void {
    const ws = this.services.session.state.workspace;
    if (!ws) return;
    this.ports.workspaces.get(ws.id).then(
      (workspace) => {
        if (this.services.session.state.workspace?.id === workspace.id) this.services.session.patch({ workspace });
      },
      () => undefined,
    );
  }
}
