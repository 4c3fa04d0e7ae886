// Bar and stacked bar charts: categories (days, months, hours) × one or more series.
import type { ChartOption } from './chartOption.ts';
import type { ChartTable } from './chartTable.ts';
import { seriesColour, type ChartTheme } from './chartTheme.ts';
import { formatValue, type ValueFormat } from './formats.ts';
import {
  baseOption,
  categoryAxis,
  grid,
  legend,
  maxOf,
  tooltip,
  valueAxis,
} from './optionParts.ts';
import { valuesSummary } from './summary.ts';

/** Specification section 9: the utilization chart's y-axis reaches 130 % of its maximum. */
export const UTILIZATION_HEADROOM = 1.3;
/** Specification section 9: the hourly chart's y-axis reaches 125 % of its maximum. */
export const HOURLY_HEADROOM = 1.25;

export type BarSeries = {
  name: string;
  /** One per category; null where there is no data. */
  values: readonly (number | null)[];
  colour?: string;
  /** A colour per bar (e.g. space categories); falls back to the series colour. */
  colours?: readonly (string | undefined)[];
};
export type BarData = { categories: readonly string[]; series: readonly BarSeries[] };
export type BarSettings = {
  format: ValueFormat;
  stacked: boolean;
  /** The y-axis maximum as a multiple of the highest bar (room for the value labels). */
  headroom?: number;
  /** The table's first column header, e.g. 'Day' or 'Month'. */
  categoryLabel: string;
};

/** Empty when every value is zero or missing (specification section 5). */
export function isBarEmpty(data: BarData): boolean {
  return data.series.every((s) => s.values.every((v) => v === null || v === 0));
}

/** The highest bar: a category's sum when stacked, else the highest single value. */
export function barMax(data: BarData, stacked: boolean): number {
  if (!stacked) return maxOf(data.series.flatMap((s) => s.values));
  return maxOf(
    data.categories.map((_, i) =>
      data.series.reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0),
    ),
  );
}

// Value labels above the bars while they fit: a year of months, or a week of two series.
const LABELLED_BARS = 14;

export function barOption(data: BarData, theme: ChartTheme, settings: BarSettings): ChartOption {
  const { format, stacked, headroom } = settings;
  const multiple = data.series.length > 1;
  const labelled = !stacked && data.categories.length * data.series.length <= LABELLED_BARS;
  return {
    ...baseOption(theme),
    grid: grid(multiple),
    legend: legend(theme, multiple),
    tooltip: tooltip(theme, format, 'axis'),
    xAxis: categoryAxis(theme, data.categories),
    yAxis: valueAxis(
      theme,
      format,
      headroom === undefined ? undefined : barMax(data, stacked) * headroom,
    ),
    series: data.series.map((s, index) => {
      const colour = s.colour ?? seriesColour(theme, index);
      return {
        type: 'bar' as const,
        name: s.name,
        ...(stacked ? { stack: 'total' } : {}),
        barMaxWidth: 48,
        // Stacked segments are parted by a hairline of the card's colour.
        itemStyle: stacked
          ? { color: colour, borderColor: theme.background, borderWidth: 1 }
          : { color: colour, borderRadius: [3, 3, 0, 0] },
        labelLayout: { hideOverlap: true },
        label: {
          show: labelled,
          position: 'top' as const,
          color: theme.textSecondary,
          formatter: ({ value }: { value: unknown }) =>
            typeof value === 'number' ? formatValue(value, format) : '',
        },
        data: s.values.map((value, i) => {
          const own = s.colours?.[i];
          return own === undefined ? value : { value, itemStyle: { color: own } };
        }),
      };
    }),
  };
}

/** Per series: each category's value and the peak, or the span and extremes for many. */
export function barSummary(data: BarData, settings: BarSettings): string {
  return data.series
    .map((s) => {
      const items = data.categories.map((label, i) => ({ label, value: s.values[i] ?? null }));
      const text = valuesSummary(items, settings.format);
      return data.series.length > 1 ? `${s.name}: ${text}` : text;
    })
    .join('. ');
}

export function barRows(data: BarData, settings: BarSettings): ChartTable {
  return {
    columns: [
      { header: settings.categoryLabel },
      ...data.series.map((s) => ({ header: s.name, format: settings.format })),
    ],
    rows: data.categories.map((label, i) => [
      label,
      ...data.series.map((s) => s.values[i] ?? null),
    ]),
  };
}
