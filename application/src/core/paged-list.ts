/**
 * Paged lists of a simulation's inputs: the query a page is read with, the page as the server answers it
 * (the rows, the total the search finds, the surrogates' weekly hours), and `PagedRows`, the state a step holds of
 * its list — a saved row is put in its place, not read again with the whole list.
 */
import { BehaviorSubject, catchError, concatMap, map, of, tap, type Observable } from 'rxjs';
import type * as E from 'fp-ts/lib/Either.js';
import type { FieldError, Paged, PageQuery } from '@licita/domain';
import { call, checked, handled, handledCall } from './form-calls';
import type { ErrorHandler } from './services/error-handler';

export type { Paged, PageQuery };

/** Rows a page shows (the server takes at most 500). */
export const PAGE_SIZE = 50;

/** The list as a step shows it: the page and the query that read it. */
export interface PagedState<T> extends Paged<T>, PageQuery {
  /** True until the first page is read. */
  loading: boolean;
}

/** The list a step holds: the page on screen, read again only when the page or the search changes. */
export class PagedRows<T extends { id: string }> {
  private readonly state: BehaviorSubject<PagedState<T>>;
  private asked = 0;
  readonly state$: Observable<PagedState<T>>;

  /** `weigh`: a row's share of the page's `weeklyHours`, so that a saved row moves the sum too. */
  constructor(
    private readonly read: (query: PageQuery) => Observable<Paged<T>>,
    limit = PAGE_SIZE,
    private readonly weigh?: (row: T) => number,
  ) {
    this.state = new BehaviorSubject<PagedState<T>>({ items: [], total: 0, offset: 0, limit, q: '', loading: true });
    this.state$ = this.state.asObservable();
  }

  /** The state now. */
  get current(): PagedState<T> {
    return this.state.value;
  }

  /** Reads the page asked for (what is not given kept: the search, the offset); emits the new state once read. */
  load(query: Partial<PageQuery> = {}): Observable<PagedState<T>> {
    const { offset, limit, q } = { ...this.state.value, ...query };
    const asked = ++this.asked;
    return this.read({ offset, limit, q }).pipe(
      map((page) => ({ ...page, offset, limit, q, loading: false })),
      // a page typed for earlier (a search still being typed) is dropped when it answers after a later one was asked
      tap((next) => asked === this.asked && this.state.next(next)),
    );
  }

  /**
   * The page on screen read again (a row added or removed): the same page, or the last one when a removal left it
   * past the end.
   */
  reload(): Observable<PagedState<T>> {
    return this.load().pipe(
      concatMap((s) =>
        s.items.length === 0 && s.offset > 0 && s.total > 0
          ? this.load({ offset: Math.floor((s.total - 1) / s.limit) * s.limit })
          : of(s),
      ),
    );
  }

  /** A saved row in its place on the page (nothing read again). */
  put(row: T): void {
    const s = this.state.value;
    const old = s.items.find((r) => r.id === row.id);
    const weeklyHours =
      s.weeklyHours !== undefined && old && this.weigh ? s.weeklyHours - this.weigh(old) + this.weigh(row) : s.weeklyHours;
    this.state.next({ ...s, weeklyHours, items: s.items.map((r) => (r.id === row.id ? row : r)) });
  }
}

/**
 * Saves a row: a change answers the row as stored and it takes its place in `rows`; a new row is stored, and the
 * page is read again (where it lands depends on the order). Emits the row's id.
 */
export function savedRow<V, T extends { id: string }>(
  id: string | null,
  value: V,
  update: (id: string, value: V) => Promise<T>,
  create: (value: V) => Promise<{ id: string }>,
  rows?: PagedRows<T>,
): Observable<string> {
  if (id)
    return call(() => update(id, value)).pipe(
      tap((row) => rows?.put(row)),
      map(() => id),
    );
  return call(() => create(value)).pipe(concatMap((r) => (rows ? rows.reload().pipe(map(() => r.id)) : of(r.id))));
}

/** `savedRow` of a form's value once its rules pass (else the refusal by field, before any call); failures go to `errors`. */
export function savedCheckedRow<V, T extends { id: string }>(
  errors: ErrorHandler,
  value: E.Either<FieldError[], V>,
  id: string | null,
  update: (id: string, value: V) => Promise<T>,
  create: (value: V) => Promise<{ id: string }>,
  rows?: PagedRows<T>,
): Observable<string> {
  return checked(value).pipe(
    concatMap((v) => savedRow(id, v, update, create, rows)),
    catchError(handled(errors)),
  );
}

/**
 * What a step showing a list a page at a time needs of its use case (`ownerId`: the simulation's or the previous
 * study's id): the rows, a save that puts the saved row in its place in them, a removal.
 */
export interface PagedListUseCase<T extends { id: string }, F> {
  rows(ownerId: string): PagedRows<T>;
  save(ownerId: string, id: string | null, form: F, rows?: PagedRows<T>): Observable<string>;
  remove(ownerId: string, id: string): Observable<void>;
}

/** The rows of a list the server pages (`read` answers one page); a failed read goes to `errors`. */
export function serverPagedRows<T extends { id: string }>(
  errors: ErrorHandler,
  read: (query: PageQuery) => Promise<Paged<T>>,
  weigh?: (row: T) => number,
): PagedRows<T> {
  return new PagedRows((query) => handledCall(errors, () => read(query)), PAGE_SIZE, weigh);
}
