// Short text summaries: a chart's accessible name after its title, read by screen readers.
import { formatValue, type ValueFormat } from './formats.ts';

export type LabelledValue = { label: string; value: number | null };

/** The highest and lowest known values, first occurrence wins; null when none is known. */
export function extremes(
  items: readonly LabelledValue[],
): { high: LabelledValue & { value: number }; low: LabelledValue & { value: number } } | null {
  let high: (LabelledValue & { value: number }) | null = null;
  let low: (LabelledValue & { value: number }) | null = null;
  for (const item of items) {
    const value = item.value;
    if (value === null || !Number.isFinite(value)) continue;
    if (high === null || value > high.value) high = { label: item.label, value };
    if (low === null || value < low.value) low = { label: item.label, value };
  }
  return high && low ? { high, low } : null;
}

// Up to a week of values is read out one by one; longer series as their span and extremes.
const LIST_LIMIT = 7;

/**
 * 'Mon 41, Tue 52, Wed 58; peak Wed 58' for a few values; for many,
 * 'Dec 2025 to Nov 2026; highest Mar 2026 68.0%, lowest Aug 2026 31.0%'.
 */
export function valuesSummary(items: readonly LabelledValue[], format: ValueFormat): string {
  const range = extremes(items);
  if (range === null) return 'no data';
  const text = (item: LabelledValue) =>
    `${item.label} ${item.value === null ? 'no data' : formatValue(item.value, format)}`;
  if (items.length <= LIST_LIMIT) return `${items.map(text).join(', ')}; peak ${text(range.high)}`;
  const first = items[0]?.label ?? '';
  const last = items.at(-1)?.label ?? '';
  return `${first} to ${last}; highest ${text(range.high)}, lowest ${text(range.low)}`;
}
