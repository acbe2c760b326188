import * as t from 'io-ts';
import * as User from './generated/user';

/** The stored session: the access token, and the refresh token and its lifetime when given. */
export const SessionTokens = User.Session;
export type SessionTokens = t.TypeOf<typeof SessionTokens>;

export const LoginRequest = t.intersection([
  t.type({ email: t.string, password: t.string }),
  t.partial({ device: t.string, expires: t.boolean }),
]);
export type LoginRequest = t.TypeOf<typeof LoginRequest>;

export interface Credentials {
  email: string;
  password: string;
  /** "Recuérdame": keep the session (sent as `expires: false`). */
  remember: boolean;
}

/** The login payload: 'Recuérdame' means `expires: false`. */
export function loginPayload(c: Credentials, device: string): LoginRequest {
  return { email: c.email.trim(), password: c.password, device, expires: !c.remember };
}

/** Logged in = a stored token that decodes as three dot-separated non-empty parts (JWT-like). */
export function isLoggedIn(token: string | null | undefined): boolean {
  if (!token || typeof token !== 'string') return false;
  const parts = token.split('.');
  return parts.length === 3 && parts.every((p) => p.length > 0 && /^[A-Za-z0-9_\-+/=]+$/.test(p));
}

/** The JSON payload of a JWT-like token, or null when it does not decode. */
export function decodeTokenPayload(token: string | null | undefined): Record<string, unknown> | null {
  if (!isLoggedIn(token)) return null;
  try {
    const part = token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const padded = part + '='.repeat((4 - (part.length % 4)) % 4);
    const json = typeof atob === 'function' ? atob(padded) : Buffer.from(padded, 'base64').toString('binary');
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Routes open without a token, plus the password-reset link a recovery e-mail opens. */
export const PUBLIC_ROUTES = ['/login', '/notfound', '/404', '/reset-password'] as const;

export function isPublicRoute(path: string): boolean {
  return PUBLIC_ROUTES.some((r) => path === r || path === `${r}/`);
}

/** Guard decision for a path given the stored token: where to go instead, or null to stay. */
export function guardRedirect(path: string, token: string | null | undefined): string | null {
  const logged = isLoggedIn(token);
  if (path === '/login' || path === '/login/') return logged ? '/projects' : null;
  if (isPublicRoute(path)) return null;
  return logged ? null : '/login';
}

/** Whether the top bar shows: logged in, or on the connection-lost page. */
export function showTopBar(path: string, token: string | null | undefined): boolean {
  return isLoggedIn(token) || path === '/notfound';
}
