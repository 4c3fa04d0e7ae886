import { useMemo } from 'react';
import { ChartCard, type ChartFrameProps } from './ChartCard.tsx';
import {
  donutOption,
  donutRows,
  donutSummary,
  isDonutEmpty,
  type DonutData,
} from './donutChart.ts';
import type { ValueFormat } from './formats.ts';
import { useChartTheme } from './useChartTheme.ts';

export type DonutChartProps = ChartFrameProps & {
  /** Undefined while loading. */
  data: DonutData | undefined;
  /** Money by default (cost insights). */
  format?: ValueFormat;
  /** Text in the hole, e.g. the total. */
  centreLabel?: string;
  /** The table's first column header. */
  sliceLabel?: string;
};

/** Shares of a whole (cost insights); zero slices left out, small ones labelled outside. */
export function DonutChart({
  data,
  format = 'money',
  centreLabel,
  sliceLabel = 'Slice',
  ...frame
}: DonutChartProps) {
  const theme = useChartTheme();
  const empty = data !== undefined && isDonutEmpty(data);
  const chart = useMemo(() => {
    if (data === undefined || isDonutEmpty(data)) return null;
    return {
      option: donutOption(data, theme, { format, centreLabel }),
      summary: donutSummary(data, theme, format),
      table: donutRows(data, format, sliceLabel),
    };
  }, [data, theme, format, centreLabel, sliceLabel]);
  return <ChartCard {...frame} chart={chart} empty={empty} />;
}
