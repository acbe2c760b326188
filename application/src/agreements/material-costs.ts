/** The workspace catalogue of material costs (/inventory): list, create, update, delete, as observables. */
import { inject, injectable } from 'inversify';
import { BehaviorSubject, EMPTY, Observable, catchError, combineLatest, defer, filter, from, map, switchMap, tap, throwError } from 'rxjs';
import { isLeft } from 'fp-ts/lib/Either.js';
import { UNKNOWN_ERROR, translateError, validateMaterialCostForm, type MaterialCostFormValues, type WorkspaceMaterialCost } from '@licita/domain';
import { toApiError } from '../errors';
import type { MaterialCostGateway } from './ports';
import type { SessionStore } from '../core/services/session';
import type { ErrorHandler } from '../core/services/error-handler';
import type { Notifier } from '../core/services/notifier';
import { AgreementFormError } from './agreements';
import { AGREEMENT_PORTS } from './ports';
import { ERROR_HANDLER } from '../core/services/error-handler';
import { NOTIFIER } from '../core/services/notifier';
import { SESSION_STORE } from '../core/services/session';

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
    const state = new BehaviorSubject<MaterialCostListState>(INITIAL_MATERIAL_COSTS);
    const reload = new BehaviorSubject(0);
    const set = (p: Partial<MaterialCostListState>) => state.next({ ...state.value, ...p });
    const sub = combineLatest([this.session.workspaceId$().pipe(filter((id): id is string => !!id)), reload])
      .pipe(
        tap(() => set({ loading: true })),
        switchMap(([ws]) =>
          defer(() => from(this.costs.list(ws))).pipe(
            tap((items) => set({ items, loading: false, loaded: true, error: null })),
            catchError((err) => {
              set({ loading: false, loaded: true, error: this.errors.handle(err) });
              return EMPTY;
            }),
          ),
        ),
      )
      .subscribe();
    return {
      state$: state.asObservable(),
      reload: () => reload.next(reload.value + 1),
      dispose: () => {
        sub.unsubscribe();
        state.complete();
      },
    };
  }

  /** Creates (no id) or updates an entry; rule failures reject with AgreementFormError (messages by field). */
  save(values: MaterialCostFormValues, id?: string): Observable<string> {
    return defer(() => {
      const checked = validateMaterialCostForm(values);
      if (isLeft(checked)) return throwError(() => new AgreementFormError(checked.left as Record<string, string>));
      const ws = this.session.state.workspace?.id ?? '';
      const call = id ? from(this.costs.update(id, checked.right)).pipe(map(() => id)) : from(this.costs.create(checked.right, ws)).pipe(map((r) => r.id));
      return call.pipe(
        tap(() => this.notifier.show('Guardado con éxito')),
        catchError((err) => this.fail(err)),
      );
    });
  }

  remove(id: string): Observable<void> {
    return defer(() => from(this.costs.remove(id))).pipe(
      tap(() => this.notifier.show('Coste eliminado')),
      catchError((err) => this.fail(err)),
    );
  }

  private fail(err: unknown): Observable<never> {
    const e = toApiError(err);
    if (e.status === 401) this.errors.unauthorized();
    else this.notifier.error(translateError(e.message) ?? UNKNOWN_ERROR);
    return throwError(() => err);
  }
}
