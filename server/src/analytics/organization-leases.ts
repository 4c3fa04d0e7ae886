// An occupier's lease figures: /organizations/tenant/statistics (per active lease, subleases
// deducted) and /organizations/tenant/efficiency-monthly (per completed month).
import { and, eq } from 'drizzle-orm';
import {
  averageOccupancy,
  calendarMonths,
  combinedEfficiency,
  deductSubleases,
  efficiency,
  efficiencyTier,
  isActiveSublease,
  localDates,
  peakOfRange,
  projectedArea,
  utilization,
  type DeductionResult,
  type OrganizationEfficiencyMonthly,
  type OrganizationStatisticsRequest,
  type OrganizationTenantStatistics,
} from '@atrium/contract';
import { encumbrances } from '../db/schema/index.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import {
  readLeases,
  readSeries,
  readSubleases,
  type DayPeak,
  type Group,
  type LeaseRow,
  type SubleaseRow,
  workingHoursOf,
} from './organization-repository.ts';
import { groupBy } from '../resources/relations.ts';
import { heldBy, resolveOrganization } from './organization-target.ts';
import { activeBuilding } from './portfolio-queries.ts';
import { today } from './statistics-route.ts';

type HeldLease = LeaseRow & { group: Group; subleases: SubleaseRow[] };

/** The organization's active leases (held as tenant or additional organization) and their subleases. */
async function heldLeases(db: Db, scope: TenantScope, organizationId: number) {
  const leases = await readLeases(
    db,
    scope,
    and(eq(encumbrances.status, 'ACTIVE'), activeBuilding, heldBy(organizationId)),
  );
  const children = await readSubleases(
    db,
    scope,
    leases.map((l) => l.id),
  );
  return leases.map((lease): HeldLease => ({
    ...lease,
    group: { kind: 'tenant', id: lease.id, buildingId: lease.buildingId, capacity: lease.capacity },
    subleases: children.get(lease.id) ?? [],
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

/**
 * The lease's own daily peaks: none while a sublease is active, because the lease's rollup
 * counts the subleased spaces too and their people are not the organization's.
 */
const ownDays = (days: DayPeak[], activeSubleases: number) => (activeSubleases > 0 ? [] : days);

/** The organization asked about, the leases it holds and their daily peaks in the range. */
async function heldLeaseSeries(db: Db, scope: TenantScope, request: OrganizationStatisticsRequest) {
  const organization = await resolveOrganization(db, scope, request.organizationId);
  const leases = await heldLeases(db, scope, organization.id);
  const series = await readSeries(
    db,
    leases.map((l) => l.group),
    request,
  );
  return { organization, leases, series };
}

export async function tenantStatistics(
  db: Db,
  scope: TenantScope,
  request: OrganizationStatisticsRequest,
): Promise<OrganizationTenantStatistics> {
  const { organization, leases, series } = await heldLeaseSeries(db, scope, request);
  const hoursOf = await workingHoursOf(
    db,
    leases.map((l) => l.buildingId),
  );
  const todayIn = localDates();
  const items = leases.map((lease) => {
    const deduction = deducted(lease, todayIn(lease.timeZone));
    const capacity = deduction.ok ? deduction.capacity : null;
    const rentableSF = deduction.ok ? deduction.rentableSF : null;
    const days = ownDays(series.daysOf(lease.group), deduction.active);
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
  // Completed months only: the current month is not charted (docs/metrics.md).
  const current = today().slice(0, 7);
  const months =
    startDate === null || endDate === null
      ? []
      : calendarMonths(startDate, endDate).filter((m) => m.startDate.slice(0, 7) < current);
  // Per lease once: its days by month, and its deduction when no sublease can change it.
  const held = leases.map((lease) => ({
    lease,
    daysIn: groupBy(series.daysOf(lease.group), (d) => d.date.slice(0, 7)),
    steady: lease.subleases.length === 0 ? deducted(lease, today()) : null,
  }));
  const items = months.map((month) => {
    const inForce = held.filter(
      ({ lease: l }) =>
        l.startDate <= month.endDate && (l.endDate === null || l.endDate >= month.startDate),
    );
    const figures = inForce.map(({ lease, daysIn, steady }) => {
      const deduction = steady ?? deducted(lease, month.endDate);
      const days = ownDays(daysIn.get(month.startDate.slice(0, 7)) ?? [], deduction.active);
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
