// /encumbrances/statistic/tenants: each active lease of the buildings with its capacity after
// subleases, its occupancy (office leases only) and what that means for space and money.
import { localDatesNow } from '../clock.ts';
import { selectPrepared } from '../db/prepared.ts';
import type { z } from 'zod';
import { and } from 'drizzle-orm';
import { anyId } from '../db/any-id.ts';
import {
  deductSubleases,
  efficiency,
  efficiencyTier,
  hasOccupancyAnalytics,
  optimizedRevenue,
  projectedArea,
  revenue,
  type TenantStatistic,
  type ZTenantStatisticsRequestSchema,
  sumKnown,
} from '@atrium/contract';
import { encumbrances, spaces } from '../db/schema/index.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { visibleEncumbrance } from '../resources/visibility.ts';
import { byId } from '../resources/relations.ts';
import { resolveLeaseTargets, type Target } from './target.ts';
import { leasePeakSummaries } from './occupancy-repository.ts';
import type { PeakSummary } from './daily-rollups.ts';
import { occupancyReadable } from './occupancy-lease-repository.ts';
import { findLeases, requireVisibleBuildings, type LeaseRow } from './portfolio-queries.ts';
import { readLeaseSpaces, readSubleases } from './organization-repository.ts';

type Request = z.output<typeof ZTenantStatisticsRequestSchema>;

/**
 * Subleases and parents of the leases, as far as the scope sees them, and the spaces of the
 * leases whose deduction needs them: those with subleases (the spaces they keep) or without a
 * capacity (their spaces' seats). A portfolio's other leases hold thousands of spaces unused.
 */
async function subleaseContext(db: Db, scope: TenantScope, leases: LeaseRow[]) {
  const ids = leases.map((l) => l.id);
  const parentIds = leases.flatMap((l) => (l.parentId === null ? [] : [l.parentId]));
  const [childrenOf, parents] = await Promise.all([
    readSubleases(db, scope, ids),
    parentIds.length
      ? selectPrepared(
          db
            .select({ id: encumbrances.id, capacity: encumbrances.capacity })
            .from(encumbrances)
            .where(and(anyId(encumbrances.id, parentIds), visibleEncumbrance(db, scope))),
        )
      : [],
  ]);
  const spacesOf = await readLeaseSpaces(
    db,
    leases.flatMap((l) => (childrenOf.has(l.id) || l.capacity === null ? [l.id] : [])),
  );
  return {
    childrenOf,
    parentById: byId(parents),
    spaceIdsOf: (id: number) => spacesOf.get(id)?.spaceIds ?? [],
  };
}

/** Each space's seats, for leases without a capacity of their own. */
async function seatsBySpace(db: Db, spaceIds: number[]): Promise<Map<number, number | null>> {
  if (spaceIds.length === 0) return new Map();
  const rows = await selectPrepared(
    db
      .select({ id: spaces.id, capacity: spaces.capacity })
      .from(spaces)
      .where(anyId(spaces.id, spaceIds)),
  );
  return new Map(rows.map((r) => [r.id, r.capacity]));
}

/** The seats of spaces, as resolveTarget counts them: null when none has a capacity. */
function seatsOf(seats: Map<number, number | null>, spaceIds: readonly number[]): number | null {
  return sumKnown(spaceIds.map((id) => seats.get(id) ?? null));
}

/** Capacity after the active subleases; null with the rule's message when it cannot be had. */
function subleaseDeduction(
  lease: LeaseRow,
  context: Awaited<ReturnType<typeof subleaseContext>>,
  today: string,
) {
  const parent = lease.parentId === null ? null : context.parentById.get(lease.parentId);
  const deduction = deductSubleases(
    {
      capacity: lease.capacity,
      rentableSF: lease.rentableSF,
      spaceIds: context.spaceIdsOf(lease.id),
      status: lease.status,
      children: context.childrenOf.get(lease.id) ?? [],
      parent: parent ?? null,
    },
    today,
  );
  return deduction;
}

/** Peak and average of each lease's own spaces (its tenant rollup) in the range. */
async function occupancyOf(db: Db, scope: TenantScope, leases: LeaseRow[], body: Request) {
  const readable = await occupancyReadable(db, scope, leases);
  const targets = await resolveLeaseTargets(db, scope, readable, body);
  const summaries = await leasePeakSummaries(db, scope, targets);
  const figures = new Map<number, typeof noOccupancy | ReturnType<typeof figuresOf>>();
  for (const [id, target] of targets) figures.set(id, figuresOf(target, summaries.get(id)));
  return figures;
}

/** `peakOfRange` and `averageOccupancy` of the lease's daily peaks, from their summary. */
function figuresOf(target: Target, summary: PeakSummary | undefined) {
  return {
    peakOccupancy: summary?.peak ?? null,
    peakOccupancyDate: summary?.peakDate ?? null,
    averageOccupancy:
      summary && summary.workdays > 0 ? summary.workdayTotal / summary.workdays : null,
    range: { startDate: target.startDate, endDate: target.endDate },
  };
}

const noOccupancy = {
  peakOccupancy: null,
  peakOccupancyDate: null,
  averageOccupancy: null,
  range: { startDate: null, endDate: null },
};

export async function tenantStatistics(
  db: Db,
  scope: TenantScope,
  body: Request,
): Promise<TenantStatistic[]> {
  const buildingIds = await requireVisibleBuildings(db, scope, body.buildingId);
  const leases = await findLeases(db, scope, { buildingIds, activeOnly: true });
  if (leases.length === 0) return [];
  const context = await subleaseContext(db, scope, leases);
  const offices = leases.filter((l) => hasOccupancyAnalytics(l.usageType));
  const occupancies = await occupancyOf(db, scope, offices, body);
  // Today in each lease's building's zone (docs/metrics.md).
  const dateIn = localDatesNow();
  const deductions = new Map(
    leases.map((l) => [l.id, subleaseDeduction(l, context, dateIn(l.timeZone))]),
  );
  const seats = await seatsBySpace(db, [
    ...new Set(
      [...deductions.values()].flatMap((d) => (d.ok && d.capacity === null ? d.spaceIds : [])),
    ),
  ]);
  const items: TenantStatistic[] = [];
  for (const lease of leases) {
    const isOffice = hasOccupancyAnalytics(lease.usageType);
    const occupancy = (isOffice && occupancies.get(lease.id)) || noOccupancy;
    const deduction = deductions.get(lease.id);
    const capacity =
      deduction && !deduction.ok
        ? { capacity: null, issues: [deduction.message] }
        : {
            capacity: deduction?.capacity ?? seatsOf(seats, deduction?.spaceIds ?? []),
            issues: [],
          };
    const projected = projectedArea(occupancy.peakOccupancy, lease.targetDensity);
    const rating = efficiency(projected, lease.rentableSF);
    items.push({
      tenantId: lease.id,
      parentId: lease.parentId,
      buildingId: lease.buildingId,
      organizationId: lease.organizationId,
      orgName: lease.orgName,
      industry: lease.industry,
      usageType: lease.usageType,
      hasOccupancyAnalytics: isOffice,
      rentableSF: lease.rentableSF,
      units: lease.units,
      ...capacity,
      targetDensity: lease.targetDensity,
      ...occupancy,
      projectedArea: projected,
      efficiency: rating,
      tier: efficiencyTier(rating),
      revenue: revenue(lease.rentRate, lease.rentableSF),
      // At target density the peak needs the projected area, so that is the rent it would pay.
      optimizedRevenue: optimizedRevenue(
        occupancy.peakOccupancy,
        lease.targetDensity,
        lease.rentRate,
      ),
      currency: lease.currency,
    });
  }
  return items;
}
