// Figures per organization (from its leases' rollups) and per building, and the series of a
// building's leases shared with the flex-requirements job.
import type { z } from 'zod';
import {
  averageOccupancy,
  changePercent,
  commonWorkingHours,
  completedMonths,
  lastTwoMonths,
  defaultDateRange,
  monthlyOccupancy,
  peakOfRange,
  sumDailyPeaks,
  utilization,
  type ZBuildingsAverageOccupancySchema,
  type ZOccupancyBuildingsRequestSchema,
  type ZOrganizationsPeakOccupancySchema,
} from '@atrium/contract';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { groupBy } from '../resources/relations.ts';
import { resolveBuildingTargets, resolveLeaseTargets, type Target } from './target.ts';
import { todayIn } from '../clock.ts';
import { leaseDays, type LeaseDayRow } from './occupancy-repository.ts';
import { dailyPeaks, dailyRowsOf, type DayPeak, type Range } from './repository.ts';
import {
  activeLeaseCount,
  allItsLeases,
  occupierKey,
  type ActiveLeaseCount,
} from './occupier-groups.ts';
import {
  activeLeases,
  buildingInfo,
  requireVisibleBuildings,
  type LeaseRow,
} from './occupancy-lease-repository.ts';

type BuildingsRequest = z.output<typeof ZOccupancyBuildingsRequestSchema>;
type RangeRequest = {
  isPrimary?: boolean | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
};

export type LeaseSeries = { lease: LeaseRow; target: Target; rows: LeaseDayRow[] };

/**
 * Each lease's target (in the scope) and daily rollups over one range for all: the request's
 * dates, a missing one taken from the default range of the leases' data together, so that
 * organizations are compared over the same days. With both dates, only the leases `ownRows`
 * accepts get rows (the others are measured otherwise); without, all do, to find the range.
 */
export async function leaseSeries(
  db: Db,
  scope: TenantScope,
  leases: readonly LeaseRow[],
  request: RangeRequest,
  ownRows: (lease: LeaseRow) => boolean = () => true,
): Promise<{ range: Range | null; series: LeaseSeries[] }> {
  // One range for all leases, worked out below from the rows: no per-lease default ranges.
  const targets = await resolveLeaseTargets(db, scope, leases, request, { ownRanges: false });
  const dated = Boolean(request.startDate && request.endDate);
  const read = new Map<number, Target>();
  for (const lease of leases) {
    const target = targets.get(lease.id);
    if (target && (!dated || ownRows(lease))) read.set(lease.id, target);
  }
  const days = await leaseDays(db, read, dated ? 'own' : 'all');
  const all: LeaseSeries[] = leases.flatMap((lease) => {
    const target = targets.get(lease.id);
    return target ? [{ lease, target, rows: days.get(lease.id) ?? [] }] : [];
  });
  const fallback = defaultDateRange(all.flatMap((s) => s.rows.map((r) => r.date)));
  const startDate = request.startDate ?? fallback?.startDate;
  const endDate = request.endDate ?? fallback?.endDate;
  const range = startDate && endDate ? { startDate, endDate } : null;
  const series = all.map((s) => ({
    ...s,
    target: { ...s.target, startDate: range?.startDate ?? null, endDate: range?.endDate ?? null },
    rows: range ? s.rows.filter((r) => r.date >= range.startDate && r.date <= range.endDate) : [],
  }));
  return { range, series };
}

/**
 * Where an organization's leases in a building are measured together, by occupierKey: several leases
 * that are all its active ones there (as the tenant).
 */
function togetherKeys(leases: readonly LeaseRow[], countOf: ActiveLeaseCount): Set<string> {
  const byKey = groupBy(leases, (l) => occupierKey(l.organizationId, l.buildingId));
  return new Set(
    [...byKey].flatMap(([key, own]) => (own.length > 1 && allItsLeases(own, countOf) ? [key] : [])),
  );
}

/**
 * The daily peaks of the leases' occupier groups (all of an organization's spaces in a building
 * summed at each instant), by occupierKey, over each series' range.
 */
async function occupierDays(
  db: Db,
  series: readonly LeaseSeries[],
): Promise<Map<string, DayPeak[][]>> {
  const groups = [
    ...groupBy(series, (s) => occupierKey(s.lease.organizationId, s.lease.buildingId)),
  ];
  const targets = groups.flatMap(([, own]) => {
    const [first] = own;
    if (!first) return [];
    const organizationId = first.lease.organizationId;
    return [{ ...first.target, groupKind: 'occupier' as const, groupId: () => organizationId }];
  });
  const rows = await dailyRowsOf(db, targets);
  return new Map(groups.map(([key], i) => [key, [dailyPeaks(rows[i] ?? [])]]));
}

export async function organizationsPeakOccupancy(
  db: Db,
  scope: TenantScope,
  body: BuildingsRequest,
): Promise<z.output<typeof ZOrganizationsPeakOccupancySchema>> {
  const ids = [body.buildingId].flat();
  await requireVisibleBuildings(db, scope, ids);
  // An occupier sees the leases it shares or sublets, but only its own organization's figures.
  const leases = (await activeLeases(db, scope, ids)).filter(
    (l) =>
      scope.kind === 'all' ||
      scope.organizationType !== 'OCCUPIER' ||
      l.organizationId === scope.organizationId,
  );
  const together = togetherKeys(leases, await activeLeaseCount(db));
  const inGroup = (l: LeaseRow) => together.has(occupierKey(l.organizationId, l.buildingId));
  const { range, series } = await leaseSeries(db, scope, leases, body, (l) => !inGroup(l));
  const groupDays = await occupierDays(
    db,
    series.filter((s) => inGroup(s.lease)),
  );
  const byOrganization = groupBy(series, (s) => s.lease.organizationId);
  const items = [...byOrganization.values()].flatMap((own) => {
    const [first] = own;
    if (!first) return [];
    // Per building, its leases together (their occupier group) where it can be, else each
    // lease's; buildings are apart, so their daily peaks add up.
    const days = sumDailyPeaks(
      [...groupBy(own, (s) => s.lease.buildingId)].flatMap(
        ([buildingId, inBuilding]) =>
          groupDays.get(occupierKey(first.lease.organizationId, buildingId)) ??
          inBuilding.map((s) => dailyPeaks([{ rows: s.rows }])),
      ),
    );
    const capacities = own.map((s) => s.target.capacity);
    const capacity = capacities.some((c) => c === null)
      ? null
      : capacities.reduce<number>((sum, c) => sum + (c ?? 0), 0);
    const peak = peakOfRange(days);
    // Each lease's target has its building's working hours.
    const workingHours = commonWorkingHours(own.map((s) => s.target.workingHours));
    return [
      {
        organizationId: first.lease.organizationId,
        orgName: first.lease.orgName,
        ...peak,
        averageOccupancy: averageOccupancy(days, workingHours),
        capacity,
        peakUtilization: utilization(peak.peakOccupancy, capacity),
      },
    ];
  });
  return {
    items,
    startDate: range?.startDate ?? null,
    endDate: range?.endDate ?? null,
  };
}

export async function buildingsAverageOccupancy(
  db: Db,
  scope: TenantScope,
  body: BuildingsRequest,
): Promise<z.output<typeof ZBuildingsAverageOccupancySchema>> {
  const ids = [...new Set([body.buildingId].flat())];
  // Whole buildings, each alone: an occupier gets 404, as resolveTarget answers it.
  const targets = await resolveBuildingTargets(db, scope, ids, body);
  // Every building's rollups in one read (the peaks only).
  const perBuilding = await dailyRowsOf(db, [...targets.values()]);
  const daysOf = new Map([...targets.keys()].map((id, i) => [id, perBuilding[i] ?? []]));
  const items = [];
  for (const info of await buildingInfo(db, ids)) {
    const target = targets.get(info.id);
    if (!target) continue;
    const days = dailyPeaks(daysOf.get(info.id) ?? []);
    const peak = peakOfRange(days);
    const average = averageOccupancy(days, info.workingHours);
    const months = completedMonths(monthlyOccupancy(days, info.workingHours), todayIn([info]));
    const { last, previous } = lastTwoMonths(months);
    items.push({
      buildingId: info.id,
      name: info.name,
      capacity: target.capacity,
      averageOccupancy: average,
      ...peak,
      averageUtilization: utilization(average, target.capacity),
      peakUtilization: utilization(peak.peakOccupancy, target.capacity),
      change: changePercent(last?.average ?? null, previous?.average ?? null),
      startDate: target.startDate,
      endDate: target.endDate,
    });
  }
  return { items };
}
