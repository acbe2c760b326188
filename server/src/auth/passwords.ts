/**
 * argon2id password hashing at OWASP's minimum (m = 19 MiB, t = 2, p = 1): a login costs tens of milliseconds of
 * one core instead of the library defaults' second on this hardware. Hashes made with other parameters (the old
 * 64 MiB / t = 3 / p = 4 ones) still verify, as argon2 encodes its parameters in the hash, and `needsRehash` tells
 * the login to store a new one. Every hash and verification goes through a `HashGate` (./hash-gate.ts).
 * Tests may pass cheaper parameters through `buildApp({ passwordCost })`, never through the environment.
 */
import argon2 from 'argon2';
import { HashGate, type HashGateOptions } from './hash-gate';
import { hashGateOptions } from '../config';

export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const PRODUCTION_PASSWORD_COST: PasswordCost = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of a verification, so an unknown e-mail is not told apart by timing. */
  burn(password: string): Promise<void>;
  /** Whether a stored hash was made with other parameters than today's (then the login stores a new one). */
  needsRehash(hash: string): boolean;
}

export function createPasswordHasher(
  cost: PasswordCost = PRODUCTION_PASSWORD_COST,
  gateOptions: HashGateOptions = hashGateOptions(),
): PasswordHasher {
  const gate = new HashGate(gateOptions);
  let dummy: Promise<string> | undefined;
  const rawHash = (password: string) => argon2.hash(password, { type: argon2.argon2id, ...cost });
  const rawVerify = (stored: string, password: string) => argon2.verify(stored, password).catch(() => false);
  return {
    hash: (password) => gate.run(() => rawHash(password)),
    verify: (stored, password) => gate.run(() => rawVerify(stored, password)),
    async burn(password) {
      dummy ??= rawHash('not-a-password');
      const stored = await dummy;
      await gate.run(() => rawVerify(stored, password));
    },
    needsRehash(stored) {
      try {
        return argon2.needsRehash(stored, cost);
      } catch {
        return true;
      }
    },
  };
}
