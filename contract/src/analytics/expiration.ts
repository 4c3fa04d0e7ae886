/*
 * Lease expiration schedule: how much area and rent runs out, and when. Areas are added only
 * within one unit system (sqft and sqm never mix) and rent only within one currency.
 */
import type { Units } from '../entities/buildings.ts';
import { leaseMonthsRemaining } from './format.ts';
import { addMonths } from './time.ts';

/** Horizons of the expiration summary, in months from the as-of date. */
export const EXPIRATION_HORIZONS = [12, 24, 36] as const;

export type ExpiringLease = {
  endDate: string | null;
  status: string;
  rentableSF: number | null;
  units: Units;
  /** Rent rate × rentable area; null when either is missing. */
  annualRent: number | null;
  currency: string;
};

export type ExpirationTotals = {
  leases: number;
  /** Area per unit system; a unit system without leases is left out. */
  rentableSF: Partial<Record<Units, number>>;
  /** Rent per currency code; a currency without a known rent is left out. */
  annualRent: Record<string, number>;
  leasesWithoutArea: number;
  leasesWithoutRent: number;
};

function totalsOf(leases: readonly ExpiringLease[]): ExpirationTotals {
  const totals: ExpirationTotals = {
    leases: leases.length,
    rentableSF: {},
    annualRent: {},
    leasesWithoutArea: 0,
    leasesWithoutRent: 0,
  };
  for (const lease of leases) {
    if (lease.rentableSF === null) totals.leasesWithoutArea += 1;
    else totals.rentableSF[lease.units] = (totals.rentableSF[lease.units] ?? 0) + lease.rentableSF;
    if (lease.annualRent === null) totals.leasesWithoutRent += 1;
    else
      totals.annualRent[lease.currency] =
        (totals.annualRent[lease.currency] ?? 0) + lease.annualRent;
  }
  return totals;
}

/**
 * Whether the lease ends within `months` of `asOf`: it has not ended yet (end ≥ asOf) and fewer
 * than `months` whole months remain (end < asOf + months), as leaseMonthsRemaining counts them.
 */
export function expiresWithin(endDate: string | null, asOf: string, months: number): boolean {
  return endsBefore(endDate, asOf, addMonths(asOf, months));
}

/** The lease has not ended by `asOf` and ends before `until`. */
const endsBefore = (endDate: string | null, asOf: string, until: string): boolean =>
  endDate !== null && endDate >= asOf && endDate < until;

export type ExpirationSummary = {
  /** ACTIVE leases whose end date has passed ('EXPIRED' in the lease display). */
  expired: ExpirationTotals;
  /** Leases ending within 12, 24 and 36 months (each horizon includes the shorter ones). */
  horizons: (ExpirationTotals & { months: number })[];
};

export function expirationSummary(
  leases: readonly ExpiringLease[],
  asOf: string,
): ExpirationSummary {
  return {
    expired: totalsOf(
      leases.filter((l) => leaseMonthsRemaining(l.endDate, l.status, asOf) === 'EXPIRED'),
    ),
    horizons: EXPIRATION_HORIZONS.map((months) => {
      const until = addMonths(asOf, months);
      return {
        months,
        ...totalsOf(leases.filter((l) => endsBefore(l.endDate, asOf, until))),
      };
    }),
  };
}

/** Leases per calendar year of their end date, earliest first; open-ended leases are counted apart. */
export function expirationsByYear(leases: readonly ExpiringLease[]): {
  years: (ExpirationTotals & { year: number })[];
  openEnded: number;
} {
  const byYear = new Map<number, ExpiringLease[]>();
  let openEnded = 0;
  for (const lease of leases) {
    if (lease.endDate === null) {
      openEnded += 1;
      continue;
    }
    const year = Number(lease.endDate.slice(0, 4));
    byYear.set(year, [...(byYear.get(year) ?? []), lease]);
  }
  return {
    years: [...byYear]
      .sort(([a], [b]) => a - b)
      .map(([year, inYear]) => ({ year, ...totalsOf(inYear) })),
    openEnded,
  };
}
