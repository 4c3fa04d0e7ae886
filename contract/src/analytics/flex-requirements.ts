// Flex requirements of a lease: how many seats, and how much area at the lease's target density,
// its people need under each demand scenario (specification section 4: Current, Optimized,
// Conventional + Flex; only the first two are offered as tabs).
import { flexNewCapacity } from './demand.ts';
import { projectedArea } from './efficiency.ts';
import { averageOccupancy, peakOfRange } from './range.ts';
import type { WorkingHours } from './time.ts';

export const flexScenarios = ['CURRENT', 'OPTIMIZED', 'CONVENTIONAL_FLEX'] as const;
export type FlexScenario = (typeof flexScenarios)[number];
export const flexScenarioLabels: Record<FlexScenario, string> = {
  CURRENT: 'Current',
  OPTIMIZED: 'Optimized',
  CONVENTIONAL_FLEX: 'Conventional + Flex',
};
/** The scenarios the Flex Requirements page offers as tabs. */
export const offeredFlexScenarios = ['CURRENT', 'OPTIMIZED'] as const satisfies FlexScenario[];

export type FlexScenarioFigures = {
  scenario: FlexScenario;
  /** Dedicated seats. */
  seats: number | null;
  /** Seats taken on flexible terms for the days above the dedicated seats. */
  flexSeats: number | null;
  /** Current capacity − dedicated seats (negative: seats are missing). */
  seatsToRelease: number | null;
  /** Dedicated seats × target density, in the building's units. */
  area: number | null;
  /** Rentable area − area (negative: area is missing). */
  areaToRelease: number | null;
};

export type FlexRequirementFigures = {
  capacity: number | null;
  rentableArea: number | null;
  /** ⌈80th percentile of the daily peaks⌉ (flexNewCapacity). */
  newCapacity: number | null;
  peak: number | null;
  peakDate: string | null;
  average: number | null;
  /** capacity − newCapacity. */
  seatsToRelease: number | null;
  scenarios: FlexScenarioFigures[];
};

const minus = (a: number | null, b: number | null): number | null =>
  a === null || b === null ? null : a - b;

/**
 * The scenarios, with C the current capacity (after sublease deduction), P the peak of the daily
 * peaks and N the 80th-percentile capacity:
 * - Current: C dedicated seats, as held today.
 * - Optimized: P dedicated seats, enough for the busiest day (the efficiency's projected area).
 * - Conventional + Flex: N dedicated seats cover 80 % of days; P − N flexible seats the rest.
 */
export function flexRequirements(input: {
  capacity: number | null;
  rentableArea: number | null;
  targetDensity: number | null;
  dailyPeaks: readonly { date: string; peak: number }[];
  hours: WorkingHours;
}): FlexRequirementFigures {
  const { capacity, rentableArea, targetDensity } = input;
  const { peakOccupancy: peak, peakOccupancyDate: peakDate } = peakOfRange(input.dailyPeaks);
  const newCapacity = flexNewCapacity(input.dailyPeaks.map((d) => d.peak));
  const scenario = (
    name: FlexScenario,
    seats: number | null,
    flexSeats: number | null,
  ): FlexScenarioFigures => {
    const area = projectedArea(seats, targetDensity);
    return {
      scenario: name,
      seats,
      flexSeats,
      seatsToRelease: minus(capacity, seats),
      area,
      areaToRelease: minus(rentableArea, area),
    };
  };
  return {
    capacity,
    rentableArea,
    newCapacity,
    peak,
    peakDate,
    average: averageOccupancy(input.dailyPeaks, input.hours),
    seatsToRelease: minus(capacity, newCapacity),
    scenarios: [
      scenario('CURRENT', capacity, 0),
      scenario('OPTIMIZED', peak, 0),
      scenario(
        'CONVENTIONAL_FLEX',
        newCapacity,
        peak === null || newCapacity === null ? null : Math.max(0, peak - newCapacity),
      ),
    ],
  };
}
