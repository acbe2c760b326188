/** Access tokens (JWT HS256, 15 minutes) and opaque refresh / reset tokens stored only as SHA-256 hashes. */
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_SECONDS } from '../defaults';

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Refresh-token (session) id the access token was issued with. */
  sid: string;
}

export class AccessTokens {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    readonly lifetimeSeconds = ACCESS_TOKEN_SECONDS,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${this.lifetimeSeconds}s`)
      .sign(this.key);
  }

  /** The claims, or null when the token is malformed, forged or expired. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { sub: payload.sub, sid: payload.sid };
    } catch {
      return null;
    }
  }
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
