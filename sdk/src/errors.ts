/**
 * Every way a call can fail, as data (`LicitaProblem`, discriminated by `kind`) and as a thrown `LicitaError`
 * carrying it. openapi-fetch types only the standard statuses, so the launch refusal (460) is typed here.
 */
import { LaunchRefusedErrorCodeMessages } from './generated/messages.js';

/** The contract's launch refusal codes (LaunchRefused.error_code). */
export type LaunchErrorCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** The server's message for each launch refusal code, as the contract gives it (it may add a count, e.g. 'Hay subrogados sin centro (2)'). */
export const LAUNCH_ERROR_MESSAGES: Readonly<Record<LaunchErrorCode, string>> = Object.freeze({
  ...LaunchRefusedErrorCodeMessages,
});
/** The server's 401 message for a wrong or missing `x-api-key` (how it tells that apart from a session 401). */
export const API_KEY_MESSAGE = 'Clave de API no válida';

/** Messages of the failures the sdk itself detects (no server answer to quote). */
export const SDK_MESSAGES = Object.freeze({
  network: 'No se ha podido conectar con el servidor',
  timeout: 'La operación no ha terminado a tiempo',
  aborted: 'Operación cancelada',
  unknown: 'Error desconocido en el servidor',
});

interface Answered<K extends string, S extends number> {
  kind: K;
  status: S;
  message: string;
}

export type LicitaProblem =
  /** 400: the request breaks the contract or a business rule; `field` names the failing field when known. */
  | (Answered<'bad-request', 400> & { field?: string })
  /** 401 with a wrong or missing API key. */
  | Answered<'api-key', 401>
  /** 401 otherwise: no session, an expired or revoked one (after a failed refresh), or wrong credentials at login. */
  | Answered<'unauthorized', 401>
  /** 403: the role lacks the permission. */
  | Answered<'forbidden', 403>
  /** 404: absent, or in a workspace the user is not in. */
  | Answered<'not-found', 404>
  /** 409: conflicts with what is stored (a name taken, a simulation not Stopped…). */
  | (Answered<'conflict', 409> & { field?: string })
  /** 429: too many login attempts. */
  | Answered<'too-many-requests', 429>
  /** 460: the launch was refused. */
  | (Answered<'launch-refused', 460> & { errorCode: LaunchErrorCode })
  /** Any other answer (5xx, or a status the contract does not list). */
  | Answered<'server', number>
  /** No answer at all: the server could not be reached (after the retries of an idempotent GET). */
  | { kind: 'network'; status: 0; message: string; cause?: unknown }
  /** A wait (`waitForSimulation`, `waitForTask`…) ran out of time. */
  | { kind: 'timeout'; status: 0; message: string }
  /** The caller's AbortSignal fired. */
  | { kind: 'aborted'; status: 0; message: string }
  /** A long operation ended in failure (a run in Error, an import or parameter change in ERROR). */
  | { kind: 'operation-failed'; status: 0; message: string };

export type LicitaProblemKind = LicitaProblem['kind'];
export type ProblemOf<K extends LicitaProblemKind> = Extract<LicitaProblem, { kind: K }>;

/** Thrown by `unwrap`, the helpers and, for network failures, by the clients themselves. */
export class LicitaError<P extends LicitaProblem = LicitaProblem> extends Error {
  readonly problem: P;
  readonly kind: P['kind'];
  readonly status: number;

  constructor(problem: P, options?: { cause?: unknown }) {
    super(problem.message, options);
    this.name = 'LicitaError';
    this.problem = problem;
    this.kind = problem.kind;
    this.status = problem.status;
  }
}

/** Narrows any thrown value to a LicitaError, optionally of one kind. */
export function isLicitaError(error: unknown): error is LicitaError;
export function isLicitaError<K extends LicitaProblemKind>(error: unknown, kind: K): error is LicitaError<ProblemOf<K>>;
export function isLicitaError(error: unknown, kind?: LicitaProblemKind): boolean {
  return error instanceof LicitaError && (kind === undefined || error.kind === kind);
}

const isLaunchCode = (n: unknown): n is LaunchErrorCode => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 9;

/** The `{ message }` of an error answer, whatever its shape. */
export function errorMessage(error: unknown, fallback: string = SDK_MESSAGES.unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return fallback;
}

/** The problem an error answer stands for, from its status and body. */
export function problemFromAnswer(status: number, body: unknown): LicitaProblem {
  const message = errorMessage(body);
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const field = typeof record.field === 'string' ? { field: record.field } : {};
  switch (status) {
    case 400:
      return { kind: 'bad-request', status, message, ...field };
    case 401:
      return message === API_KEY_MESSAGE ? { kind: 'api-key', status, message } : { kind: 'unauthorized', status, message };
    case 403:
      return { kind: 'forbidden', status, message };
    case 404:
      return { kind: 'not-found', status, message };
    case 409:
      return { kind: 'conflict', status, message, ...field };
    case 429:
      return { kind: 'too-many-requests', status, message };
    case 460:
      if (isLaunchCode(record.error_code)) return { kind: 'launch-refused', status, message, errorCode: record.error_code };
      return { kind: 'server', status, message };
    default:
      return { kind: 'server', status, message };
  }
}

/** What a thrown value stands for: a LicitaError's problem, or a network failure for anything else fetch threw. */
export function problemFromThrown(error: unknown): LicitaProblem {
  if (error instanceof LicitaError) return error.problem;
  if (error instanceof Error && error.name === 'AbortError') return { kind: 'aborted', status: 0, message: SDK_MESSAGES.aborted };
  return { kind: 'network', status: 0, message: SDK_MESSAGES.network, cause: error };
}

/** An openapi-fetch answer. */
export interface FetchAnswer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The data of a call, or a thrown LicitaError: for callers who prefer exceptions to `{ data, error }`.
 *
 *   const tender = await unwrap(api.config.GET('/project/{id}', { params: { path: { id } } }));
 */
export async function unwrap<T>(call: Promise<FetchAnswer<T>> | FetchAnswer<T>): Promise<T> {
  let answer: FetchAnswer<T>;
  try {
    answer = await call;
  } catch (error) {
    if (error instanceof LicitaError) throw error;
    throw new LicitaError(problemFromThrown(error), { cause: error });
  }
  if (answer.error !== undefined || !answer.response.ok)
    throw new LicitaError(problemFromAnswer(answer.response.status, answer.error));
  return answer.data as T;
}

/** `{ data }` or `{ problem }`, never a throw: the `{ data, error }` style with the error typed. */
export async function settle<T>(
  call: Promise<FetchAnswer<T>> | FetchAnswer<T>,
): Promise<{ data: T; problem?: undefined } | { data?: undefined; problem: LicitaProblem }> {
  try {
    return { data: await unwrap(call) };
  } catch (error) {
    return { problem: problemFromThrown(error) };
  }
}
