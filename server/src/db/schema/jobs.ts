// Background jobs: work that outlives a request (re-deriving rollups, flex requirements). Claimed
// with `for update skip locked`, so several server processes may share the table.
import { index, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './common.ts';
import { organizations } from './organizations.ts';

export const jobStatus = pgEnum('job_status', ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED']);

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text().notNull(),
    status: jobStatus().notNull().default('QUEUED'),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb().$type<unknown>(),
    error: text(),
    /** The organization that asked (for scope when reading the job back); null for the system. */
    organizationId: integer().references(() => organizations.id),
    attempts: integer().notNull().default(0),
    /** How far a running job has got, 0–100 (an import's rows checked and written). */
    progress: integer().notNull().default(0),
    startedAt: instant(),
    finishedAt: instant(),
    ...timestamps,
  },
  (t) => [index().on(t.status, t.id), index().on(t.kind, t.createdAt)],
);
