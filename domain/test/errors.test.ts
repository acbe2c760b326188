import { describe, expect, it } from 'vitest';
import { shouldRedirectTo404, translateError, UNKNOWN_ERROR } from '../src/index';

describe('error catalogue', () => {
  it('translates the server messages of section 8', () => {
    expect(translateError('Wrong credentials provided')).toBe('Usuario o contraseña incorrectos');
    expect(translateError('User Not Found')).toBe('Usuario incorrecto');
    expect(translateError('User does not have access to the workspace')).toBe('Su usuario no tiene acceso al espacio de trabajo');
    expect(translateError('The agreement is already duplicated')).toBe('Ya existe una copia de este convenio.');
    expect(translateError('Algo concreto')).toBe('Algo concreto');
    expect(translateError('')).toBe(UNKNOWN_ERROR);
    expect(translateError(undefined)).toBe(UNKNOWN_ERROR);
  });
  it('never shows Unauthorized', () => {
    expect(translateError('Unauthorized')).toBeNull();
  });
  it('redirect statuses go to /404 except /validate and /from_previous_study', () => {
    for (const s of [404, 500, 502, 503, 504, 505, 550]) expect(shouldRedirectTo404(s, '/api/project/1')).toBe(true);
    for (const s of [400, 401, 403, 409, 429, 460]) expect(shouldRedirectTo404(s, '/api/project/1')).toBe(false);
    expect(shouldRedirectTo404(404, '/api/simulation/from_previous_study/1')).toBe(false);
    expect(shouldRedirectTo404(500, '/api/agreement/validate')).toBe(false);
  });
});
