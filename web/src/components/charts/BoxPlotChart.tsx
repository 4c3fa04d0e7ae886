import { useMemo } from 'react';
import {
  boxPlotOption,
  boxPlotRows,
  boxPlotSummary,
  isBoxPlotEmpty,
  type BoxPlotData,
} from './boxPlotChart.ts';
import { ChartCard, type ChartFrameProps } from './ChartCard.tsx';
import { workweek, type ValueFormat } from './formats.ts';
import { useChartTheme } from './useChartTheme.ts';

export type BoxPlotChartProps = ChartFrameProps & {
  /** The statistic's `occupancyByDayOfWeek`; undefined while loading. */
  data: BoxPlotData | undefined;
  format?: ValueFormat;
  /** Days of the week shown (0 = Sunday); Monday to Friday by default. */
  days?: readonly number[];
};

/** Daily peaks per weekday: quartile boxes, whiskers at 1.5 × IQR, and the average. */
export function BoxPlotChart({
  data,
  format = 'count',
  days = workweek,
  ...frame
}: BoxPlotChartProps) {
  const theme = useChartTheme();
  const empty = data !== undefined && isBoxPlotEmpty(data, days);
  const chart = useMemo(() => {
    if (data === undefined || isBoxPlotEmpty(data, days)) return null;
    return {
      option: boxPlotOption(data, theme, { format, days }),
      summary: boxPlotSummary(data, format, days),
      table: boxPlotRows(data, format, days),
    };
  }, [data, theme, format, days]);
  return <ChartCard {...frame} chart={chart} empty={empty} />;
}
