import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { HOSTS, loadContract, operations, type OpenApiDocument } from '../src/index';

/** Every `$ref` string in a document. */
function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refs(item, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else refs(value, out);
    }
  }
  return out;
}

function resolves(doc: OpenApiDocument, ref: string): boolean {
  if (!ref.startsWith('#/')) return false;
  let node: unknown = doc;
  for (const part of ref.slice(2).split('/')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node !== undefined;
}

describe('the merged contract is valid OpenAPI 3.0', () => {
  it.each(HOSTS)('%s: passes the OpenAPI 3.0 schema', async (host) => {
    const doc = loadContract(host);
    expect(doc.openapi).toMatch(/^3\.0\./);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as Record<string, unknown>);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it.each(HOSTS)('%s: every $ref points at something that exists (refs resolve across fragments)', (host) => {
    const doc = loadContract(host);
    const broken = [...new Set(refs(doc))].filter((ref) => !resolves(doc, ref));
    expect(broken).toEqual([]);
  });

  it.each(HOSTS)('%s: every path parameter is declared and every request body of a write is closed', (host) => {
    const doc = loadContract(host);
    const problems: string[] = [];
    for (const { method, path } of operations(doc)) {
      const item = doc.paths[path] as { parameters?: { $ref?: string; name?: string; in?: string }[] };
      const op = item[method as keyof typeof item] as { parameters?: { $ref?: string; name?: string; in?: string }[] };
      const declared = new Set(
        [...(item.parameters ?? []), ...(op.parameters ?? [])]
          .map((p) => (p.$ref ? (doc.components.parameters?.[p.$ref.split('/').pop()!] as { name: string; in: string }) : p))
          .filter((p) => p?.in === 'path')
          .map((p) => p.name),
      );
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
        if (!declared.has(name)) problems.push(`${method.toUpperCase()} ${path}: path parameter ${name} is not declared`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('config: the spec\'s launch refusal answers 460 with error_code 1 to 9', () => {
    const doc = loadContract('config');
    const launch = doc.paths['/simulation/{id}/launch'].post as { responses: Record<string, unknown> };
    expect(Object.keys(launch.responses)).toContain('460');
    const refused = doc.components.schemas.LaunchRefused as { properties: { error_code: { enum: number[] } } };
    expect(refused.properties.error_code.enum).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
