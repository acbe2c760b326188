/**
 * Sample values of a contract schema, generated from the published contract (`@licita/sdk/openapi.*.json`): the
 * `full` sample fills every property (nullable ones with a value), the `minimal` one only the required properties,
 * with null wherever null is allowed. What the contract allows an answer to hold must decode.
 */
import userContract from '@licita/sdk/openapi.user.json';
import configContract from '@licita/sdk/openapi.config.json';

type Schema = Record<string, unknown>;
export type SampleMode = 'full' | 'minimal';

const documents = { user: userContract as Schema, config: configContract as Schema };
export type Host = keyof typeof documents;

function lookup(host: Host, ref: string): Schema {
  let node: unknown = documents[host];
  for (const part of ref.replace(/^#\//, '').split('/')) node = (node as Schema)[part];
  if (!node) throw new Error(`${ref} no está en el contrato ${host}`);
  return node as Schema;
}

const STRING_BY_FORMAT: Record<string, string> = {
  uuid: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  date: '2026-03-02',
  'date-time': '2026-03-02T08:30:00.000Z',
  email: 'ana.lopez@example.es',
  uri: 'https://example.es/fichero',
};

function sampleString(schema: Schema): string {
  if (typeof schema.format === 'string' && STRING_BY_FORMAT[schema.format]) return STRING_BY_FORMAT[schema.format]!;
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : '';
  if (pattern.includes('[0-5]\\d')) return '08:30'; // HH:MM
  if (pattern.includes('\\d{3}-')) return '2026-03-02'; // YYYY-MM-DD
  if (/xlsx/i.test(pattern)) return 'Centros.xlsx';
  if (/pdf/i.test(pattern)) return 'Convenio.pdf';
  if (pattern.startsWith('^[A-Za-z0-9]')) return 'clave-1';
  return 'Texto de ejemplo';
}

function sampleNumber(schema: Schema): number {
  const min =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + 1
        : 1;
  const max = typeof schema.maximum === 'number' ? schema.maximum : Number.POSITIVE_INFINITY;
  const value = Math.min(Math.max(min, 1), max);
  return schema.type === 'integer' ? Math.ceil(value) : value;
}

function sample(host: Host, schema: Schema, mode: SampleMode, depth = 0): unknown {
  if (typeof schema.$ref === 'string') return sample(host, lookup(host, schema.$ref), mode, depth);
  if (mode === 'minimal' && schema.nullable === true) return null;
  if (Array.isArray(schema.enum)) return schema.enum.find((v) => v !== null);
  if (Array.isArray(schema.allOf)) {
    // `allOf: [{ $ref }]` wraps a single schema (a string id, a number…); several objects merge.
    const parts = schema.allOf.map((s) => sample(host, s as Schema, mode, depth));
    const objects = parts.filter((p) => p !== null && typeof p === 'object' && !Array.isArray(p));
    return objects.length === parts.length && parts.length > 1 ? Object.assign({}, ...objects) : parts[0];
  }
  const alternatives = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (alternatives) return sample(host, alternatives[0]!, mode, depth);
  switch (schema.type) {
    case 'string':
      return sampleString(schema);
    case 'number':
    case 'integer':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'array': {
      if (depth > 6) return [];
      const count = Math.max(1, typeof schema.minItems === 'number' ? schema.minItems : 1);
      return Array.from({ length: count }, () => sample(host, schema.items as Schema, mode, depth + 1));
    }
    default: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(properties)) {
        if (mode === 'full' || required.has(name)) out[name] = sample(host, property, mode, depth + 1);
      }
      return out;
    }
  }
}

/** A sample of `#/components/schemas/<name>` of one host. */
export function schemaSample(host: Host, name: string, mode: SampleMode): unknown {
  return sample(host, lookup(host, `#/components/schemas/${name}`), mode);
}
