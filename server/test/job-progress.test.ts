// A job's progress without the database (issue 33, "Getting data in"): `GET /api/jobs/{id}/progress`
// answers a running job's progress from the runner's memory while the job's own transaction is
// still open. On PGlite that transaction holds the one session, so a call that read a row would
// wait for its commit: the bar would jump from where the writing began to 100.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobProgress } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import * as s from '../src/db/schema/index.ts';

/** Far below the transaction's hold: a call that waited for the database would miss it. */
const ANSWER_WITHIN_MS = 1500;
const TIMED_OUT = Symbol('timed out');

/** The promise's value, or TIMED_OUT when it has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => {
        resolve(TIMED_OUT);
      }, ms);
    }),
  ]).finally(() => {
    clearTimeout(timer);
  });
}

describe.each(databaseKinds)('job progress on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  let harborAdmin: string;
  let harborViewer: string;
  let skylineAdmin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    harborAdmin = await tokenFor(p.orgs.harbor, 'org-admin');
    harborViewer = await tokenFor(p.orgs.harbor, 'viewer');
    skylineAdmin = await tokenFor(p.orgs.skyline, 'org-admin');
  });
  afterAll(() => t.close());

  const progressOf = (id: number | string, token?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/jobs/${String(id)}/progress`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });

  it('answers a running job’s progress while its transaction is still open, then its outcome', async () => {
    // Each caller has signed in before (the guard's organization lookup has their answer).
    for (const token of [master, harborAdmin, skylineAdmin])
      expect((await progressOf(999_999, token)).statusCode).toBe(404);
    expect(
      (await progressOf(999_999, master, { 'x-impersonate-org': p.orgs.skyline.key })).statusCode,
    ).toBe(404);

    let release: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached: () => void = () => undefined;
    const writing = new Promise<void>((resolve) => {
      reached = resolve;
    });
    // A job that writes in one transaction and, midway, waits with it open (as an import's
    // batches do): on PGlite no other statement runs until it commits.
    t.app.jobs.register('held-write', async (_payload, context) => {
      context.progress(20);
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        context.progress(63);
        reached();
        await hold;
      });
      return 'written';
    });
    const job = await t.app.jobs.enqueue('held-write', {}, p.orgs.harbor.id);
    await writing;

    try {
      // The jobs list reads rows: on PGlite it waits for the commit (what the bar used to do).
      const listed = t.post('/api/jobs', { where: { id: job.id } }, master);
      if (kind === 'pglite') expect(await within(listed, 300)).toBe(TIMED_OUT);

      for (const token of [master, harborAdmin]) {
        const answered = await within(progressOf(job.id, token), ANSWER_WITHIN_MS);
        if (answered === TIMED_OUT) throw new Error('The progress call waited for the database');
        expect(answered.statusCode, answered.body).toBe(200);
        expect(answered.json<JobProgress>()).toEqual({
          id: job.id,
          status: 'RUNNING',
          progress: 63,
        });
      }
      // Another organization, and the master admin acting as it, are told it does not exist.
      const foreign = await within(progressOf(job.id, skylineAdmin), ANSWER_WITHIN_MS);
      if (foreign === TIMED_OUT) throw new Error('The progress call waited for the database');
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json<{ message: string }>().message).toBe('Not found');
      const impersonating = await within(
        progressOf(job.id, master, { 'x-impersonate-org': p.orgs.skyline.key }),
        ANSWER_WITHIN_MS,
      );
      if (impersonating === TIMED_OUT) throw new Error('The progress call waited for the database');
      expect(impersonating.statusCode).toBe(404);
    } finally {
      release();
    }
    await t.app.jobs.drain();
    const done = await progressOf(job.id, harborAdmin);
    expect(done.statusCode).toBe(200);
    expect(done.json<JobProgress>()).toEqual({ id: job.id, status: 'SUCCEEDED', progress: 100 });
  });

  it('reads a job not running here from its row, with the jobs list’s visibility', async () => {
    const [queued, platformJob] = await t.database.db
      .insert(s.jobs)
      .values([
        // Of a kind no handler here takes: it stays queued.
        { kind: 'elsewhere', payload: {}, organizationId: p.orgs.skyline.id, progress: 0 },
        { kind: 'elsewhere', payload: {}, status: 'FAILED', progress: 35, error: 'Broken' },
      ])
      .returning();
    if (!queued || !platformJob) throw new Error('No jobs');
    const mine = await progressOf(queued.id, skylineAdmin);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<JobProgress>()).toEqual({ id: queued.id, status: 'QUEUED', progress: 0 });
    expect((await progressOf(queued.id, harborAdmin)).statusCode).toBe(404);
    // The platform's own job: the master admin's alone.
    const platform = await progressOf(platformJob.id, master);
    expect(platform.json<JobProgress>()).toEqual({
      id: platformJob.id,
      status: 'FAILED',
      progress: 35,
    });
    expect((await progressOf(platformJob.id, skylineAdmin)).statusCode).toBe(404);
  });

  it('refuses the unauthenticated (401), a role without jobs.read (403) and a bad id (400)', async () => {
    const anonymous = await progressOf(1);
    expect(anonymous.statusCode).toBe(401);
    const viewer = await progressOf(1, harborViewer);
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json<{ message: string }>().message).toBe(
      'Not allowed: jobs.read needs the role master-admin, org-admin',
    );
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      const bad = await progressOf(id, master);
      expect(bad.statusCode, id).toBe(400);
      expect(bad.body).toContain('id');
    }
  });
});
