import { useMemo } from 'react';
import {
  barOption,
  barRows,
  barSummary,
  isBarEmpty,
  type BarData,
  type BarSettings,
} from './barChart.ts';
import { ChartCard, type ChartFrameProps } from './ChartCard.tsx';
import type { ValueFormat } from './formats.ts';
import { useChartTheme } from './useChartTheme.ts';

export type BarChartProps = ChartFrameProps & {
  /** Undefined while loading. */
  data: BarData | undefined;
  format?: ValueFormat;
  stacked?: boolean;
  /** The y-axis maximum as a multiple of the highest bar: UTILIZATION_HEADROOM, HOURLY_HEADROOM. */
  headroom?: number;
  /** The table's first column header. */
  categoryLabel?: string;
};

/** Bars per category (day of week, month, hour), side by side or stacked. */
export function BarChart({
  data,
  format = 'count',
  stacked = false,
  headroom,
  categoryLabel = 'Category',
  ...frame
}: BarChartProps) {
  const theme = useChartTheme();
  const empty = data !== undefined && isBarEmpty(data);
  const chart = useMemo(() => {
    if (data === undefined || isBarEmpty(data)) return null;
    const settings: BarSettings = { format, stacked, headroom, categoryLabel };
    return {
      option: barOption(data, theme, settings),
      summary: barSummary(data, settings),
      table: barRows(data, settings),
    };
  }, [data, theme, format, stacked, headroom, categoryLabel]);
  return <ChartCard {...frame} chart={chart} empty={empty} />;
}
