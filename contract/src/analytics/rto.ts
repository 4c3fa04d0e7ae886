import { averageOccupancy } from './range.ts';
import { addDays, daysBetween, DEFAULT_WORKING_HOURS, type WorkingHours } from './time.ts';
import { monthlyOccupancy, utilization, type MonthlyOccupancy } from './utilization.ts';

/** The organization's return-to-office period; an open end runs to today. */
export type RtoPeriod = { startDate: string; endDate: string | null };

export type RtoMonth = MonthlyOccupancy & { utilization: number | null };

export type RtoFigures = {
  /** The period measured: the RTO period, its end capped at today. */
  startDate: string;
  endDate: string;
  /** The same number of days immediately before the start. */
  baselineStartDate: string;
  baselineEndDate: string;
  /** Mean daily peak on working days in the period / in the baseline. */
  averageOccupancy: number | null;
  baselineAverageOccupancy: number | null;
  /** averageOccupancy ÷ baselineAverageOccupancy (1.2 = 20 % more people than before). */
  rtoRate: number | null;
  /** averageOccupancy ÷ capacity. */
  utilization: number | null;
  /** Calendar months of the period, from its start, each with its utilization. */
  trend: RtoMonth[];
};

/**
 * Return-to-office figures of a building, or of an organization with its buildings' daily peaks
 * summed per date (sumDailyPeaks) and their capacities added. Null without a period or when
 * it starts after today.
 */
export function rtoFigures(input: {
  period: RtoPeriod | null;
  days: readonly { date: string; peak: number }[];
  capacity: number | null;
  today: string;
  hours?: WorkingHours;
}): RtoFigures | null {
  const { period, days, capacity, today } = input;
  const hours = input.hours ?? DEFAULT_WORKING_HOURS;
  if (period === null || period.startDate > today) return null;
  const startDate = period.startDate;
  const endDate = period.endDate === null || period.endDate > today ? today : period.endDate;
  const length = daysBetween(startDate, endDate) + 1;
  const baselineStartDate = addDays(startDate, -length);
  const baselineEndDate = addDays(startDate, -1);
  const within = (from: string, to: string) => days.filter((d) => d.date >= from && d.date <= to);

  const inPeriod = within(startDate, endDate);
  const average = averageOccupancy(inPeriod, hours);
  const baseline = averageOccupancy(within(baselineStartDate, baselineEndDate), hours);
  return {
    startDate,
    endDate,
    baselineStartDate,
    baselineEndDate,
    averageOccupancy: average,
    baselineAverageOccupancy: baseline,
    rtoRate: average === null || baseline === null || baseline === 0 ? null : average / baseline,
    utilization: utilization(average, capacity),
    trend: monthlyOccupancy(inPeriod, hours).map((month) => ({
      ...month,
      utilization: utilization(month.average, capacity),
    })),
  };
}
