export const EFFICIENCY_THRESHOLDS = { expansion: 0.85, stable: 0.6, downsize: 0.4 } as const;
export const efficiencyTiers = ['EXPANSION', 'STABLE', 'DOWNSIZE', 'CHURN'] as const;
export type EfficiencyTier = (typeof efficiencyTiers)[number];

export const efficiencyTierLabels: Record<EfficiencyTier, string> = {
  EXPANSION: 'Expansion tenant (Growth)',
  STABLE: 'Stable',
  DOWNSIZE: 'Downsize',
  CHURN: 'Churn',
};

/** Area the peak needs: peak occupancy × target density (area per person, building units). */
export function projectedArea(
  peakOccupancy: number | null,
  targetDensity: number | null,
): number | null {
  if (peakOccupancy === null || targetDensity === null || !(targetDensity > 0)) return null;
  return peakOccupancy * targetDensity;
}

/** Efficiency rating = projected area ÷ rentable area; null when missing or area ≤ 0. */
export function efficiency(projected: number | null, rentableArea: number | null): number | null {
  if (projected === null || rentableArea === null || !(rentableArea > 0)) return null;
  return projected / rentableArea;
}

// A rating computed as exactly a threshold may land a hair below it in floating point.
const EPSILON = 1e-9;

/** ≥ 0.85 EXPANSION, ≥ 0.6 STABLE, ≥ 0.4 DOWNSIZE, below CHURN; null without a rating. */
export function efficiencyTier(rating: number | null): EfficiencyTier | null {
  if (rating === null || Number.isNaN(rating)) return null;
  if (rating + EPSILON >= EFFICIENCY_THRESHOLDS.expansion) return 'EXPANSION';
  if (rating + EPSILON >= EFFICIENCY_THRESHOLDS.stable) return 'STABLE';
  if (rating + EPSILON >= EFFICIENCY_THRESHOLDS.downsize) return 'DOWNSIZE';
  return 'CHURN';
}

/** Rent = rent rate × rentable area (in the rent rate's currency and period, usually a year). */
export function revenue(rentRate: number | null, rentableArea: number | null): number | null {
  if (rentRate === null || rentableArea === null) return null;
  return rentRate * rentableArea;
}

/** What the tenant would pay at target density: occupancy × target density × rent rate. */
export function optimizedRevenue(
  occupancy: number | null,
  targetDensity: number | null,
  rentRate: number | null,
): number | null {
  if (occupancy === null || targetDensity === null || rentRate === null) return null;
  return occupancy * targetDensity * rentRate;
}

export type BuildingCost = { utilizedCost: number; underutilizedCost: number; unusedCost: number };

const clamp = (value: number, low: number, high: number): number =>
  Math.min(high, Math.max(low, value));

/**
 * Split of the rent R = rentRate × rentableArea by how the capacity C is used, with a = average
 * and p = peak occupancy of the period:
 *   utilized = R · min(a / C, 1)                       seats used on an average working day
 *   underutilized = R · (min(max(p, a) / C, 1) − min(a / C, 1))   held for the peak only
 *   unused = R − utilized − underutilized             never used, even at the peak
 * Every slice is in [0, R] and the three add up to R; unused is exactly 0 once the peak reaches
 * the capacity (no rounding leftover that a chart would show as a slice). Null when the rent, a positive capacity,
 * or either occupancy figure is missing (or the rent is negative).
 */
export function buildingCost(input: {
  rentRate: number | null;
  rentableArea: number | null;
  capacity: number | null;
  averageOccupancy: number | null;
  peakOccupancy: number | null;
}): BuildingCost | null {
  const rent = revenue(input.rentRate, input.rentableArea);
  const { capacity, averageOccupancy, peakOccupancy } = input;
  if (rent === null || !(rent >= 0) || capacity === null || !(capacity > 0)) return null;
  if (averageOccupancy === null || peakOccupancy === null) return null;
  const used = clamp(averageOccupancy / capacity, 0, 1);
  const atPeak = clamp(Math.max(peakOccupancy, averageOccupancy) / capacity, used, 1);
  const utilizedCost = rent * used;
  const underutilizedCost = rent * (atPeak - used);
  return {
    utilizedCost,
    underutilizedCost,
    unusedCost: atPeak >= 1 ? 0 : Math.max(0, rent - utilizedCost - underutilizedCost),
  };
}
