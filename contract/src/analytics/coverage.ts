/*
 * Data coverage of one organization in one building, per kind of data. Every rule, in order:
 * NOT_COVERED when there is nothing (no leased spaces / leases, or none of them has the data);
 * EXPIRED when the organization's leases there have all ended before today (for occupancy also
 * when the data stopped); COVERED when every one has the data; else PARTIALLY_COVERED.
 * Dates are YYYY-MM-DD in the building's time zone.
 */
import { coverageStates } from '../entities/organizations.ts';
import { daysBetween } from './time.ts';

export { coverageStates };
export type CoverageState = (typeof coverageStates)[number];

/** Occupancy data whose last day is more than this many days before today has EXPIRED. */
export const OCCUPANCY_STALE_AFTER_DAYS = 30;

/** `leaseEndDate`: the latest end date of the organization's leases there; null when one is open-ended. */
export type LeaseTerm = { leaseEndDate: string | null; today: string };

const ended = (term: LeaseTerm): boolean =>
  term.leaseEndDate !== null && term.leaseEndDate < term.today;

function byCounts(total: number, withData: number, term: LeaseTerm): CoverageState {
  if (total <= 0 || withData <= 0) return 'NOT_COVERED';
  if (ended(term)) return 'EXPIRED';
  return withData >= total ? 'COVERED' : 'PARTIALLY_COVERED';
}

/** Spatial: leased spaces that are mapped (an outline on the floor plan and an area). */
export function spatialCoverage(
  input: { leasedSpaces: number; mappedSpaces: number } & LeaseTerm,
): CoverageState {
  return byCounts(input.leasedSpaces, input.mappedSpaces, input);
}

/** A lease is financially complete with a rent rate, a rentable area and both dates. */
export function isFinanciallyComplete(lease: {
  rentRate: number | null;
  rentableSF: number | null;
  startDate: string | null;
  endDate: string | null;
}): boolean {
  return (
    lease.rentRate !== null &&
    lease.rentableSF !== null &&
    lease.startDate !== null &&
    lease.endDate !== null
  );
}

/** Financial: leases that are financially complete (see isFinanciallyComplete). */
export function financialCoverage(
  input: { leases: number; completeLeases: number } & LeaseTerm,
): CoverageState {
  return byCounts(input.leases, input.completeLeases, input);
}

/**
 * Occupancy: leased spaces with a sensor (all of them when a building-level data source counts
 * the whole lease) and the last day with data. No data at all is NOT_COVERED; a last day more
 * than OCCUPANCY_STALE_AFTER_DAYS before today is EXPIRED.
 */
export function occupancyCoverage(
  input: { leasedSpaces: number; sensoredSpaces: number; lastDataDate: string | null } & LeaseTerm,
): CoverageState {
  if (input.lastDataDate === null) return 'NOT_COVERED';
  const state = byCounts(input.leasedSpaces, input.sensoredSpaces, input);
  if (state === 'NOT_COVERED' || state === 'EXPIRED') return state;
  return daysBetween(input.lastDataDate, input.today) > OCCUPANCY_STALE_AFTER_DAYS
    ? 'EXPIRED'
    : state;
}

/**
 * One state for several buildings (an organization's summary): nothing → NOT_COVERED; all the
 * same → that state; only EXPIRED and NOT_COVERED → EXPIRED; any other mix → PARTIALLY_COVERED.
 */
export function combineCoverage(states: readonly CoverageState[]): CoverageState {
  const distinct = new Set(states);
  const [only] = distinct;
  if (only === undefined) return 'NOT_COVERED';
  if (distinct.size === 1) return only;
  if (distinct.size === 2 && distinct.has('EXPIRED') && distinct.has('NOT_COVERED')) {
    return 'EXPIRED';
  }
  return 'PARTIALLY_COVERED';
}
