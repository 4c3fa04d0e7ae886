// The jobs list's reads (issue 33, item 2): a page of the jobs in the caller's scope through the
// list protocol, and what `/api/jobs/full` adds to each: its organization and its data import.
import type { z } from 'zod';
import { inArray } from 'drizzle-orm';
import { jobsResource, type ZListRequestSchema } from '@atrium/contract';
import type { TenantScope } from '../auth/scope.ts';
import { dataImports, jobs, organizations } from '../db/schema/index.ts';
import { ownedBy } from '../resources/visibility.ts';
import { defineResourceTable, type Db } from '../resources/resource-table.ts';
import { listRows } from '../resources/repository.ts';
import type { Job } from './queue.ts';

const jobsTable = defineResourceTable({
  contract: jobsResource,
  table: jobs,
  label: 'job',
  // An organization sees the jobs it asked for or that work on its data; the platform's own
  // (organizationId null) are the master admin's.
  visible: (_db, scope, t) => ownedBy(scope, t.organizationId),
  joins: {},
  defaultOrderBy: { id: 'desc' },
});

/** A page of the jobs the caller may see, newest first unless the body orders them. */
export async function jobsPage(
  db: Db,
  scope: TenantScope,
  body: z.output<typeof ZListRequestSchema> | null | undefined,
): Promise<{ rows: Job[]; total: number }> {
  const { rows, total } = await listRows(db, jobsTable, scope, body ?? {});
  return { rows: rows as Job[], total };
}

export type JobOrganization = { id: number; name: string };
export type JobImport = Pick<
  typeof dataImports.$inferSelect,
  'id' | 'jobId' | 'type' | 'status' | 'filename'
>;

/** The jobs' organizations by id and their data imports by job id, in one read each. */
export async function jobRelations(
  db: Db,
  rows: readonly Job[],
): Promise<{ organizationOf: Map<number, JobOrganization>; importOf: Map<number, JobImport> }> {
  const orgIds = [
    ...new Set(rows.flatMap((j) => (j.organizationId === null ? [] : [j.organizationId]))),
  ];
  const ids = rows.map((j) => j.id);
  const [orgs, imports] = await Promise.all([
    orgIds.length
      ? db
          .select({ id: organizations.id, name: organizations.name })
          .from(organizations)
          .where(inArray(organizations.id, orgIds))
      : [],
    ids.length
      ? db
          .select({
            id: dataImports.id,
            jobId: dataImports.jobId,
            type: dataImports.type,
            status: dataImports.status,
            filename: dataImports.filename,
          })
          .from(dataImports)
          .where(inArray(dataImports.jobId, ids))
      : [],
  ]);
  return {
    organizationOf: new Map(orgs.map((o) => [o.id, o])),
    importOf: new Map(imports.flatMap((i) => (i.jobId === null ? [] : [[i.jobId, i]]))),
  };
}
