import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

describe('read cache', () => {
  let t: TestApp;
  let p: Portfolio;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    p = await seedPortfolio(t.database.db);
  });
  afterAll(() => t.close());

  it('answers a repeated read from the cache, per scope, and forgets it after any write', async () => {
    const harbor = await tokenFor(p.orgs.harbor, 'org-admin');
    const skyline = await tokenFor(p.orgs.skyline, 'org-admin');
    const body = { orderBy: { name: 'asc' } };
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
    expect(after.json<{ total: number }>().total).toBe(first.json<{ total: number }>().total + 1);
  });
});
