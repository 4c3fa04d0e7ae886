// Calendar dates (YYYY-MM-DD, already in the building's zone) meet JavaScript `Date`s only here.
// A date's text is never parsed as an instant: `new Date('2026-01-31')` is midnight UTC, which a
// browser in New York shows as 30 January. Pickers and date-fns get a local `Date` built from
// the parts instead, whose local day is the calendar day whatever the browser's zone.
import { format } from 'date-fns';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date as a `Date` at the start of that day on the browser's clock. */
export function toLocalDate(date: string): Date {
  const parts = CALENDAR_DATE.exec(date);
  if (!parts) throw new RangeError(`Expected a date YYYY-MM-DD, got '${date}'`);
  const [, year, month, day] = parts.map(Number);
  const local = new Date(0);
  // setFullYear, not the constructor: the constructor reads years 0–99 as 1900–1999.
  local.setFullYear(year ?? 0, (month ?? 1) - 1, day ?? 1);
  local.setHours(0, 0, 0, 0);
  return local;
}

/** The calendar day of a `Date` on the browser's clock (the inverse of toLocalDate). */
export function fromLocalDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** How the kit writes a calendar date: '1 Dec 2025'. */
export const DISPLAY_FORMAT = 'd MMM yyyy';

export function formatCalendarDate(date: string): string {
  return format(toLocalDate(date), DISPLAY_FORMAT);
}

/** Today's date on the building's clock (the browser may be in another zone). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // Intl reads the zone's rules directly: no Date subclass, whose behaviour depends on which
  // Date it extends (a faked clock's, in tests).
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
