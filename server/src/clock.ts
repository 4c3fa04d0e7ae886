// The product's one clock: every "now" and "today" behind a figure comes from here, never from
// `new Date()`, so that a test can fix the moment (`setClock`) and work out its expected figures
// from the same one; else a test running across midnight would compare two different days.
import { localDate, localDates } from '@atrium/contract';

let read: () => Date = () => new Date();

/** Now, by the product's clock. */
export const now = (): Date => read();

/**
 * Fixes the clock at `at` (a moment, or a function giving it), or puts the wall clock back with
 * `null`. For tests: each test file runs in its own module graph, so its clock is its own.
 */
export function setClock(at: Date | (() => Date) | null): void {
  if (at === null) read = () => new Date();
  else if (at instanceof Date) read = () => new Date(at.getTime());
  else read = at;
}

/** Each zone's local date now (one moment for a whole answer). */
export const localDatesNow = (): ((timeZone: string) => string) => localDates(now());

/**
 * Today for figures over these buildings (docs/metrics.md: "today" is today in the building's
 * zone): the earliest of their local dates, the day all of them have reached. In one zone it is
 * that zone's date; across zones a building ahead may already be in the next day, but a month
 * or a term has not ended for the portfolio while it goes on in one of its buildings. UTC's date
 * without buildings.
 */
export function todayIn(buildings: readonly { timeZone: string }[]): string {
  const at = now();
  let earliest: string | null = null;
  for (const { timeZone } of buildings) {
    const date = localDate(at, timeZone);
    if (earliest === null || date < earliest) earliest = date;
  }
  return earliest ?? at.toISOString().slice(0, 10);
}
