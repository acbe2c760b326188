/**
 * Request validation from the contract: Ajv compilers for Fastify (bodies are never coerced; path and query
 * values are, as they arrive as text) and the translation of Ajv's errors into `{ message, field }` in Spanish.
 */
import AjvModule, { type ErrorObject, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { foreignSpreadsheetMessage, formatNumber, TEXT_CHARACTER_MESSAGES } from '@licita/domain';
import { controlCharacterError } from './control-characters';
import { fieldLabel } from './field-labels';

/** A CommonJS module's export as Node's ESM import gives it: under `default` when the module sets `exports.default`. */
function interopDefault<T>(module: T): T {
  const loaded: unknown = module;
  return (loaded as { default?: T }).default ?? module;
}
const Ajv = interopDefault(AjvModule);
const addFormats = interopDefault(addFormatsModule);

/** The contract's mark of a text the forms make multi-line: tab, line feed and carriage return pass there. */
export const MULTI_LINE_KEYWORD = 'x-multiline';
/** Where marked schemas matched during the validation running now (validation is synchronous). */
let multiLinePaths: Set<string> | null = null;

function makeAjv(options: Options) {
  // verbose: an error carries its schema, so a pattern can give its own message (`x-pattern-message`).
  const ajv = new Ajv({ strict: false, allErrors: false, removeAdditional: false, useDefaults: true, verbose: true, ...options });
  addFormats(ajv);
  // OpenAPI formats Ajv does not know: accepted as annotations.
  for (const format of ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double']) {
    if (!ajv.formats[format]) ajv.addFormat(format, true);
  }
  ajv.addKeyword({
    keyword: MULTI_LINE_KEYWORD,
    schemaType: 'boolean',
    errors: false,
    validate: (marked: boolean, _data: unknown, _schema?: unknown, cxt?: { instancePath: string }) => {
      if (marked && cxt) multiLinePaths?.add(cxt.instancePath);
      return true;
    },
  });
  return ajv;
}

// verbose: a refused value is at hand for its message (a spreadsheet's file name, below)
const bodyAjv = makeAjv({ coerceTypes: false, verbose: true });
const textAjv = makeAjv({ coerceTypes: 'array' });

export const contractValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  const validate = ajv.compile(schema as object);
  // After the schema: its errors (type, required…) come first; then no string may carry control characters.
  const checked = (data: unknown) => {
    const multiLine = new Set<string>();
    multiLinePaths = multiLine;
    try {
      if (!validate(data)) {
        checked.errors = validate.errors;
        return false;
      }
    } finally {
      multiLinePaths = null;
    }
    const control = controlCharacterError(data, multiLine);
    checked.errors = control ? [control] : null;
    return !control;
  };
  checked.errors = null as ErrorObject[] | null | undefined;
  return checked as ReturnType<FastifySchemaCompiler<unknown>>;
};

/** The reason a contract schema cannot be compiled, or null when it can. */
export function schemaProblem(schema: object, httpPart: string): string | null {
  try {
    (httpPart === 'body' ? bodyAjv : textAjv).compile(schema);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'un número',
  integer: 'un número entero',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  null: 'nulo',
};

const FORMAT_NAMES: Record<string, string> = {
  uuid: 'un identificador (UUID) válido',
  email: 'un correo electrónico válido',
  date: 'una fecha AAAA-MM-DD válida',
  'date-time': 'una fecha y hora válidas',
  uri: 'una dirección válida',
};

export interface FieldError {
  message: string;
  field: string;
}

function fieldName(error: ErrorObject, part: string | undefined): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') segments.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(params.additionalProperty));
  let name = '';
  for (const s of segments) name += /^\d+$/.test(s) ? `[${s}]` : name ? `.${s}` : s;
  return name || (part === 'body' ? 'body' : (part ?? 'body'));
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** A bound as a person reads it: decimal comma (0,01); whole numbers as the contract writes them. */
const bound = (n: number | undefined) => String(n).replace('.', ',');

/** The keywords whose message is the subject ('El campo X') and a phrase, with Ajv's `limit` where it has one. */
const SUBJECT_PHRASES: Record<string, (limit: number | undefined) => string> = {
  maxLength: (n) => `no puede tener más de ${n} caracteres`,
  minimum: (n) => `debe ser mayor o igual que ${bound(n)}`,
  exclusiveMinimum: (n) => `debe ser mayor que ${bound(n)}`,
  maximum: (n) => `debe ser menor o igual que ${bound(n)}`,
  exclusiveMaximum: (n) => `debe ser menor que ${bound(n)}`,
  minItems: (n) => `debe tener al menos ${formatNumber(n, 0)} elementos`,
  maxItems: (n) => `no puede tener más de ${formatNumber(n, 0)} elementos`,
  uniqueItems: () => 'no puede tener elementos repetidos',
  // the forms' messages, after 'El campo X'
  controlCharacter: () => lowerFirst(TEXT_CHARACTER_MESSAGES.control),
  invalidCharacter: () => lowerFirst(TEXT_CHARACTER_MESSAGES.invalid),
};

/** The first Ajv error as a Spanish message naming the field. */
export function describeValidationError(errors: ErrorObject[], part?: string): FieldError {
  const error = errors.find((e) => e.keyword !== 'if') ?? errors[0];
  const field = fieldName(error, part);
  /** The parameters Ajv sets for the keywords below (each keyword sets its own). */
  const p = error.params as {
    type?: string | string[];
    format?: string;
    limit?: number;
    allowedValues?: unknown[];
    multipleOf?: number;
  };
  // The person reads the field's label; programs get the property path in `field`.
  const named = field === 'body' ? field : fieldLabel(field);
  const subject = field === 'body' ? 'El cuerpo de la petición' : `El campo ${named}`;
  const phrase = Object.hasOwn(SUBJECT_PHRASES, error.keyword) ? SUBJECT_PHRASES[error.keyword] : undefined;
  if (phrase) return { message: `${subject} ${phrase(p.limit)}`, field };
  let message: string;
  switch (error.keyword) {
    case 'required':
      message = `El campo ${named} es obligatorio`;
      break;
    case 'additionalProperties':
      message = `El campo ${field} no está permitido`;
      break;
    case 'type': {
      const types = String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t);
      message = `${subject} debe ser ${types.join(' o ')}`;
      break;
    }
    case 'format':
      message = `${subject} debe ser ${FORMAT_NAMES[p.format ?? ''] ?? `de formato ${p.format}`}`;
      break;
    case 'minLength':
      message =
        (p.limit ?? 0) <= 1 ? `El campo ${named} no puede estar vacío` : `${subject} debe tener al menos ${p.limit} caracteres`;
      break;
    case 'pattern': {
      const own = (error.parentSchema as Record<string, unknown> | undefined)?.['x-pattern-message'];
      // Only workbook uploads pattern `filename` (.xlsx): an .ods or .xls name gets what to do with that file.
      const foreign = field === 'filename' && typeof error.data === 'string' ? foreignSpreadsheetMessage(error.data) : null;
      if (field !== 'body' && typeof own === 'string') message = `El campo ${named} ${own}`;
      else
        message =
          foreign ??
          (field === 'body' ? 'El cuerpo de la petición no es válido' : `El campo ${named} no tiene un formato válido`);
      break;
    }
    case 'enum':
      message = `${subject} debe ser uno de: ${(p.allowedValues ?? []).filter((v) => v !== null).join(', ')}`;
      break;
    case 'multipleOf':
      message = `${subject} debe ser múltiplo de ${p.multipleOf}`;
      break;
    default:
      message = `${subject} no es válido`;
  }
  return { message, field };
}
