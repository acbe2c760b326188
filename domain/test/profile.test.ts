import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import {
  accountQuotaText,
  displayName,
  emailError,
  PROFILE_MESSAGES,
  profileForm,
  resetTokenFromSearch,
  validatePasswordChange,
  validatePasswordReset,
  validateProfile,
  validateRecoveryRequest,
  validateRegistration,
  validateRoleChange,
  workspaceUserLabel,
} from '../src/index';

describe('profile', () => {
  it('trims the names and sends an empty second surname as null, with the own e-mail', () => {
    expect(validateProfile('ana@x.es', { name: ' Ana ', first_surname: 'Pérez ', second_surname: '  ' })).toEqual(
      E.right({ email: 'ana@x.es', name: 'Ana', first_surname: 'Pérez', second_surname: null }),
    );
    expect(validateProfile('a@x.es', { name: 'x'.repeat(101), first_surname: '', second_surname: '' })).toEqual(
      E.left({ name: 'Máximo 100 caracteres' }),
    );
    expect(profileForm({ email: 'a@x.es', name: 'A', first_surname: 'B', second_surname: null })).toEqual({
      name: 'A',
      first_surname: 'B',
      second_surname: '',
    });
  });

  it("password change: 'La nueva contraseña no puede estar vacía', 'Las contraseñas no coinciden'", () => {
    expect(validatePasswordChange({ old_password: 'old-pass', password: '', repeat: '' })).toEqual(
      E.left({ password: 'La nueva contraseña no puede estar vacía' }),
    );
    expect(validatePasswordChange({ old_password: 'old-pass', password: 'new-password1', repeat: 'new-passwort1' })).toEqual(
      E.left({ repeat: 'Las contraseñas no coinciden' }),
    );
    expect(validatePasswordChange({ old_password: '', password: 'short', repeat: 'short' })).toEqual(
      E.left({ old_password: PROFILE_MESSAGES.oldPasswordRequired, password: 'La contraseña debe tener al menos 10 caracteres' }),
    );
    expect(validatePasswordChange({ old_password: 'old-pass', password: 'new-password1', repeat: 'new-password1' })).toEqual(
      E.right({ old_password: 'old-pass', password: 'new-password1' }),
    );
    expect(E.isLeft(validatePasswordChange({ old_password: 'o', password: 'x'.repeat(201), repeat: 'x'.repeat(201) }))).toBe(
      true,
    );
  });

  it('registration and recovery check the e-mail and the new password', () => {
    expect(emailError('')).toBe(PROFILE_MESSAGES.emailRequired);
    expect(emailError('no-at-sign')).toBe(PROFILE_MESSAGES.emailInvalid);
    expect(emailError('a b@c.es')).toBe(PROFILE_MESSAGES.emailInvalid);
    expect(validateRegistration({ email: ' Ana@X.es ', password: 'long-enough', repeat: 'long-enough' })).toEqual(
      E.right({ email: 'ana@x.es', password: 'long-enough' }),
    );
    expect(validateRegistration({ email: 'x', password: 'long-enough', repeat: 'other-one' })).toEqual(
      E.left({ email: PROFILE_MESSAGES.emailInvalid, repeat: 'Las contraseñas no coinciden' }),
    );
    expect(validateRecoveryRequest('ANA@x.es ')).toEqual(E.right({ email: 'ana@x.es' }));
    expect(E.isLeft(validateRecoveryRequest(''))).toBe(true);
  });

  it('the reset page needs the token of the link', () => {
    expect(resetTokenFromSearch('?token=abcdefghijkl')).toBe('abcdefghijkl');
    expect(resetTokenFromSearch('token=a%2Bb')).toBe('a+b');
    expect(resetTokenFromSearch('')).toBeNull();
    expect(validatePasswordReset(null, { password: 'long-enough', repeat: 'long-enough' })).toEqual(
      E.left({ token: 'Enlace no válido o caducado' }),
    );
    expect(validatePasswordReset('abcdefghijkl', { password: '', repeat: '' })).toEqual(
      E.left({ password: 'La nueva contraseña no puede estar vacía' }),
    );
    expect(validatePasswordReset('abcdefghijkl', { password: 'long-enough', repeat: 'long-enough' })).toEqual(
      E.right({ token: 'abcdefghijkl', password: 'long-enough' }),
    );
  });

  it("users table: '(Desactivado)' after deactivated users; quota text; role change", () => {
    expect(workspaceUserLabel({ email: 'a@x.es', active: true })).toBe('a@x.es');
    expect(workspaceUserLabel({ email: 'a@x.es', active: false })).toBe('a@x.es (Desactivado)');
    expect(accountQuotaText({ simulations_executed: 3, max_simulations: 10, simulations_added_from_last_month: 2 })).toBe(
      'Simulaciones consumidas / contratadas: 3/12',
    );
    expect(accountQuotaText({ simulations_executed: 3, max_simulations: null, simulations_added_from_last_month: 0 })).toMatch(
      /3\/∞$/,
    );
    const user = { id: 'u', email: 'a@x.es', active: true, role: { id: 'r1', name: 'Lector' } };
    expect(validateRoleChange(user, 'r2')).toEqual(E.right({ role_id: 'r2' }));
    expect(validateRoleChange(user, 'r1')).toEqual(E.right(null));
    expect(validateRoleChange(user, '')).toEqual(E.left('Selecciona un rol'));
    expect(displayName({ email: 'a@x.es', name: 'Ana', first_surname: 'Pérez', second_surname: null })).toBe('Ana Pérez');
    expect(displayName({ email: 'a@x.es', name: '', first_surname: '', second_surname: null })).toBe('a@x.es');
  });
});
