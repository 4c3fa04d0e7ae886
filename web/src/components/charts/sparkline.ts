// Sparkline: a tiny line without axes, for table rows and stat tiles.
import type { ChartOption } from './chartOption.ts';
import type { ChartTheme } from './chartTheme.ts';
import { formatValue, type ValueFormat } from './formats.ts';
import { extremes } from './summary.ts';

/** Empty only without any value: a line of zeros (a space nobody used) is worth drawing. */
export function isSparklineEmpty(values: readonly (number | null)[]): boolean {
  return values.every((v) => v === null);
}

export function sparklineOption(
  values: readonly (number | null)[],
  theme: ChartTheme,
  colour?: string,
): ChartOption {
  const stroke = colour ?? theme.series[0] ?? '#00AAEF';
  return {
    backgroundColor: 'transparent',
    animation: false,
    grid: { left: 1, right: 1, top: 2, bottom: 1 },
    xAxis: { type: 'category', show: false, boundaryGap: false, data: values.map((_, i) => i) },
    // From zero, so that a flat day is not blown up into a dramatic one.
    yAxis: { type: 'value', show: false, min: 0 },
    series: [
      {
        type: 'line',
        silent: true,
        showSymbol: false,
        lineStyle: { width: 1.5, color: stroke },
        areaStyle: { color: stroke, opacity: 0.15 },
        data: [...values],
      },
    ],
  };
}

/** 'from 12 to 18, lowest 10, highest 20' — the first and last known values and the extremes. */
export function sparklineSummary(
  values: readonly (number | null)[],
  format: ValueFormat,
  labels?: readonly string[],
): string {
  const items = values.map((value, i) => ({ label: labels?.[i] ?? '', value }));
  const range = extremes(items);
  const known = items.filter((item) => item.value !== null);
  const first = known[0];
  const last = known.at(-1);
  if (range === null || !first || !last) return 'no data';
  const at = (label: string) => (label === '' ? '' : ` at ${label}`);
  return (
    `from ${formatValue(first.value, format)} to ${formatValue(last.value, format)}, ` +
    `lowest ${formatValue(range.low.value, format)}${at(range.low.label)}, ` +
    `highest ${formatValue(range.high.value, format)}${at(range.high.label)}`
  );
}
