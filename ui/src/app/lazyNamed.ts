import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyPartsReady } from './screen-gate';

/**
 * `React.lazy` for a module's named export (screens and parts are named exports, not defaults); it renders once the
 * areas' use cases it may ask for are bound (./screen-gate.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: a component's props are contravariant, so `unknown` would accept none
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => {
    const [module] = await Promise.all([load(), lazyPartsReady()]);
    return { default: module[name] };
  });
}
