import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** `React.lazy` for a module's named export (screens and parts are named exports, not defaults). */
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
