// The import job's bounds (issue 33, item 2): how many imports an organization may have waiting,
// and what becomes of an import whose job was given up after server stops.
import { and, eq, inArray } from 'drizzle-orm';
import { dataImports } from '../db/schema/index.ts';
import { JobRefusal, type JobCap, type JobKindOptions } from '../jobs/queue.ts';
import type { Db } from '../resources/resource-table.ts';

/**
 * Import jobs an organization may have queued or running at once. One import takes the database
 * for seconds to minutes (a year of readings, a portfolio's leases), and they run one after the
 * other: five waiting is a morning's onboarding, more is a script gone wrong filling the queue
 * ahead of every other organization's imports and re-derivations.
 */
export const MAX_QUEUED_IMPORTS = 5;

/** About how long an import of a few hundred thousand rows takes. */
export const IMPORT_RETRY_AFTER_S = 60;

export const importJobCap: JobCap = {
  limit: MAX_QUEUED_IMPORTS,
  refusal: `The organization already has ${String(MAX_QUEUED_IMPORTS)} imports queued or running: at most ${String(MAX_QUEUED_IMPORTS)} import jobs may wait per organization; wait for one to finish`,
  retryAfterS: IMPORT_RETRY_AFTER_S,
};

/** An import whose job was given up is FAILED with the job's reason (nothing was written). */
export const importJobOptions = (db: Db): JobKindOptions => ({
  abandoned: async (job, message) => {
    await db
      .update(dataImports)
      .set({
        status: 'FAILED',
        errors: [{ row: null, column: null, message }],
        updatedAt: new Date(),
      })
      .where(
        and(eq(dataImports.jobId, job.id), inArray(dataImports.status, ['PENDING', 'PROCESSING'])),
      );
  },
});

type StoredError = { message: string; row?: number | null; column?: string | null };

/**
 * An import that ended FAILED fails its job too, with the import's reason. The failure is in the
 * file, not in the database, so the queue does not run it again (not a transient error); the
 * import keeps its row errors as they are.
 */
export class ImportJobFailure extends JobRefusal {
  override name = 'ImportJobFailure';
}

/**
 * The reason of a failed import in one line, as the Jobs screen shows it: how many problems, that
 * nothing was written, and the first problem with its row and column.
 */
export function importFailureReason(errors: readonly StoredError[], errorCount: number): string {
  const first = errors[0];
  if (!first) return 'The import failed; nothing was written';
  const where = [
    first.row === null || first.row === undefined ? null : `row ${String(first.row)}`,
    first.column ? `column ${first.column}` : null,
  ].filter((part) => part !== null);
  const problem = where.length > 0 ? `${where.join(', ')}: ${first.message}` : first.message;
  const count = Math.max(errorCount, errors.length);
  if (count <= 1 && where.length === 0) return `${problem}; nothing was written`;
  return `${String(count)} ${count === 1 ? 'problem' : 'problems'} in the file; nothing was written. First: ${problem}`;
}
