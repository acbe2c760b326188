/** argon2id password hashing. Production uses the library's defaults (64 MiB, 3 passes); tests may pass
 * cheaper parameters through `buildApp({ passwordCost })`, never through the environment. */
import argon2 from 'argon2';

export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const PRODUCTION_PASSWORD_COST: PasswordCost = { memoryCost: 65536, timeCost: 3, parallelism: 4 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of a verification, so an unknown e-mail is not told apart by timing. */
  burn(password: string): Promise<void>;
}

export function createPasswordHasher(cost: PasswordCost = PRODUCTION_PASSWORD_COST): PasswordHasher {
  let dummy: Promise<string> | undefined;
  const hash = (password: string) => argon2.hash(password, { type: argon2.argon2id, ...cost });
  return {
    hash,
    async verify(stored, password) {
      try {
        return await argon2.verify(stored, password);
      } catch {
        return false;
      }
    },
    async burn(password) {
      dummy ??= hash('not-a-password');
      await argon2.verify(await dummy, password).catch(() => false);
    },
  };
}
