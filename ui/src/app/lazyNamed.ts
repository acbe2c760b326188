import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** `React.lazy` for a module's named export (screens and parts are named exports, not defaults). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: a component's props are contravariant, so `unknown` would accept none
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
