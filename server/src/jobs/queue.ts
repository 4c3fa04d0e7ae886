// A small durable job queue on the jobs table. `enqueue` writes a QUEUED row and wakes the runner;
// the runner claims one job at a time with `for update skip locked` (safe with several server
// processes on PostgreSQL), runs its handler and records the result or the error. A poll picks up
// jobs written by other processes. Handlers must be idempotent: a job interrupted by a restart
// (left RUNNING) is queued again at start.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { jobs } from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';
import { TooManyRequestsError } from '../http/errors.ts';

export type JobHandler = (payload: Record<string, unknown>) => Promise<unknown>;
export type JobStatus = (typeof jobs.$inferSelect)['status'];
export type Job = typeof jobs.$inferSelect;

/** A job asked for by a request: at most one waits per target, a few run per organization. */
export type JobRequest = {
  kind: string;
  payload: Record<string, unknown>;
  /** The payload's fields that say what the job is about (a building set): equal ones are one job. */
  target: Record<string, unknown>;
  organizationId: number | null;
  /** How many jobs of the kind an organization may have queued or running at once. */
  limit: number;
};

export type JobQueue = {
  register(kind: string, handler: JobHandler): void;
  /**
   * Queue a requested job once (issue 35, item 4): a job of the same kind and target that has
   * not started takes this payload and is answered instead; past the organization's limit of
   * active jobs of the kind, a TooManyRequestsError says when to try again.
   */
  admit(request: JobRequest): Promise<Job>;
  /** Queue a job; it runs soon after, in this process or another. */
  enqueue(
    kind: string,
    payload: Record<string, unknown>,
    organizationId?: number | null,
  ): Promise<Job>;
  /** Run queued jobs until none is left (tests and scripts use it to wait). */
  drain(): Promise<number>;
  get(id: number): Promise<Job | undefined>;
  start(pollMs?: number): void;
  stop(): Promise<void>;
};

/** Attempts of a job that keeps meeting transient errors before it is left FAILED. */
export const MAX_JOB_ATTEMPTS = 3;

/**
 * PostgreSQL errors that another attempt may not meet: a serialization failure, a deadlock, a
 * lock not available, the server shutting the session down, a lost connection (SQLSTATE classes
 * 40, 55P03, 57P, 08). Any other error fails the job at once.
 */
export function isTransientError(error: unknown): boolean {
  for (
    let e: unknown = error;
    typeof e === 'object' && e !== null;
    e = (e as { cause?: unknown }).cause
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(40|08|57P)|^55P03$/.test(code)) return true;
  }
  return false;
}

/** When to try again after the limit: about how long a job of a few buildings takes. */
export const JOB_RETRY_AFTER_S = 30;

/** The job's payload fields equal to the target's (jsonb equality, so [1, 2] matches only [1, 2]). */
const sameTarget = (target: Record<string, unknown>): SQL[] =>
  Object.entries(target).map(
    ([key, value]) => sql`${jobs.payload} -> ${key} = ${JSON.stringify(value)}::jsonb`,
  );

export type JobQueueOptions = {
  /** Runs after each job has finished, whatever its outcome. */
  afterEach?: () => Promise<void>;
};

export function createJobQueue(
  db: Db,
  log?: FastifyBaseLogger,
  { afterEach }: JobQueueOptions = {},
): JobQueue {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function claim(): Promise<Job | undefined> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return undefined;
    const { rows } = await db.execute<{ id: number | string }>(sql`
      update jobs set status = 'RUNNING', started_at = now(), attempts = attempts + 1, updated_at = now()
      where id = (select id from jobs where status = 'QUEUED' and kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )}) order by id limit 1 for update skip locked)
      returning id`);
    const id = rows[0]?.id;
    if (id === undefined) return undefined;
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.id, Number(id)));
    return job;
  }

  async function runOne(job: Job): Promise<void> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      const result = await handler(job.payload);
      await db
        .update(jobs)
        .set({ status: 'SUCCEEDED', result: result ?? null, error: null, finishedAt: new Date() })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      // A transient error queues the job again (the runner takes it next), up to MAX_JOB_ATTEMPTS.
      const again = isTransientError(error) && job.attempts < MAX_JOB_ATTEMPTS;
      log?.error({ err: error, jobId: job.id, kind: job.kind, again }, 'job failed');
      await db
        .update(jobs)
        .set({
          status: again ? 'QUEUED' : 'FAILED',
          error: error instanceof Error ? error.message : String(error),
          finishedAt: again ? null : new Date(),
        })
        .where(eq(jobs.id, job.id));
    }
    await afterEach?.();
  }

  async function loop(): Promise<number> {
    let count = 0;
    for (let job = await claim(); job && !stopped; job = await claim()) {
      await runOne(job);
      count++;
    }
    return count;
  }

  /** One runner at a time per process; a call while it runs waits for it and runs again. */
  async function drain(): Promise<number> {
    while (running) await running;
    running = loop().finally(() => {
      running = null;
    });
    return running;
  }

  const wake = () => {
    if (stopped) return;
    drain().catch((error: unknown) => log?.error({ err: error }, 'job runner failed'));
  };

  return {
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    async admit({ kind, payload, target, organizationId, limit }) {
      const job = await db.transaction(async (tx) => {
        // Requests for the kind are admitted one at a time, so that the count below holds.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jobs:${kind}`}))`);
        const [waiting] = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.kind, kind), eq(jobs.status, 'QUEUED'), ...sameTarget(target)))
          .orderBy(desc(jobs.id))
          .limit(1);
        if (waiting) {
          const [updated] = await tx
            .update(jobs)
            .set({ payload, updatedAt: new Date() })
            .where(and(eq(jobs.id, waiting.id), eq(jobs.status, 'QUEUED')))
            .returning();
          if (updated) return updated;
        }
        const [active] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(
            and(
              eq(jobs.kind, kind),
              inArray(jobs.status, ['QUEUED', 'RUNNING']),
              organizationId === null
                ? sql`${jobs.organizationId} is null`
                : eq(jobs.organizationId, organizationId),
            ),
          );
        if ((active?.n ?? 0) >= limit) {
          throw new TooManyRequestsError(
            `Your organization already has ${String(limit)} of these computations queued or running: try again in ${String(JOB_RETRY_AFTER_S)} seconds, when one has finished`,
            JOB_RETRY_AFTER_S,
          );
        }
        const [queued] = await tx
          .insert(jobs)
          .values({ kind, payload, organizationId })
          .returning();
        if (!queued) throw new Error('The job was not queued');
        return queued;
      });
      setImmediate(wake);
      return job;
    },
    async enqueue(kind, payload, organizationId = null) {
      const [job] = await db.insert(jobs).values({ kind, payload, organizationId }).returning();
      if (!job) throw new Error('The job was not queued');
      setImmediate(wake);
      return job;
    },
    drain,
    async get(id) {
      const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
      return job;
    },
    start(pollMs = 1000) {
      stopped = false;
      // Jobs left RUNNING by a stopped process are run again (handlers are idempotent).
      void db
        .update(jobs)
        .set({ status: 'QUEUED' })
        .where(
          and(eq(jobs.status, 'RUNNING'), sql`${jobs.startedAt} < now() - interval '10 minutes'`),
        )
        .then(wake, (error: unknown) => log?.error({ err: error }, 'job requeue failed'));
      timer = setInterval(wake, pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      while (running) await running;
    },
  };
}
