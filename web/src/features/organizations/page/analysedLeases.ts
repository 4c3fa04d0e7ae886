import type {
  EfficiencyTier,
  OrganizationTenantStatistics,
  TenantStatistic,
  Units,
} from '@atrium/contract';

/**
 * A lease as the analysis tab shows it, from either call: an organization's own leases
 * (`/organizations/tenant/statistics`) or, for an owner, its tenants' leases in its buildings
 * (`/encumbrances/statistic/tenants`).
 */
export type AnalysedLease = {
  tenantId: number;
  buildingId: number;
  buildingName: string;
  /** The tenant organization; null when it is the organization itself. */
  tenant: string | null;
  usageType: string | null;
  startDate: string | null;
  endDate: string | null;
  rentableSF: number | null;
  units: Units;
  capacity: number | null;
  issues: string[];
  peakOccupancy: number | null;
  peakOccupancyDate: string | null;
  averageOccupancy: number | null;
  projectedArea: number | null;
  efficiency: number | null;
  tier: EfficiencyTier | null;
};

export const fromOwnLease = (
  lease: OrganizationTenantStatistics['items'][number],
): AnalysedLease => ({
  tenantId: lease.tenantId,
  buildingId: lease.buildingId,
  buildingName: lease.buildingName,
  tenant: null,
  usageType: lease.usageType,
  startDate: lease.startDate,
  endDate: lease.endDate,
  rentableSF: lease.rentableSF,
  units: lease.units,
  capacity: lease.capacity,
  issues: lease.issues,
  peakOccupancy: lease.peakOccupancy,
  peakOccupancyDate: lease.peakOccupancyDate,
  averageOccupancy: lease.averageOccupancy,
  projectedArea: lease.projectedArea,
  efficiency: lease.efficiency,
  tier: lease.efficiencyTier,
});

export const fromTenantLease = (
  lease: TenantStatistic,
  buildingName: (id: number) => string,
): AnalysedLease => ({
  tenantId: lease.tenantId,
  buildingId: lease.buildingId,
  buildingName: buildingName(lease.buildingId),
  tenant: lease.orgName,
  usageType: lease.usageType,
  startDate: null,
  endDate: null,
  rentableSF: lease.rentableSF,
  units: lease.units,
  capacity: lease.capacity,
  issues: lease.issues,
  peakOccupancy: lease.peakOccupancy,
  peakOccupancyDate: lease.peakOccupancyDate,
  averageOccupancy: lease.averageOccupancy,
  projectedArea: lease.projectedArea,
  efficiency: lease.efficiency,
  tier: lease.tier,
});
