import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { Subscription, type Observable, type Observer } from 'rxjs';

/** Subscribes an observable on behalf of a component. */
export type Run = <T>(source: Observable<T>, observer: Partial<Observer<T>>) => void;

/**
 * Subscriptions started from event handlers: `run(source, observer)` subscribes, and every subscription still open
 * when the component unmounts is ended then (a save answered after the screen was left updates nothing).
 */
export function useSubscriptions(): Run {
  const bag = useRef<Subscription | null>(null);
  useEffect(() => {
    const subs = new Subscription();
    bag.current = subs;
    return () => {
      bag.current = null;
      subs.unsubscribe();
    };
  }, []);
  return useCallback(<T>(source: Observable<T>, observer: Partial<Observer<T>>) => {
    const sub = source.subscribe(observer);
    if (bag.current) bag.current.add(sub);
    else sub.unsubscribe();
  }, []);
}

/**
 * The latest value a load emits, `initial` until then and after a failure (the snackbar tells); loaded again when
 * `deps` change and ended on unmount.
 */
export function useLoaded<T>(load: () => Observable<T>, initial: T, deps: DependencyList): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const sub = load().subscribe({ next: setValue, error: () => undefined });
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}
