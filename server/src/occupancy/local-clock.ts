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

/** The start of the local hour an instant falls in (ms). */
export const localHourStart = (ms: number, local: LocalInstant): number =>
  ms - (local.msOfDay % MS_PER_HOUR);
