/** The server is the contract: every operation is routed with its schemas, anything else is refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, operations } from '@licita/openapi';
import { contractRoutes } from '../src/http/contract-routes';
import { contractValidatorCompiler, schemaProblem } from '../src/http/validation';
import { userHostHandlers } from '../src/hosts/user-host';
import { configHostHandlers } from '../src/hosts/config-host';
import { createTestApp, targets, type TestApp } from './helpers';

describe('contract schemas', () => {
  it.each(['user', 'config'] as const)('%s: every operation becomes a route whose schemas compile', (host) => {
    const doc = loadContract(host);
    const routes = contractRoutes(doc);
    expect(routes.length).toBe(operations(doc).length);
    const broken = routes.flatMap((r) =>
      Object.entries(r.schema)
        .map(([part, schema]) => [part, schemaProblem(schema, part)])
        .filter(([, p]) => p)
        .map(([part, p]) => `${r.operationId} ${part}: ${p}`),
    );
    expect(broken).toEqual([]);
  });

  it('a typed nullable reference ({ type, allOf: [$ref], nullable }) takes null and still checks a value', () => {
    const route = contractRoutes(loadContract('config')).find((r) => r.operationId === 'updateSolutionParameters')!;
    const validate = contractValidatorCompiler({
      schema: route.schema.body!,
      httpPart: 'body',
      method: 'PUT',
      url: route.url,
    }) as (data: unknown) => boolean;
    const required = { absenteeism_rate: 2, benefit: 5, material_costs: [] };
    const bodies = [
      { tender_budget: null, offer_price: null },
      { tender_budget: 120000.5 },
      { tender_budget: 0 },
      { offer_price: 'mil' },
    ];
    expect(bodies.map((body) => validate({ ...required, ...body }))).toEqual([true, true, false, false]);
  });

  it('every handler answers an operation of the contract (no handler outside it)', () => {
    const ids = new Set([...operations(loadContract('user')), ...operations(loadContract('config'))].map((o) => o.operationId));
    const stray = [...Object.keys(userHostHandlers), ...Object.keys(configHostHandlers)].filter((id) => !ids.has(id));
    expect(stray).toEqual([]);
  });
});

describe.each(await targets())('calls outside the contract (%s)', (target) => {
  let t: TestApp;
  let token: string;
  let workspaceId: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    const ws = await t.workspace('Contrato');
    token = ws.adminToken;
    workspaceId = ws.id;
  }, 180_000);
  afterAll(() => t?.close());

  it('an unknown path under /api answers 404 JSON', async () => {
    const res = await t.call('GET', '/api/no-such-thing', { token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Ruta no encontrada' });
  });

  it('a method the contract does not declare on a known path answers 404', async () => {
    const res = await t.call('PATCH', '/api/project', { token, body: {} });
    expect(res.statusCode).toBe(404);
  });

  it('a property the contract does not declare is refused with 400 naming it, and nothing is written', async () => {
    const before = await t.counts();
    const res = await t.call('POST', '/api/project', { token, body: { name: 'X', workspace_id: workspaceId, extra: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'El campo extra no está permitido', field: 'extra' });
    expect(await t.counts()).toEqual(before);
  });

  it('an undeclared query parameter is refused', async () => {
    const res = await t.call('GET', '/api/project', { token, query: { workspace_id: workspaceId, page: 2 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('page');
  });

  it('a path parameter that is not a UUID is refused with 400', async () => {
    const res = await t.call('GET', '/api/project/not-a-uuid', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'id' });
    expect(res.json().message).toMatch(/^El campo «Identificador» /);
  });

  it('every call needs the API key, even unknown paths and public auth calls', async () => {
    for (const [method, url] of [
      ['GET', '/api/project'],
      ['GET', '/api/nothing'],
      ['POST', '/api/auth/token'],
    ] as const) {
      const res = await t.call(method, url, { apiKey: null, token });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Clave de API no válida' });
    }
    expect((await t.call('GET', '/api/role', { apiKey: 'wrong', token })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/role', { apiKey: 'second-key', token })).statusCode).toBe(200);
  });

  it('operations that need a session refuse a missing or forged token with 401', async () => {
    expect((await t.call('GET', '/api/role')).statusCode).toBe(401);
    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await t.call('GET', '/api/role', { token: forged })).statusCode).toBe(401);
  });

  it('authentication comes before validation: a malformed call without a token answers 401', async () => {
    const res = await t.call('POST', '/api/project', { body: { nope: true } });
    expect(res.statusCode).toBe(401);
  });

  it('operations of the contract that are not implemented yet answer 501', async () => {
    const unimplemented = [...operations(loadContract('config'))].find(
      (o) => !(o.operationId in configHostHandlers) && o.method === 'get' && !o.path.includes('{'),
    );
    if (!unimplemented) return;
    const res = await t.call('GET', `/api${unimplemented.path}`, { token });
    // Either the contract's validation (400: a required query parameter) or the 501 answer.
    expect([400, 501]).toContain(res.statusCode);
    if (res.statusCode === 501) expect(res.json()).toEqual({ message: 'No implementado todavía' });
  });

  it('a body that is not JSON, or no body at all, answers 400', async () => {
    const bad = await t.call('POST', '/api/project', {
      token,
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('body');
    const none = await t.call('POST', '/api/project', { token });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: 'El cuerpo de la petición es obligatorio', field: 'body' });
  });

  it('wrong types are named in Spanish', async () => {
    const res = await t.call('POST', '/api/project', { token, body: { name: 12, workspace_id: workspaceId } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'El campo «Nombre» debe ser texto', field: 'name' });
  });

  it('/api/docs lists both hosts without an API key', async () => {
    const html = await t.call('GET', '/api/docs', { apiKey: null });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('/api/project');
    expect(html.body).toContain('/api/auth/token');
    const json = await t.call('GET', '/api/docs/openapi.json', { apiKey: null });
    expect(Object.keys(json.json())).toEqual(['user', 'config']);
  });
});

describe('the test harness checks answers against the contract', () => {
  it('flags a body that misses a promised field, or an undeclared status', async () => {
    const { responseChecker } = await import('./response-checker');
    const check = responseChecker();
    const id = '00000000-0000-4000-8000-000000000001';
    expect(check('GET', `/api/project/${id}`, 200, JSON.stringify({ id }))).toMatch(/required/);
    expect(check('GET', `/api/project/${id}`, 418, '{}')).toMatch(/not declared/);
    expect(check('DELETE', `/api/project/${id}`, 204, '')).toBeNull();
    expect(check('GET', '/api/role', 200, JSON.stringify([{ id, name: 'Lector' }]))).toBeNull();
  });
});
