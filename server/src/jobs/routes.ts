// The jobs list (issue 33, item 2): every background job with its status, progress, attempts and
// error, through the list protocol (where, orderBy, page, perPage). Admins read it: the master
// admin every organization's jobs and the platform's own, an organization's admins their own.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponses,
  listResponseOf,
  ZJobFullSchema,
  ZJobParamsSchema,
  ZJobProgressSchema,
  ZJobSchema,
  ZListRequestSchema,
  type Job as JobEntity,
  type JobFull,
  type JobProgress,
} from '@atrium/contract';
import { authOf } from '../auth/guard.ts';
import type { TenantScope } from '../auth/scope.ts';
import { NotFoundError } from '../http/errors.ts';
import { guarded } from '../http/resource-routes.ts';
import type { Db } from '../resources/resource-table.ts';
import type { Job, JobQueue } from './queue.ts';
import { jobRelations, jobsPage } from './job-list.ts';

const tags = ['jobs'];

/** The jobs list's rule for one job: the master admin sees all, an organization its own. */
const mayRead = (scope: TenantScope, organizationId: number | null): boolean =>
  scope.kind === 'all' || organizationId === scope.organizationId;

export function registerJobs(app: FastifyInstance, db: Db, queue: JobQueue): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const listBody = ZListRequestSchema.nullish();

  /** A running job's progress as its runner has it (fresher than the row on PGlite). */
  const toEntity = (job: Job): JobEntity => ({
    id: job.id,
    kind: job.kind,
    status: job.status,
    organizationId: job.organizationId,
    attempts: job.attempts,
    progress:
      job.status === 'SUCCEEDED'
        ? 100
        : job.status === 'RUNNING'
          ? (queue.liveProgress(job.id) ?? job.progress)
          : job.progress,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
    updatedAt: job.updatedAt.toISOString(),
  });

  async function full(rows: Job[]): Promise<JobFull[]> {
    const { organizationOf, importOf } = await jobRelations(db, rows);
    return rows.map((job) => {
      const found = importOf.get(job.id);
      return {
        ...toEntity(job),
        organization:
          job.organizationId === null ? null : (organizationOf.get(job.organizationId) ?? null),
        dataImport: found
          ? { id: found.id, type: found.type, status: found.status, filename: found.filename }
          : null,
      };
    });
  }

  routes.post('/api/jobs', {
    ...guarded('jobs.read', {
      tags,
      summary: 'List background jobs',
      description:
        "An organization's admins see its jobs; the master admin every job. `where`: id, kind, status, organizationId, createdAt (gte, lte); `orderBy`: id, createdAt, kind, status, startedAt, finishedAt; page, perPage. Newest first by default.",
      body: listBody,
      response: { 200: listResponseOf(ZJobSchema), ...errorResponses },
    }),
    handler: async (request) => {
      const { rows, total } = await jobsPage(db, authOf(request).scope, request.body);
      return { items: rows.map(toEntity), total };
    },
  });

  routes.get('/api/jobs/:id/progress', {
    ...guarded('jobs.read', {
      tags,
      summary: 'A job’s status and progress, for a progress bar',
      description:
        'Answered from the runner’s memory while the job runs in this server process, without the database (on embedded PGlite a job’s write holds the one database session for its whole length); otherwise from the job’s row. A job the caller may not see in the jobs list answers 404, as an unknown one.',
      params: ZJobParamsSchema,
      response: { 200: ZJobProgressSchema, ...errorResponses },
    }),
    handler: async (request): Promise<JobProgress> => {
      const { scope } = authOf(request);
      const { id } = request.params;
      const running = queue.live(id);
      if (running) {
        if (!mayRead(scope, running.organizationId)) throw new NotFoundError();
        return { id, status: running.status, progress: running.progress };
      }
      const job = await queue.get(id);
      if (!job || !mayRead(scope, job.organizationId)) throw new NotFoundError();
      const { status, progress } = toEntity(job);
      return { id, status, progress };
    },
  });

  routes.post('/api/jobs/full', {
    ...guarded('jobs.read', {
      tags,
      summary: 'List background jobs with their organization and, for an import, its data import',
      body: listBody,
      response: { 200: listResponseOf(ZJobFullSchema), ...errorResponses },
    }),
    handler: async (request) => {
      const { rows, total } = await jobsPage(db, authOf(request).scope, request.body);
      return { items: await full(rows), total };
    },
  });
}
