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

/** Verified tokens kept at most (a client re-sends its token with every call for 15 minutes). */
const VERIFIED_KEPT = 10_000;

export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens already verified, with their claims and expiry (seconds): checking the HMAC again on every call of a
   * page's poll was a twentieth of the API's CPU. Only a token whose signature was checked gets here, and it
   * leaves at its expiry like any other; the session behind it is still looked up on every call.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  constructor(
    secret: string,
    readonly lifetimeSeconds = ACCESS_TOKEN_SECONDS,
    private readonly now: () => number = Date.now,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    const issuedAt = Math.floor(this.now() / 1000);
    return new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.lifetimeSeconds)
      .sign(this.key);
  }

  /** The claims, or null when the token is malformed, forged or expired. */
  async verify(token: string): Promise<AccessClaims | null> {
    const nowSeconds = this.now() / 1000;
    const kept = this.verified.get(token);
    if (kept) {
      if (nowSeconds < kept.exp) return kept.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: new Date(this.now()) });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      const claims = { sub: payload.sub, sid: payload.sid };
      if (this.verified.size >= VERIFIED_KEPT) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { claims, exp: payload.exp });
      return claims;
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
