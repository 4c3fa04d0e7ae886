import { describe, expect, it } from 'vitest';
import {
  buildingCost,
  efficiency,
  EFFICIENCY_THRESHOLDS,
  efficiencyTier,
  efficiencyTierLabels,
  optimizedRevenue,
  projectedArea,
  revenue,
} from '../../src/index.ts';

describe('efficiency', () => {
  it('projects the area from peak and target density, and divides by the rentable area', () => {
    expect(projectedArea(20, 150)).toBe(3000);
    expect(efficiency(3000, 4000)).toBe(0.75);
    expect(projectedArea(null, 150)).toBeNull();
    expect(projectedArea(20, null)).toBeNull();
    expect(projectedArea(20, 0)).toBeNull();
    expect(efficiency(null, 4000)).toBeNull();
    expect(efficiency(3000, null)).toBeNull();
    expect(efficiency(3000, 0)).toBeNull();
  });

  it('puts the tier boundaries exactly at 0.85, 0.6 and 0.4', () => {
    expect(EFFICIENCY_THRESHOLDS).toEqual({ expansion: 0.85, stable: 0.6, downsize: 0.4 });
    expect(efficiencyTier(1.3)).toBe('EXPANSION');
    expect(efficiencyTier(0.85)).toBe('EXPANSION');
    expect(efficiencyTier(0.8499)).toBe('STABLE');
    expect(efficiencyTier(0.6)).toBe('STABLE');
    expect(efficiencyTier(0.5999)).toBe('DOWNSIZE');
    expect(efficiencyTier(0.4)).toBe('DOWNSIZE');
    expect(efficiencyTier(0.3999)).toBe('CHURN');
    expect(efficiencyTier(0)).toBe('CHURN');
    expect(efficiencyTier(null)).toBeNull();
  });

  it('keeps a rating computed as exactly a boundary on it', () => {
    // 17 × 0.7 ÷ 14 is 0.85 but 0.8499999999999999 in floating point.
    expect(efficiency(projectedArea(17, 0.7), 14)).toBeLessThan(0.85);
    expect(efficiencyTier(efficiency(projectedArea(17, 0.7), 14))).toBe('EXPANSION');
    expect(efficiencyTier(efficiency(projectedArea(6, 0.7), 7))).toBe('STABLE');
    expect(efficiencyTier(efficiency(projectedArea(4, 0.3), 3))).toBe('DOWNSIZE');
  });

  it('labels the tiers as the spec does', () => {
    expect(efficiencyTierLabels).toEqual({
      EXPANSION: 'Expansion tenant (Growth)',
      STABLE: 'Stable',
      DOWNSIZE: 'Downsize',
      CHURN: 'Churn',
    });
  });
});

describe('revenue', () => {
  it('is rent rate × rentable area; optimized is occupancy × density × rate', () => {
    expect(revenue(50, 4000)).toBe(200_000);
    expect(revenue(null, 4000)).toBeNull();
    expect(revenue(50, null)).toBeNull();
    expect(optimizedRevenue(20, 150, 50)).toBe(150_000);
    expect(optimizedRevenue(null, 150, 50)).toBeNull();
    expect(optimizedRevenue(20, null, 50)).toBeNull();
    expect(optimizedRevenue(20, 150, null)).toBeNull();
  });
});

describe('buildingCost', () => {
  const lease = { rentRate: 50, rentableArea: 4000, capacity: 100 };

  it('splits the rent by average, peak and never-used capacity', () => {
    // Rent 200,000: 40 % used on average, 30 % more at the peak, 30 % never.
    const cost = buildingCost({ ...lease, averageOccupancy: 40, peakOccupancy: 70 });
    expect(cost?.utilizedCost).toBeCloseTo(80_000, 6);
    expect(cost?.underutilizedCost).toBeCloseTo(60_000, 6);
    expect(cost?.unusedCost).toBeCloseTo(60_000, 6);
  });

  it('adds up to the rent with awkward numbers', () => {
    const input = {
      rentRate: 33.33,
      rentableArea: 1234.5,
      capacity: 77,
      averageOccupancy: 23.4,
      peakOccupancy: 51.7,
    };
    const cost = buildingCost(input);
    const rent = 33.33 * 1234.5;
    expect(cost).not.toBeNull();
    if (!cost) return;
    expect(cost.utilizedCost + cost.underutilizedCost + cost.unusedCost).toBeCloseTo(rent, 6);
    expect(cost.utilizedCost).toBeCloseTo((rent * 23.4) / 77, 6);
    expect(cost.underutilizedCost).toBeCloseTo((rent * (51.7 - 23.4)) / 77, 6);
  });

  it('clamps over capacity, and a peak below the average adds nothing', () => {
    expect(buildingCost({ ...lease, averageOccupancy: 120, peakOccupancy: 150 })).toEqual({
      utilizedCost: 200_000,
      underutilizedCost: 0,
      unusedCost: 0,
    });
    const cost = buildingCost({ ...lease, averageOccupancy: 40, peakOccupancy: 30 });
    expect(cost?.underutilizedCost).toBe(0);
    expect(cost?.unusedCost).toBeCloseTo(120_000, 6);
  });

  it('leaves exactly nothing unused once the peak reaches the capacity', () => {
    // R − utilized − underutilized left 5.8e-11 and 1.1e-16 here: a slice a chart would draw.
    const peakOverCapacity = {
      rentRate: 96.82,
      rentableArea: 7815.7,
      capacity: 103,
      averageOccupancy: 35.2,
      peakOccupancy: 123,
    };
    expect(buildingCost(peakOverCapacity)?.unusedCost).toBe(0);
    const peakAtCapacity = {
      rentRate: 3,
      rentableArea: 1,
      capacity: 6,
      averageOccupancy: 5,
      peakOccupancy: 6,
    };
    expect(buildingCost(peakAtCapacity)?.unusedCost).toBe(0);
  });

  it('is null with a missing capacity, rent or occupancy', () => {
    const full = { ...lease, averageOccupancy: 40, peakOccupancy: 70 };
    expect(buildingCost({ ...full, capacity: null })).toBeNull();
    expect(buildingCost({ ...full, capacity: 0 })).toBeNull();
    expect(buildingCost({ ...full, rentRate: null })).toBeNull();
    expect(buildingCost({ ...full, rentableArea: null })).toBeNull();
    expect(buildingCost({ ...full, averageOccupancy: null })).toBeNull();
    expect(buildingCost({ ...full, peakOccupancy: null })).toBeNull();
  });
});
