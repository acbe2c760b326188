/**
 * 'Hay tablas nuevas' of a workspace's copy of a reference agreement (docs/reference-agreements.md): what changed in
 * its base since the version the copy holds, and applying it when the user asks. Both are observables.
 */
import { injectFromBase } from 'inversify';
import { Observable, catchError, defer, from, tap } from 'rxjs';
import type { Agreement, AgreementBaseChanges } from '@licita/domain';
import { AGREEMENT_PORTS } from './ports';
import { serverText, sessionOrOwnFailure } from '../core/failures';
import { useCaseOver } from '../core/use-case';

/** What the snackbar says once the copy has the new tables. */
export const BASE_TABLES_APPLIED = 'Tablas nuevas aplicadas';

@injectFromBase()
export class BaseTablesUpdate extends useCaseOver(AGREEMENT_PORTS.AgreementGateway) {
  /** The changes since the copy's version; a failure is an Error with the server's Spanish message (a 401 logs out). */
  changes(id: string): Observable<AgreementBaseChanges> {
    return defer(() => from(this.gateway.baseChanges(id))).pipe(catchError(this.failure()));
  }

  /** Applies the version `toVersion` (the one shown) to the copy; emits the copy as it is now. */
  apply(id: string, toVersion: number): Observable<Agreement> {
    return defer(() => from(this.gateway.applyBaseChanges(id, toVersion))).pipe(
      tap(() => this.services.notifier.show(BASE_TABLES_APPLIED)),
      catchError(this.failure()),
    );
  }

  private failure() {
    return sessionOrOwnFailure(this.services.errors, (e) => new Error(serverText(e)));
  }
}
