/**
 * Characters no saved text may hold, written once for the forms and the server: C0 control characters (tab, line
 * feed and carriage return stay in text over several lines) and the characters a file cannot carry — U+FFFE,
 * U+FFFF and unpaired UTF-16 surrogates are not XML characters, so one pasted into a name makes every workbook
 * that prints it unreadable (Excel, LibreOffice and ExcelJS refuse it).
 */
import type { FieldError } from './simulation-inputs/messages';

export const TEXT_CHARACTER_MESSAGES = {
  control: 'Contiene caracteres de control no permitidos',
  invalid: 'Contiene caracteres no válidos (U+FFFE, U+FFFF o un carácter partido)',
} as const;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ANY_CONTROL = /[\u0000-\u001f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
/** U+FFFE, U+FFFF, a high surrogate not followed by a low one, a low one not preceded by a high one. */
const NOT_XML = /[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NOT_XML_ALL = new RegExp(NOT_XML.source, 'g');
const CONTROL_BUT_LINES_ALL = new RegExp(CONTROL_BUT_LINES.source, 'g');

/** Which kind of forbidden character a text holds, or null. `multiLine`: tab, line feed and carriage return pass. */
export function textCharacterProblem(text: string, multiLine = false): keyof typeof TEXT_CHARACTER_MESSAGES | null {
  if ((multiLine ? CONTROL_BUT_LINES : ANY_CONTROL).test(text)) return 'control';
  return NOT_XML.test(text) ? 'invalid' : null;
}

/** The form's message for a text field, or null when it may be saved. */
export function textCharacterMessage(text: string | null | undefined, multiLine = false): string | null {
  const problem = typeof text === 'string' ? textCharacterProblem(text, multiLine) : null;
  return problem ? TEXT_CHARACTER_MESSAGES[problem] : null;
}

/**
 * Every text of a form's values (nested objects and lists too) holding a forbidden character, with its field path
 * as the forms name fields (`shift_times[0].time_init`), after `prefix` (`centers[2].`). `multiLine`: the property
 * names the form makes multi-line (the contract marks them `x-multiline`); none in the forms that use this today.
 */
export function textCharacterErrors(values: unknown, prefix = '', multiLine: readonly string[] = []): FieldError[] {
  const out: FieldError[] = [];
  const walk = (value: unknown, path: string, key: string | undefined) => {
    if (typeof value === 'string') {
      const message = textCharacterMessage(value, key !== undefined && multiLine.includes(key));
      if (message) out.push({ field: prefix + path, message });
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`, key));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k, k);
  };
  walk(values, '', undefined);
  return out;
}

/**
 * Text as a file may carry it: the characters XML cannot hold become U+FFFD (the replacement character) and control
 * characters other than tab, line feed and carriage return are dropped. The writers' safety net for text stored
 * before the forms and the server refused them.
 */
export function fileSafeText(text: string): string {
  return text.replace(NOT_XML_ALL, '\uFFFD').replace(CONTROL_BUT_LINES_ALL, '');
}
