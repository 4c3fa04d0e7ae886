// Background jobs (issue 33, item 2): the work that outlives a request — an import's commit, a
// building's rollup re-derivation, flex requirements — with its status, progress, attempts and
// error, as the jobs table keeps them. Read-only: jobs are made by the calls that need them.
import { z } from 'zod';
import type { ResourceContract } from '../resource.ts';
import { ZRefSchema } from './common.ts';
import { dataImportStatuses, dataImportTypes } from './data-imports.ts';

export const jobStatuses = ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** The kinds of job the server runs, with what a person calls them. */
export const jobKindLabels: Readonly<Record<string, string>> = {
  'data-import.commit': 'Import',
  'occupancy.rederive': 'Rollup re-derivation',
  'flex-requirements': 'Flex requirements',
};

/** What a person calls a kind of job; an unknown kind as it is. */
export const jobKindLabel = (kind: string): string => jobKindLabels[kind] ?? kind;

export const ZJobSchema = z.object({
  id: z.int(),
  kind: z.string(),
  status: z.enum(jobStatuses),
  /** The organization the job works for; null for the platform's own. */
  organizationId: z.int().nullable(),
  /** Runs started so far (a transient database error or a server stop runs it again). */
  attempts: z.int(),
  /** 0–100; 100 once it has succeeded. */
  progress: z.int(),
  /** Why the last run failed. */
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof ZJobSchema>;

export const ZJobFullSchema = ZJobSchema.extend({
  organization: ZRefSchema.nullable(),
  /** The data import the job commits, for an import's job. */
  dataImport: z
    .object({
      id: z.uuid(),
      type: z.enum(dataImportTypes),
      status: z.enum(dataImportStatuses),
      filename: z.string().nullable(),
    })
    .nullable(),
});
export type JobFull = z.infer<typeof ZJobFullSchema>;

export const jobsResource = {
  name: 'jobs',
  permission: 'jobs',
  entity: ZJobSchema,
  full: ZJobFullSchema,
  create: z.never(),
  update: z.never(),
  filters: {
    id: 'number',
    kind: 'string',
    status: { kind: 'enum', values: jobStatuses },
    organizationId: 'number',
    createdAt: 'date',
  },
  sortable: ['id', 'createdAt', 'kind', 'status', 'startedAt', 'finishedAt'],
  relations: {},
} as const satisfies ResourceContract;

/**
 * A job's progress alone (`GET /api/jobs/{id}/progress`): answered from the runner's memory while
 * the job runs in the answering process, without the database (on PGlite a job's write holds its
 * one session), so a progress bar moves while the job writes.
 */
export const ZJobProgressSchema = z.object({
  id: z.int(),
  status: z.enum(jobStatuses),
  /** 0–100; 100 once it has succeeded. */
  progress: z.int(),
});
export type JobProgress = z.infer<typeof ZJobProgressSchema>;

/** `GET /api/jobs/{id}/progress`: a job's id (a positive 32-bit integer, as the table keeps it). */
export const ZJobParamsSchema = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** Whether a job has yet to finish (queued or running): its progress is worth asking again. */
export const jobIsActive = (status: string | undefined): boolean =>
  status === 'QUEUED' || status === 'RUNNING';
