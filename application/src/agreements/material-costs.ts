/** The workspace catalogue of material costs (/inventory): list, create, update, delete, as observables. */
import { inject, injectable } from 'inversify';
import { EMPTY, Observable, catchError, combineLatest, defer, from, switchMap, tap, throwError } from 'rxjs';
import { isLeft } from 'fp-ts/lib/Either.js';
import { validateMaterialCostForm, type MaterialCostFormValues, type WorkspaceMaterialCost } from '@licita/domain';

import type { MaterialCostGateway } from './ports';
import type { SessionStore } from '../core/services/session';
import type { ErrorHandler } from '../core/services/error-handler';
import type { Notifier } from '../core/services/notifier';
import { AgreementFormError } from './agreements';
import { AGREEMENT_PORTS } from './ports';
import { ERROR_HANDLER } from '../core/services/error-handler';
import { NOTIFIER } from '../core/services/notifier';
import { SESSION_STORE } from '../core/services/session';
import { ScreenState } from '../core/screen-state';
import { shownFailure } from '../core/failures';
import { upsert } from '../core/form-calls';

export interface MaterialCostListState {
  items: WorkspaceMaterialCost[];
  loading: boolean;
  loaded: boolean;
  error: string | null;
}

export const INITIAL_MATERIAL_COSTS: MaterialCostListState = { items: [], loading: true, loaded: false, error: null };

export interface MaterialCostHandle {
  readonly state$: Observable<MaterialCostListState>;
  reload(): void;
  dispose(): void;
}

@injectable()
export class MaterialCostCatalogue {
  constructor(
    @inject(AGREEMENT_PORTS.MaterialCostGateway) private readonly costs: MaterialCostGateway,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(ERROR_HANDLER) private readonly errors: ErrorHandler,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  /** The list of the current workspace, reloaded on demand. */
  open(): MaterialCostHandle {
    const screen = new ScreenState<MaterialCostListState>(INITIAL_MATERIAL_COSTS);
    const sub = combineLatest([this.session.selectedWorkspaceId$(), screen.reloads])
      .pipe(
        tap(() => screen.set({ loading: true })),
        switchMap(([ws]) =>
          defer(() => from(this.costs.list(ws))).pipe(
            tap((items) => screen.set({ items, loading: false, loaded: true, error: null })),
            catchError((err) => {
              screen.set({ loading: false, loaded: true, error: this.errors.handle(err) });
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
      const ws = this.session.state.workspace?.id ?? '';
      return upsert(id ?? null, checked.right, (id, v) => this.costs.update(id, v), (v) => this.costs.create(v, ws)).pipe(
        tap(() => this.notifier.show('Guardado con éxito')),
        catchError(shownFailure(this.errors, this.notifier)),
      );
    });
  }

  remove(id: string): Observable<void> {
    return defer(() => from(this.costs.remove(id))).pipe(
      tap(() => this.notifier.show('Coste eliminado')),
      catchError(shownFailure(this.errors, this.notifier)),
    );
  }
}
