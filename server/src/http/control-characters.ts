/**
 * Control characters and characters no file can carry in request text. PostgreSQL refuses U+0000 outright (a 500
 * before this check) and the other C0 controls only corrupt names, spreadsheets and e-mails; U+FFFE, U+FFFF and
 * unpaired surrogates are not XML characters, so one in a name makes every workbook that prints it unreadable. Every
 * string of a request (body, query, path) is checked once here, after the contract's schema passed, with the rule
 * the forms apply (`textCharacterProblem` of the domain). Tab, line feed and carriage return stay allowed in the
 * fields that hold free text over several lines: the contract marks them `x-multiline: true` (the validator collects
 * where the marked schemas matched, `MULTI_LINE_KEYWORD` in ./validation.ts), so no field name is special here.
 */
import type { ErrorObject } from 'ajv';
import { textCharacterProblem } from '@licita/domain';

const KEYWORDS = { control: 'controlCharacter', invalid: 'invalidCharacter' } as const;

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The first string (or property name) holding a forbidden control character, as an Ajv-like error. `multiLine`: the
 * JSON pointers of the strings the contract lets span lines.
 */
export function controlCharacterError(data: unknown, multiLine: ReadonlySet<string> = new Set()): ErrorObject | null {
  const walk = (value: unknown, path: string): ErrorObject | null => {
    if (typeof value === 'string') {
      const problem = textCharacterProblem(value, multiLine.has(path));
      return problem ? error(path, KEYWORDS[problem]) : null;
    }
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const found = walk(value[i], `${path}/${i}`);
        if (found) return found;
      }
      return null;
    }
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        const problem = textCharacterProblem(k);
        if (problem) return error(path, KEYWORDS[problem]);
        const found = walk(v, `${path}/${escapePointer(k)}`);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(data, '');
}

function error(instancePath: string, keyword: string): ErrorObject {
  return { keyword, instancePath, schemaPath: '#', params: {}, message: keyword };
}
