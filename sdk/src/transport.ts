/**
 * The fetch the clients call through: retries idempotent GETs on network failures and 502/503/504 with
 * exponential backoff, renews the session once on a 401 of a call that carried a token, and turns anything
 * fetch throws into a typed LicitaError (network or aborted).
 */
import { LicitaError, SDK_MESSAGES } from './errors.js';

export interface RetryOptions {
  /** Further attempts after the first (default 2). */
  retries?: number;
  /** Delay before the first retry, doubled each time, with jitter (default 250 ms). */
  baseDelayMs?: number;
  /** Ceiling of one delay (default 4000 ms). */
  maxDelayMs?: number;
}

export const DEFAULT_RETRY: Required<RetryOptions> = { retries: 2, baseDelayMs: 250, maxDelayMs: 4000 };

const RETRIED_STATUSES = new Set([502, 503, 504]);

export type FetchFn = (input: Request, init?: RequestInit) => Promise<Response>;

export interface TransportOptions {
  fetch?: typeof globalThis.fetch;
  /** null: never retry. */
  retry: Required<RetryOptions> | null;
  /** Given the token a call was refused with, a fresh one (or null when the session cannot be renewed). */
  renewToken?: (staleToken: string) => Promise<string | null>;
}

const abortedError = (cause?: unknown) =>
  new LicitaError({ kind: 'aborted', status: 0, message: SDK_MESSAGES.aborted }, { cause });

/** Waits `ms`, or rejects as aborted when `signal` fires first. */
export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortedError(signal.reason));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError(signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function backoffDelay(attempt: number, retry: Required<RetryOptions>): number {
  const ceiling = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** attempt);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

const bearerOf = (request: Request): string | null =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;

export function createTransport(options: TransportOptions): FetchFn {
  const send = async (request: Request, init?: RequestInit): Promise<Response> => {
    const base = options.fetch ?? globalThis.fetch;
    const retry = request.method === 'GET' ? options.retry : null;
    for (let attempt = 0; ; attempt++) {
      const last = !retry || attempt >= retry.retries;
      let response: Response;
      try {
        response = await base(last ? request : request.clone(), init);
      } catch (error) {
        if (request.signal.aborted || (error instanceof Error && error.name === 'AbortError')) throw abortedError(error);
        if (last)
          throw new LicitaError({ kind: 'network', status: 0, message: SDK_MESSAGES.network, cause: error }, { cause: error });
        await sleep(backoffDelay(attempt, retry), request.signal);
        continue;
      }
      if (last || !RETRIED_STATUSES.has(response.status)) return response;
      await response.body?.cancel();
      await sleep(backoffDelay(attempt, retry), request.signal);
    }
  };

  return async (request, init) => {
    const stale = options.renewToken ? bearerOf(request) : null;
    // Kept before sending: a body can be read only once, and the call may have to go again with a new token.
    const spare = stale ? request.clone() : null;
    const response = await send(request, init);
    if (response.status !== 401 || !stale || !spare || !options.renewToken) return response;
    const token = await options.renewToken(stale);
    if (!token) return response;
    await response.body?.cancel();
    spare.headers.set('authorization', `Bearer ${token}`);
    return send(spare, init);
  };
}
