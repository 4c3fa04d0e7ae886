import { useMemo } from 'react';
import { ChartCard, type ChartFrameProps } from './ChartCard.tsx';
import type { ValueFormat } from './formats.ts';
import {
  heatmapOption,
  heatmapRows,
  heatmapSummary,
  isHeatmapEmpty,
  type HeatmapData,
} from './heatmapChart.ts';
import { useChartTheme } from './useChartTheme.ts';

export type HeatmapChartProps = ChartFrameProps & {
  /** Undefined while loading. */
  data: HeatmapData | undefined;
  format?: ValueFormat;
  /** Rows, top to bottom (0 = Sunday); Monday to Friday by default. */
  days?: readonly number[];
  /** Columns; every hour by default (e.g. 7–19 for working hours). */
  hours?: readonly number[];
};

/** A value per hour of each weekday, from light (few) to dark (many). */
export function HeatmapChart({ data, format = 'count', days, hours, ...frame }: HeatmapChartProps) {
  const theme = useChartTheme();
  const settings = useMemo(() => ({ format, days, hours }), [format, days, hours]);
  const empty = data !== undefined && isHeatmapEmpty(data, settings);
  const chart = useMemo(() => {
    if (data === undefined || isHeatmapEmpty(data, settings)) return null;
    return {
      option: heatmapOption(data, theme, settings),
      summary: heatmapSummary(data, settings),
      table: heatmapRows(data, settings),
    };
  }, [data, theme, settings]);
  return <ChartCard {...frame} chart={chart} empty={empty} />;
}
