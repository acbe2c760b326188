/**
 * The simulations of a tender (the tender detail page): create ('Nueva simulación'), rename, delete
 * and duplicate (with a client-generated id). Every use case is an observable; a broken name rule rejects with
 * SimulationNameError (its Spanish message, shown under the field), server failures go through the error policy.
 */
import { injectFromBase } from 'inversify';
import { Observable, catchError, defer, from, map, tap, throwError } from 'rxjs';
import { INPUT_MESSAGES, translateError, UNKNOWN_ERROR } from '@licita/domain';
import { toApiError } from '../errors';
import type { ErrorHandler } from '../core/services/error-handler';
import { newId } from '../agreements/agreements';
import { checkName, SimulationNameError } from '../core/name-rule';

export { SimulationNameError, checkName } from '../core/name-rule';

import { SIMULATION_PORTS } from './ports';
import { useCaseOver } from '../core/use-case';

/** A 409 on create / rename is the name taken in the tender: shown under the field, not in the snackbar. */
export function nameFailure(errors: ErrorHandler) {
  return (err: unknown) => {
    if (err instanceof SimulationNameError) return throwError(() => err);
    const e = toApiError(err);
    if (e.status === 409 || e.message === INPUT_MESSAGES.nameTaken)
      return throwError(() => new SimulationNameError(INPUT_MESSAGES.nameTaken));
    errors.handle(err);
    return throwError(() => err);
  };
}

/** 'Nueva simulación' without a file: create and emit the new id (the ui then opens its form). */
@injectFromBase()
export class CreateSimulation extends useCaseOver(SIMULATION_PORTS.SimulationGateway) {
  /** `otherNames`: the names of the tender's simulations (uniqueness is checked before the call, and again by the server). */
  execute(projectId: string, name: string, otherNames: readonly string[] = []): Observable<string> {
    return defer(() => from(this.gateway.create(checkName(name, otherNames), projectId))).pipe(
      map((r) => r.id),
      catchError(nameFailure(this.services.errors)),
    );
  }
}

@injectFromBase()
export class RenameSimulation extends useCaseOver(SIMULATION_PORTS.SimulationGateway) {
  execute(id: string, name: string, otherNames: readonly string[] = []): Observable<string> {
    return defer(() => from(this.gateway.update(id, { name: checkName(name, otherNames) }))).pipe(
      map((s) => s.name),
      tap(() => this.services.notifier.show('Simulación actualizada')),
      catchError(nameFailure(this.services.errors)),
    );
  }
}

@injectFromBase()
export class DeleteSimulation extends useCaseOver(SIMULATION_PORTS.SimulationGateway) {
  execute(id: string): Observable<void> {
    return this.services.errors.watched(
      defer(() => from(this.gateway.remove(id))).pipe(tap(() => this.services.notifier.show('Simulación eliminada'))),
    );
  }
}

/** POST /simulation/duplicate with a client-generated id; emits that id. */
@injectFromBase()
export class DuplicateSimulation extends useCaseOver(SIMULATION_PORTS.SimulationGateway) {
  execute(originId: string, id: string = newId()): Observable<string> {
    return defer(() => from(this.gateway.duplicate(originId, id))).pipe(
      map(() => id),
      tap(() => this.services.notifier.show('Simulación duplicada')),
      catchError((err) => {
        const e = toApiError(err);
        if (e.status === 409) this.services.notifier.error(translateError(e.message) ?? UNKNOWN_ERROR);
        else this.services.errors.handle(err);
        return throwError(() => err);
      }),
    );
  }
}
