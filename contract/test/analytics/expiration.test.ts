import { describe, expect, it } from 'vitest';
import {
  EXPIRATION_HORIZONS,
  expirationsByYear,
  expirationSummary,
  expiresWithin,
  type ExpiringLease,
} from '../../src/index.ts';

const lease = (over: Partial<ExpiringLease>): ExpiringLease => ({
  endDate: '2027-01-01',
  status: 'ACTIVE',
  rentableSF: 1000,
  units: 'IMPERIAL',
  annualRent: 50_000,
  currency: 'USD',
  ...over,
});

describe('expiresWithin', () => {
  const asOf = '2026-03-15';
  it('counts a lease ending before the same day N months on, not one ending on it', () => {
    expect(expiresWithin('2027-03-14', asOf, 12)).toBe(true);
    expect(expiresWithin('2027-03-15', asOf, 12)).toBe(false);
  });
  it('counts a lease ending today but not one that has ended or never ends', () => {
    expect(expiresWithin('2026-03-15', asOf, 12)).toBe(true);
    expect(expiresWithin('2026-03-14', asOf, 12)).toBe(false);
    expect(expiresWithin(null, asOf, 12)).toBe(false);
  });
  it('clamps to the month end like the months remaining do', () => {
    // 2024-02-29 + 12 months = 2025-02-28.
    expect(expiresWithin('2025-02-27', '2024-02-29', 12)).toBe(true);
    expect(expiresWithin('2025-02-28', '2024-02-29', 12)).toBe(false);
  });
});

describe('expirationSummary', () => {
  const asOf = '2026-01-01';
  const leases = [
    lease({ endDate: '2025-06-30' }), // expired while ACTIVE
    lease({ endDate: '2026-06-30', rentableSF: 500, annualRent: 10_000 }),
    lease({ endDate: '2026-12-31', units: 'METRIC', rentableSF: 80, currency: 'EUR' }),
    lease({ endDate: '2027-06-30', annualRent: null }),
    lease({ endDate: '2028-06-30', rentableSF: null }),
    lease({ endDate: null }),
  ];
  const summary = expirationSummary(leases, asOf);

  it('puts ACTIVE leases whose end has passed under expired', () => {
    expect(summary.expired).toEqual({
      leases: 1,
      rentableSF: { IMPERIAL: 1000 },
      annualRent: { USD: 50_000 },
      leasesWithoutArea: 0,
      leasesWithoutRent: 0,
    });
    expect(
      expirationSummary([lease({ endDate: '2025-06-30', status: 'EXPIRED' })], asOf).expired.leases,
    ).toBe(0);
  });

  it('adds area per unit system and rent per currency, each horizon including the shorter', () => {
    expect(summary.horizons.map((h) => h.months)).toEqual([...EXPIRATION_HORIZONS]);
    expect(summary.horizons[0]).toEqual({
      months: 12,
      leases: 2,
      rentableSF: { IMPERIAL: 500, METRIC: 80 },
      annualRent: { USD: 10_000, EUR: 50_000 },
      leasesWithoutArea: 0,
      leasesWithoutRent: 0,
    });
    expect(summary.horizons[1]).toMatchObject({
      leases: 3,
      rentableSF: { IMPERIAL: 1500, METRIC: 80 },
      annualRent: { USD: 10_000, EUR: 50_000 },
      leasesWithoutRent: 1,
    });
    expect(summary.horizons[2]).toMatchObject({
      leases: 4,
      rentableSF: { IMPERIAL: 1500, METRIC: 80 },
      annualRent: { USD: 60_000, EUR: 50_000 },
      leasesWithoutArea: 1,
    });
  });

  it('gives empty totals without leases', () => {
    expect(expirationSummary([], asOf).horizons[2]).toEqual({
      months: 36,
      leases: 0,
      rentableSF: {},
      annualRent: {},
      leasesWithoutArea: 0,
      leasesWithoutRent: 0,
    });
  });
});

describe('expirationsByYear', () => {
  it('groups by the end date’s year, earliest first, and counts open-ended leases apart', () => {
    const result = expirationsByYear([
      lease({ endDate: '2028-01-31', currency: 'EUR', annualRent: 7 }),
      lease({ endDate: '2026-12-31' }),
      lease({ endDate: '2026-01-01', annualRent: 1 }),
      lease({ endDate: null }),
    ]);
    expect(result.openEnded).toBe(1);
    expect(result.years.map((y) => [y.year, y.leases])).toEqual([
      [2026, 2],
      [2028, 1],
    ]);
    expect(result.years[0]?.annualRent).toEqual({ USD: 50_001 });
    expect(result.years[1]?.annualRent).toEqual({ EUR: 7 });
  });
});
