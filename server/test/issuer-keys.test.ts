// External identity mode (issue 35, item 1): only issuers of known realms are looked up; a made-up
// issuer costs no outbound request and leaves nothing behind; failed look-ups are remembered for a
// while, so that a flood of tokens for one realm makes one request, not one each.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { issuerKeyResolver } from '../src/auth/tokens.ts';
import { createRealmDirectory } from '../src/auth/realms.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { openTestDatabase, type TestDatabase } from './support/database.ts';
import { seedPortfolio } from './support/factories.ts';
import { signToken } from './support/tokens.ts';

const IDENTITY = 'https://id.example.test/auth';
const issuerOf = (realm: string) => `${IDENTITY}/realms/${realm}`;

function clock() {
  const time = { now: 1_000_000 };
  return { time, now: () => time.now };
}

function counting<T>(answer: () => Promise<T>) {
  const calls: string[] = [];
  const fn = (url: string) => {
    calls.push(url);
    return answer();
  };
  return { calls, fn };
}

describe('issuer key resolver', () => {
  it('never fetches, nor remembers, an issuer whose realm no organization has', async () => {
    const { now } = clock();
    const loads = counting(() => Promise.resolve(['harbor', 'crescent']));
    const fetches = counting(() => Promise.resolve(null));
    const realms = createRealmDirectory(() => loads.fn('realms'), { now });
    const keysFor = issuerKeyResolver(IDENTITY, realms, fetches.fn, now);
    for (let i = 0; i < 16_000; i++) {
      expect(await keysFor(issuerOf(`made-up-${String(i)}`))).toBeNull();
    }
    expect(await keysFor('https://evil.example.test/realms/harbor')).toBeNull();
    expect(await keysFor(`${issuerOf('harbor')}/extra`)).toBeNull();
    expect(fetches.calls).toEqual([]);
    // The realms were read once for all 16,000 names.
    expect(loads.calls.length).toBe(1);
  });

  it('reads the realms again for an unknown name at most every few seconds (a new organization)', async () => {
    const { time, now } = clock();
    const names = ['harbor'];
    const loads = counting(() => Promise.resolve([...names]));
    const realms = createRealmDirectory(() => loads.fn('realms'), { now, missReloadMs: 5_000 });
    expect(await realms.has('newco')).toBe(false);
    names.push('newco');
    expect(await realms.has('newco')).toBe(false);
    time.now += 5_000;
    expect(await realms.has('newco')).toBe(true);
    expect(loads.calls.length).toBe(2);
    realms.forget();
    expect(await realms.has('harbor')).toBe(true);
    expect(loads.calls.length).toBe(3);
  });

  it('fetches a known realm once, and a failed realm again only after a while', async () => {
    const { time, now } = clock();
    const realms = createRealmDirectory(() => Promise.resolve(['harbor', 'crescent']), { now });
    const fetches = counting(() => Promise.reject(new Error('unreachable')));
    const keysFor = issuerKeyResolver(IDENTITY, realms, fetches.fn, now);
    for (let i = 0; i < 3_000; i++) expect(await keysFor(issuerOf('harbor'))).toBeNull();
    expect(fetches.calls).toEqual([`${issuerOf('harbor')}/.well-known/openid-configuration`]);
    time.now += 31_000;
    expect(await keysFor(issuerOf('harbor'))).toBeNull();
    expect(fetches.calls.length).toBe(2);

    const found = counting(() =>
      Promise.resolve({ jwks_uri: `${issuerOf('crescent')}/protocol/openid-connect/certs` }),
    );
    const keysOfCrescent = issuerKeyResolver(IDENTITY, realms, found.fn, now);
    const first = await keysOfCrescent(issuerOf('crescent'));
    expect(first).not.toBeNull();
    expect(await keysOfCrescent(issuerOf('crescent'))).toBe(first);
    expect(found.calls.length).toBe(1);
  });
});

describe('the API with an external identity provider', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await migrateDatabase(database);
    await seedPortfolio(database.db);
    const config = loadConfig({
      ATRIUM_DATA_DIR: database.dataDir,
      LOG_LEVEL: 'silent',
      IDENTITY_URL: IDENTITY,
    });
    app = await buildApp({ config, database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers 401 to tokens of made-up issuers without asking anyone', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{}', { status: 404 }));
    for (let i = 0; i < 300; i++) {
      const token = await signToken({
        realm: `made-up-${String(i)}`,
        email: 'x@y.test',
        issuer: issuerOf(`made-up-${String(i)}`),
      });
      const response = await app.inject({
        method: 'POST',
        url: '/api/buildings',
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      });
      expect(response.statusCode).toBe(401);
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    // A known realm's issuer is looked up, once for many tokens.
    for (let i = 0; i < 20; i++) {
      const token = await signToken({
        realm: 'harbor',
        email: `u${String(i)}@harbor.test`,
        issuer: issuerOf('harbor'),
      });
      const known = await app.inject({
        method: 'POST',
        url: '/api/buildings',
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      });
      // Its discovery answered 404 here: still unknown, and not asked again at once.
      expect(known.statusCode).toBe(401);
    }
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
