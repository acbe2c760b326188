import { describe, expect, it } from 'vitest';
import { AccessTokens } from '../src/auth/tokens';

describe('access tokens', () => {
  const claims = { sub: 'user-1', sid: 'session-1' };

  it('answers the same claims on every call until the token expires, then none', async () => {
    let now = Date.UTC(2026, 10, 26, 10, 0, 0);
    const tokens = new AccessTokens('a-secret-of-the-test-only', 900, () => now);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    now += 899_000;
    expect(await tokens.verify(token)).toEqual(claims); // answered from what was verified
    now += 2_000;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret or altered, even after a good one was verified', async () => {
    const tokens = new AccessTokens('a-secret-of-the-test-only');
    const good = await tokens.sign(claims);
    expect(await tokens.verify(good)).toEqual(claims);
    const forged = await new AccessTokens('another-secret').sign(claims);
    expect(await tokens.verify(forged)).toBeNull();
    const [header, payload, signature] = good.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'user-2' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`)).toBeNull();
  });
});
