/** Compiled (never run) by the sdk package test: if the path types collapsed to `any`, these would not fail. */
import { createLicitaClient, type LaunchErrorCode, type LicitaProblem } from '@licita/sdk';

const api = createLicitaClient({ baseUrl: 'http://localhost:8080/api', apiKey: 'licita-dev-key' });
const workspace_id = '00000000-0000-4000-8000-000000000000';

export const checks = [
  // @ts-expect-error a path the contract does not have
  () => api.config.GET('/projects', { params: { query: { workspace_id } } }),
  // @ts-expect-error a body without its required workspace_id
  () => api.config.POST('/project', { body: { name: 'Licitación' } }),
  // @ts-expect-error a query parameter of the wrong type
  () => api.config.GET('/project', { params: { query: { workspace_id, limit: 'diez' } } }),
  // @ts-expect-error a user-host path asked of the config host
  () => api.config.GET('/user/workspaces'),
];

// @ts-expect-error 10 is not one of the contract's launch codes
export const notACode: LaunchErrorCode = 10;

/** The problem union narrows on `kind`. */
export function describe(problem: LicitaProblem): string {
  switch (problem.kind) {
    case 'launch-refused':
      return `${problem.errorCode satisfies LaunchErrorCode}: ${problem.message}`;
    case 'bad-request':
      return `${problem.field ?? '?'}: ${problem.message}`;
    default:
      return problem.message;
  }
}
