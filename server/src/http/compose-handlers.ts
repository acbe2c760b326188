/**
 * One host's handlers, composed from the handler maps of its areas. An operationId implemented by two maps is a
 * mistake caught at start-up, not settled by the order of the maps; an area that extends another's handler says
 * so where the maps are composed, with `wrap('getSimulation', (base) => …)`.
 */
import type { Handler, OperationHandlers, OperationId } from './context';

/** An explicit override: the handler composed so far for `operationId`, extended or replaced. */
export interface Wrapper<K extends OperationId> {
  readonly operationId: K;
  readonly wrap: (base: Handler<K>) => Handler<K>;
  /** `wrap` applied to the handler composed so far, which is the one of `operationId` (the map is keyed by it) */
  readonly over: (base: unknown) => unknown;
}

export function wrap<K extends OperationId>(operationId: K, wrapper: (base: Handler<K>) => Handler<K>): Wrapper<K> {
  return { operationId, wrap: wrapper, over: (base) => wrapper(base as Handler<K>) };
}

/** A wrapper of any one operation of K. */
type AnyWrapper<K extends OperationId> = { [P in K]: Wrapper<P> }[K];
type Part<K extends OperationId> = OperationHandlers<K> | AnyWrapper<K>;
const isWrapper = <K extends OperationId>(part: Part<K>): part is AnyWrapper<K> =>
  typeof (part as Wrapper<K>).wrap === 'function' && typeof (part as Wrapper<K>).operationId === 'string';

/**
 * The maps merged in order; throws on an operationId implemented twice, and on a wrapper of an operation no map
 * implements before it.
 */
export function composeHandlers<K extends OperationId>(...parts: Part<K>[]): OperationHandlers<K> {
  const composed: Record<string, unknown> = {};
  for (const part of parts) {
    if (isWrapper(part)) {
      const base = composed[part.operationId];
      if (!base) throw new Error(`wrap('${part.operationId}'): no handler of that operation is composed before the wrapper`);
      composed[part.operationId] = part.over(base);
      continue;
    }
    for (const [operationId, handler] of Object.entries(part)) {
      if (handler === undefined) continue;
      if (operationId in composed) {
        throw new Error(
          `Two handler maps implement the operation '${operationId}': keep one, or declare the override with wrap('${operationId}', (base) => …) where the maps are composed`,
        );
      }
      composed[operationId] = handler;
    }
  }
  return composed as OperationHandlers<K>;
}
