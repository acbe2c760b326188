import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { HOSTS, contractFiles, loadContract, operations, type OpenApiDocument } from '../src/index';

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

/** Keys without a value: what `{ description: a, b }` parses to in a YAML flow mapping (` b: null`). */
function splitDescriptions(node: unknown, path: string, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item, i) => splitDescriptions(item, `${path}/${i}`, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (value === null && key !== 'default' && key !== 'example')
        out.push(`${path}: "${key}" (quote the description before it)`);
      splitDescriptions(value, `${path}/${key}`, out);
    }
  }
  return out;
}

describe('the merged contract is valid OpenAPI 3.0', () => {
  it.each(HOSTS)('%s: no description is cut in two by a comma in a flow mapping', (host) => {
    const found = contractFiles(host).flatMap((file) =>
      splitDescriptions(parse(readFileSync(file, 'utf8')), file.split('/openapi/')[1]),
    );
    expect(found).toEqual([]);
  });

  it.each(HOSTS)('%s: passes the OpenAPI 3.0 schema', async (host) => {
    const doc = loadContract(host);
    expect(doc.openapi).toMatch(/^3\.0\./);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as Record<string, unknown>);
    // The oneOf/$ref alternatives the validator tried are noise; keep the errors that say what is wrong.
    const errors = Array.isArray(result.errors)
      ? result.errors
          .filter((e) => e.keyword !== 'oneOf' && !(e.keyword === 'required' && e.params.missingProperty === '$ref'))
          .map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`)
      : result.errors;
    // A typical cause: an unquoted description with a comma inside a YAML flow mapping `{ … }`.
    expect(errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it.each(HOSTS)('%s: every $ref points at something that exists (refs resolve across fragments)', (host) => {
    const doc = loadContract(host);
    const broken = [...new Set(refs(doc))].filter((ref) => !resolves(doc, ref));
    expect(broken).toEqual([]);
  });

  it.each(HOSTS)('%s: every path parameter is declared', (host) => {
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

  it.each(HOSTS)('%s: every JSON request body refuses unknown fields (additionalProperties: false)', (host) => {
    const doc = loadContract(host);
    const schemaOf = (s: Record<string, unknown>): Record<string, unknown> =>
      typeof s.$ref === 'string' ? schemaOf(doc.components.schemas[s.$ref.split('/').pop()!] as Record<string, unknown>) : s;
    const closed = (s: Record<string, unknown>): boolean => {
      const t = schemaOf(s);
      if (t.additionalProperties === false) return true;
      return Array.isArray(t.allOf) && t.allOf.some((m) => closed(m as Record<string, unknown>));
    };
    const open: string[] = [];
    for (const { method, path } of operations(doc)) {
      const op = doc.paths[path][method] as { requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> } };
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (schema && !closed(schema)) open.push(`${method.toUpperCase()} ${path}`);
    }
    expect(open).toEqual([]);
  });

  it('config: the launch refusal answers 460 with error_code 1 to 9', () => {
    const doc = loadContract('config');
    const launch = doc.paths['/simulation/{id}/launch'].post as { responses: Record<string, unknown> };
    expect(Object.keys(launch.responses)).toContain('460');
    const refused = doc.components.schemas.LaunchRefused as { properties: { error_code: { enum: number[] } } };
    expect(refused.properties.error_code.enum).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
