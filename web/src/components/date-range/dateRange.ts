// Ranges of calendar dates over the span of a building's (or tenant's) data: the default
// analysis window, clamping, and the slider's day positions.
import { addDays, addMonths, daysBetween, defaultDateRange } from '@atrium/contract';

/** Both ends included, YYYY-MM-DD; the field names of the statistics requests. */
export type DateRange = { startDate: string; endDate: string };

/**
 * The data's first and last day. `dates`, the days that have data, makes the default range
 * exactly the server's; without them every day of the span is taken to have data.
 */
export type DataSpan = { first: string; last: string; dates?: readonly string[] };

/**
 * Default analysis window (spec section 4): the last year of data. With the dates it is the
 * contract's defaultDateRange, as the server works it out (from the latest day with data on or
 * before one year before the last, else the first day). Without them the start is the same day
 * one year before the last, or the first day when the data is shorter than that.
 */
export function defaultRangeOfSpan(span: DataSpan | null): DateRange | null {
  if (!span) return null;
  const within = span.dates?.filter((date) => date >= span.first && date <= span.last);
  const exact = within ? defaultDateRange(within) : null;
  if (exact) return exact;
  const yearBefore = addMonths(span.last, -12);
  return { startDate: yearBefore > span.first ? yearBefore : span.first, endDate: span.last };
}

export function sameRange(a: DateRange | null, b: DateRange | null): boolean {
  return a?.startDate === b?.startDate && a?.endDate === b?.endDate;
}

export function clampDate(date: string, range: DateRange): string {
  if (date < range.startDate) return range.startDate;
  return date > range.endDate ? range.endDate : date;
}

/** The part of `range` inside the span; the whole span when they do not meet. */
export function clampRange(range: DateRange, span: DataSpan): DateRange {
  const bounds = { startDate: span.first, endDate: span.last };
  if (range.endDate < span.first || range.startDate > span.last) return bounds;
  return {
    startDate: clampDate(range.startDate, bounds),
    endDate: clampDate(range.endDate, bounds),
  };
}

/** The slider works in days from the span's first day. */
export const dayIndex = (span: DataSpan, date: string): number => daysBetween(span.first, date);
export const dateAtIndex = (span: DataSpan, index: number): string => addDays(span.first, index);

/**
 * The date a single-date filter shows (spec section 4, Filters): the chosen date clamped into
 * the allowed range, the range's end when none is chosen; without a range, the chosen date or
 * today, never after today.
 */
export function selectedDate(value: string | null, range: DateRange | null, today: string): string {
  if (range) return clampDate(value ?? range.endDate, range);
  return value !== null && value < today ? value : today;
}
