/**
 * The simulations of a tender (the tender detail page): create ('Nueva simulación'), rename, delete
 * and duplicate (with a client-generated id). Every use case is an observable; a broken name rule rejects with
 * SimulationNameError (its Spanish message, shown under the field), server failures go through the error policy.
 */
import { inject, injectable } from 'inversify';
import { Observable, catchError, defer, from, map, tap, throwError } from 'rxjs';
import { INPUT_MESSAGES, translateError, UNKNOWN_ERROR } from '@licita/domain';
import { toApiError } from '../errors';
import type { SimulationGateway } from './ports';
import type { ErrorHandler } from '../core/services/error-handler';
import type { Notifier } from '../core/services/notifier';
import { newId } from '../agreements/agreements';
import { checkName, SimulationNameError } from '../core/name-rule';

export { SimulationNameError, checkName } from '../core/name-rule';
import { ERROR_HANDLER } from '../core/services/error-handler';
import { NOTIFIER } from '../core/services/notifier';
import { SIMULATION_PORTS } from './ports';

/** A 409 on create / rename is the name taken in the tender: shown under the field, not in the snackbar. */
export function nameFailure(errors: ErrorHandler) {
  return (err: unknown) => {
    if (err instanceof SimulationNameError) return throwError(() => err);
    const e = toApiError(err);
    if (e.status === 409 || e.message === INPUT_MESSAGES.nameTaken) return throwError(() => new SimulationNameError(INPUT_MESSAGES.nameTaken));
    errors.handle(err);
    return throwError(() => err);
  };
}

/** 'Nueva simulación' without a file: create and emit the new id (the ui then opens its form). */
@injectable()
export class CreateSimulation {
  constructor(
    @inject(SIMULATION_PORTS.SimulationGateway) private readonly simulations: SimulationGateway,
    @inject(ERROR_HANDLER) private readonly errors: ErrorHandler,
  ) {}

  /** `otherNames`: the names of the tender's simulations (uniqueness is checked before the call, and again by the server). */
  execute(projectId: string, name: string, otherNames: readonly string[] = []): Observable<string> {
    return defer(() => from(this.simulations.create(checkName(name, otherNames), projectId))).pipe(
      map((r) => r.id),
      catchError(nameFailure(this.errors)),
    );
  }
}

@injectable()
export class RenameSimulation {
  constructor(
    @inject(SIMULATION_PORTS.SimulationGateway) private readonly simulations: SimulationGateway,
    @inject(ERROR_HANDLER) private readonly errors: ErrorHandler,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  execute(id: string, name: string, otherNames: readonly string[] = []): Observable<string> {
    return defer(() => from(this.simulations.update(id, { name: checkName(name, otherNames) }))).pipe(
      map((s) => s.name),
      tap(() => this.notifier.show('Simulación actualizada')),
      catchError(nameFailure(this.errors)),
    );
  }
}

@injectable()
export class DeleteSimulation {
  constructor(
    @inject(SIMULATION_PORTS.SimulationGateway) private readonly simulations: SimulationGateway,
    @inject(ERROR_HANDLER) private readonly errors: ErrorHandler,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  execute(id: string): Observable<void> {
    return defer(() => from(this.simulations.remove(id))).pipe(
      tap(() => this.notifier.show('Simulación eliminada')),
      catchError((err) => {
        this.errors.handle(err);
        return throwError(() => err);
      }),
    );
  }
}

/** POST /simulation/duplicate with a client-generated id; emits that id. */
@injectable()
export class DuplicateSimulation {
  constructor(
    @inject(SIMULATION_PORTS.SimulationGateway) private readonly simulations: SimulationGateway,
    @inject(ERROR_HANDLER) private readonly errors: ErrorHandler,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  execute(originId: string, id: string = newId()): Observable<string> {
    return defer(() => from(this.simulations.duplicate(originId, id))).pipe(
      map(() => id),
      tap(() => this.notifier.show('Simulación duplicada')),
      catchError((err) => {
        const e = toApiError(err);
        if (e.status === 409) this.notifier.error(translateError(e.message) ?? UNKNOWN_ERROR);
        else this.errors.handle(err);
        return throwError(() => err);
      }),
    );
  }
}
