/**
 * The strength part of the new-password rule: zxcvbn-ts with its common-password list and the Spanish
 * dictionaries. A password in the common list, or scored below 3 of 4 ("safely unguessable" against an
 * online attack is 3), is refused with the estimator's Spanish reason. Pure (no I/O); the estimator is built on
 * first use. Kept apart from ./profile.ts because its dictionaries weigh about 600 KB gzip: the server imports
 * it (`@licita/domain/password-strength`), the web app's bundle does not.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as spanish from '@zxcvbn-ts/language-es-es';
import { newPasswordError } from './profile';

/** The lowest zxcvbn score accepted (0 to 4). */
export const PASSWORD_MIN_SCORE = 3;

/**
 * The characters the estimator looks at: its cost grows faster than the length (a 200-character password took
 * seconds of CPU), and a prefix this long that is hard to guess keeps the whole password hard to guess.
 */
export const PASSWORD_ESTIMATE_PREFIX = 64;

export const PASSWORD_STRENGTH_MESSAGES = {
  common: 'La contraseña es una de las más usadas: elige otra',
  weak: (reason: string) => `La contraseña es demasiado fácil de adivinar: ${reason}`,
  defaultReason: 'añade más palabras poco comunes o mezcla letras, números y signos',
  personal: 'no uses tu correo electrónico ni tu nombre',
  ownAddress: 'La contraseña no puede ser tu dirección de correo',
} as const;

let estimator: ZxcvbnFactory | undefined;
let commonPasswords: ReadonlySet<string> | undefined;

function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...spanish.dictionary },
    graphs: common.adjacencyGraphs,
    translations: spanish.translations,
  });
  return estimator;
}

function isCommon(password: string): boolean {
  commonPasswords ??= new Set(common.dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase()) || commonPasswords.has(password.trim().toLowerCase());
}

/**
 * Refuses a password that is one of the e-mail addresses among `userInputs`, or contains one or its local part (the
 * part before the @, when it has 4 characters or more), ignoring case: the first guess of anyone who knows the
 * address. Cheap (no estimator): the server checks it before any limit.
 */
export function ownAddressError(password: string, userInputs: readonly string[] = []): string | undefined {
  const lower = password.trim().toLowerCase();
  const builtOn = userInputs
    .filter((input) => input.includes('@'))
    .some((address) => {
      const full = address.trim().toLowerCase();
      const local = full.slice(0, full.indexOf('@'));
      return lower.includes(full) || (local.length >= 4 && lower.includes(local));
    });
  return builtOn ? PASSWORD_STRENGTH_MESSAGES.ownAddress : undefined;
}

/**
 * Why a password of the right shape is too weak, or undefined. `userInputs`: the e-mail, names (guessable). The
 * estimator sees the first `PASSWORD_ESTIMATE_PREFIX` characters only.
 */
export function passwordStrengthError(password: string, userInputs: readonly string[] = []): string | undefined {
  const own = ownAddressError(password, userInputs);
  if (own) return own;
  password = password.slice(0, PASSWORD_ESTIMATE_PREFIX);
  if (isCommon(password)) return PASSWORD_STRENGTH_MESSAGES.common;
  const inputs = userInputs.flatMap((s) => [s, ...s.split(/[@.\s_-]+/)]).filter((s) => s.length >= 3);
  const result = zxcvbn().check(password, inputs);
  if (result.score >= PASSWORD_MIN_SCORE) return undefined;
  if (
    result.sequence.some(
      (m) => m.pattern === 'dictionary' && m.dictionaryName === 'passwords-common' && m.token.length === password.length,
    )
  ) {
    return PASSWORD_STRENGTH_MESSAGES.common;
  }
  if (result.sequence.some((m) => m.pattern === 'dictionary' && m.dictionaryName === 'userInputs')) {
    return PASSWORD_STRENGTH_MESSAGES.weak(PASSWORD_STRENGTH_MESSAGES.personal);
  }
  const warning = result.feedback.warning?.trim();
  const reason = warning
    ? warning.charAt(0).toLowerCase() + warning.slice(1).replace(/\.$/, '')
    : PASSWORD_STRENGTH_MESSAGES.defaultReason;
  return PASSWORD_STRENGTH_MESSAGES.weak(reason);
}

/** The whole rule of a new password: the shape (./profile.ts) and then the strength. */
export function newPasswordPolicyError(password: string, userInputs: readonly string[] = []): string | undefined {
  return newPasswordError(password) ?? passwordStrengthError(password, userInputs);
}
