// Every request's statements run under a time limit on PostgreSQL (issue 35, item 3): a
// cancelled statement answers 503 saying to ask for less; imports and jobs lift the limit for
// their own transaction, and migrations run without it.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { registerErrorHandler } from '../src/http/errors.ts';
import { liftStatementTimeout, STATEMENT_TIMEOUT_MS } from '../src/db/statement-timeout.ts';

describe('a cancelled statement', () => {
  it('answers 503 with when to retry, never 500', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/slow', () => {
      // What drizzle throws: its own error with the driver's as the cause.
      throw Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error('canceling statement due to statement timeout'), {
          code: '57014',
        }),
      });
    });
    const response = await app.inject({ method: 'POST', url: '/slow' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json<{ message: string }>().message).toMatch(/longer than 30 seconds/);
    await app.close();
  });
});

describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('statements on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const timeoutNow = async () =>
    (await t.database.pool.query<{ statement_timeout: string }>('show statement_timeout')).rows[0]
      ?.statement_timeout;

  it(`run under a ${String(STATEMENT_TIMEOUT_MS / 1000)} s limit, which a writer lifts for its transaction only`, async () => {
    expect(await timeoutNow()).toBe(`${String(STATEMENT_TIMEOUT_MS / 1000)}s`);
    const inside = await t.database.db.transaction(async (tx) => {
      await liftStatementTimeout(tx);
      return (await tx.execute<{ statement_timeout: string }>('show statement_timeout')).rows[0]
        ?.statement_timeout;
    });
    expect(inside).toBe('0');
    expect(await timeoutNow()).toBe(`${String(STATEMENT_TIMEOUT_MS / 1000)}s`);
  });
});
