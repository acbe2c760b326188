/**
 * Control characters in request text. PostgreSQL refuses U+0000 outright (a 500 before this check) and the other
 * C0 controls only corrupt names, spreadsheets and e-mails, so every string of a request (body, query, path) is
 * checked once here, after the contract's schema passed. Tab, line feed and carriage return stay allowed in the
 * fields that hold free text over several lines.
 */
import type { ErrorObject } from 'ajv';

/** Property names whose text may span lines. */
const MULTI_LINE_FIELDS = new Set(['description']);

const ANY_CONTROL = /[\u0000-\u001f]/;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The first string (or property name) holding a forbidden control character, as an Ajv-like error. */
export function controlCharacterError(data: unknown): ErrorObject | null {
  const walk = (value: unknown, path: string, key: string | undefined): ErrorObject | null => {
    if (typeof value === 'string') {
      const forbidden = key !== undefined && MULTI_LINE_FIELDS.has(key) ? CONTROL_BUT_LINES : ANY_CONTROL;
      return forbidden.test(value) ? error(path) : null;
    }
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const found = walk(value[i], `${path}/${i}`, key);
        if (found) return found;
      }
      return null;
    }
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (ANY_CONTROL.test(k)) return error(path);
        const found = walk(v, `${path}/${escapePointer(k)}`, k);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(data, '', undefined);
}

function error(instancePath: string): ErrorObject {
  return { keyword: 'controlCharacter', instancePath, schemaPath: '#', params: {}, message: 'control character' };
}
