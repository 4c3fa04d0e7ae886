import { describe, expect, it } from 'vitest';
import { weightedAverageLeaseTerm } from '../../src/analytics/lease-term.ts';

describe('weightedAverageLeaseTerm', () => {
  it('weights months remaining by area, in years', () => {
    // (24 × 1000 + 60 × 3000) / 4000 = 51 months = 4.25 years.
    expect(
      weightedAverageLeaseTerm([
        { monthsRemaining: 24, rentableSF: 1000, units: 'IMPERIAL' },
        { monthsRemaining: 60, rentableSF: 3000, units: 'IMPERIAL' },
      ]),
    ).toBeCloseTo(4.25);
  });

  it('adds square metres as square feet', () => {
    // 100 sqm = 1076.39 sqft: (12 × 1076.39 + 36 × 1076.39) / 2152.78 = 24 months.
    expect(
      weightedAverageLeaseTerm([
        { monthsRemaining: 12, rentableSF: 100, units: 'METRIC' },
        { monthsRemaining: 36, rentableSF: 1076.391041670972, units: 'IMPERIAL' },
      ]),
    ).toBeCloseTo(2);
  });

  it('leaves out expired, open-ended and area-less leases; null without any left', () => {
    expect(
      weightedAverageLeaseTerm([
        { monthsRemaining: 'EXPIRED', rentableSF: 500, units: 'IMPERIAL' },
        { monthsRemaining: null, rentableSF: 500, units: 'IMPERIAL' },
        { monthsRemaining: 12, rentableSF: null, units: 'IMPERIAL' },
        { monthsRemaining: 12, rentableSF: 0, units: 'IMPERIAL' },
      ]),
    ).toBeNull();
    expect(
      weightedAverageLeaseTerm([
        { monthsRemaining: 'EXPIRED', rentableSF: 500, units: 'IMPERIAL' },
        { monthsRemaining: 18, rentableSF: 200, units: 'IMPERIAL' },
      ]),
    ).toBeCloseTo(1.5);
  });
});
