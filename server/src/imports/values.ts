// Reading one field of an import row (occupancy readings, reservations, badge events): the value,
// or null with the problem added to `problems`.
import { daysFromCivil, daysInMonth, digitsAt, localToInstant, MAX_ID } from '@atrium/contract';

/** A value as the person wrote it, for messages. */
export const shown = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A whole number, from a JSON number or a string of digits; else null. */
export function wholeNumber(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/** A number past the database's 32-bit id columns names no row: said so, not left to fail there. */
const tooLarge = (field: string, value: unknown) =>
  `${field} must be at most ${String(MAX_ID)}, got "${shown(value)}"`;

/** A required id: a positive whole number. */
export function readId(value: unknown, field: string, problems: string[]): number | null {
  const n = wholeNumber(value);
  if (n !== null && n > 0 && n <= MAX_ID) return n;
  problems.push(
    n !== null && n > MAX_ID
      ? tooLarge(field, value)
      : `${field} must be a positive whole number, got "${shown(value)}"`,
  );
  return null;
}

/** An optional id: empty is null; `undefined` when it was given but is not an id. */
export function readOptionalId(
  value: unknown,
  field: string,
  problems: string[],
): number | null | undefined {
  if (isEmpty(value)) return null;
  const n = wholeNumber(value);
  if (n !== null && n > 0 && n <= MAX_ID) return n;
  problems.push(
    n !== null && n > MAX_ID
      ? tooLarge(field, value)
      : `${field} must be empty or a positive whole number, got "${shown(value)}"`,
  );
  return undefined;
}

/** A whole number from `min` to `max`; empty gives `fallback`. */
export function readCount(
  value: unknown,
  field: string,
  range: { min: number; max: number; fallback: number },
  problems: string[],
): number | null {
  if (isEmpty(value)) return range.fallback;
  const n = wholeNumber(value);
  if (n !== null && n >= range.min && n <= range.max) return n;
  problems.push(
    `${field} must be a whole number from ${range.min} to ${range.max}, got "${shown(value)}"`,
  );
  return null;
}

/** Required text matching `pattern` (described by `rule` in the message). */
export function readText(
  value: unknown,
  field: string,
  pattern: RegExp,
  rule: string,
  problems: string[],
): string | null {
  if (isEmpty(value)) {
    problems.push(`${field} is missing`);
    return null;
  }
  const text = typeof value === 'string' ? value.trim() : null;
  if (text !== null && pattern.test(text)) return text;
  problems.push(`${field} must be ${rule}, got "${shown(value)}"`);
  return null;
}

/** Optional free text (a reader's name): empty is null, at most `max` characters, no controls. */
export function readOptionalText(
  value: unknown,
  field: string,
  max: number,
  problems: string[],
): string | null {
  if (isEmpty(value)) return null;
  // eslint-disable-next-line no-control-regex -- refusing them is the point
  if (typeof value === 'string' && value.trim().length <= max && !/[\u0000-\u001f]/.test(value))
    return value.trim();
  problems.push(`${field} must be text of at most ${max} characters, got "${shown(value)}"`);
  return null;
}

/** One of `allowed`, in any letter case; empty gives `fallback` when there is one. */
export function readEnum<T extends string>(
  value: unknown,
  field: string,
  allowed: readonly T[],
  fallback: T | null,
  problems: string[],
): T | null {
  if (isEmpty(value) && fallback !== null) return fallback;
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  const found = allowed.find((option) => option === upper);
  if (found) return found;
  problems.push(`${field} must be one of ${allowed.join(', ')}, got "${shown(value)}"`);
  return null;
}

const withZone = /(Z|[+-]\d{2}:?\d{2})$/i;
/**
 * The common case, read by hand because a large import has millions of them: UTC with seconds,
 * `2026-03-02T09:15:00Z` or `2026-03-02T09:15:00.000Z`. Null for anything else (read below).
 */
function canonicalUtc(text: string): number | null {
  const { length } = text;
  if ((length !== 20 && length !== 24) || text[length - 1] !== 'Z') return null;
  if (
    text[4] !== '-' ||
    text[7] !== '-' ||
    text[10] !== 'T' ||
    text[13] !== ':' ||
    text[16] !== ':'
  )
    return null;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  const hour = digitsAt(text, 11, 2);
  const minute = digitsAt(text, 14, 2);
  const second = digitsAt(text, 17, 2);
  const ms = length === 24 ? (text[19] === '.' ? digitsAt(text, 20, 3) : -1) : 0;
  if (
    year < 1000 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    ms < 0
  )
    return null;
  if (day > daysInMonth(year, month) || hour < 0 || minute < 0 || second < 0) return null;
  return (
    daysFromCivil(year, month, day) * 86_400_000 + ((hour * 60 + minute) * 60 + second) * 1000 + ms
  );
}
const dateAndTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
/** The date part names a day that exists (Date would roll 30 February over into March). */
const realDate = (text: string): boolean => {
  const [year = 0, month = 0, day = 0] = text.slice(0, 10).split('-').map(Number);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
};

/**
 * An instant, as the occupancy import reads timestamps: ISO 8601 with a zone, or without one in
 * `timeZone` (the building's). `timeZone` null: the building is unknown (already reported), so a
 * zone-less time is not judged.
 */
export function readInstant(
  value: unknown,
  field: string,
  timeZone: string | null,
  problems: string[],
): Date | null {
  const ms = readInstantMs(value, field, timeZone, problems);
  return ms === null ? null : new Date(ms);
}

/** `readInstant` as ms since the epoch. */
export function readInstantMs(
  value: unknown,
  field: string,
  timeZone: string | null,
  problems: string[],
): number | null {
  const utc = typeof value === 'string' ? canonicalUtc(value) : null;
  if (utc !== null) return utc;
  if (isEmpty(value)) {
    problems.push(`${field} is missing`);
    return null;
  }
  const text = typeof value === 'string' ? value.trim() : shown(value);
  let at: Date | null;
  if (typeof value !== 'string') at = null;
  else if (withZone.test(text))
    at = dateAndTime.test(text) && realDate(text) ? new Date(text) : null;
  else if (timeZone === null) return null;
  else at = localToInstant(text, timeZone);
  if (at && !Number.isNaN(at.getTime())) return at.getTime();
  problems.push(
    dateAndTime.test(text) && digitsAt(text, 0, 4) < 1000
      ? `${field} must be a date in the years 1000–9999, got "${text}"`
      : `${field} must be ISO 8601 like 2026-03-02T09:15:00Z (without a zone, the building's time zone applies), got "${text}"`,
  );
  return null;
}
