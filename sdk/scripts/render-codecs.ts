/**
 * Renders an io-ts codec for every component schema of a host's contract, so that the domain decodes the API's
 * answers with codecs derived from the contract instead of shapes written again by hand. Each codec's type equals
 * the type openapi-typescript generates for the same schema (`application/test/contract-codecs.test.ts` checks it).
 *
 * Covered: `$ref`, `nullable`, `enum`, `allOf`, `oneOf`, arrays, objects with `properties` / `required` /
 * `additionalProperties`. Validation keywords (`minimum`, `pattern`, …) are the server's business and are not
 * rendered: a codec checks the shape the client relies on.
 */
import type { OpenApiDocument } from '@licita/openapi';

interface Schema {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  allOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  default?: unknown;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
const refName = (ref: string) => ref.replace('#/components/schemas/', '');

function refsOf(schema: Schema, out: Set<string>): Set<string> {
  if (schema.$ref) out.add(refName(schema.$ref));
  for (const s of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...Object.values(schema.properties ?? {})]) refsOf(s, out);
  if (schema.items) refsOf(schema.items, out);
  if (typeof schema.additionalProperties === 'object') refsOf(schema.additionalProperties, out);
  return out;
}

/** io-ts takes 2 to 5 members in `t.intersection` / `t.union`; more are nested. */
function combine(kind: 'intersection' | 'union', parts: string[]): string {
  if (parts.length === 1) return parts[0];
  if (parts.length <= 5) return `t.${kind}([${parts.join(', ')}])`;
  return combine(kind, [combine(kind, parts.slice(0, 4)), combine(kind, parts.slice(4))]);
}

function objectCodec(schema: Schema): string {
  const props = Object.entries(schema.properties ?? {});
  // As openapi-typescript does: a property with a default is always there (the server fills it in).
  const required = new Set([
    ...(schema.required ?? []),
    ...props.filter(([, s]) => s.default !== undefined).map(([name]) => name),
  ]);
  const fields = (entries: [string, Schema][]) => `{ ${entries.map(([name, s]) => `${key(name)}: ${codecOf(s)}`).join(', ')} }`;
  const parts: string[] = [];
  const req = props.filter(([name]) => required.has(name));
  const opt = props.filter(([name]) => !required.has(name));
  if (req.length) parts.push(`t.type(${fields(req)})`);
  if (opt.length) parts.push(`t.partial(${fields(opt)})`);
  const extra = schema.additionalProperties;
  if (extra === true || (extra === undefined && !props.length)) parts.push('t.record(t.string, t.unknown)');
  else if (typeof extra === 'object') parts.push(`t.record(t.string, ${codecOf(extra)})`);
  return parts.length ? combine('intersection', parts) : 't.type({})';
}

function codecOf(schema: Schema): string {
  const plain = plainCodecOf(schema);
  return schema.nullable ? `t.union([${plain}, t.null])` : plain;
}

function plainCodecOf(schema: Schema): string {
  if (schema.$ref) return refName(schema.$ref);
  if (schema.allOf) return combine('intersection', schema.allOf.map(codecOf));
  if (schema.oneOf) return combine('union', schema.oneOf.map(codecOf));
  if (schema.enum)
    return combine(
      'union',
      schema.enum.map((v) => (v === null ? 't.null' : `t.literal(${JSON.stringify(v)})`)),
    );
  switch (schema.type) {
    case 'string':
      return 't.string';
    case 'integer':
    case 'number':
      return 't.number';
    case 'boolean':
      return 't.boolean';
    case 'array':
      return `t.array(${schema.items ? codecOf(schema.items) : 't.unknown'})`;
    case 'object':
      return objectCodec(schema);
    case undefined:
      return schema.properties ? objectCodec(schema) : 't.unknown';
    default:
      throw new Error(`Tipo de esquema no admitido: ${schema.type}`);
  }
}

/** The schemas in an order where each comes after those it refers to (the contract has no recursive schema). */
function dependencyOrder(schemas: Record<string, Schema>): string[] {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`Esquema recursivo: ${[...path, name].join(' → ')}`);
    if (!schemas[name]) throw new Error(`Referencia a un esquema que no existe: ${name}`);
    state.set(name, 'visiting');
    for (const dep of [...refsOf(schemas[name], new Set())].sort()) visit(dep, [...path, name]);
    state.set(name, 'done');
    order.push(name);
  };
  for (const name of Object.keys(schemas).sort()) visit(name, []);
  return order;
}

export function renderCodecs(doc: OpenApiDocument, host: string): string {
  const schemas = (doc.components.schemas ?? {}) as Record<string, Schema>;
  const lines = dependencyOrder(schemas).map((name) => `export const ${name} = ${codecOf(schemas[name])};`);
  return [
    `// Generated from openapi/${host}/*.yaml by sdk/scripts/generate.ts. Do not edit.`,
    `// One io-ts codec per component schema; its type equals the schema's type in the sdk.`,
    `import * as t from 'io-ts';`,
    '',
    ...lines,
    '',
  ].join('\n');
}
