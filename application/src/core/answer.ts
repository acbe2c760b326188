/**
 * How every in-memory fake answers a call: after `latency` milliseconds (the next microtask when 0, never when
 * Infinity: loading states), with a copy of the value so callers cannot change the fake's data, or rejecting with
 * what `f` throws (an ApiError, as the sdk adapters do).
 */
export function answerAfter<T>(latency: number, f: () => T): Promise<T> {
  if (latency === Infinity) return new Promise<T>(() => undefined);
  return new Promise<T>((resolve, reject) => {
    const run = () => {
      try {
        resolve(structuredClone(f()));
      } catch (e) {
        reject(e);
      }
    };
    if (latency > 0) setTimeout(run, latency);
    else queueMicrotask(run);
  });
}
