import { describe, expect, it } from 'vitest';
import { areaByUnits, leasedAreaTotals, leasedShare, vacantArea } from '../../src/index.ts';

describe('vacantArea and leasedShare', () => {
  it('are the rest of the rentable area and the leased fraction of it', () => {
    expect(vacantArea(10_000, 2500)).toBe(7500);
    expect(leasedShare(2500, 10_000)).toBe(0.25);
  });
  it('never go below 0 vacant; the share shows an over-leased building', () => {
    expect(vacantArea(1000, 1200)).toBe(0);
    expect(leasedShare(1200, 1000)).toBe(1.2);
  });
  it('are null without a rentable area (or with 0 for the share)', () => {
    expect(vacantArea(null, 100)).toBeNull();
    expect(leasedShare(100, null)).toBeNull();
    expect(leasedShare(0, 0)).toBeNull();
  });
});

describe('areaByUnits', () => {
  it('adds per unit system and leaves missing areas out', () => {
    expect(
      areaByUnits([
        { units: 'IMPERIAL', area: 100 },
        { units: 'METRIC', area: 10 },
        { units: 'IMPERIAL', area: 50 },
        { units: 'METRIC', area: null },
      ]),
    ).toEqual({ IMPERIAL: 150, METRIC: 10 });
    expect(areaByUnits([{ units: 'METRIC', area: null }])).toEqual({});
  });
});

describe('leasedAreaTotals', () => {
  const buildings = [
    { units: 'IMPERIAL' as const, rentableSF: 10_000, leasedSF: 4000 },
    { units: 'IMPERIAL' as const, rentableSF: 2000, leasedSF: 2500 },
    { units: 'IMPERIAL' as const, rentableSF: null, leasedSF: 300 },
    { units: 'METRIC' as const, rentableSF: 1000, leasedSF: 250 },
  ];
  it('totals each unit system apart; the share is over the buildings with an area', () => {
    expect(leasedAreaTotals(buildings)).toEqual([
      {
        units: 'IMPERIAL',
        buildings: 3,
        rentableSF: 12_000,
        leasedSF: 6800,
        vacantSF: 6000,
        leasedShare: 6500 / 12_000,
      },
      {
        units: 'METRIC',
        buildings: 1,
        rentableSF: 1000,
        leasedSF: 250,
        vacantSF: 750,
        leasedShare: 0.25,
      },
    ]);
  });
  it('has no vacant area when the leases are seen in part or no building has an area', () => {
    expect(leasedAreaTotals(buildings, true)[0]?.vacantSF).toBeNull();
    expect(leasedAreaTotals([{ units: 'METRIC', rentableSF: null, leasedSF: 5 }])[0]).toMatchObject(
      { rentableSF: null, vacantSF: null, leasedShare: null, leasedSF: 5 },
    );
  });
});
