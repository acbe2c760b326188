import { describe, expect, it } from 'vitest';
import { decodeTokenPayload, guardRedirect, isLoggedIn, loginPayload, showTopBar } from '../src/index';

const jwt = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from('{"sub":"u1"}').toString('base64url')}.sig`;

describe('session', () => {
  it('a three-part token means logged in', () => {
    expect(isLoggedIn(jwt)).toBe(true);
    expect(isLoggedIn('a.b')).toBe(false);
    expect(isLoggedIn('a..c')).toBe(false);
    expect(isLoggedIn('')).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
    expect(isLoggedIn('a.b.c.d')).toBe(false);
  });
  it('decodes the payload', () => {
    expect(decodeTokenPayload(jwt)).toEqual({ sub: 'u1' });
    expect(decodeTokenPayload('x.y.z')).toBeNull();
  });
  it('Remember me sends expires:false', () => {
    expect(loginPayload({ email: ' a@b.es ', password: 'p', remember: true }, 'web')).toEqual({
      email: 'a@b.es',
      password: 'p',
      device: 'web',
      expires: false,
    });
    expect(loginPayload({ email: 'a@b.es', password: 'p', remember: false }, 'web').expires).toBe(true);
  });
  it('guards', () => {
    expect(guardRedirect('/projects', null)).toBe('/login');
    expect(guardRedirect('/projects', jwt)).toBeNull();
    expect(guardRedirect('/login', jwt)).toBe('/projects');
    expect(guardRedirect('/login', null)).toBeNull();
    expect(guardRedirect('/404', null)).toBeNull();
    expect(guardRedirect('/notfound', null)).toBeNull();
    expect(guardRedirect('/whatever', null)).toBe('/login');
    expect(guardRedirect('/reset-password', null)).toBeNull();
  });
  it('top bar only when logged in or on /notfound', () => {
    expect(showTopBar('/projects', jwt)).toBe(true);
    expect(showTopBar('/notfound', null)).toBe(true);
    expect(showTopBar('/404', null)).toBe(false);
  });
});
