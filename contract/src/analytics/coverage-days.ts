// How completely the days of a date range have occupancy data, judged on the building's working
// days: a weekend without readings is no gap in an office that is closed at weekends.
import { addDays, isWorkday, type WorkingHours } from './time.ts';

/** Working days without data, from the first to the last (both working days). */
export type DataGap = { startDate: string; endDate: string };

export type DayCoverage = {
  /** Days of the range with data (any weekday). */
  daysWithData: number;
  /** Working days of the range (the building's working hours' days). */
  workingDays: number;
  /** Working days with data ÷ working days; null without a working day. */
  coverage: number | null;
  /**
   * Runs of working days without data, in order. Non-working days between two of them do not
   * end a run: a Friday and the following Monday without data are one gap.
   */
  gaps: DataGap[];
};

/** Coverage of `startDate`…`endDate` (inclusive) by the dates that have data. */
export function dayCoverage(
  datesWithData: Iterable<string>,
  startDate: string,
  endDate: string,
  hours: WorkingHours,
): DayCoverage {
  const withData = new Set(datesWithData);
  let daysWithData = 0;
  let workingDays = 0;
  let coveredWorkingDays = 0;
  const gaps: DataGap[] = [];
  let open: DataGap | null = null;
  for (let date = startDate; date <= endDate; date = addDays(date, 1)) {
    const has = withData.has(date);
    if (has) daysWithData += 1;
    if (!isWorkday(date, hours)) continue;
    workingDays += 1;
    if (has) {
      coveredWorkingDays += 1;
      open = null;
    } else if (open) {
      open.endDate = date;
    } else {
      open = { startDate: date, endDate: date };
      gaps.push(open);
    }
  }
  return {
    daysWithData,
    workingDays,
    coverage: workingDays > 0 ? coveredWorkingDays / workingDays : null,
    gaps,
  };
}
