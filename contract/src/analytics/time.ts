import { z } from 'zod';

/** The hours a building counts as working time, in its own time zone. */
export type WorkingHours = { start: string; end: string; days: number[] };

/** 08:00–18:00, Monday to Friday. */
export const DEFAULT_WORKING_HOURS: WorkingHours = {
  start: '08:00',
  end: '18:00',
  days: [1, 2, 3, 4, 5],
};

/** The buildings' working hours when they agree; else the default (a mix has no single week). */
export function commonWorkingHours(hours: readonly WorkingHours[]): WorkingHours {
  const [first] = hours;
  if (!first) return DEFAULT_WORKING_HOURS;
  const same = hours.every(
    (h) =>
      h === first ||
      (h.start === first.start && h.end === first.end && sameWeek(h.days, first.days)),
  );
  return same ? first : DEFAULT_WORKING_HOURS;
}

/** The same days, also in another order. */
const sameWeek = (a: readonly number[], b: readonly number[]) =>
  sameList(a, b) || sameList(week(a), week(b));
const week = (days: readonly number[]) => [...new Set(days)].sort((x, y) => x - y);

/** The same numbers in the same order. */
const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);

const HHMM = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;
/** A time without a zone designator would be read in the process's zone: refuse it. */
const ZONED_TIME = /(?:Z|[+-]\d{2}:?\d{2})$/i;
/** A time of day in a date-time, however it is separated from the date ('T', 't' or a space). */
const TIME_OF_DAY = /\d:\d/;
const DAY_MS = 86_400_000;

/** Minutes since midnight of an 'HH:MM' time ('24:00' is 1440). */
export function minutesOfDay(time: string): number {
  const match = HHMM.exec(time);
  if (!match) throw new RangeError(`Expected a time HH:MM, got '${time}'`);
  if (match[1] === undefined || match[2] === undefined) return 1440;
  return Number(match[1]) * 60 + Number(match[2]);
}

const validTimes = (h: { start: string; end: string }) => HHMM.test(h.start) && HHMM.test(h.end);

export const ZWorkingHoursSchema = z
  .strictObject({
    start: z.string().regex(HHMM, 'Expected a time HH:MM'),
    end: z.string().regex(HHMM, 'Expected a time HH:MM'),
    days: z
      .array(z.int().min(1).max(7))
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'Each day once'),
  })
  // Zod runs this even when a time failed its own check, so only compare two valid times.
  .refine((h) => !validTimes(h) || minutesOfDay(h.start) < minutesOfDay(h.end), {
    message: 'The end must be after the start',
    path: ['end'],
  });

/** The number written by `length` ASCII digits of `text` from `at`; -1 if any is not a digit. */
export function digitsAt(text: string, at: number, length: number): number {
  let value = 0;
  for (let i = at; i < at + length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month (1–12) of the Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

// Read by hand, without a RegExp match or a Date: the statistics calls read every day of a
// range, often several times (docs/performance.md).
function parseDate(date: string): { year: number; month: number; day: number } {
  const year = date.length === 10 && date[4] === '-' && date[7] === '-' ? digitsAt(date, 0, 4) : -1;
  const month = digitsAt(date, 5, 2);
  const day = digitsAt(date, 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Expected a date YYYY-MM-DD, got '${date}'`);
  }
  return { year, month, day };
}

/**
 * Days since 1970-01-01 of a proleptic Gregorian date, by arithmetic (H. Hinnant's
 * days_from_civil): a `Date` per call was most of the cost of a day of week, and an import reads
 * millions of timestamps.
 */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Days since 1970-01-01 of a date YYYY-MM-DD (a RangeError for anything else). */
export function epochDay(date: string): number {
  const { year, month, day } = parseDate(date);
  return daysFromCivil(year, month, day);
}

/** Orders ISO dates, times and instants of one form: as plain strings, without a locale. */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** '00' … '99', for writing dates without padding each part. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
/** Days from 1970-01-01 to 0000-01-01 and to 10000-01-01: the years written with four digits. */
const FIRST_DAY = -719_528;
const END_DAY = 2_932_897;

/**
 * The ISO date `days` after 1970-01-01, by arithmetic (the inverse of daysFromCivil, after Howard
 * Hinnant's civil_from_days): a `Date` and its ISO text per day took most of the time of the
 * calls that walk a year day by day. Years outside 0–9999 are written as Date writes them.
 */
export function fromEpochDay(days: number): string {
  if (days < FIRST_DAY || days >= END_DAY)
    return new Date(days * DAY_MS).toISOString().slice(0, 10);
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const y = TWO_DIGITS[Math.floor(year / 100)] ?? '';
  return `${y}${TWO_DIGITS[year % 100] ?? ''}-${TWO_DIGITS[month] ?? ''}-${TWO_DIGITS[day] ?? ''}`;
}

/** An ISO instant ('…Z' or with an offset) or a Date, as a Date; anything else is a RangeError. */
export function toInstant(instant: Date | string): Date {
  if (typeof instant === 'string' && TIME_OF_DAY.test(instant) && !ZONED_TIME.test(instant)) {
    throw new RangeError(`Expected an instant with a zone designator, got '${instant}'`);
  }
  const result = new Date(instant);
  if (Number.isNaN(result.getTime())) throw new RangeError(`Invalid instant '${String(instant)}'`);
  return result;
}

/** 0 = Sunday … 6 = Saturday (the spec's dow; charts run Sunday to Saturday). */
export function dayOfWeek(date: string): number {
  return dayOfWeekOf(epochDay(date));
}

/** The day of week (0 = Sunday … 6 = Saturday) of a day counted from 1970-01-01 (epochDay). */
export function dayOfWeekOf(days: number): number {
  // 1970-01-01 was a Thursday; the days before it count back (and % keeps their sign).
  return (((days + 4) % 7) + 7) % 7;
}

/** 1 = Monday … 7 = Sunday. */
export function isoDayOfWeek(date: string): number {
  return dayOfWeek(date) || 7;
}

export function addDays(date: string, days: number): string {
  return fromEpochDay(epochDay(date) + days);
}

/** Calendar months; the day is clamped to the month's end (2024-02-29 − 12 months = 2023-02-28). */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parseDate(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12;
  return fromEpochDay(daysFromCivil(y, m + 1, Math.min(day, daysInMonth(y, m + 1))));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return epochDay(to) - epochDay(from);
}

/** Formats an instant into its numeric wall-clock parts in an IANA time zone (24-hour, en-US),
 * to the minute or, with `seconds`, to the second. Intl throws a RangeError for an unknown zone. */
export function zonedPartsFormat(
  timeZone: string,
  { seconds = false }: { seconds?: boolean } = {},
): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  };
  return new Intl.DateTimeFormat('en-US', seconds ? { ...options, second: '2-digit' } : options);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = zonedPartsFormat(timeZone);
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export type WallClock = {
  /** `YYYY-MM-DD`. */
  date: string;
  hour: number;
  minute: number;
  second: number;
};

/** The wall-clock date and time of an instant, through a `zonedPartsFormat` of the zone. */
export function wallClock(format: Intl.DateTimeFormat, instant: Date | number): WallClock {
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(instant)) values[part.type] = part.value;
  return {
    date: `${values.year ?? ''}-${values.month ?? ''}-${values.day ?? ''}`,
    hour: Number(values.hour ?? 0) % 24,
    minute: Number(values.minute ?? 0),
    second: Number(values.second ?? 0),
  };
}

export type LocalParts = { date: string; hour: number; minute: number; isoDay: number };

/** The wall-clock date, hour, minute and ISO weekday of an instant in an IANA time zone. */
export function localParts(instant: Date | string, timeZone: string): LocalParts {
  const { date, hour, minute } = wallClock(formatterFor(timeZone), toInstant(instant));
  return { date, hour, minute, isoDay: isoDayOfWeek(date) };
}

/**
 * The local date of one instant (by default now) in each zone asked: one date per zone for a
 * whole answer, however long it takes (`localDate` works each zone's out once per minute).
 */
export function localDates(instant: Date = new Date()): (timeZone: string) => string {
  return (timeZone) => localDate(instant, timeZone);
}

/**
 * Since 1972 every zone's offset is whole minutes (Liberia's −0:44:30 was the last that was not).
 */
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1972, 4, 1);
/** Each zone's local date in the last UTC minute asked (the same for every instant in it). */
const lastDates = new Map<string, { minute: number; date: string }>();

/**
 * The local date of an instant in a zone. Within one UTC minute it cannot change (a local
 * midnight falls on a whole minute), so each zone's latest is kept across calls: "today" is asked
 * on every request, once per zone, and Intl takes microseconds.
 */
export function localDate(instant: Date, timeZone: string): string {
  const at = instant.getTime();
  if (!(at >= WHOLE_MINUTE_OFFSETS_SINCE)) return localParts(instant, timeZone).date;
  const minute = Math.floor(at / 60_000);
  const last = lastDates.get(timeZone);
  if (last?.minute === minute) return last.date;
  const date = localParts(instant, timeZone).date;
  lastDates.set(timeZone, { minute, date });
  return date;
}

/** Working time is a working day and start ≤ local time < end. */
export function isWorkingParts(parts: LocalParts, hours: WorkingHours): boolean {
  const minutes = parts.hour * 60 + parts.minute;
  return (
    hours.days.includes(parts.isoDay) &&
    minutes >= minutesOfDay(hours.start) &&
    minutes < minutesOfDay(hours.end)
  );
}

export function isWorkingTime(
  instant: Date | string,
  timeZone: string,
  hours: WorkingHours = DEFAULT_WORKING_HOURS,
): boolean {
  return isWorkingParts(localParts(instant, timeZone), hours);
}

export function isWorkday(date: string, hours: WorkingHours = DEFAULT_WORKING_HOURS): boolean {
  return hours.days.includes(isoDayOfWeek(date));
}

function offsetMs(at: number, timeZone: string): number {
  const { date, hour, minute } = wallClock(formatterFor(timeZone), at);
  // Read from the end: half a day outside the years 1000–9999 (localToInstant's probes) the year
  // has three or five digits, which parseDate refuses.
  const yearDigits = date.length - 6;
  const wall = Date.UTC(
    Number(date.slice(0, yearDigits)),
    digitsAt(date, yearDigits + 1, 2) - 1,
    digitsAt(date, yearDigits + 4, 2),
    hour,
    minute,
  );
  return wall - (at - (((at % 60_000) + 60_000) % 60_000));
}

/**
 * The instant a local day begins (usually local midnight; where midnight is skipped by a
 * daylight-saving change, the first instant of the day). For querying stored readings by day.
 */
export function startOfLocalDay(date: string, timeZone: string): string {
  const midnight = epochDay(date) * DAY_MS;
  const candidates = [midnight - DAY_MS, midnight + DAY_MS]
    .map((probe) => midnight - offsetMs(probe, timeZone))
    .filter((at) => localParts(new Date(at), timeZone).date === date);
  if (candidates.length === 0) throw new RangeError(`No start found for ${date} in ${timeZone}`);
  return new Date(Math.min(...candidates)).toISOString();
}

/** Length of a local day in hours: 24, or 23 / 25 on daylight-saving days. */
export function hoursInLocalDay(date: string, timeZone: string): number {
  const start = Date.parse(startOfLocalDay(date, timeZone));
  const end = Date.parse(startOfLocalDay(addDays(date, 1), timeZone));
  return (end - start) / 3_600_000;
}

/**
 * The instant at which the wall clock in `timeZone` shows `local` (`YYYY-MM-DDTHH:MM[:SS[.fff]]`
 * in the years 1000–9999), or null when that is not a real date and time. A fraction of a second
 * is kept to the millisecond, further digits cut off, as `Date` reads a time with a zone. In the
 * hour skipped by a daylight-saving change the time moves forward; in the repeated hour, the
 * first occurrence counts.
 */
export function localToInstant(local: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?$/.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const second = Number.isNaN(s) ? 0 : s;
  const ms = m[7] === undefined ? 0 : Number(m[7].slice(0, 3).padEnd(3, '0'));
  // Date.UTC would roll seconds past 59 over into the next minute, as it does days past the
  // month's end (checked below). Dates are written with four digits from the year 1000.
  if (y < 1000 || h > 23 || mi > 59 || second > 59) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi, second, ms);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  // The zone's offsets half a day before and after: any change of offset lies between them.
  const before = offsetMs(wall - 12 * 3_600_000, timeZone);
  const after = offsetMs(wall + 12 * 3_600_000, timeZone);
  const candidates = [wall - before, wall - after].filter(
    (t) => offsetMs(t, timeZone) === wall - t,
  );
  return new Date(candidates.length ? Math.min(...candidates) : wall - before);
}
