// The read cache (http/read-cache.ts): a repeated read is answered from it, per scope, until a
// write, made through this server process or another; a refused request changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { startTestApp, testAppOn, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import { databaseKinds } from './support/database.ts';

describe.each(databaseKinds)('read cache on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let harbor: string;
  const body = { orderBy: { name: 'asc' } };
  const total = (response: { body: string }) =>
    (JSON.parse(response.body) as { total: number }).total;

  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    harbor = await tokenFor(p.orgs.harbor, 'org-admin');
  });
  afterAll(() => t.close());

  it('answers a repeated read from the cache, per scope, and forgets it after any write', async () => {
    const skyline = await tokenFor(p.orgs.skyline, 'org-admin');
    const first = await t.post('/api/tags', body, harbor);
    const second = await t.post('/api/tags', body, harbor);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.json()).toEqual(first.json());
    // Another organization never gets harbor's answer.
    const other = await t.post('/api/tags', body, skyline);
    expect(other.headers['x-cache']).toBeUndefined();
    expect(other.json()).not.toEqual(first.json());

    const created = await t.post(
      '/api/tags/create',
      { data: { name: 'Brand new', availableFor: 'BUILDING' } },
      harbor,
    );
    expect(created.statusCode).toBe(200);
    const after = await t.post('/api/tags', body, harbor);
    expect(after.headers['x-cache']).toBeUndefined();
    expect(total(after)).toBe(total(first) + 1);
  });

  it('keeps its answers through requests that are refused: no token (401), no right (403), a wrong body (400)', async () => {
    const viewer = await tokenFor(p.orgs.harbor, 'viewer');
    await t.post('/api/tags', body, harbor);
    const tag = { data: { name: 'Refused', availableFor: 'BUILDING' } };
    const refused = [
      await t.post('/api/tags/create', tag),
      await t.post('/api/tags/create', tag, 'not-a-token'),
      await t.post('/api/networks/create', { data: { name: 'Refused' } }, viewer),
      await t.post('/api/tags/create', { data: { name: 42 } }, harbor),
      await t.post('/api/tags/delete', { id: 999_999 }, harbor),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([401, 401, 403, 400, 404]);
    const after = await t.post('/api/tags', body, harbor);
    expect(after.headers['x-cache']).toBe('hit');
  });

  // Two server processes need two sessions of one database: PGlite has one.
  it.skipIf(kind !== 'postgres')(
    'forgets an answer once another server process on the same database has written',
    async () => {
      const second = await testAppOn({
        ...(await openDatabase({
          dataDir: t.database.dataDir,
          databaseUrl: t.database.databaseUrl,
        })),
        dataDir: t.database.dataDir,
        databaseUrl: t.database.databaseUrl,
      });
      try {
        const before = await t.post('/api/tags', body, harbor);
        expect((await t.post('/api/tags', body, harbor)).headers['x-cache']).toBe('hit');
        const created = await second.post(
          '/api/tags/create',
          { data: { name: 'From the other process', availableFor: 'BUILDING' } },
          harbor,
        );
        expect(created.statusCode).toBe(200);
        const after = await t.post('/api/tags', body, harbor);
        expect(after.headers['x-cache']).toBeUndefined();
        expect(total(after)).toBe(total(before) + 1);
      } finally {
        await second.app.close();
        await second.database.pool.end();
      }
    },
  );
});
