import { describe, expect, it } from 'vitest';
import { newPasswordPolicyError, PASSWORD_STRENGTH_MESSAGES } from '../src/password-strength';
import { PASSWORD_RULE, PROFILE_MESSAGES } from '../src/profile';

describe('the new-password rule (register, invitation, change, reset)', () => {
  it("refuses the probe's trivial passwords with the reason in Spanish", () => {
    expect(newPasswordPolicyError('12345678')).toBe('La contraseña debe tener al menos 10 caracteres');
    expect(newPasswordPolicyError('password')).toBe('La contraseña debe tener al menos 10 caracteres');
    expect(newPasswordPolicyError(' '.repeat(12))).toBe(PROFILE_MESSAGES.onlySpaces);
    expect(newPasswordPolicyError('1234567890')).toBe(PASSWORD_STRENGTH_MESSAGES.common);
    expect(newPasswordPolicyError('qwertyuiop')).toBe(PASSWORD_STRENGTH_MESSAGES.common);
    expect(newPasswordPolicyError('passwordpassword')).toBe(PASSWORD_STRENGTH_MESSAGES.common);
    expect(newPasswordPolicyError('aaaaaaaaaaaa')).toBe(
      'La contraseña es demasiado fácil de adivinar: caracteres repetidos como "aaa" son fáciles de adivinar',
    );
    expect(newPasswordPolicyError('abcdefghij')).toBe(
      'La contraseña es demasiado fácil de adivinar: patrones comunes como "abc" son fáciles de adivinar',
    );
  });

  it("knows Spanish words and the user's own e-mail", () => {
    expect(newPasswordPolicyError('contraseña1')).toMatch(/^La contraseña es demasiado fácil de adivinar: /);
    expect(newPasswordPolicyError('barcelona123')).toMatch(/^La contraseña es demasiado fácil de adivinar: /);
    expect(newPasswordPolicyError('empresa2026', ['ana.garcia@empresa.es'])).toBe(
      'La contraseña es demasiado fácil de adivinar: no uses tu correo electrónico ni tu nombre',
    );
  });

  it('refuses the address itself, or a password built on it or on its local part', () => {
    const address = 'Ana.Garcia@empresa.es';
    for (const bad of ['ana.garcia@empresa.es', 'ANA.GARCIA@EMPRESA.ES', 'ana.garcia@empresa.es-2026', 'Ana.Garcia-Licita-99'])
      expect(newPasswordPolicyError(bad, [address]), bad).toBe('La contraseña no puede ser tu dirección de correo');
    // a short local part is not looked for inside other words
    expect(newPasswordPolicyError('Mañana-banana-9-ventana', ['ana@empresa.es'])).toBeUndefined();
  });

  it('estimates the first 64 characters only (the cost grows faster than the length)', () => {
    const weak = 'aB3$'.repeat(50);
    expect(newPasswordPolicyError(weak)).toBe(newPasswordPolicyError(weak.slice(0, 64)));
    expect(newPasswordPolicyError(`Licita-segura-2026${'a'.repeat(150)}`)).toBeUndefined();
  });

  it('accepts long, unguessable ones', () => {
    for (const ok of ['Licita-segura-2026', 'zx81 ventana roja', 'Tr4bajo!Limpieza'])
      expect(newPasswordPolicyError(ok)).toBeUndefined();
  });

  it('the forms show the rule before anything is typed', () => {
    expect(PASSWORD_RULE).toContain('Al menos 10 caracteres');
  });
});
