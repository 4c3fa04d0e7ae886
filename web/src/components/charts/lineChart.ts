// Chronological occupancy: a value per day for one or more series (e.g. per data source).
import type { ChartOption } from './chartOption.ts';
import type { ChartTable } from './chartTable.ts';
import { seriesColour, type ChartTheme } from './chartTheme.ts';
import { formatDay, formatValue, type ValueFormat } from './formats.ts';
import {
  baseOption,
  grid,
  legend,
  maxOf,
  referenceLine,
  tooltip,
  valueAxis,
} from './optionParts.ts';
import { extremes } from './summary.ts';

export type LineSeries = {
  name: string;
  /** One per date; null where there is no data (drawn as a gap). */
  values: readonly (number | null)[];
  colour?: string;
  /** Drawn as dots without a line: days to mark (e.g. backfilled ones), null elsewhere. */
  points?: boolean;
};
export type LineData = {
  /** Local dates 'YYYY-MM-DD', ascending. */
  dates: readonly string[];
  series: readonly LineSeries[];
  /** Drawn as a reference line when known. */
  capacity?: number | null;
};

/** The local date of a time-axis value (ECharts reads 'YYYY-MM-DD' as local midnight). */
function localDate(time: number): string {
  const day = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export function isLineEmpty(data: LineData): boolean {
  return data.series.every((s) => s.values.every((v) => v === null || v === 0));
}

export function lineOption(data: LineData, theme: ChartTheme, format: ValueFormat): ChartOption {
  const multiple = data.series.length > 1;
  const capacity = data.capacity ?? null;
  const highest = maxOf(data.series.flatMap((s) => s.values));
  // A capacity above every value would sit outside the axis: make room for it.
  const max = capacity !== null && capacity > highest ? Math.ceil(capacity * 1.1) : undefined;
  return {
    ...baseOption(theme),
    grid: grid(multiple),
    legend: legend(theme, multiple),
    tooltip: { ...tooltip(theme, format, 'axis'), axisPointer: { type: 'line' } },
    xAxis: {
      type: 'time',
      axisLine: { lineStyle: { color: theme.axisLine } },
      axisLabel: { color: theme.textSecondary, hideOverlap: true },
      splitLine: { show: false },
      // The tooltip's heading: '5 May 2026' rather than ECharts' '2026-05-05'.
      axisPointer: {
        label: {
          formatter: ({ value }) => (typeof value === 'number' ? formatDay(localDate(value)) : ''),
        },
      },
    },
    yAxis: valueAxis(theme, format, max),
    series: data.series.map((s, index) => ({
      type: 'line' as const,
      name: s.name,
      connectNulls: false,
      ...(s.points
        ? { showSymbol: true, symbol: 'circle', symbolSize: 7, lineStyle: { width: 0 } }
        : { showSymbol: false, lineStyle: { width: 1.5 } }),
      itemStyle: { color: s.colour ?? seriesColour(theme, index) },
      data: data.dates.map((date, i) => [date, s.values[i] ?? null]),
      ...(index === 0 && capacity !== null
        ? { markLine: referenceLine(theme, [{ name: 'Capacity', value: capacity }]) }
        : {}),
    })),
  };
}

/** Per series: the peak with its date and the average of the days with data. */
export function lineSummary(data: LineData, format: ValueFormat): string {
  const first = data.dates[0];
  const last = data.dates.at(-1);
  const parts: string[] = [];
  if (first !== undefined && last !== undefined) {
    parts.push(`${formatDay(first)} to ${formatDay(last)}`);
  }
  for (const s of data.series) {
    const items = data.dates.map((date, i) => ({
      label: formatDay(date),
      value: s.values[i] ?? null,
    }));
    const range = extremes(items);
    const known = items.flatMap((item) => (item.value === null ? [] : [item.value]));
    const prefix = data.series.length > 1 ? `${s.name}: ` : '';
    if (range === null || known.length === 0) {
      parts.push(`${prefix}no data`);
      continue;
    }
    const average = known.reduce((sum, v) => sum + v, 0) / known.length;
    parts.push(
      `${prefix}peak ${formatValue(range.high.value, format)} on ${range.high.label}, ` +
        `average ${formatValue(average, format)}`,
    );
  }
  if (data.capacity != null) parts.push(`capacity ${formatValue(data.capacity, 'count')}`);
  return parts.join('; ');
}

export function lineRows(data: LineData, format: ValueFormat): ChartTable {
  return {
    columns: [
      { header: 'Date', date: true },
      ...data.series.map((s) => ({ header: s.name, format })),
    ],
    rows: data.dates.map((date, i) => [date, ...data.series.map((s) => s.values[i] ?? null)]),
  };
}
