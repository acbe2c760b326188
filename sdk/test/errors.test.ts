import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAUNCH_ERROR_CODES } from '@licita/domain';
import {
  createLicitaClient,
  isLicitaError,
  LAUNCH_ERROR_MESSAGES,
  LicitaError,
  settle,
  unwrap,
  type LicitaProblem,
} from '../src/index';
import { fakeFetch, ID, json } from './fake-server';

const client = (routes: Parameters<typeof fakeFetch>[0]) =>
  createLicitaClient({ baseUrl: 'http://x/api', apiKey: 'k', fetch: fakeFetch(routes).fetch, retry: false });

async function problemOf(call: Promise<unknown>): Promise<LicitaProblem> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isLicitaError(error)) throw new Error(`expected a LicitaError, got ${String(error)}`);
  return error.problem;
}

describe('typed errors', () => {
  it('a launch refusal (460) is its own kind, with the contract code and the server message', async () => {
    const api = client({
      [`POST /api/simulation/${ID}/launch`]: () => json(460, { message: 'No hay ningún centro creado', error_code: 4 }),
    });
    const error = await unwrap(api.config.POST('/simulation/{id}/launch', { params: { path: { id: ID } } })).catch(
      (e: unknown) => e,
    );
    expect(isLicitaError(error, 'launch-refused')).toBe(true);
    if (!isLicitaError(error, 'launch-refused')) return;
    expect(error.problem).toEqual({ kind: 'launch-refused', status: 460, message: 'No hay ningún centro creado', errorCode: 4 });
    expect(LAUNCH_ERROR_MESSAGES[error.problem.errorCode]).toBe(error.message);
  });

  it('has the server message of every launch code, as docs/errors.md lists them', () => {
    expect(LAUNCH_ERROR_MESSAGES).toEqual(LAUNCH_ERROR_CODES);
    const page = readFileSync(join(__dirname, '..', 'docs', 'errors.md'), 'utf8');
    for (const [code, message] of Object.entries(LAUNCH_ERROR_MESSAGES)) expect(page).toContain(`| ${code} | ${message} |`);
  });

  it('tells a wrong API key from a missing or expired session, both 401', async () => {
    const api = client({
      'GET /api/user/workspaces': (r) =>
        r.headers.get('x-api-key') === 'k'
          ? json(401, { message: 'Sesión no válida o caducada' })
          : json(401, { message: 'Clave de API no válida' }),
    });
    expect(await problemOf(unwrap(api.user.GET('/user/workspaces')))).toEqual({
      kind: 'unauthorized',
      status: 401,
      message: 'Sesión no válida o caducada',
    });
    const wrongKey = createLicitaClient({
      baseUrl: 'http://x/api',
      apiKey: 'otra',
      fetch: fakeFetch({ 'GET /api/user/workspaces': () => json(401, { message: 'Clave de API no válida' }) }).fetch,
    });
    expect(await problemOf(unwrap(wrongKey.user.GET('/user/workspaces')))).toEqual({
      kind: 'api-key',
      status: 401,
      message: 'Clave de API no válida',
    });
  });

  it('keeps the failing field of a 400 and a 409, and gives 5xx the kind server', async () => {
    const api = client({
      'POST /api/project': () => json(400, { message: 'Nombre requerido', field: 'name' }),
      [`PUT /api/project/${ID}`]: () => json(409, { message: 'Ya existe', field: 'name' }),
      [`GET /api/project/${ID}`]: () => json(500, { message: 'Error desconocido en el servidor' }),
    });
    expect(await problemOf(unwrap(api.config.POST('/project', { body: { name: '', workspace_id: ID } })))).toEqual({
      kind: 'bad-request',
      status: 400,
      message: 'Nombre requerido',
      field: 'name',
    });
    expect(
      await problemOf(unwrap(api.config.PUT('/project/{id}', { params: { path: { id: ID } }, body: { name: 'a' } }))),
    ).toMatchObject({ kind: 'conflict', field: 'name' });
    expect(await problemOf(unwrap(api.config.GET('/project/{id}', { params: { path: { id: ID } } })))).toEqual({
      kind: 'server',
      status: 500,
      message: 'Error desconocido en el servidor',
    });
  });

  it('a server that cannot be reached is a network error, thrown by the client itself with a Spanish message', async () => {
    const down = createLicitaClient({
      baseUrl: 'http://x/api',
      apiKey: 'k',
      retry: false,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const error = await down.user.GET('/user/workspaces').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LicitaError);
    expect((error as LicitaError).problem).toMatchObject({
      kind: 'network',
      status: 0,
      message: 'No se ha podido conectar con el servidor',
    });
  });

  it('settle answers { problem } instead of throwing', async () => {
    const api = client({ [`GET /api/project/${ID}`]: () => json(404, { message: 'No encontrado' }) });
    expect(await settle(api.config.GET('/project/{id}', { params: { path: { id: ID } } }))).toEqual({
      problem: { kind: 'not-found', status: 404, message: 'No encontrado' },
    });
  });
});
