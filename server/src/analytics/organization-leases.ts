// An occupier's lease figures: /organizations/tenant/statistics (per active lease, subleases
// deducted) and /organizations/tenant/efficiency-monthly (per completed month).
import { localDatesNow, todayIn } from '../clock.ts';
import {
  averageOccupancy,
  calendarMonths,
  combinedEfficiency,
  deductSubleases,
  efficiency,
  efficiencyTier,
  hasOccupancyAnalytics,
  isActiveSublease,
  peakOfRange,
  projectedArea,
  utilization,
  type DeductionResult,
  type OrganizationEfficiencyMonthly,
  type OrganizationStatisticsRequest,
  type OrganizationTenantStatistics,
} from '@atrium/contract';
import { ALL, type TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import {
  readBuildingsInfo,
  readLeaseFields,
  readLeaseSpaces,
  readSeries,
  readSubleases,
  workingHoursOf,
  type DateRange,
  type DayPeak,
  type Group,
  type LeaseFields,
  type SubleaseRow,
} from './organization-repository.ts';
import { keptGroup, readKeptSpacesDays } from './kept-spaces.ts';
import { groupBy } from '../resources/relations.ts';
import { activeLeasesHeldBy, resolveOrganization } from './organization-target.ts';

type HeldLease = LeaseFields & {
  /**
   * Its spaces when it has subleases the caller sees (what the deduction keeps), else none: a
   * lease without any is counted from its own rollup, whatever its spaces.
   */
  spaceIds: readonly number[];
  group: Group;
  /** The subleases the caller sees: what it deducts. */
  subleases: SubleaseRow[];
  /** Every sublease, seen or not: what the stored kept group leaves out. */
  allSubleases: SubleaseRow[];
};

/** The organization's active leases (held as tenant or additional organization) and their subleases. */
async function heldLeases(db: Db, scope: TenantScope, organizationId: number) {
  const fields = await readLeaseFields(db, scope, activeLeasesHeldBy(organizationId));
  const ids = fields.map((l) => l.id);
  const children = await readSubleases(db, scope, ids);
  const allChildren = scope.kind === 'all' ? children : await readSubleases(db, ALL, ids);
  const spacesOf = await readLeaseSpaces(
    db,
    ids.filter((id) => children.has(id)),
  );
  return fields.map((lease): HeldLease => ({
    ...lease,
    spaceIds: spacesOf.get(lease.id)?.spaceIds ?? [],
    group: { kind: 'tenant', id: lease.id, buildingId: lease.buildingId, capacity: lease.capacity },
    subleases: children.get(lease.id) ?? [],
    allSubleases: allChildren.get(lease.id) ?? [],
  }));
}

/** What remains of the lease on a date once its active subleases are taken out. */
function deducted(lease: HeldLease, onDate: string): DeductionResult & { active: number } {
  const result = deductSubleases(
    {
      capacity: lease.capacity,
      rentableSF: lease.rentableSF,
      spaceIds: lease.spaceIds,
      status: lease.status,
      children: lease.subleases,
      parent: lease.parentId === null ? null : { capacity: lease.parentCapacity },
    },
    onDate,
  );
  return { ...result, active: lease.subleases.filter((c) => isActiveSublease(c, onDate)).length };
}

type Deduction = ReturnType<typeof deducted>;
type Range = { startDate: string; endDate: string };

/**
 * Where a lease's own daily peaks come from. Its rollup, unless active subleases hold some of
 * its spaces: its rollup then counts the subtenants' people too, so its own come from the spaces
 * it keeps (`readKeptSpacesDays`: their kept group, else an upper bound; docs/metrics.md). None
 * when the deduction failed or there is no range.
 */
type OwnDays =
  | { from: 'rollup' }
  | { from: 'none' }
  | {
      from: 'kept';
      key: string;
      buildingId: number;
      spaceIds: readonly number[];
      /** The lease's kept group holds exactly these spaces. */
      group: Group | null;
    };

function ownDaysOf(lease: HeldLease, deduction: Deduction, range: Range | null): OwnDays {
  // A failed deduction (a sublease's or the parent's capacity missing) has no occupancy either.
  if (!deduction.ok) return { from: 'none' };
  if (deduction.active === 0) return { from: 'rollup' };
  if (range === null) return { from: 'none' };
  const kept = deduction.spaceIds;
  // The subleases hold none of its spaces: its rollup is its own people.
  if (kept.length === lease.spaceIds.length) return { from: 'rollup' };
  return {
    from: 'kept',
    key: `${String(lease.id)}:${kept.join(',')}`,
    buildingId: lease.buildingId,
    spaceIds: kept,
    // The stored group leaves out every active sublease, also those the caller cannot see.
    group: keptGroup(lease, lease.allSubleases, kept),
  };
}

/** Each set of kept spaces asked for, read once over the whole range, by its key. */
async function readKeptDays(
  db: Db,
  scope: TenantScope,
  owns: readonly OwnDays[],
  range: Range | null,
): Promise<Map<string, DayPeak[]>> {
  const wanted = new Map<string, Extract<OwnDays, { from: 'kept' }>>();
  for (const own of owns) if (own.from === 'kept') wanted.set(own.key, own);
  if (range === null) return new Map();
  const days = await readKeptSpacesDays(db, scope, [...wanted.values()], range);
  return new Map([...wanted.keys()].map((key, i) => [key, days[i] ?? []]));
}

/** The days an OwnDays stands for: the rollup's (given), none, or the kept spaces' (read). */
const daysOf = (
  own: OwnDays,
  rollupDays: readonly DayPeak[],
  kept: ReadonlyMap<string, DayPeak[]>,
): readonly DayPeak[] =>
  own.from === 'rollup' ? rollupDays : own.from === 'none' ? [] : (kept.get(own.key) ?? []);

const rangeOf = ({ startDate, endDate }: DateRange): Range | null =>
  startDate === null || endDate === null ? null : { startDate, endDate };

/** The organization asked about, the leases it holds and their daily peaks in the range. */
async function heldLeaseSeries(db: Db, scope: TenantScope, request: OrganizationStatisticsRequest) {
  const organization = await resolveOrganization(db, scope, request.organizationId);
  const leases = await heldLeases(db, scope, organization.id);
  const info = await readBuildingsInfo(
    db,
    leases.map((l) => l.buildingId),
  );
  const series = await readSeries(
    db,
    scope,
    leases.map((l) => l.group),
    info,
    request,
  );
  return { organization, leases, series, info };
}

export async function tenantStatistics(
  db: Db,
  scope: TenantScope,
  request: OrganizationStatisticsRequest,
): Promise<OrganizationTenantStatistics> {
  const { organization, leases, series, info } = await heldLeaseSeries(db, scope, request);
  const hoursOf = workingHoursOf(info);
  const dateIn = localDatesNow();
  const range = rangeOf(series);
  const held = leases.map((lease) => {
    const deduction = deducted(lease, dateIn(lease.timeZone));
    return { lease, deduction, own: ownDaysOf(lease, deduction, range) };
  });
  const kept = await readKeptDays(
    db,
    scope,
    held.map((h) => h.own),
    range,
  );
  const items = held.map(({ lease, deduction, own }) => {
    // The one office rule (contract): a non-office lease shows no occupancy figures.
    const days = hasOccupancyAnalytics(lease.usageType)
      ? daysOf(own, series.daysOf(lease.group), kept)
      : [];
    const capacity = deduction.ok ? deduction.capacity : null;
    const rentableSF = deduction.ok ? deduction.rentableSF : null;
    const peak = peakOfRange(days);
    const average = averageOccupancy(days, hoursOf([lease.buildingId]));
    const projected = projectedArea(peak.peakOccupancy, lease.targetDensity);
    const rating = efficiency(projected, rentableSF);
    return {
      tenantId: lease.id,
      parentId: lease.parentId,
      buildingId: lease.buildingId,
      buildingName: lease.buildingName,
      units: lease.units,
      usageType: lease.usageType,
      startDate: lease.startDate,
      endDate: lease.endDate,
      rentableSF,
      capacity,
      activeSubleases: deduction.active,
      issues: deduction.ok ? [] : [deduction.message],
      targetDensity: lease.targetDensity,
      ...peak,
      averageOccupancy: average,
      peakUtilization: utilization(peak.peakOccupancy, capacity),
      averageUtilization: utilization(average, capacity),
      projectedArea: projected,
      efficiency: rating,
      efficiencyTier: efficiencyTier(rating),
    };
  });
  return {
    organizationId: organization.id,
    items,
    startDate: series.startDate,
    endDate: series.endDate,
  };
}

export async function efficiencyMonthly(
  db: Db,
  scope: TenantScope,
  request: OrganizationStatisticsRequest,
): Promise<OrganizationEfficiencyMonthly> {
  const { organization, leases, series } = await heldLeaseSeries(db, scope, request);
  const { startDate, endDate } = series;
  // Completed months only: the current month is not charted (docs/metrics.md); today for the
  // leases' buildings (the earliest of their local dates), each lease's deduction in its own.
  const current = todayIn(leases).slice(0, 7);
  const dateIn = localDatesNow();
  const months =
    startDate === null || endDate === null
      ? []
      : calendarMonths(startDate, endDate).filter((m) => m.startDate.slice(0, 7) < current);
  // Per lease once: its days by month, and its deduction when no sublease can change it.
  const held = leases.map((lease) => ({
    lease,
    daysIn: groupBy(series.daysOf(lease.group), (d) => d.date.slice(0, 7)),
    steady: lease.subleases.length === 0 ? deducted(lease, dateIn(lease.timeZone)) : null,
  }));
  const range = rangeOf(series);
  // Each lease in force in each month, with its deduction on the month's last day.
  const inMonths = months.map((month) => {
    const key = month.startDate.slice(0, 7);
    const inForce = held.filter(
      ({ lease: l }) =>
        l.startDate <= month.endDate && (l.endDate === null || l.endDate >= month.startDate),
    );
    const leasesInForce = inForce.map(({ lease, daysIn, steady }) => {
      const deduction = steady ?? deducted(lease, month.endDate);
      return {
        lease,
        deduction,
        monthDays: daysIn.get(key) ?? [],
        own: ownDaysOf(lease, deduction, range),
      };
    });
    return { month, key, leasesInForce };
  });
  const kept = await readKeptDays(
    db,
    scope,
    inMonths.flatMap((m) => m.leasesInForce.map((l) => l.own)),
    range,
  );
  const items = inMonths.map(({ month, key, leasesInForce }) => {
    const figures = leasesInForce.map(({ lease, deduction, monthDays, own }) => {
      const all = hasOccupancyAnalytics(lease.usageType) ? daysOf(own, monthDays, kept) : [];
      // The kept spaces are read over the whole range: this month's days of them.
      const days = own.from === 'kept' ? all.filter((d) => d.date.startsWith(key)) : all;
      const peak = peakOfRange(days).peakOccupancy;
      const projected = projectedArea(peak, lease.targetDensity);
      const rentableSF = deduction.ok ? deduction.rentableSF : null;
      return {
        units: lease.units,
        item: {
          tenantId: lease.id,
          buildingId: lease.buildingId,
          peakOccupancy: peak,
          projectedArea: projected,
          rentableSF,
          efficiency: efficiency(projected, rentableSF),
        },
      };
    });
    const total = combinedEfficiency(
      figures.map((f) => ({
        units: f.units,
        projectedArea: f.item.projectedArea,
        rentableArea: f.item.rentableSF,
      })),
    );
    return {
      year: month.year,
      month: month.month,
      efficiency: total,
      efficiencyTier: efficiencyTier(total),
      items: figures.map((f) => f.item),
    };
  });
  return { organizationId: organization.id, items, startDate, endDate };
}
