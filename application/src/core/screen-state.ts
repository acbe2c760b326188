/**
 * What the open screens of the use cases share (the tender, agreement and material-cost lists, Administración): the
 * state as a BehaviorSubject with partial updates, a reload counter, the typed search, and the handle's common members.
 */
import {
  BehaviorSubject,
  Observable,
  debounceTime,
  distinctUntilChanged,
  map,
  merge,
  skip,
  take,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import { SEARCH_DEBOUNCE_MS } from '@licita/domain';

/** What every screen handle offers. */
export interface ScreenHandle<S> {
  readonly state$: Observable<S>;
  readonly state: S;
  /** Load again (after a change made elsewhere). */
  reload(): void;
  dispose(): void;
}

export class ScreenState<S> {
  private readonly subject: BehaviorSubject<S>;
  /** Counts the reloads asked for; starts at 0, so a pipeline over it loads once at first. */
  readonly reloads = new BehaviorSubject(0);

  constructor(initial: S) {
    this.subject = new BehaviorSubject(initial);
  }

  get value(): S {
    return this.subject.value;
  }

  set(p: Partial<S>): void {
    this.subject.next({ ...this.subject.value, ...p });
  }

  /** The handle over this state, with the screen's own members; disposing ends `sub` and the state. */
  handle<E extends object>(sub: Subscription, own: E): ScreenHandle<S> & E {
    const subject = this.subject;
    const reloads = this.reloads;
    return {
      ...own,
      state$: subject.asObservable(),
      get state() {
        return subject.value;
      },
      reload: () => reloads.next(reloads.value + 1),
      dispose: () => {
        sub.unsubscribe();
        subject.complete();
      },
    };
  }
}

/** Search as you type: the text as typed (`type`, which also shows it in the state) and the query to run (the first at once, later ones after a pause, trimmed, each once). */
export function typedSearch<S extends { search: string }>(screen: ScreenState<S>, initial: string, scheduler: SchedulerLike) {
  const typed = new BehaviorSubject<string>(initial);
  const query$ = merge(typed.pipe(take(1)), typed.pipe(skip(1), debounceTime(SEARCH_DEBOUNCE_MS, scheduler))).pipe(
    map((s) => s.trim()),
    distinctUntilChanged(),
  );
  const type = (text: string) => {
    screen.set({ search: text } as Partial<S>);
    typed.next(text);
  };
  return { query$, type };
}
