// Synthetic people counts with the patterns real sensors show: weekdays busier than weekends,
// a morning and an afternoon peak with a lunch dip, public holidays, a summer and a year-end
// dip, a return-to-office trend, sensor outages and counts capped near capacity. Seeded, so
// the same inputs always give the same readings.
import { seededRandom, type Random } from '../demo/random.ts';
import { localToInstant } from '@atrium/contract';

export type SensoredSpace = {
  spaceId: number;
  capacity: number;
  /** Typical share of capacity in use at the busiest hour of a normal Tuesday. */
  level: number;
  /** From this date on, people come back more (return to office). */
  rtoStart: string | null;
};

export type SyntheticBuilding = {
  dataSourceId: number;
  buildingId: number;
  timeZone: string;
  spaces: SensoredSpace[];
  /** Days with no readings at all (a sensor outage), inclusive. */
  outage: { from: string; to: string } | null;
};

export type SyntheticRow = { dataSourceId: number; spaceId: number; at: Date; occupancy: number };

// Monday = 1 … Sunday = 7.
const weekdayFactor: Record<number, number> = {
  1: 0.82,
  2: 1,
  3: 0.97,
  4: 0.92,
  5: 0.58,
  6: 0.05,
  7: 0.02,
};
const holidays = new Set(['01-01', '05-01', '07-04', '12-24', '12-25', '12-26', '12-31']);

/** Share of the day's peak present at a local hour (fractional hours allowed). */
export function hourFactor(hour: number): number {
  if (hour < 7 || hour >= 20) return 0;
  const morning = Math.exp(-((hour - 10.5) ** 2) / 3);
  const afternoon = 0.92 * Math.exp(-((hour - 14.5) ** 2) / 3.5);
  const lunchDip = hour >= 12 && hour < 13.5 ? 0.8 : 1;
  return Math.min(1, Math.max(morning, afternoon) * lunchDip);
}

function seasonFactor(date: string): number {
  const md = date.slice(5);
  if (md >= '12-20' || md <= '01-03') return 0.45;
  if (md >= '07-25' && md <= '08-25') return 0.75;
  return 1;
}

function rtoFactor(date: string, rtoStart: string | null): number {
  if (!rtoStart || date < rtoStart) return 1;
  const days = (Date.parse(date) - Date.parse(rtoStart)) / 86_400_000;
  return 1 + Math.min(0.25, days / 360);
}

const isoDay = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

function* dates(from: string, to: string): Generator<string> {
  for (
    let t = Date.parse(`${from}T00:00:00Z`);
    t <= Date.parse(`${to}T00:00:00Z`);
    t += 86_400_000
  ) {
    yield new Date(t).toISOString().slice(0, 10);
  }
}

/**
 * Readings for one building, day by day, every `intervalMinutes` from 06:00 to 21:00 local time
 * (sensors here report while the building is open). `seed` and inputs fix the result.
 */
export type Cadence = {
  intervalMinutes: number;
  /** Local hours (start inclusive, end exclusive) with readings on weekdays. */
  hours: [number, number];
  /** On Saturdays and Sundays, readings only at these local hours (counters report changes). */
  weekendHours: number[];
};
export const fullCadence = (intervalMinutes: number): Cadence => ({
  intervalMinutes,
  hours: [6, 21],
  weekendHours: [],
});

export function syntheticReadings(
  building: SyntheticBuilding,
  range: { from: string; to: string },
  cadence: Cadence,
  seed: number,
): Generator<SyntheticRow[]> {
  return readingsFrom(seededRandom(seed ^ (building.buildingId * 7919)), building, range, cadence);
}

/**
 * The large size (the analytics benchmark's portfolio, `server/bench/large-portfolio.ts`): 100 buildings of
 * 100 sensored spaces, a year of counts every 15 minutes. Sensors report while the buildings are
 * open, 06:00–21:00 local every day (60 readings per space and day, 21,900 a year; 219 million
 * for the whole portfolio), not around the clock.
 */
export const LARGE = {
  buildings: 100,
  spacesPerBuilding: 100,
  days: 365,
  cadence: fullCadence(15),
} as const;

/**
 * Readings of one building of the large size, day by day. Seeded by the building's place in the
 * portfolio (`index`), not by its database id, so that every database gets the same counts.
 */
export function largeReadings(
  building: SyntheticBuilding,
  index: number,
  range: { from: string; to: string },
  seed: number,
): Generator<SyntheticRow[]> {
  return readingsFrom(seededRandom(seed + index * 7919), building, range, LARGE.cadence);
}

function* readingsFrom(
  random: Random,
  building: SyntheticBuilding,
  range: { from: string; to: string },
  cadence: Cadence,
): Generator<SyntheticRow[]> {
  for (const date of dates(range.from, range.to)) {
    if (building.outage && date >= building.outage.from && date <= building.outage.to) continue;
    const dayBase =
      (weekdayFactor[isoDay(date)] ?? 0) *
      seasonFactor(date) *
      (holidays.has(date.slice(5)) ? 0.03 : 1);
    const dayNoise = random.between(0.85, 1.15);
    const rows: SyntheticRow[] = [];
    const weekend = isoDay(date) >= 6;
    const slots: number[] = [];
    if (weekend && cadence.weekendHours.length)
      slots.push(...cadence.weekendHours.map((h) => h * 60));
    else
      for (let m = cadence.hours[0] * 60; m < cadence.hours[1] * 60; m += cadence.intervalMinutes)
        slots.push(m);
    for (const minutes of slots) {
      const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
      const mm = String(minutes % 60).padStart(2, '0');
      const at = localToInstant(`${date}T${hh}:${mm}`, building.timeZone);
      if (!at) continue;
      const shape = hourFactor(minutes / 60);
      for (const space of building.spaces) {
        const expected =
          space.capacity *
          space.level *
          dayBase *
          dayNoise *
          shape *
          rtoFactor(date, space.rtoStart);
        const noisy = expected + random.between(-1, 1) * Math.sqrt(expected + 0.25);
        const occupancy = Math.max(
          0,
          Math.min(Math.round(space.capacity * 1.2), Math.round(noisy)),
        );
        rows.push({ dataSourceId: building.dataSourceId, spaceId: space.spaceId, at, occupancy });
      }
    }
    yield rows;
  }
}
