// Number and date text for charts. Percentages and money come from the contract's formatters;
// what the contract lacks (counts, floored and axis percentages, short dates) is here.
import { abbreviateMoney, formatPercent, MISSING } from '@atrium/contract';

/**
 * How a chart's values read: people (as they are, or floored, as the average occupancy by day
 * of week), a utilization fraction (one decimal, or floored as the average utilization), money.
 */
export type ValueFormat = 'count' | 'flooredCount' | 'percent' | 'flooredPercent' | 'money';

const countFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** People and other counts: grouped, at most one decimal (an average of 41.6 stays 41.6). */
export function formatCount(value: number | null): string {
  return value === null || !Number.isFinite(value) ? MISSING : countFormat.format(value);
}

/**
 * Average utilization, floored to a whole percent (0.579 → '57%'): the specification floors it
 * so that a figure is never shown above what was reached. The epsilon keeps 0.29 at 29 %
 * (0.29 × 100 is 28.999999999999996 in floating point).
 */
export function formatFlooredPercent(fraction: number | null): string {
  if (fraction === null || !Number.isFinite(fraction)) return MISSING;
  return `${Math.floor(fraction * 100 + 1e-9)}%`;
}

/** A value in the chart's format: tooltips, labels, the table view and summaries. */
export function formatValue(value: number | null, format: ValueFormat): string {
  if (value === null || !Number.isFinite(value)) return MISSING;
  switch (format) {
    case 'count':
      return formatCount(value);
    case 'flooredCount':
      return formatCount(Math.floor(value + 1e-9));
    case 'percent':
      return formatPercent(value);
    case 'flooredPercent':
      return formatFlooredPercent(value);
    case 'money':
      return abbreviateMoney(value);
  }
}

/** An axis tick: percentages in whole numbers (ticks are round; '20.0%' would only add noise). */
export function formatTick(value: number, format: ValueFormat): string {
  switch (format) {
    case 'percent':
    case 'flooredPercent':
      return `${Math.round(value * 100)}%`;
    case 'count':
    case 'flooredCount':
      return formatCount(value);
    case 'money':
      return abbreviateMoney(value);
  }
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A local date 'YYYY-MM-DD' as '4 Mar 2026', read from its digits (no time zone involved). */
export function formatDay(date: string): string {
  const month = months[Number(date.slice(5, 7)) - 1];
  if (month === undefined) return date;
  return `${Number(date.slice(8, 10))} ${month} ${date.slice(0, 4)}`;
}

/** Day-of-week names, index 0 = Sunday as in the contract's statistics. */
export const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Monday to Friday: the days charted unless a chart says otherwise. */
export const workweek = [1, 2, 3, 4, 5] as const;

/** The range an answer covers, as a chart's subtitle: '1 Dec 2025 – 30 Nov 2026'; undefined without one. */
export function formatRange(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
): string | undefined {
  if (!startDate || !endDate) return undefined;
  return `${formatDay(startDate)} – ${formatDay(endDate)}`;
}

/** A calendar month as a chart's category: 'Mar 2026'. */
export function formatMonth(year: number, month: number): string {
  return `${months[month - 1] ?? String(month)} ${year}`;
}
