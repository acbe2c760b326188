/**
 * Typed clients for both Licita API hosts, typed errors and the helpers every consumer would otherwise write.
 *
 *   const api = createLicitaSession({ baseUrl: 'http://localhost:8080/api', apiKey });
 *   await api.login({ email, password });
 *   for await (const tender of allTenders(api, { workspace_id })) console.log(tender.name);
 *
 * Both hosts are served under one base URL by default; pass `userBaseUrl` / `configBaseUrl` when they run apart.
 */
export {
  createLicitaClient,
  authMiddleware,
  unauthorizedMiddleware,
  type LicitaClient,
  type LicitaClientOptions,
  type UserClient,
  type ConfigClient,
  type UserPaths,
  type ConfigPaths,
  type UserComponents,
  type ConfigComponents,
  type UserSchemas,
  type ConfigSchemas,
} from './client.js';
export {
  LicitaError,
  isLicitaError,
  unwrap,
  settle,
  errorMessage,
  problemFromAnswer,
  problemFromThrown,
  LAUNCH_ERROR_MESSAGES,
  API_KEY_MESSAGE,
  SDK_MESSAGES,
  type LaunchErrorCode,
  type LicitaProblem,
  type LicitaProblemKind,
  type ProblemOf,
  type FetchAnswer,
} from './errors.js';
export {
  createLicitaSession,
  type LicitaSession,
  type LicitaSessionOptions,
  type SessionTokens,
  type Credentials,
} from './session.js';
export { allTenders, paginate, type Page, type TenderQuery } from './pagination.js';
export {
  waitUntil,
  waitForSimulation,
  waitForTask,
  type WaitOptions,
  type Simulation,
  type SolvedSimulation,
  type TaskStatus,
} from './wait.js';
export { setBid, type BidChange, type SolutionParameters } from './bid.js';
export { DEFAULT_RETRY, type RetryOptions } from './transport.js';
