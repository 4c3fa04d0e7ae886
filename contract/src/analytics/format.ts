import { addMonths } from './time.ts';

/** Shown where a figure is missing (an en dash). */
export const MISSING = '–';

const oneDecimal = (value: number): string => String(Math.round(value * 10) / 10);

/**
 * Money in short form, without a currency sign: below 1,000 as is (at most one decimal), 'K'
 * from 1,000, 'M' from 1,000,000, one decimal at most (1500 → '1.5K', 2000000 → '2M').
 * A value that would round to 1000K is shown as '1M'.
 */
export function abbreviateMoney(value: number): string {
  if (!Number.isFinite(value)) return MISSING;
  const abs = Math.abs(value);
  let text: string;
  if (abs >= 1e6 || Math.round(abs / 100) >= 10_000) text = `${oneDecimal(abs / 1e6)}M`;
  else if (abs >= 1e3 || Math.round(abs * 10) >= 10_000) text = `${oneDecimal(abs / 1e3)}K`;
  else text = oneDecimal(abs);
  return value < 0 && text !== '0' ? `-${text}` : text;
}

/** A fraction as a percentage with one decimal (0.1234 → '12.3%'); '–' when missing. */
export function formatPercent(fraction: number | null): string {
  if (fraction === null || !Number.isFinite(fraction)) return MISSING;
  const text = (fraction * 100).toFixed(1);
  return `${text === '-0.0' ? '0.0' : text}%`;
}

/**
 * Lease display: 'EXPIRED' when the end date has passed (is before today) while the status is
 * still ACTIVE; otherwise the whole months from today to the end date (0 once ended, or when
 * less than a month is left); null without an end date.
 */
export function leaseMonthsRemaining(
  endDate: string | null,
  status: string,
  today: string,
): number | 'EXPIRED' | null {
  if (endDate === null) return null;
  if (endDate < today) return status === 'ACTIVE' ? 'EXPIRED' : 0;
  const months =
    (Number(endDate.slice(0, 4)) - Number(today.slice(0, 4))) * 12 +
    (Number(endDate.slice(5, 7)) - Number(today.slice(5, 7)));
  return addMonths(today, months) > endDate ? months - 1 : months;
}

/** A stored fraction as the percent field's text, two decimals (0.125 → '12.50'); null → ''. */
export function toPercentField(fraction: number | null): string {
  if (fraction === null || !Number.isFinite(fraction)) return '';
  return (fraction * 100).toFixed(2);
}

/**
 * The percent field's text as a stored fraction ('12.5' or '12.5%' → 0.125); empty (or not a
 * number) → null. Rounded to 10 decimals so '57.7' gives 0.577, not 0.5770000000000001.
 */
export function fromPercentField(text: string): number | null {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Number((value / 100).toFixed(10)) : null;
}

/**
 * An hour of the day as every chart, tile and table shows it: 12-hour form (specification
 * section 2, the peak hour "in 12-hour format"). Takes an hour (0–23) or a local 'HH:MM':
 * 7 → '7 AM', 13 → '1 PM', 0 → '12 AM', 12 → '12 PM', '09:30' → '9:30 AM'. Anything else is
 * returned as it came.
 */
export function formatHour(hour: number | string): string {
  const match = typeof hour === 'string' ? /^(\d{1,2}):(\d{2})$/.exec(hour) : null;
  const hours = typeof hour === 'number' ? hour : Number(match?.[1]);
  const minutes = match ? Number(match[2]) : 0;
  if (!Number.isInteger(hours) || hours < 0 || hours > 23 || minutes > 59) return String(hour);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const clock = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0
    ? `${clock} ${suffix}`
    : `${clock}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
