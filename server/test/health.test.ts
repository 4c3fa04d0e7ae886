import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZHealthResponseSchema } from '@atrium/contract';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';

describe.each(databaseKinds)('GET /api/health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers ok with the database kind and version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = ZHealthResponseSchema.parse(response.json());
    expect(body.database).toBe(kind);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('gives every response an x-request-id', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});
