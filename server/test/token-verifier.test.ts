// The token verifier remembers a verified token until it expires, and still asks whether its
// grant was revoked on every use.
import type { JWTPayload } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier } from '../src/auth/tokens.ts';
import { signToken, testKeyResolver } from './support/tokens.ts';

const realm = 'atrium';
const countingResolver = () => {
  const asked = { count: 0 };
  const resolver = (issuer: string) => {
    asked.count++;
    return testKeyResolver(issuer);
  };
  return { asked, resolver };
};

describe('token verifier', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks a token signature once and answers the same claims after', async () => {
    const { asked, resolver } = countingResolver();
    const verify = createTokenVerifier(resolver);
    const token = await signToken({ realm, email: 'a@atrium.test' });
    const first = await verify(token);
    const second = await verify(token);
    expect(second).toEqual(first);
    expect(second.sub).toBe('a@atrium.test');
    expect(asked.count).toBe(1);
  });

  it('refuses a remembered token once it has expired', async () => {
    const verify = createTokenVerifier(countingResolver().resolver);
    const token = await signToken({ realm, expiresIn: 60 });
    await verify(token);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 66_000);
    await expect(verify(token)).rejects.toThrow('Access token expired');
    await expect(verify(token)).rejects.toThrow('Access token expired');
  });

  it('asks about revocation on every use, remembered or not', async () => {
    const revoked = new Set<string>();
    const stillValid = (claims: JWTPayload) => Promise.resolve(!revoked.has(claims.sub ?? ''));
    const verify = createTokenVerifier(countingResolver().resolver, stillValid);
    const token = await signToken({ realm, email: 'b@atrium.test' });
    await expect(verify(token)).resolves.toMatchObject({ sub: 'b@atrium.test' });
    revoked.add('b@atrium.test');
    await expect(verify(token)).rejects.toThrow('Access token revoked');
  });

  it('never remembers a token that failed', async () => {
    const { asked, resolver } = countingResolver();
    const verify = createTokenVerifier(resolver);
    const token = await signToken({ realm, issuer: 'http://elsewhere.test/realms/x' });
    await expect(verify(token)).rejects.toThrow('Access token from an unknown issuer');
    await expect(verify(token)).rejects.toThrow('Access token from an unknown issuer');
    expect(asked.count).toBe(2);
  });
});
