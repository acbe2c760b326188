/**
 * What every lazily loaded part waits for besides its own chunk: in the web app, the areas' use cases bound
 * (`createLazyAppContainer`'s `areasReady`); in tests and Storybook, whose containers bind every area at once, nothing.
 */
let gate: Promise<unknown> = Promise.resolve();

/** Set once by main.tsx, before the first render. */
export function gateLazyParts(ready: Promise<unknown>): void {
  gate = ready;
}

export const lazyPartsReady = (): Promise<unknown> => gate;
