// The tenants table's rows: each active lease of the buildings with the figures an owner
// compares them by, worked out from the statistics calls with the contract's formulas.
import {
  leaseMonthsRemaining,
  utilization,
  type EfficiencyTier,
  type TenantStatistic,
  type Units,
} from '@atrium/contract';
import type { SortOrder } from '../../components/tableState.ts';

export type TenantRow = {
  tenantId: number;
  parentId: number | null;
  buildingId: number;
  orgName: string;
  usageType: string | null;
  rentableSF: number | null;
  units: Units;
  /** After the active subleases (the tenants call's); null with `capacityIssue`. */
  capacity: number | null;
  capacityIssue: string | null;
  peakUtilization: number | null;
  averageUtilization: number | null;
  tier: EfficiencyTier | null;
  monthsRemaining: number | 'EXPIRED' | null;
  /** Month over month change of the average occupancy (a fraction). */
  change: number | null;
};

export function tenantRows(
  tenants: readonly TenantStatistic[],
  leases: ReadonlyMap<number, { endDate: string | null; status: string }>,
  changes: ReadonlyMap<number, number | null>,
  todayOf: (buildingId: number) => string,
): TenantRow[] {
  return tenants.map((t) => {
    const lease = leases.get(t.tenantId);
    return {
      tenantId: t.tenantId,
      parentId: t.parentId,
      buildingId: t.buildingId,
      orgName: t.orgName,
      usageType: t.usageType,
      rentableSF: t.rentableSF,
      units: t.units,
      capacity: t.capacity,
      capacityIssue: t.issues[0] ?? null,
      peakUtilization: utilization(t.peakOccupancy, t.capacity),
      averageUtilization: utilization(t.averageOccupancy, t.capacity),
      tier: t.tier,
      monthsRemaining: lease
        ? leaseMonthsRemaining(lease.endDate, lease.status, todayOf(t.buildingId))
        : null,
      change: changes.get(t.tenantId) ?? null,
    };
  });
}

const tierOrder: Record<EfficiencyTier, number> = {
  CHURN: 0,
  DOWNSIZE: 1,
  STABLE: 2,
  EXPANSION: 3,
};

/** A row's value to sort by; null sorts last whatever the direction. */
function sortValue(row: TenantRow, field: string): string | number | null {
  switch (field) {
    case 'orgName':
      return row.orgName.toLowerCase();
    case 'tier':
      return row.tier === null ? null : tierOrder[row.tier];
    case 'monthsRemaining':
      // An expired lease has less time left than any other.
      return row.monthsRemaining === 'EXPIRED' ? -1 : row.monthsRemaining;
    case 'change':
      return row.change === null ? null : Math.abs(row.change);
    case 'rentableSF':
    case 'capacity':
    case 'peakUtilization':
    case 'averageUtilization':
      return row[field];
    default:
      return null;
  }
}

/** The rows in the table's order: by a column (month-over-month change by its size), else as given. */
export function sortTenantRows(rows: readonly TenantRow[], sort: SortOrder): TenantRow[] {
  if (sort === null) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, sort.field);
    const y = sortValue(b, sort.field);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (x < y) return -sign;
    return x > y ? sign : 0;
  });
}
