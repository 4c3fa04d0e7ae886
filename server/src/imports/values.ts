// Reading one field of an import row (occupancy readings, reservations, badge events): the value,
// or null with the problem added to `problems`.
import { localToInstant } from '@atrium/contract';

/** A value as the person wrote it, for messages. */
export const shown = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function wholeNumber(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/** A required id: a positive whole number. */
export function readId(value: unknown, field: string, problems: string[]): number | null {
  const n = wholeNumber(value);
  if (n !== null && n > 0) return n;
  problems.push(`${field} must be a positive whole number, got "${shown(value)}"`);
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
  if (n !== null && n > 0) return n;
  problems.push(`${field} must be empty or a positive whole number, got "${shown(value)}"`);
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
const dateAndTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

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
  if (isEmpty(value)) {
    problems.push(`${field} is missing`);
    return null;
  }
  const text = typeof value === 'string' ? value.trim() : shown(value);
  let at: Date | null;
  if (typeof value !== 'string') at = null;
  else if (withZone.test(text)) at = dateAndTime.test(text) ? new Date(text) : null;
  else if (timeZone === null) return null;
  else at = localToInstant(text, timeZone);
  if (at && !Number.isNaN(at.getTime())) return at;
  problems.push(
    `${field} must be ISO 8601 like 2026-03-02T09:15:00Z (without a zone, the building's time zone applies), got "${text}"`,
  );
  return null;
}
