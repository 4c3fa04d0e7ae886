// Instants seen on a building's wall clock: the local date, the time of day and the weekday, for
// packing readings by local day and for rollups by local hour and working hours. Intl is slow
// next to the rest of ingestion, so each instant is worked out once per clock.
import { digitsAt, isoDayOfWeek, wallClock, zonedPartsFormat } from '@atrium/contract';

export type LocalInstant = {
  /** `YYYY-MM-DD` in the building's zone. */
  date: string;
  /** UTC midnight of `date`, in ms: the origin of the packed offsets. */
  origin: number;
  /** Milliseconds since local midnight, on the wall clock. */
  msOfDay: number;
  /** 1 = Monday … 7 = Sunday. */
  isoDay: number;
};

export type LocalClock = (ms: number) => LocalInstant;

const MS_PER_HOUR = 3_600_000;

/** Instants a clock keeps before it starts afresh (a year of 15-minute instants is 35,040). */
const KEPT_INSTANTS = 100_000;
const clocks = new Map<string, LocalClock>();

/** The clock of a time zone, shared by every ingestion and rollup of its buildings. */
export function localClock(timeZone: string): LocalClock {
  let clock = clocks.get(timeZone);
  if (!clock) clocks.set(timeZone, (clock = newClock(timeZone)));
  return clock;
}

function newClock(timeZone: string): LocalClock {
  const format = zonedPartsFormat(timeZone, { seconds: true });
  const known = new Map<number, LocalInstant>();
  return (ms) => {
    const hit = known.get(ms);
    if (hit) return hit;
    const { date, hour, minute, second } = wallClock(format, ms);
    const origin = Date.UTC(digitsAt(date, 0, 4), digitsAt(date, 5, 2) - 1, digitsAt(date, 8, 2));
    const instant: LocalInstant = {
      date,
      origin,
      msOfDay: ((hour * 60 + minute) * 60 + second) * 1000 + (((ms % 1000) + 1000) % 1000),
      isoDay: isoDayOfWeek(date),
    };
    if (known.size >= KEPT_INSTANTS) known.clear();
    known.set(ms, instant);
    return instant;
  };
}

/** From a day after 1000-01-01 to a day before 10000-01-01 (UTC) every zone shows a year 1000–9999. */
const SURELY_FROM = Date.UTC(1000, 0, 2);
const SURELY_BEFORE = Date.UTC(9999, 11, 31);
const MS_PER_DAY = 86_400_000;
/** The zones' formats for the instants near either end, where the zone decides. */
const edgeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Whether the wall clock of `timeZone` shows a date in the years 1000–9999 at `ms`: the dates a
 * clock answers (packed days, rollups and the contract's date arithmetic write four digits). Two
 * comparisons, but within a day of either end (a zone's offset from UTC stays under a day).
 */
export function inClockYears(timeZone: string, ms: number): boolean {
  if (ms >= SURELY_FROM && ms < SURELY_BEFORE) return true;
  // Further out no zone shows those years (and Intl writes the years before 1 without their era).
  if (ms < SURELY_FROM - 2 * MS_PER_DAY || ms >= SURELY_BEFORE + 2 * MS_PER_DAY) return false;
  let format = edgeFormats.get(timeZone);
  if (!format) edgeFormats.set(timeZone, (format = zonedPartsFormat(timeZone)));
  // Intl writes the year unpadded: four digits are 1000–9999.
  return wallClock(format, ms).date.length === 10;
}

/** The start of the local hour an instant falls in (ms). */
export const localHourStart = (ms: number, local: LocalInstant): number =>
  ms - (local.msOfDay % MS_PER_HOUR);
