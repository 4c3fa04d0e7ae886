// The job queue on a real database: runs in order, records results and failures, one claim per job.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/database.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import Fastify from 'fastify';
import {
  createJobQueue,
  JobRefusal,
  jobAbandonedMessage,
  jobStoppedMessage,
  MAX_JOB_ATTEMPTS,
  type Job,
} from '../src/jobs/queue.ts';
import { eq } from 'drizzle-orm';
import { jobs } from '../src/db/schema/index.ts';

describe.each(databaseKinds)('job queue on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('runs queued jobs in order and records their results', async () => {
    const queue = createJobQueue(database.db);
    const seen: unknown[] = [];
    queue.register('double', (payload) => {
      seen.push(payload.n);
      return Promise.resolve({ doubled: Number(payload.n) * 2 });
    });
    const first = await queue.enqueue('double', { n: 2 });
    const second = await queue.enqueue('double', { n: 5 }, null);
    await queue.drain();
    expect(seen).toEqual([2, 5]);
    expect(await queue.get(first.id)).toMatchObject({
      status: 'SUCCEEDED',
      result: { doubled: 4 },
      attempts: 1,
    });
    expect((await queue.get(second.id))?.result).toEqual({ doubled: 10 });
    expect(await queue.drain()).toBe(0);
    await queue.stop();
  });

  it('records a failure with its message and goes on with the next job', async () => {
    const queue = createJobQueue(database.db);
    queue.register('fragile', (payload) =>
      payload.fail
        ? Promise.reject(new Error('The building has no readings'))
        : Promise.resolve('ok'),
    );
    const failing = await queue.enqueue('fragile', { fail: true });
    const fine = await queue.enqueue('fragile', {});
    await queue.drain();
    expect(await queue.get(failing.id)).toMatchObject({
      status: 'FAILED',
      error: 'The building has no readings',
      // Not a transient error: no second attempt.
      attempts: 1,
    });
    expect((await queue.get(fine.id))?.status).toBe('SUCCEEDED');
    await queue.stop();
  });

  it('logs a job that refused its input as a warning, not as a server error', async () => {
    const entries: { level: string; message: string }[] = [];
    // Fastify's own logger, writing its lines here.
    const app = Fastify({
      logger: {
        level: 'info',
        stream: {
          write(line: string) {
            const entry = JSON.parse(line) as { level: number; msg: string };
            entries.push({
              level: entry.level >= 50 ? 'error' : entry.level >= 40 ? 'warn' : 'info',
              message: entry.msg,
            });
          },
        },
      },
    });
    const log = app.log;
    const queue = createJobQueue(database.db, log);
    queue.register('refusing', (payload) =>
      Promise.reject(
        payload.refuse ? new JobRefusal('Row 4: no such building') : new Error('Disk full'),
      ),
    );
    const refused = await queue.enqueue('refusing', { refuse: true });
    const broken = await queue.enqueue('refusing', {});
    await queue.drain();
    expect(await queue.get(refused.id)).toMatchObject({
      status: 'FAILED',
      error: 'Row 4: no such building',
      attempts: 1,
    });
    expect((await queue.get(broken.id))?.status).toBe('FAILED');
    expect(entries).toEqual([
      { level: 'warn', message: 'job refused its input' },
      { level: 'error', message: 'job failed' },
    ]);
    await queue.stop();
    await app.close();
  });

  it('runs a job again after a transient database error (a deadlock), up to three attempts', async () => {
    const queue = createJobQueue(database.db);
    const deadlock = () =>
      Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
      });
    let calls = 0;
    queue.register('once-deadlocked', () => {
      calls++;
      return calls === 1 ? Promise.reject(deadlock()) : Promise.resolve('ok');
    });
    queue.register('always-deadlocked', () => Promise.reject(deadlock()));
    const recovers = await queue.enqueue('once-deadlocked', {});
    const gives = await queue.enqueue('always-deadlocked', {});
    await queue.drain();
    expect(await queue.get(recovers.id)).toMatchObject({
      status: 'SUCCEEDED',
      attempts: 2,
      error: null,
    });
    expect(await queue.get(gives.id)).toMatchObject({
      status: 'FAILED',
      attempts: 3,
      // The database's words, not the query wrapper's.
      error: 'deadlock detected',
    });
    await queue.stop();
  });

  it('leaves jobs of kinds it does not know to the process that does', async () => {
    const queue = createJobQueue(database.db);
    queue.register('known', () => Promise.resolve(null));
    const other = await queue.enqueue('unknown-here', {});
    await queue.drain();
    expect((await queue.get(other.id))?.status).toBe('QUEUED');
    await queue.stop();
  });
  it('keeps a running job’s progress, and runs a job cut off by a stop again at start', async () => {
    const queue = createJobQueue(database.db);
    const seen: number[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.register('slow', async (_payload, context) => {
      context.progress(40);
      seen.push(queue.liveProgress(context.id) ?? -1);
      await gate;
      return 'done';
    });
    const job = await queue.enqueue('slow', {});
    const running = queue.drain();
    // Until the handler has run (a loaded machine takes longer to claim the job).
    await vi.waitFor(
      () => {
        expect(seen).toEqual([40]);
      },
      { timeout: 10_000 },
    );
    release();
    await running;
    expect(await queue.get(job.id)).toMatchObject({ status: 'SUCCEEDED', progress: 100 });
    await queue.stop();

    // A process stopped while a job ran: on PGlite (one process) it is queued again at start.
    const [cut] = await database.db
      .insert(jobs)
      .values({
        kind: 'resumed',
        status: 'RUNNING',
        startedAt: new Date(),
        attempts: 1,
        progress: 60,
      })
      .returning();
    const restarted = createJobQueue(database.db);
    restarted.register('resumed', () => Promise.resolve('finished'));
    restarted.start(60_000, 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await restarted.drain();
    expect(await restarted.get(cut?.id ?? 0)).toMatchObject({
      status: 'SUCCEEDED',
      attempts: 2,
      result: 'finished',
    });
    await restarted.stop();
  });
  it('runs a job cut off by stops again with the stop as its error, and gives it up after the last attempt', async () => {
    const cutOff = (kind: string, attempts: number) =>
      database.db
        .insert(jobs)
        .values({ kind, status: 'RUNNING', startedAt: new Date(), attempts, progress: 30 })
        .returning()
        .then((rows) => rows[0]?.id ?? 0);
    const again = await cutOff('stopped-once', 1);
    const doomed = await cutOff('stopped-always', MAX_JOB_ATTEMPTS);
    const restarted = createJobQueue(database.db);
    const errorsSeen: (string | null)[] = [];
    restarted.register('stopped-once', async (_payload, context) => {
      errorsSeen.push((await restarted.get(context.id))?.error ?? null);
      return 'finished';
    });
    const abandoned: [Job, string][] = [];
    let ran = false;
    restarted.register(
      'stopped-always',
      () => {
        ran = true;
        return Promise.resolve('never');
      },
      {
        abandoned: (job, message) => {
          abandoned.push([job, message]);
          return Promise.resolve();
        },
      },
    );
    restarted.start(60_000, 0);
    for (let i = 0; i < 50 && abandoned.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await restarted.drain();
    // While it waited for its second run, the job said why.
    expect(errorsSeen).toEqual([jobStoppedMessage(1)]);
    expect(await restarted.get(again)).toMatchObject({
      status: 'SUCCEEDED',
      attempts: 2,
      error: null,
    });
    expect(ran).toBe(false);
    expect(await restarted.get(doomed)).toMatchObject({
      status: 'FAILED',
      attempts: MAX_JOB_ATTEMPTS,
      error: jobAbandonedMessage(MAX_JOB_ATTEMPTS),
    });
    expect(jobAbandonedMessage(MAX_JOB_ATTEMPTS)).toBe(
      'The server stopped during this job (3 attempts); nothing was written',
    );
    expect(abandoned.map(([job, message]) => [job.id, message])).toEqual([
      [doomed, jobAbandonedMessage(MAX_JOB_ATTEMPTS)],
    ]);
    await restarted.stop();
  });

  it('takes no job on its own before start, so that start does not take it for one cut off', async () => {
    const queue = createJobQueue(database.db);
    let runs = 0;
    queue.register('early', async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return 'once';
    });
    const job = await queue.enqueue('early', {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(0);
    // PGlite's start: every RUNNING job is an orphan.
    queue.start(60_000, 0);
    await vi.waitFor(async () => {
      expect((await queue.get(job.id))?.status).toBe('SUCCEEDED');
    });
    expect(runs).toBe(1);
    expect(await queue.get(job.id)).toMatchObject({ attempts: 1, error: null, result: 'once' });
    await queue.stop();
  });

  it('claims nothing once stopped', async () => {
    const queue = createJobQueue(database.db);
    queue.register('after-stop', () => Promise.resolve('ran'));
    const job = await queue.enqueue('after-stop', {});
    await queue.stop();
    expect(await queue.drain()).toBe(0);
    expect((await queue.get(job.id))?.status).toBe('QUEUED');
    await database.db.delete(jobs).where(eq(jobs.id, job.id));
  });
});
