import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { invitationExpiryText, validateInvitation, validateInvitationAcceptance } from '../src';

describe('validateInvitation', () => {
  it('needs a valid e-mail and a role; sends the e-mail trimmed and lower-cased', () => {
    expect(validateInvitation({ email: '', role_id: '' })).toEqual(
      E.left({ email: 'El correo electrónico es obligatorio', role_id: 'Selecciona un rol' }),
    );
    expect(validateInvitation({ email: 'no-es-correo', role_id: 'r' })).toEqual(
      E.left({ email: 'El correo electrónico no es válido' }),
    );
    expect(validateInvitation({ email: ' Ana@Empresa.ES ', role_id: 'r' })).toEqual(
      E.right({ email: 'ana@empresa.es', role_id: 'r' }),
    );
  });
  it('accepts internationalised addresses ("ñ" in the local part or the domain), refuses clearly malformed ones', () => {
    expect(validateInvitation({ email: 'Begoña@empresa.es', role_id: 'r' })).toEqual(
      E.right({ email: 'begoña@empresa.es', role_id: 'r' }),
    );
    expect(validateInvitation({ email: 'nuñez@ejemplo.es', role_id: 'r' })).toEqual(
      E.right({ email: 'nuñez@ejemplo.es', role_id: 'r' }),
    );
    expect(validateInvitation({ email: 'ana@señal.es', role_id: 'r' })).toEqual(E.right({ email: 'ana@señal.es', role_id: 'r' }));
    for (const email of [
      'no-es-correo',
      'ana@empresa',
      'ana@@empresa.es',
      'ana lopez@empresa.es',
      'ana@empresa..es',
      '@empresa.es',
      'ana@.es',
    ]) {
      expect(validateInvitation({ email, role_id: 'r' }), email).toEqual(E.left({ email: 'El correo electrónico no es válido' }));
    }
  });
});

describe('validateInvitationAcceptance', () => {
  const token = 'abcdefghijklmnop';
  it('applies the registration password rule, twice, and needs the link token', () => {
    expect(validateInvitationAcceptance(null, { password: 'corta', repeat: 'corta' })).toEqual(
      E.left({ token: 'Enlace no válido o caducado', password: 'La contraseña debe tener al menos 10 caracteres' }),
    );
    expect(validateInvitationAcceptance(token, { password: 'larga-1234', repeat: 'larga-1245' })).toEqual(
      E.left({ repeat: 'Las contraseñas no coinciden' }),
    );
    expect(validateInvitationAcceptance(token, { password: 'larga-1234', repeat: 'larga-1234' })).toEqual(
      E.right({ token, password: 'larga-1234' }),
    );
  });
  it('an existing account gives its own password, once', () => {
    expect(validateInvitationAcceptance(token, { password: '', repeat: '' }, true)).toEqual(
      E.left({ password: 'Introduce tu contraseña actual' }),
    );
    expect(validateInvitationAcceptance(token, { password: 'x', repeat: '' }, true)).toEqual(E.right({ token, password: 'x' }));
  });
});

describe('invitationExpiryText', () => {
  it('shows the day the link expires, or that it has', () => {
    expect(invitationExpiryText({ expires_at: '2026-12-01T10:00:00.000Z', expired: false })).toBe('Caduca el 01/12/2026');
    expect(invitationExpiryText({ expires_at: '2026-12-01T10:00:00.000Z', expired: true })).toBe('Caducada');
  });
});
