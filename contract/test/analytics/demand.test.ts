import { describe, expect, it } from 'vitest';
import { demandCurve, FLEX_PERCENTILE, flexNewCapacity } from '../../src/index.ts';

describe('demandCurve', () => {
  it('sorts the daily peaks descending with the share of days at or above each', () => {
    expect(demandCurve([10, 20, 20, 5])).toEqual([
      { share: 0.5, occupancy: 20 },
      { share: 0.5, occupancy: 20 },
      { share: 0.75, occupancy: 10 },
      { share: 1, occupancy: 5 },
    ]);
  });

  it('is empty without days', () => {
    expect(demandCurve([])).toEqual([]);
  });
});

describe('flexNewCapacity', () => {
  it('is the ceiling of the 80th percentile of daily peaks', () => {
    expect(FLEX_PERCENTILE).toBe(0.8);
    // h = 9 × 0.8 = 7.2: 8 + 0.2 × (9 − 8) = 8.2 → 9 (nearest rank would say 8).
    expect(flexNewCapacity([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(9);
    expect(flexNewCapacity([10, 20, 30, 40, 50, 60])).toBe(50);
  });

  it('does not round a floating-point hair up to the next seat', () => {
    // 3 + 0.6000000000000001 × 15 = 12.000000000000002 in floating point.
    expect(flexNewCapacity([18, 3, 3])).toBe(12);
  });

  it('is null without days', () => {
    expect(flexNewCapacity([])).toBeNull();
  });
});
