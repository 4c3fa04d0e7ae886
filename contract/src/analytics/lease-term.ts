import type { Units } from '../entities/buildings.ts';
import { SQFT_PER_SQM } from './organization-figures.ts';

/** A lease as the expiration call lists it: months left, and its area in its building's unit. */
export type TermLease = {
  monthsRemaining: number | 'EXPIRED' | null;
  rentableSF: number | null;
  units: Units;
};

/**
 * Weighted average lease term (WALT), in years: the months remaining of the leases still running
 * (not expired, not open-ended), weighted by rentable area (square metres as square feet, so both
 * unit systems add up), ÷ 12. Null without such a lease with an area above 0.
 */
export function weightedAverageLeaseTerm(leases: readonly TermLease[]): number | null {
  let weighted = 0;
  let area = 0;
  for (const lease of leases) {
    if (typeof lease.monthsRemaining !== 'number' || lease.rentableSF === null) continue;
    if (!(lease.rentableSF > 0)) continue;
    const sqft = lease.units === 'IMPERIAL' ? lease.rentableSF : lease.rentableSF * SQFT_PER_SQM;
    weighted += lease.monthsRemaining * sqft;
    area += sqft;
  }
  return area > 0 ? weighted / area / 12 : null;
}
