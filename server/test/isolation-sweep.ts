/**
 * Builds, for every operation of the contract, a call that points at objects of another workspace (path ids,
 * query and body fields), so one test can check that no operation — including those added later — lets a user
 * reach another workspace's data.
 */
import { randomUUID } from 'node:crypto';
import { loadContract } from '@licita/openapi';
import { contractRoutes, makeResolver } from '../src/http/contract-routes';

export interface ForeignObjects {
  workspaceId: string;
  projectId: string;
  simulationId: string;
  previousStudyId: string;
}

export interface SweepCall {
  operationId: string;
  method: string;
  url: string;
  query: Record<string, string>;
  body?: unknown;
}

export const SKIP = Symbol('skip');

export function foreignCalls(objects: ForeignObjects): SweepCall[] {
  const byResource: Record<string, string> = {
    project: objects.projectId,
    simulation: objects.simulationId,
    solution: objects.simulationId,
    previous_study: objects.previousStudyId,
    workspace: objects.workspaceId,
  };
  const byName: Record<string, string> = {
    workspace_id: objects.workspaceId,
    project_id: objects.projectId,
    projectId: objects.projectId,
    project_uid: objects.projectId,
    simulation_id: objects.simulationId,
    simulation_uid: objects.simulationId,
    origin_simulation: objects.simulationId,
    previous_study_id: objects.previousStudyId,
    previousStudyId: objects.previousStudyId,
  };
  const foreign = new Set(Object.values(objects));
  const calls: SweepCall[] = [];

  for (const host of ['user', 'config'] as const) {
    const doc = loadContract(host);
    const { resolve } = makeResolver(doc);
    for (const route of contractRoutes(doc)) {
      const segments = route.path.split('/').filter(Boolean);
      if (segments[0] === 'files' || segments[0] === 'auth') continue; // signed addresses; public calls
      let refersToForeign = false;
      let skip = false;
      const url = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const index = segments.indexOf(`{${name}}`);
        const resource = segments[index - 1];
        const value = byName[name] ?? (name === 'id' ? byResource[resource] : undefined) ?? randomUUID();
        if (foreign.has(value)) refersToForeign = true;
        if (name === 'id' && !byResource[resource]) skip = true; // an object kind this sweep does not create
        return value;
      });
      if (skip) continue;

      const query: Record<string, string> = {};
      const q = route.schema.querystring;
      for (const name of (q?.required as string[] | undefined) ?? []) {
        const value: unknown = byName[name] ?? sample(q!.properties[name], name, byName);
        if (value === SKIP) skip = true;
        else query[name] = String(value);
        if (foreign.has(String(value))) refersToForeign = true;
      }
      let body: unknown;
      if (route.schema.body) {
        body = sample(resolve(route.schema.body), undefined, byName);
        if (body === SKIP) skip = true;
        else if (JSON.stringify(body ?? null).match(new RegExp([...foreign].join('|')))) refersToForeign = true;
      }
      if (skip || !refersToForeign) continue;
      calls.push({ operationId: route.operationId, method: route.method.toUpperCase(), url: `/api${url}`, query, body });
    }
  }
  return calls;
}

/** A minimal value the schema accepts, with the foreign ids in the fields that name them. */
export function sample(schema: any, key: string | undefined, byName: Record<string, string>, depth = 0): unknown {
  if (key && byName[key]) return byName[key];
  if (!schema || depth > 6) return SKIP;
  if (schema.anyOf || schema.oneOf) {
    const options = (schema.anyOf ?? schema.oneOf).filter((s: any) => s.type !== 'null');
    return options.length ? sample(options[0], key, byName, depth + 1) : null;
  }
  if (schema.allOf) return sample(Object.assign({}, ...schema.allOf), key, byName, depth + 1);
  if (Array.isArray(schema.enum)) return schema.enum.find((v: unknown) => v !== null) ?? null;
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
    case undefined: {
      if (!schema.properties) return type === 'object' ? {} : SKIP;
      const out: Record<string, unknown> = {};
      for (const [name, sub] of Object.entries<any>(schema.properties)) {
        if (!(schema.required ?? []).includes(name) && !byName[name]) continue;
        const value = sample(sub, name, byName, depth + 1);
        if (value === SKIP) return SKIP;
        out[name] = value;
      }
      return out;
    }
    case 'array': {
      const count = schema.minItems ?? 0;
      const items = Array.from({ length: count }, () => sample(schema.items, undefined, byName, depth + 1));
      return items.includes(SKIP) ? SKIP : items;
    }
    case 'string': {
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date') return '2025-01-01';
      if (schema.format === 'date-time') return '2025-01-01T00:00:00.000Z';
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.pattern && !/^\\?S$|^\\S$/.test(schema.pattern) && schema.pattern !== '\\S') return SKIP;
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    case 'integer':
    case 'number': {
      if (typeof schema.minimum === 'number') return schema.minimum;
      if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
      return 0;
    }
    case 'boolean':
      return false;
    default:
      return SKIP;
  }
}
