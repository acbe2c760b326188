/**
 * Contract-driven malformed bodies (docs/reliability.md, the suite): every operation of both hosts with a JSON body
 * gets at least 15 malformed bodies generated from its schema (./malformed.ts), sent by a workspace
 * administrator; each must answer 4xx with a `{message}` and no table may change. The figures are printed for
 * docs/reliability.md.
 */
import { randomUUID } from 'node:crypto';
import { loadContract } from '@licita/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, API_KEY, targets, type TestApp } from '../helpers';
import { contractRoutes, makeResolver } from '../../src/http/contract-routes';
import { SKIP, sample } from '../isolation-sweep';
import { malformedBodies } from './malformed';

describe.each(await targets())('malformed bodies from the contract (%s)', (target) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    token = (await t.workspace('Malformados')).adminToken;
  }, 180_000);
  afterAll(() => t?.close());

  it('every operation with a JSON body answers ≥ 15 malformed bodies with 4xx {message} and changes nothing', async () => {
    const failures: string[] = [];
    let operations = 0;
    let withBody = 0;
    let bodies = 0;
    let fiveHundreds = 0;
    for (const host of ['user', 'config'] as const) {
      const doc = loadContract(host);
      const { resolve } = makeResolver(doc);
      for (const route of contractRoutes(doc)) {
        operations++;
        if (!route.schema.body || route.path.startsWith('/files/')) continue;
        withBody++;
        const url = `/api${route.path.replace(/\{[^}]+\}/g, () => randomUUID())}`;
        const query = new URLSearchParams();
        for (const name of (route.schema.querystring?.required as string[] | undefined) ?? []) {
          const value = sample(route.schema.querystring!.properties[name], name, {});
          if (value !== SKIP) query.set(name, String(value));
        }
        const cases = malformedBodies(resolve(route.schema.body));
        expect(cases.length, route.operationId).toBeGreaterThanOrEqual(15);
        const before = await t.counts();
        for (const c of cases) {
          bodies++;
          const res = await t.app.inject({
            method: route.method.toUpperCase() as 'POST',
            url: `${url}${query.size ? `?${query}` : ''}`,
            headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            payload: c.payload,
            remoteAddress: `10.9.${bodies % 250}.${(bodies >> 8) % 250}`,
          });
          let message: unknown;
          try {
            message = res.json().message;
          } catch {
            message = undefined;
          }
          if (res.statusCode >= 500) fiveHundreds++;
          if (res.statusCode < 400 || res.statusCode >= 500 || typeof message !== 'string') {
            failures.push(`${route.operationId} (${c.label}): ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        }
        const after = await t.counts();
        if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${route.operationId}: rows changed`);
      }
    }
    console.log(
      `malformed bodies (${target}): ${withBody} operations with a JSON body of ${operations}, ${bodies} bodies, ${fiveHundreds} answers 5xx`,
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
