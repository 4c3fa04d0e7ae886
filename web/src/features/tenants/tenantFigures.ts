// The tenant analysis's headline figures in either analysis mode (specification section 4):
// 'Original lease' takes the lease as signed, 'Subleases' the lease once its active subleases
// are deducted (docs/metrics.md, "Subleases"; docs/decisions.md, "The tenant analysis").
import {
  deductSubleases,
  efficiency,
  efficiencyTier,
  isActiveSublease,
  projectedArea,
  revenue,
  utilization,
  type BuildingStatistic,
  type EfficiencyTier,
  type EncumbranceFull,
  type TenantStatistic,
} from '@atrium/contract';

export type AnalysisMode = 'original' | 'subleases';
export const analysisModeLabels: Record<AnalysisMode, string> = {
  original: 'Original lease',
  subleases: 'Subleases',
};

/** The specification's text for a tenant without seats on record (section 5). */
export const CAPACITY_MISSING = 'Capacity is missing';

export type TenantFigures = {
  capacity: number | null;
  /** Why the capacity is null: the deduction's message, or 'Capacity is missing'. */
  capacityMessage: string | null;
  rentableSF: number | null;
  peakOccupancy: number | null;
  peakOccupancyDate: string | null;
  averageOccupancy: number | null;
  peakUtilization: number | null;
  averageUtilization: number | null;
  efficiency: number | null;
  tier: EfficiencyTier | null;
  revenue: number | null;
};

/** A lease with an active sublease, or a sublease, is analysed in modes (the toggle's rule). */
export function subleaseSituation(lease: EncumbranceFull, today: string) {
  const activeChildren = lease.children.filter((child) =>
    isActiveSublease({ ...child, spaceIds: [] }, today),
  );
  return {
    /** 'Subleased from: {parent}' instead of the toggle. */
    parentName: lease.parent?.organization.name ?? null,
    /** The toggle: a top-level lease with an active sublease. */
    hasModes: lease.parent === null && activeChildren.length > 0,
    activeChildren,
  };
}

/** The lease's area once its active subleases are deducted on `today` (null when invalid). */
export function deductedArea(lease: EncumbranceFull, today: string): number | null {
  const result = deductSubleases(
    {
      capacity: lease.capacity,
      rentableSF: lease.rentableSF,
      spaceIds: lease.spaces.map((space) => space.id),
      status: lease.status,
      children: lease.children.map((child) => ({
        ...child,
        spaceIds: child.spaces.map((space) => space.id),
      })),
      // The parent is checked by the server (the tenants call's issues), within the scope.
      parent: null,
    },
    today,
  );
  return result.ok ? result.rentableSF : null;
}

export type FigureInputs = {
  mode: AnalysisMode;
  lease: EncumbranceFull;
  /** Today on the building's clock: the deduction's date. */
  today: string;
  /** `/occupancy/statistic` of the lease over the range. */
  statistic: BuildingStatistic;
  /** The lease's row of `/encumbrances/statistic/tenants` over the same range. */
  tenant: TenantStatistic;
};

/**
 * Original lease: the statistics calls' own figures (seats: the lease's capacity, else its
 * spaces'). Subleases: the seats after the deduction (the tenants call's), the area after it,
 * and utilization, efficiency and rent worked out again from them with the contract's formulas.
 * The occupancy is the lease's measured people in both modes.
 */
export function tenantFigures({
  mode,
  lease,
  today,
  statistic,
  tenant,
}: FigureInputs): TenantFigures {
  const occupancy = {
    peakOccupancy: statistic.peakOccupancy,
    peakOccupancyDate: statistic.peakOccupancyDate,
    averageOccupancy: statistic.averageOccupancy,
  };
  if (mode === 'original') {
    return {
      capacity: statistic.capacity,
      capacityMessage: statistic.capacity === null ? CAPACITY_MISSING : null,
      rentableSF: lease.rentableSF,
      ...occupancy,
      peakUtilization: statistic.peakUtilization,
      averageUtilization: statistic.averageUtilization,
      efficiency: tenant.efficiency,
      tier: tenant.tier,
      revenue: tenant.revenue,
    };
  }
  const [issue] = tenant.issues;
  const capacity = tenant.capacity;
  const rentableSF = issue === undefined ? deductedArea(lease, today) : null;
  const rating = efficiency(
    projectedArea(statistic.peakOccupancy, lease.targetDensity),
    rentableSF,
  );
  return {
    capacity,
    capacityMessage: issue ?? (capacity === null ? CAPACITY_MISSING : null),
    rentableSF,
    ...occupancy,
    peakUtilization: utilization(statistic.peakOccupancy, capacity),
    averageUtilization: utilization(statistic.averageOccupancy, capacity),
    efficiency: rating,
    tier: efficiencyTier(rating),
    revenue: revenue(lease.rentRate, rentableSF),
  };
}
