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

export const PASSWORD_STRENGTH_MESSAGES = {
  common: 'La contraseña es una de las más usadas: elige otra',
  weak: (reason: string) => `La contraseña es demasiado fácil de adivinar: ${reason}`,
  defaultReason: 'añade más palabras poco comunes o mezcla letras, números y signos',
  personal: 'no uses tu correo electrónico ni tu nombre',
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

/** Why a password of the right shape is too weak, or undefined. `userInputs`: the e-mail, names (guessable). */
export function passwordStrengthError(password: string, userInputs: readonly string[] = []): string | undefined {
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
