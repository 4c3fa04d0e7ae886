import { useMemo } from 'react';
import { ChartCard, type ChartFrameProps } from './ChartCard.tsx';
import type { ValueFormat } from './formats.ts';
import { isLineEmpty, lineOption, lineRows, lineSummary, type LineData } from './lineChart.ts';
import { useChartTheme } from './useChartTheme.ts';

/** Specification section 9: chronological occupancy is 400 px high. */
export const CHRONOLOGICAL_HEIGHT = 400;

export type LineChartProps = ChartFrameProps & {
  /** Undefined while loading. */
  data: LineData | undefined;
  format?: ValueFormat;
};

/** Values over days (chronological occupancy), a line per series, with the capacity. */
export function LineChart({
  data,
  format = 'count',
  height = CHRONOLOGICAL_HEIGHT,
  ...frame
}: LineChartProps) {
  const theme = useChartTheme();
  const empty = data !== undefined && isLineEmpty(data);
  const chart = useMemo(() => {
    if (data === undefined || isLineEmpty(data)) return null;
    return {
      option: lineOption(data, theme, format),
      summary: lineSummary(data, format),
      table: lineRows(data, format),
    };
  }, [data, theme, format]);
  return <ChartCard {...frame} height={height} chart={chart} empty={empty} />;
}
