// Sign-in limits (issue 35, item 2): guessing is slowed and then stopped per realm, account and
// address; many failures from one address stop that address; nobody's failures lock the right
// password out from another address; behind a proxy (TRUST_PROXY) the client's address counts.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAttemptLimiter, SIGN_IN_LIMITS, type Attempt } from '../src/idp/rate-limit.ts';
import { loadConfig } from '../src/config.ts';
import { startListeningApp, type ListeningApp } from './support/listening-app.ts';
import { authorizeUrl, BrowserSession, formAction } from './support/browser-session.ts';

function limiterAt(start = 1_000_000) {
  const time = { now: start };
  const limiter = createAttemptLimiter({ ...SIGN_IN_LIMITS, now: () => time.now });
  return { time, limiter };
}
const at = (address: string, account = 'admin@atrium.test', realm = 'atrium'): Attempt => ({
  realm,
  account,
  address,
});

describe('sign-in attempt limiter', () => {
  it('spaces out the tries of one account from one address, then stops that pair', () => {
    const { time, limiter } = limiterAt();
    const attacker = at('203.0.113.9');
    for (let i = 0; i < SIGN_IN_LIMITS.pairSlowAfter; i++) {
      expect(limiter.check(attacker)).toEqual({ allowed: true, delayMs: 0 });
      limiter.recordFailure(attacker);
    }
    // 1 s after the third failure, then 2 s, 4 s, … (doubling).
    expect(limiter.check(attacker)).toEqual({ allowed: false, retryAfterS: 1 });
    let wait = 1000;
    for (let n = SIGN_IN_LIMITS.pairSlowAfter; n < SIGN_IN_LIMITS.pairLimit; n++) {
      time.now += wait;
      expect(limiter.check(attacker).allowed).toBe(true);
      limiter.recordFailure(attacker);
      wait *= 2;
    }
    expect(limiter.check(attacker).allowed).toBe(false);
    time.now += 5 * 60_000;
    expect(limiter.check(attacker).allowed).toBe(false);
    // The pair's first failure leaves the 15-minute window, and it may try again.
    time.now += 10 * 60_000;
    expect(limiter.check(attacker).allowed).toBe(true);
  });

  it('never refuses the account from another address, another realm or after its own success', () => {
    const { limiter } = limiterAt();
    const attacker = at('203.0.113.9');
    for (let i = 0; i < SIGN_IN_LIMITS.pairLimit; i++) limiter.recordFailure(attacker);
    expect(limiter.check(attacker).allowed).toBe(false);
    // Slowed (the account had ten failures), never refused.
    expect(limiter.check(at('198.51.100.7'))).toEqual({
      allowed: true,
      delayMs: SIGN_IN_LIMITS.accountDelayMs,
    });
    expect(limiter.check(at('203.0.113.9', 'admin@atrium.test', 'harbor')).allowed).toBe(true);
    expect(limiter.check(at('203.0.113.9', 'someone@atrium.test')).allowed).toBe(true);
    limiter.recordSuccess(attacker);
    expect(limiter.check(attacker).allowed).toBe(true);
  });

  it('slows every try of an account guessed at from many addresses, without refusing it', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 50; i++) limiter.recordFailure(at(`203.0.113.${String(i)}`));
    expect(limiter.check(at('198.51.100.7'))).toEqual({
      allowed: true,
      delayMs: SIGN_IN_LIMITS.accountDelayMs,
    });
  });

  it('stops an address that failed for many accounts, and only that address', () => {
    const { limiter } = limiterAt();
    const sprayer = '203.0.113.9';
    for (let i = 0; i < SIGN_IN_LIMITS.addressLimit - 1; i++)
      limiter.recordFailure(at(sprayer, `user${String(i)}@atrium.test`));
    // Thirty failures from a shared address (an office behind one NAT) lock nobody out.
    expect(limiter.check(at(sprayer)).allowed).toBe(true);
    limiter.recordFailure(at(sprayer, 'last@atrium.test'));
    expect(limiter.check(at(sprayer)).allowed).toBe(false);
    expect(limiter.check(at('198.51.100.7')).allowed).toBe(true);
  });

  it('remembers a bounded number of keys', () => {
    const limiter = createAttemptLimiter({ ...SIGN_IN_LIMITS, maxKeys: 30 });
    for (let i = 0; i < 1000; i++) limiter.recordFailure(at('203.0.113.9', `u${String(i)}@x.test`));
    // The address key is refreshed by every failure, so the flood does not push it out.
    expect(limiter.check(at('203.0.113.9')).allowed).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it('takes false, true, addresses and ranges, and refuses anything else', () => {
    const read = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('true')).toBe(true);
    expect(read('10.0.0.1, 10.1.0.0/16,loopback, ::1')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
    for (const wrong of ['2', 'proxy.example.com', '10.0.0.0/33', 'yes'])
      expect(() => read(wrong), wrong).toThrow(/TRUST_PROXY: must be false, true/);
  });

  it("makes X-Forwarded-For the client's address only when set", async () => {
    for (const [value, expected] of [
      ['false', '127.0.0.1'],
      ['loopback', '203.0.113.9'],
    ] as const) {
      const app = Fastify({ trustProxy: loadConfig({ TRUST_PROXY: value }).trustProxy });
      app.get('/ip', (request) => ({ ip: request.ip }));
      const response = await app.inject({
        url: '/ip',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(response.json<{ ip: string }>().ip, value).toBe(expected);
      await app.close();
    }
  });
});

describe('signing in behind a proxy', () => {
  const ADMIN = { email: 'admin@atrium.test', password: 'correct horse battery' };
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp('pglite', {
      ATRIUM_ADMIN_EMAIL: ADMIN.email,
      ATRIUM_ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: 'loopback',
    });
  });
  afterAll(() => t.close());

  /** One try at the sign-in form, from `address` as the proxy reports it. */
  async function signInFrom(address: string, username: string, password: string) {
    const session = new BrowserSession();
    const start = await session.follow(authorizeUrl(t.url), `${t.url}/`);
    const html = (await start.response?.text()) ?? '';
    const done = await session.follow(new URL(formAction(html), start.url).href, `${t.url}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address,
      },
      body: new URLSearchParams({ username, password }).toString(),
    });
    return {
      signedIn: done.response === null && done.url.includes('code='),
      status: done.response?.status,
      retryAfter: done.response?.headers.get('retry-after'),
      text: (await done.response?.text()) ?? '',
    };
  }

  it('slows the guessing address and lets the right password in from another one', async () => {
    const guesser = '203.0.113.9';
    for (let i = 0; i < SIGN_IN_LIMITS.pairSlowAfter; i++)
      expect((await signInFrom(guesser, ADMIN.email, 'wrong password')).status).toBe(401);
    const slowed = await signInFrom(guesser, ADMIN.email, ADMIN.password);
    expect(slowed.status).toBe(429);
    expect(slowed.retryAfter).toBe('1');
    expect(slowed.text).toContain('Too many failed sign-in attempts. Try again in 1 second.');
    expect((await signInFrom('198.51.100.7', ADMIN.email, ADMIN.password)).signedIn).toBe(true);
  });

  it('lets the right password in from an address that failed for thirty other accounts', async () => {
    const office = '192.0.2.44';
    for (let i = 0; i < 30; i++)
      expect((await signInFrom(office, `user${String(i)}@atrium.test`, 'nope')).status).toBe(401);
    expect((await signInFrom(office, ADMIN.email, ADMIN.password)).signedIn).toBe(true);
  });
});
