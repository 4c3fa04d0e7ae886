// Flex requirements: a background job computes them for every active lease of the buildings and
// keeps the result on the job; reading takes the building's latest result and shows only the
// leases the caller may see. Results are the building's, whoever asked for them.
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
import { ALL, type TenantScope } from '../auth/scope.ts';
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
      buildings.push(await buildingFlexResult(db, info, request));
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
  const [{ latest, succeeded }, visible] = await Promise.all([
    latestFlexJobs(db, buildingId),
    visibleLeaseIds(db, scope, buildingId),
  ]);
  const stored = ZFlexRequirementsJobResultSchema.safeParse(succeeded?.result);
  const result = stored.success
    ? stored.data.buildings.find((b) => b.buildingId === buildingId)
    : undefined;
  return {
    status: latest?.status ?? 'NOT_RUN',
    computedAt: result ? (succeeded?.finishedAt?.toISOString() ?? null) : null,
    error: latest?.status === 'FAILED' ? latest.error : null,
    startDate: result?.startDate ?? null,
    endDate: result?.endDate ?? null,
    items: (result?.items ?? []).filter((item) => visible.has(item.tenantId)),
  };
}

/** Every active lease of the building, in the system's scope: reading filters by the caller's. */
async function buildingFlexResult(
  db: Db,
  info: BuildingInfo,
  request: FlexJobPayload,
): Promise<BuildingResult> {
  const leases = await activeLeases(db, ALL, [info.id]);
  const { range, series } = await leaseSeries(db, ALL, leases, request);
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
        ? await leaseDailyPeaks(db, s, range, {
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
  };
}

/**
 * The lease's daily peaks: its own rollups, or, when active subleases took spaces out, those of
 * the spaces it keeps (`readKeptSpacesDays`; the subleased people are the subtenant's, counted
 * in its own row).
 */
async function leaseDailyPeaks(
  db: Db,
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
  // The system's figures (the job's result is shared; each caller's view is filtered after).
  const [days = []] = await readKeptSpacesDays(
    db,
    ALL,
    [{ buildingId: held.buildingId, spaceIds: kept, group }],
    range,
    { isPrimary },
  );
  return days;
}
