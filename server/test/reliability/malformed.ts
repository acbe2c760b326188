/**
 * Malformed JSON bodies generated from an operation's request schema: wrong top-level shapes, missing required
 * fields, extra and prototype keys, and per property a wrong type, null, an oversize value and control
 * characters. Each is a raw JSON text, sent as is.
 */
import { SKIP, sample } from '../isolation-sweep';

export interface Malformed {
  label: string;
  payload: string;
}

const typeOf = (schema: any): string | undefined =>
  Array.isArray(schema?.type) ? schema.type.find((t: string) => t !== 'null') : schema?.type;

function wrongValue(schema: any): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'no es un número';
    case 'boolean':
      return 'sí';
    case 'array':
      return { not: 'a list' };
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return Symbol.for('none');
  }
}

export function malformedBodies(schema: any): Malformed[] {
  const base0 = sample(schema, undefined, {});
  const base =
    base0 === SKIP || !base0 || typeof base0 !== 'object' || Array.isArray(base0) ? {} : (base0 as Record<string, unknown>);
  const json = (v: unknown) => JSON.stringify(v);
  const out: Malformed[] = [
    { label: 'null', payload: 'null' },
    { label: 'a number', payload: '42' },
    { label: 'a string', payload: '"texto"' },
    { label: 'a list', payload: '[]' },
    { label: 'not JSON', payload: '{"a": ' },
    { label: 'empty object (missing required)', payload: '{}' },
    { label: 'extra property', payload: json({ ...base, zz_extra: 1 }) },
    { label: '__proto__ key', payload: `{"__proto__": {"isAdmin": true}, ${json(base).slice(1)}`.replace(/, }$/, '}') },
    { label: 'constructor.prototype key', payload: json({ ...base, constructor: { prototype: { isAdmin: true } } }) },
    { label: 'deeply nested', payload: '['.repeat(2000) + ']'.repeat(2000) },
  ];
  const properties = Object.entries<any>(schema?.properties ?? {});
  for (const [name, sub] of properties) {
    const wrong = wrongValue(sub);
    if (wrong !== Symbol.for('none')) out.push({ label: `${name}: wrong type`, payload: json({ ...base, [name]: wrong }) });
    if (!(Array.isArray(sub.type) && sub.type.includes('null')) && !sub.nullable)
      out.push({ label: `${name}: null`, payload: json({ ...base, [name]: null }) });
    const t = typeOf(sub);
    if (t === 'string') {
      out.push({ label: `${name}: oversize`, payload: json({ ...base, [name]: 'x'.repeat(100_000) }) });
      out.push({ label: `${name}: U+0000`, payload: json({ ...base, [name]: 'a\u0000b' }) });
      out.push({ label: `${name}: escape`, payload: json({ ...base, [name]: 'a\u001bb' }) });
    }
    if (t === 'number' || t === 'integer') {
      out.push({ label: `${name}: huge`, payload: json({ ...base, [name]: 0 }).replace(`"${name}":0`, `"${name}":1e400`) });
      out.push({ label: `${name}: negative`, payload: json({ ...base, [name]: -1e12 }) });
    }
    if (t === 'array')
      out.push({ label: `${name}: 10 000 items`, payload: json({ ...base, [name]: Array.from({ length: 10_000 }, () => 'x') }) });
  }
  // At least 15 per operation: pad with more shapes of the whole body.
  const pads = [
    { label: 'a boolean', payload: 'true' },
    { label: 'a list of objects', payload: json([base, base]) },
    { label: 'every property null', payload: json(Object.fromEntries(properties.map(([n]) => [n, null]))) },
    { label: 'every property a string with U+0000', payload: json(Object.fromEntries(properties.map(([n]) => [n, '\u0000']))) },
    { label: 'every property an object', payload: json(Object.fromEntries(properties.map(([n]) => [n, { a: 1 }]))) },
  ];
  for (const pad of pads) if (out.length < 15 || properties.length < 3) out.push(pad);
  return out;
}
