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
import { dailyPeaks, dailyRowsOf, datesOfAny, summedDailyPeaks, type Range } from './repository.ts';
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
 * The range of the organizations' figures: the request's dates, a missing one from the default
 * range of all the leases' data together, so that organizations are compared over the same days.
 */
async function commonRange(
  db: Db,
  scope: TenantScope,
  targets: readonly Target[],
  request: RangeRequest,
): Promise<Range | null> {
  const { startDate: asked, endDate: askedEnd } = request;
  if (asked && askedEnd) return { startDate: asked, endDate: askedEnd };
  const fallback = defaultDateRange(await datesOfAny(db, scope, targets));
  const startDate = asked ?? fallback?.startDate;
  const endDate = askedEnd ?? fallback?.endDate;
  return startDate && endDate ? { startDate, endDate } : null;
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
  // One range for all leases (commonRange): no per-lease default ranges.
  const targets = await resolveLeaseTargets(db, scope, leases, body, { ownRanges: false });
  const measured = leases.flatMap((lease) => {
    const target = targets.get(lease.id);
    return target ? [{ lease, target }] : [];
  });
  const range = await commonRange(
    db,
    scope,
    measured.map((m) => m.target),
    body,
  );
  const byOrganization = [...groupBy(measured, (m) => m.lease.organizationId).values()];
  // Per building, an organization's leases together (their occupier group) where they can be,
  // else each lease's; buildings are apart, so their daily peaks add up.
  const measuredOn = (own: typeof measured): Target[] =>
    [...groupBy(own, (m) => m.lease.buildingId).values()].flatMap((inBuilding) => {
      const [first] = inBuilding;
      if (!first) return [];
      const { organizationId, buildingId } = first.lease;
      if (!together.has(occupierKey(organizationId, buildingId)))
        return inBuilding.map((m) => m.target);
      return [{ ...first.target, groupKind: 'occupier' as const, groupId: () => organizationId }];
    });
  const daysOf = range
    ? await summedDailyPeaks(db, scope, byOrganization.map(measuredOn), range)
    : [];
  const items = byOrganization.flatMap((own, i) => {
    const [first] = own;
    if (!first) return [];
    const days = daysOf[i] ?? [];
    const capacities = own.map((m) => m.target.capacity);
    const capacity = capacities.some((c) => c === null)
      ? null
      : capacities.reduce<number>((sum, c) => sum + (c ?? 0), 0);
    const peak = peakOfRange(days);
    // Each lease's target has its building's working hours.
    const workingHours = commonWorkingHours(own.map((m) => m.target.workingHours));
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
