import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Container } from 'inversify';
import type { Observable } from 'rxjs';
import { TOKENS, type AuthState, type Token } from '@licita/application';

const ContainerContext = createContext<Container | null>(null);

/** The ui gets every use case from this container (bound to the sdk in the app, to fakes in tests and Storybook). */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useContainer(): Container {
  const c = useContext(ContainerContext);
  if (!c) throw new Error('ContainerProvider is missing');
  return c;
}

/** One service or use case of the container, by token; its type is the token's (`useService(TOKENS.Login)` is a `Login`). */
export function useService<T>(token: Token<T>): T {
  const c = useContainer();
  const [service] = useState(() => c.get<T>(token));
  return service;
}

/** The latest value of an observable (re-subscribes when it changes). */
export function useObservable<T>(source: Observable<T>, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const sub = source.subscribe(setValue);
    return () => sub.unsubscribe();
  }, [source]);
  return value;
}

/** The auth state (token, workspace, permissions…). */
export function useSession(): AuthState {
  const session = useService(TOKENS.SessionStore);
  return useObservable(session.state$, session.state);
}
