import { injectFromBase } from 'inversify';
import {
  EMPTY,
  Observable,
  Subject,
  Subscription,
  catchError,
  combineLatest,
  defer,
  exhaustMap,
  from,
  map,
  of,
  switchMap,
  tap,
  throwError,
} from 'rxjs';
import { isLeft } from 'fp-ts/lib/Either.js';
import {
  COMMON_MESSAGES,
  TENDER_PAGE_SIZE,
  checkTenderData,
  validateTenderName,
  type TenderData,
  type TenderDataForm,
  type PreviousStudyCard,
  type Project,
  type ProjectPage,
  type SimulationCard,
} from '@licita/domain';
import type { SavedSearch } from './ports';
import { CORE_PORTS } from './ports';
import { ScreenState, typedSearch, type ScreenHandle } from './screen-state';
import { checked, handled, watchedAll } from './form-calls';
import { useCaseOver } from './use-case';

export interface TenderListState {
  items: Project[];
  search: string;
  /** The first page of the current query is loading. */
  loading: boolean;
  loadingMore: boolean;
  /** At least one page of the current query arrived. */
  loaded: boolean;
  nextStartId: string | null;
  hasMore: boolean;
  error: string | null;
}

export const INITIAL_TENDER_LIST: TenderListState = {
  items: [],
  search: '',
  loading: true,
  loadingMore: false,
  loaded: false,
  nextStartId: null,
  hasMore: false,
  error: null,
};

/** One open tender list (a screen): search as you type, pages of 32 loaded on demand. */
export interface TenderListHandle extends ScreenHandle<TenderListState> {
  /** Typed text; the query runs after a 300 ms pause. */
  search(text: string): void;
  /** The last card became visible: load the next page, if any. */
  loadMore(): void;
}

@injectFromBase()
export class TenderList extends useCaseOver(CORE_PORTS.TenderGateway) {
  open(initialSearch = ''): TenderListHandle {
    const screen = new ScreenState<TenderListState>({ ...INITIAL_TENDER_LIST, search: initialSearch });
    const set = (p: Partial<TenderListState>) => screen.set(p);
    const search = typedSearch(screen, initialSearch, this.services.scheduler);
    const more = new Subject<void>();

    const page = (workspaceId: string, search: string, startId: string | null): Observable<ProjectPage> =>
      defer(() => from(this.gateway.list({ workspaceId, search: search || undefined, startId, limit: TENDER_PAGE_SIZE })));

    const sub: Subscription = combineLatest([this.services.session.selectedWorkspaceId$(), search.query$, screen.reloads])
      .pipe(
        tap(([, search]) => set({ ...INITIAL_TENDER_LIST, items: screen.value.items, search, loading: true })),
        switchMap(([workspaceId, search]) =>
          page(workspaceId, search, null).pipe(
            tap((p) =>
              set({
                items: p.items,
                loading: false,
                loaded: true,
                nextStartId: p.next_start_id,
                hasMore: !!p.next_start_id,
                error: null,
              }),
            ),
            catchError((err) => {
              set({ items: [], loading: false, loaded: true, hasMore: false, error: this.services.errors.handle(err) });
              return EMPTY;
            }),
            switchMap(() =>
              more.pipe(
                exhaustMap(() => {
                  const s = screen.value;
                  if (!s.nextStartId || s.loadingMore) return EMPTY;
                  set({ loadingMore: true });
                  return page(workspaceId, search, s.nextStartId).pipe(
                    tap((p) => {
                      const known = new Set(screen.value.items.map((i) => i.uid));
                      set({
                        items: [...screen.value.items, ...p.items.filter((i) => !known.has(i.uid))],
                        loadingMore: false,
                        nextStartId: p.next_start_id,
                        hasMore: !!p.next_start_id,
                      });
                    }),
                    catchError((err) => {
                      set({ loadingMore: false, error: this.services.errors.handle(err) });
                      return EMPTY;
                    }),
                  );
                }),
              ),
            ),
          ),
        ),
      )
      .subscribe();

    return screen.handle(sub, { search: search.type, loadMore: () => more.next() });
  }
}

/** The name rule failed: the Spanish message. */
export class ValidationError extends Error {}

function validName(name: string): Observable<string> {
  const v = validateTenderName(name);
  return isLeft(v) ? throwError(() => new ValidationError(v.left)) : of(v.right);
}

/** Creates a tender in the current workspace; emits its id (the ui then opens /projects/{id}). */
@injectFromBase()
export class CreateTender extends useCaseOver(CORE_PORTS.TenderGateway) {
  execute(name: string): Observable<string> {
    return validName(name).pipe(
      switchMap((n) => {
        const ws = this.services.session.state.workspace?.id;
        if (!ws) return throwError(() => new ValidationError(COMMON_MESSAGES.selectWorkspace));
        return this.services.errors.watched(from(this.gateway.create(n, ws)).pipe(map((r) => r.id)));
      }),
    );
  }
}

@injectFromBase()
export class RenameTender extends useCaseOver(CORE_PORTS.TenderGateway) {
  execute(id: string, name: string): Observable<Project> {
    return validName(name).pipe(
      switchMap((n) => from(this.gateway.rename(id, n))),
      tap(() => this.services.notifier.show('Licitación actualizada')),
      catchError((err) => {
        if (!(err instanceof ValidationError)) this.services.errors.handle(err);
        return throwError(() => err);
      }),
    );
  }
}

@injectFromBase()
export class DeleteTender extends useCaseOver(CORE_PORTS.TenderGateway) {
  execute(id: string): Observable<void> {
    return this.services.errors.watched(
      defer(() => from(this.gateway.remove(id))).pipe(tap(() => this.services.notifier.show('Licitación eliminada'))),
    );
  }
}

export interface TenderDetailData {
  project: Project;
  simulations: SimulationCard[];
  previousStudies: PreviousStudyCard[];
}

/** One tender with its simulations and previous studies. Failures go through the error policy (a 404 → /404). */
@injectFromBase()
export class TenderDetail extends useCaseOver(CORE_PORTS.TenderGateway) {
  load(projectId: string): Observable<TenderDetailData> {
    return watchedAll(this.services.errors, () => ({
      project: this.gateway.get(projectId),
      simulations: this.gateway.simulations(projectId),
      previousStudies: this.gateway.previousStudies(projectId),
    }));
  }
}

/** Saved searches of the current workspace (GET/POST event, PUT/DELETE event/{id}). */
@injectFromBase()
export class SavedSearches extends useCaseOver(CORE_PORTS.SavedSearchGateway) {
  list(): Observable<SavedSearch[]> {
    const ws = this.services.session.state.workspace?.id;
    if (!ws) return of([]);
    return defer(() => from(this.gateway.list(ws))).pipe(
      catchError((err) => {
        this.services.errors.handle(err);
        return of([]);
      }),
    );
  }

  save(search: string): Observable<string | null> {
    const ws = this.services.session.state.workspace?.id;
    const text = search.trim();
    if (!ws || !text) return of(null);
    return defer(() => from(this.gateway.create(text, ws))).pipe(
      map((r) => r.id),
      catchError((err) => {
        this.services.errors.handle(err);
        return of(null);
      }),
    );
  }

  remove(id: string): Observable<void> {
    return defer(() => from(this.gateway.remove(id))).pipe(
      catchError((err) => {
        this.services.errors.handle(err);
        return of(undefined);
      }),
    );
  }
}

/** 'Datos de la licitación': the tender's data from its notice, printed on the justification of an offer. */
@injectFromBase()
export class SaveTenderData extends useCaseOver(CORE_PORTS.TenderGateway) {
  /** The form's values checked by the domain's rule (a broken one rejects with InputFormError), then saved. */
  execute(project: Project, form: TenderDataForm): Observable<Project> {
    return checked(checkTenderData(form)).pipe(
      switchMap((data: TenderData) => defer(() => from(this.gateway.update(project.uid, project.name, data)))),
      tap(() => this.services.notifier.show('Datos de la licitación guardados')),
      catchError(handled(this.services.errors)),
    );
  }
}
