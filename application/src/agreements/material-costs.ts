/** The workspace catalogue of material costs (/inventory): list, create, update, delete, as observables. */
import { injectFromBase } from 'inversify';
import { EMPTY, Observable, catchError, combineLatest, defer, from, switchMap, tap, throwError } from 'rxjs';
import { isLeft } from 'fp-ts/lib/Either.js';
import {
  COMMON_MESSAGES,
  validateMaterialCostForm,
  type MaterialCostFormValues,
  type WorkspaceMaterialCost,
} from '@licita/domain';
import { AgreementFormError } from './agreements';
import { AGREEMENT_PORTS } from './ports';
import { ScreenState, type ScreenHandle } from '../core/screen-state';
import { shownFailure } from '../core/failures';
import { upsert } from '../core/form-calls';
import { useCaseOver } from '../core/use-case';

export interface MaterialCostListState {
  items: WorkspaceMaterialCost[];
  loading: boolean;
  loaded: boolean;
  error: string | null;
}

export const INITIAL_MATERIAL_COSTS: MaterialCostListState = { items: [], loading: true, loaded: false, error: null };

export type MaterialCostHandle = ScreenHandle<MaterialCostListState>;

@injectFromBase()
export class MaterialCostCatalogue extends useCaseOver(AGREEMENT_PORTS.MaterialCostGateway) {
  /** The list of the current workspace, reloaded on demand. */
  open(): MaterialCostHandle {
    const screen = new ScreenState<MaterialCostListState>(INITIAL_MATERIAL_COSTS);
    const sub = combineLatest([this.services.session.selectedWorkspaceId$(), screen.reloads])
      .pipe(
        tap(() => screen.set({ loading: true })),
        switchMap(([ws]) =>
          defer(() => from(this.gateway.list(ws))).pipe(
            tap((items) => screen.set({ items, loading: false, loaded: true, error: null })),
            catchError((err) => {
              screen.set({ loading: false, loaded: true, error: this.services.errors.handle(err) });
              return EMPTY;
            }),
          ),
        ),
      )
      .subscribe();
    return screen.handle(sub, {});
  }

  /** Creates (no id) or updates an entry; rule failures reject with AgreementFormError (messages by field). */
  save(values: MaterialCostFormValues, id?: string): Observable<string> {
    return defer(() => {
      const checked = validateMaterialCostForm(values);
      if (isLeft(checked)) return throwError(() => new AgreementFormError(checked.left as Record<string, string>));
      const ws = this.services.session.state.workspace?.id ?? '';
      return upsert(
        id ?? null,
        checked.right,
        (id, v) => this.gateway.update(id, v),
        (v) => this.gateway.create(v, ws),
      ).pipe(
        tap(() => this.services.notifier.show(COMMON_MESSAGES.saved)),
        catchError(shownFailure(this.services.errors, this.services.notifier)),
      );
    });
  }

  remove(id: string): Observable<void> {
    return defer(() => from(this.gateway.remove(id))).pipe(
      tap(() => this.services.notifier.show('Coste eliminado')),
      catchError(shownFailure(this.services.errors, this.services.notifier)),
    );
  }
}
