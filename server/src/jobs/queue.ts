// A small durable job queue on the jobs table. `enqueue` writes a QUEUED row and wakes the runner;
// the runner claims one job at a time with `for update skip locked` (safe with several server
// processes on PostgreSQL), runs its handler and records the result or the error. A poll picks up
// jobs written by other processes. Handlers must be idempotent and write in one transaction: a job
// interrupted by a restart (left RUNNING) has written nothing and is queued again at start, up to
// MAX_JOB_ATTEMPTS runs; after that it is left FAILED (a job that stops the server each time it
// runs must not stop it at every start).
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { jobs } from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';
import { TooManyRequestsError } from '../http/errors.ts';

/** What a running job may tell: how far it has got (0–100), shown as a progress bar. */
export type JobContext = { id: number; progress(percent: number): void };
export type JobHandler = (
  payload: Record<string, unknown>,
  context: JobContext,
) => Promise<unknown>;
export type JobStatus = (typeof jobs.$inferSelect)['status'];
export type Job = typeof jobs.$inferSelect;
/** A job running in this process: its progress, status and organization, kept in memory. */
export type LiveJob = { progress: number; status: JobStatus; organizationId: number | null };

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

export type JobKindOptions = {
  /**
   * A job of the kind was given up without its handler's last word (the server stopped during
   * its last allowed attempt, or that attempt met a transient error): the handler's own records
   * of it are to be closed with `message`.
   */
  abandoned?: (job: Job, message: string) => Promise<void>;
};

/** A cap on the jobs of a kind that an organization may have queued or running at once. */
export type JobCap = {
  limit: number;
  /** The refusal past the limit (a 429 with Retry-After `retryAfterS`). */
  refusal: string;
  retryAfterS: number;
};

export type EnqueueOptions = {
  /** Writes the job in this transaction, so that it exists only if the caller's change commits. */
  in?: Db;
  /** Refuses the job past the organization's cap for its kind (counted under a lock). */
  cap?: JobCap;
};

export type JobQueue = {
  register(kind: string, handler: JobHandler, options?: JobKindOptions): void;
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
    options?: EnqueueOptions,
  ): Promise<Job>;
  /** Run queued jobs until none is left (tests and scripts use it to wait); none once stopped. */
  drain(): Promise<number>;
  get(id: number): Promise<Job | undefined>;
  /**
   * The progress of a job running in this process, without the database: on PGlite a commit
   * holds the one session, so a status read would wait for the end of the job it asks about.
   */
  liveProgress(id: number): number | undefined;
  /**
   * A job running in this process as its runner has it, with what access needs (its
   * organization), without the database; undefined for any other job. Its status is RUNNING, or
   * its outcome between the handler's end and the row's update.
   */
  live(id: number): LiveJob | undefined;
  start(pollMs?: number, orphanAfterMinutes?: number): void;
  stop(): Promise<void>;
};

/** Runs of a job that keeps meeting transient errors or server stops before it is left FAILED. */
export const MAX_JOB_ATTEMPTS = 3;

/** The error of a job whose run was cut off by a server stop; it is run again. */
export const jobStoppedMessage = (attempt: number): string =>
  `The server stopped during attempt ${String(attempt)}; nothing was written, and the job runs again`;
/** The error of a job cut off by a server stop in its last allowed attempt. */
export const jobAbandonedMessage = (attempts: number): string =>
  `The server stopped during this job (${String(attempts)} attempts); nothing was written`;
/** The error of a job whose last allowed attempt met a transient database error. */
export const jobGivenUpMessage = (attempts: number, reason: string): string =>
  `The database failed during each of ${String(attempts)} attempts (last: ${reason}); nothing was written`;

/**
 * A job that ends because its input was refused (an import's file with bad rows): an outcome the
 * user is shown, not a fault of the server, so it is logged as a warning, and never run again.
 */
export class JobRefusal extends Error {}

/**
 * PostgreSQL errors that another attempt may not meet: a serialization failure, a deadlock, a
 * lock not available, the server shutting the session down, a lost connection (SQLSTATE classes
 * 40, 55P03, 57P, 08). Any other error fails the job at once.
 */
export function isTransientError(error: unknown): boolean {
  return transientCause(error) !== undefined;
}

/** The database's own error in a transient error's chain (the query wrapper's has the SQL). */
function transientCause(error: unknown): { message: string } | undefined {
  for (
    let e: unknown = error;
    typeof e === 'object' && e !== null;
    e = (e as { cause?: unknown }).cause
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(40|08|57P)|^55P03$/.test(code))
      return { message: e instanceof Error ? e.message : code };
  }
  return undefined;
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

/** Takes the kind's admission lock for the transaction: requests of a kind are counted one at a time. */
const lockKind = (tx: Db, kind: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jobs:${kind}`}))`);

/** Jobs of the kind the organization has queued or running. */
async function activeCount(tx: Db, kind: string, organizationId: number | null): Promise<number> {
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
  return active?.n ?? 0;
}

async function insertJob(
  tx: Db,
  kind: string,
  payload: Record<string, unknown>,
  organizationId: number | null,
): Promise<Job> {
  const [queued] = await tx.insert(jobs).values({ kind, payload, organizationId }).returning();
  if (!queued) throw new Error('The job was not queued');
  return queued;
}

export function createJobQueue(
  db: Db,
  log?: FastifyBaseLogger,
  { afterEach }: JobQueueOptions = {},
): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const kindOptions = new Map<string, JobKindOptions>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let stopped = false;
  // Nothing is taken on its own before start(): a job claimed then would look to start's recovery
  // like one cut off by a stop, and run twice. drain() still runs jobs when asked.
  let started = false;
  /** The jobs running in this process; their progress is written to the row when the session is free. */
  const live = new Map<number, LiveJob>();
  const saving = new Set<number>();
  function saveProgress(id: number): void {
    if (saving.has(id)) return;
    saving.add(id);
    // Not awaited: on PGlite it waits for the job's own transaction to end.
    void (async () => {
      try {
        for (
          let seen = -1;
          live.get(id)?.status === 'RUNNING' && live.get(id)?.progress !== seen;
        ) {
          seen = live.get(id)?.progress ?? 0;
          await db
            .update(jobs)
            .set({ progress: seen })
            .where(and(eq(jobs.id, id), eq(jobs.status, 'RUNNING')));
        }
      } catch (error) {
        log?.warn({ err: error, jobId: id }, 'job progress not saved');
      } finally {
        saving.delete(id);
      }
    })();
  }

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
    const state: LiveJob = { progress: 0, status: 'RUNNING', organizationId: job.organizationId };
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      live.set(job.id, state);
      const result = await handler(job.payload, {
        id: job.id,
        progress(percent) {
          const value = Math.max(0, Math.min(100, Math.floor(percent)));
          if (value === state.progress || state.status !== 'RUNNING') return;
          state.progress = value;
          saveProgress(job.id);
        },
      });
      // The outcome is told from memory until the row says it (on PGlite the update may wait).
      Object.assign(state, { status: 'SUCCEEDED', progress: 100 });
      await db
        .update(jobs)
        .set({
          status: 'SUCCEEDED',
          result: result ?? null,
          error: null,
          progress: 100,
          finishedAt: new Date(),
        })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      // A transient error queues the job again (the runner takes it next), up to MAX_JOB_ATTEMPTS.
      const transient = transientCause(error);
      const again = transient !== undefined && job.attempts < MAX_JOB_ATTEMPTS;
      state.status = again ? 'QUEUED' : 'FAILED';
      const entry = { err: error, jobId: job.id, kind: job.kind, again };
      if (error instanceof JobRefusal) log?.warn(entry, 'job refused its input');
      else log?.error(entry, 'job failed');
      // A database error's own words, not the query wrapper's (which has the SQL).
      const message =
        transient?.message ?? (error instanceof Error ? error.message : String(error));
      await db
        .update(jobs)
        .set({
          status: again ? 'QUEUED' : 'FAILED',
          error: message,
          finishedAt: again ? null : new Date(),
        })
        .where(eq(jobs.id, job.id));
      if (!again && transient)
        await closeAbandoned(job, jobGivenUpMessage(job.attempts, transient.message));
    } finally {
      live.delete(job.id);
    }
    await afterEach?.();
  }

  async function loop(): Promise<number> {
    let count = 0;
    // A stop is looked at before each claim: a job claimed after it would be left RUNNING.
    while (!stopped) {
      const job = await claim();
      if (!job) break;
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

  /**
   * Jobs left RUNNING by a stopped process: they wrote nothing (one transaction each), so they
   * are queued again with the stop as their error, or, after MAX_JOB_ATTEMPTS runs, left FAILED
   * and their kind told (an import's record is closed). With several processes on PostgreSQL one
   * may still be running it, so only old ones are taken; PGlite has one process, so every RUNNING
   * job at start is an orphan (orphanAfterMinutes 0).
   */
  async function recoverOrphans(orphanAfterMinutes: number): Promise<void> {
    const orphans = await db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'RUNNING'),
          sql`${jobs.startedAt} <= now() - make_interval(mins => ${orphanAfterMinutes})`,
        ),
      )
      .orderBy(jobs.id);
    for (const orphan of orphans) {
      const again = orphan.attempts < MAX_JOB_ATTEMPTS;
      const error = again
        ? jobStoppedMessage(orphan.attempts)
        : jobAbandonedMessage(orphan.attempts);
      // Still as it was read: another process starting at the same time may have taken it.
      const [recovered] = await db
        .update(jobs)
        .set({
          status: again ? 'QUEUED' : 'FAILED',
          progress: 0,
          error,
          finishedAt: again ? null : new Date(),
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(jobs.id, orphan.id),
            eq(jobs.status, 'RUNNING'),
            eq(jobs.attempts, orphan.attempts),
          ),
        )
        .returning();
      if (!recovered) continue;
      log?.warn({ jobId: orphan.id, kind: orphan.kind, again }, 'job cut off by a stop');
      if (!again) await closeAbandoned(recovered, error);
    }
  }

  /** Tells a given-up job's kind to close its own records (an import's) with `message`. */
  async function closeAbandoned(job: Job, message: string): Promise<void> {
    try {
      await kindOptions.get(job.kind)?.abandoned?.(job, message);
    } catch (failure) {
      log?.error({ err: failure, jobId: job.id }, 'an abandoned job’s records were not closed');
    }
  }

  const wake = () => {
    if (stopped || !started) return;
    drain().catch((error: unknown) => log?.error({ err: error }, 'job runner failed'));
  };

  return {
    register(kind, handler, options = {}) {
      handlers.set(kind, handler);
      kindOptions.set(kind, options);
    },
    async admit({ kind, payload, target, organizationId, limit }) {
      const job = await db.transaction(async (tx) => {
        // Requests for the kind are admitted one at a time, so that the count below holds.
        await lockKind(tx, kind);
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
        if ((await activeCount(tx, kind, organizationId)) >= limit) {
          throw new TooManyRequestsError(
            `Your organization already has ${String(limit)} of these computations queued or running: try again in ${String(JOB_RETRY_AFTER_S)} seconds, when one has finished`,
            JOB_RETRY_AFTER_S,
          );
        }
        return insertJob(tx, kind, payload, organizationId);
      });
      setImmediate(wake);
      return job;
    },
    async enqueue(kind, payload, organizationId = null, { in: outer, cap } = {}) {
      const write = async (tx: Db) => {
        if (cap) {
          await lockKind(tx, kind);
          if ((await activeCount(tx, kind, organizationId)) >= cap.limit)
            throw new TooManyRequestsError(cap.refusal, cap.retryAfterS);
        }
        return insertJob(tx, kind, payload, organizationId);
      };
      // The cap's lock and count need a transaction: the caller's, else one of its own.
      const job = outer ? await write(outer) : cap ? await db.transaction(write) : await write(db);
      // In the caller's transaction the runner may not see it yet: the poll takes it then.
      setImmediate(wake);
      return job;
    },
    drain,
    async get(id) {
      const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
      return job;
    },
    liveProgress: (id) => live.get(id)?.progress,
    live: (id) => {
      const state = live.get(id);
      return state && { ...state };
    },
    start(pollMs = 1000, orphanAfterMinutes = 10) {
      stopped = false;
      started = true;
      void recoverOrphans(orphanAfterMinutes).then(wake, (error: unknown) =>
        log?.error({ err: error }, 'jobs left running by a stop were not recovered'),
      );
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
