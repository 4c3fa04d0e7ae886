// Flex requirements: a background job computes them for every active lease of the buildings and
// keeps the result on the job; reading takes the building's latest result and shows only the
// leases the caller may see. Results are the building's, whoever asked for them; an organization
// that a source of the building excludes reads its own figures, worked out without that source
// (the rule of every summary: daily-rollups.ts), which the job keeps beside the building's.
import { now } from '../clock.ts';
import { z } from 'zod';
import {
  deductSubleases,
  flexRequirements,
  localParts,
  ZDateSchema,
  ZFlexRequirementsJobResultSchema,
  type ZBuildingFlexRequirementsSchema,
  type ZBuildingFlexResultSchema,
  type ZFlexRequirementsRunSchema,
  type ZOccupancyBuildingsRequestSchema,
} from '@atrium/contract';
import { inArray } from 'drizzle-orm';
import { ALL, type TenantScope } from '../auth/scope.ts';
import { NotFoundError } from '../http/errors.ts';
import { organizations } from '../db/schema/index.ts';
import { excludedOrganizationsOf } from '../resources/data-sources/index.ts';
import { readableSources } from './daily-rollups.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Db } from '../resources/resource-table.ts';
import { leaseSeries, type LeaseSeries } from './occupancy-leases.ts';
import { dailyPeaks, type Range } from './repository.ts';
import { readLeaseSpaces, readSubleases, type SubleaseRow } from './organization-repository.ts';
import { keptGroup, readKeptSpacesDays } from './kept-spaces.ts';
import {
  activeLeases,
  buildingInfo,
  FLEX_REQUIREMENTS_JOB,
  latestFlexJobs,
  leaseCapacities,
  requireVisibleBuildings,
  visibleLeaseIds,
  type BuildingInfo,
} from './occupancy-lease-repository.ts';

/** Flex computations an organization may have queued or running at once. */
export const MAX_ACTIVE_FLEX_JOBS = 3;

const ZFlexJobPayloadSchema = z.strictObject({
  buildingIds: z.array(z.int().positive()).min(1),
  isPrimary: z.boolean(),
  startDate: ZDateSchema.nullable(),
  endDate: ZDateSchema.nullable(),
});
type FlexJobPayload = z.infer<typeof ZFlexJobPayloadSchema>;
type BuildingResult = z.output<typeof ZBuildingFlexResultSchema>;

export function registerFlexRequirementsJob(jobs: JobQueue, db: Db): void {
  jobs.register(FLEX_REQUIREMENTS_JOB, async (payload) => {
    const request = ZFlexJobPayloadSchema.parse(payload);
    const buildings = [];
    for (const info of await buildingInfo(db, request.buildingIds))
      buildings.push({
        ...(await buildingFlexResult(db, info, request, ALL)),
        forOrganizations: await excludedFlexResults(db, info, request),
      });
    return ZFlexRequirementsJobResultSchema.parse({ buildings });
  });
}

/** Queues the computation, or answers the same request's job that has not started yet. */
export async function runFlexRequirements(
  db: Db,
  jobs: JobQueue,
  scope: TenantScope,
  body: z.output<typeof ZOccupancyBuildingsRequestSchema>,
): Promise<z.output<typeof ZFlexRequirementsRunSchema>> {
  const buildingIds = [...new Set([body.buildingId].flat())].sort((a, b) => a - b);
  await requireVisibleBuildings(db, scope, buildingIds);
  const payload: FlexJobPayload = {
    buildingIds,
    isPrimary: body.isPrimary ?? true,
    startDate: body.startDate ?? null,
    endDate: body.endDate ?? null,
  };
  // One job per building set (the result is the buildings', whoever asked), a few per organization.
  const job = await jobs.admit({
    kind: FLEX_REQUIREMENTS_JOB,
    payload,
    target: { buildingIds },
    organizationId: scope.kind === 'organization' ? scope.organizationId : null,
    limit: MAX_ACTIVE_FLEX_JOBS,
  });
  return { jobId: job.id, status: job.status };
}

export async function buildingFlexRequirements(
  db: Db,
  scope: TenantScope,
  buildingId: number,
): Promise<z.output<typeof ZBuildingFlexRequirementsSchema>> {
  await requireVisibleBuildings(db, scope, [buildingId]);
  const [{ latest, succeeded }, visible, [info]] = await Promise.all([
    latestFlexJobs(db, buildingId),
    visibleLeaseIds(db, scope, buildingId),
    buildingInfo(db, [buildingId]),
  ]);
  const stored = ZFlexRequirementsJobResultSchema.safeParse(succeeded?.result);
  const building = stored.success
    ? stored.data.buildings.find((b) => b.buildingId === buildingId)
    : undefined;
  // A source of the building excludes the caller's organization: its own figures, without it;
  // none when the result was computed before the exclusion (until the job runs again).
  const sources = info?.dataSourceIds ?? [];
  const result =
    scope.kind === 'organization' &&
    (await readableSources(db, scope, sources)).length < sources.length
      ? building?.forOrganizations.find((r) => r.organizationId === scope.organizationId)
      : building;
  return {
    status: latest?.status ?? 'NOT_RUN',
    computedAt: result ? (succeeded?.finishedAt?.toISOString() ?? null) : null,
    error: latest?.status === 'FAILED' ? latest.error : null,
    startDate: result?.startDate ?? null,
    endDate: result?.endDate ?? null,
    items: (result?.items ?? []).filter((item) => visible.has(item.tenantId)),
  };
}

/**
 * The figures of each organization that a source of the building excludes and that sees the
 * building: worked out as that organization reads occupancy, without the sources excluding it.
 */
async function excludedFlexResults(
  db: Db,
  info: BuildingInfo,
  request: FlexJobPayload,
): Promise<BuildingResult['forOrganizations']> {
  if (info.dataSourceIds.length === 0) return [];
  const ids = [
    ...new Set((await excludedOrganizationsOf(db, info.dataSourceIds)).map((o) => o.id)),
  ].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const orgs = await db
    .select({ id: organizations.id, type: organizations.type })
    .from(organizations)
    .where(inArray(organizations.id, ids))
    .orderBy(organizations.id);
  const results: BuildingResult['forOrganizations'] = [];
  for (const org of orgs) {
    const scope: TenantScope = {
      kind: 'organization',
      organizationId: org.id,
      organizationType: org.type,
    };
    try {
      await requireVisibleBuildings(db, scope, [info.id]);
    } catch (error) {
      // It does not see the building: it never reads the building's flex requirements.
      if (error instanceof NotFoundError) continue;
      throw error;
    }
    const { startDate, endDate, items } = await buildingFlexResult(db, info, request, scope);
    results.push({ organizationId: org.id, startDate, endDate, items });
  }
  return results;
}

/**
 * Every active lease of the building (found in the system's scope: reading filters by the
 * caller's), its occupancy read as `scope` reads it: the system's, or an excluded organization's.
 */
async function buildingFlexResult(
  db: Db,
  info: BuildingInfo,
  request: FlexJobPayload,
  scope: TenantScope,
): Promise<BuildingResult> {
  const leases = await activeLeases(db, ALL, [info.id]);
  const { range, series } = await leaseSeries(db, scope, leases, request);
  const leaseIds = leases.map((l) => l.id);
  const childrenOf = await readSubleases(db, ALL, leaseIds);
  const spacesOf = await readLeaseSpaces(db, leaseIds);
  const parents = await leaseCapacities(
    db,
    leases.flatMap((l) => (l.parentId === null ? [] : [l.parentId])),
  );
  const today = localParts(now(), info.timeZone).date;
  const items = [];
  for (const s of series) {
    const { lease } = s;
    const spaceIds = spacesOf.get(lease.id)?.spaceIds ?? [];
    const deduction = deductSubleases(
      {
        capacity: s.target.capacity,
        rentableSF: lease.rentableSF,
        spaceIds,
        status: 'ACTIVE',
        children: childrenOf.get(lease.id) ?? [],
        parent: lease.parentId === null ? null : { capacity: parents.get(lease.parentId) ?? null },
      },
      today,
    );
    const figures = flexRequirements({
      capacity: deduction.ok ? deduction.capacity : null,
      rentableArea: deduction.ok ? deduction.rentableSF : null,
      targetDensity: lease.targetDensity,
      // No occupancy when the deduction cannot be made: the lease's rollups would count the
      // subleased spaces' people, who are the subtenant's (docs/metrics.md).
      dailyPeaks: deduction.ok
        ? await leaseDailyPeaks(db, scope, s, range, {
            subleases: childrenOf.get(lease.id) ?? [],
            spaceIds,
            kept: deduction.spaceIds,
            isPrimary: request.isPrimary,
          })
        : [],
      hours: info.workingHours,
    });
    items.push({
      tenantId: lease.id,
      parentId: lease.parentId,
      organizationId: lease.organizationId,
      orgName: lease.orgName,
      targetDensity: lease.targetDensity,
      message: deduction.ok ? null : deduction.message,
      ...figures,
    });
  }
  return {
    buildingId: info.id,
    startDate: range?.startDate ?? null,
    endDate: range?.endDate ?? null,
    items,
    forOrganizations: [],
  };
}

/**
 * The lease's daily peaks: its own rollups, or, when active subleases took spaces out, those of
 * the spaces it keeps (`readKeptSpacesDays`; the subleased people are the subtenant's, counted
 * in its own row).
 */
async function leaseDailyPeaks(
  db: Db,
  scope: TenantScope,
  s: LeaseSeries,
  range: Range | null,
  lease: {
    subleases: readonly SubleaseRow[];
    spaceIds: readonly number[];
    kept: readonly number[];
    isPrimary: boolean;
  },
): Promise<{ date: string; peak: number }[]> {
  const { subleases, spaceIds, kept, isPrimary } = lease;
  if (!range || kept.length === spaceIds.length) return dailyPeaks([{ rows: s.rows }]);
  const held = { id: s.lease.id, buildingId: s.lease.buildingId, spaceIds };
  const group = keptGroup(held, subleases, kept);
  // The system's figures (the job's result is shared; each caller's view is filtered after), or
  // an excluded organization's.
  const [days = []] = await readKeptSpacesDays(
    db,
    scope,
    [{ buildingId: held.buildingId, spaceIds: kept, group }],
    range,
    { isPrimary },
  );
  return days;
}
