import { useMemo } from 'react';
import { Box } from '@mui/material';
import type { ChartRenderer } from './chartOption.ts';
import { EChart } from './EChart.tsx';
import type { ValueFormat } from './formats.ts';
import { isSparklineEmpty, sparklineOption, sparklineSummary } from './sparkline.ts';
import { useChartTheme } from './useChartTheme.ts';

export type SparklineProps = {
  values: readonly (number | null)[];
  /** What the line shows, the start of its accessible name, e.g. 'Occupancy on 4 Mar 2026'. */
  label: string;
  /** Labels of the values (e.g. hours), named at the lowest and highest in the summary. */
  labels?: readonly string[];
  format?: ValueFormat;
  height?: number;
  width?: number | string;
  colour?: string;
  renderer?: ChartRenderer;
};

/** A tiny line without axes, for table rows and stat tiles. */
export function Sparkline({
  values,
  label,
  labels,
  format = 'count',
  height = 40,
  width = '100%',
  colour,
  renderer,
}: SparklineProps) {
  const theme = useChartTheme();
  const option = useMemo(() => sparklineOption(values, theme, colour), [values, theme, colour]);
  const summary = sparklineSummary(values, format, labels);
  if (isSparklineEmpty(values)) {
    // Nothing to draw: keep the row's height, and say so to screen readers.
    return <Box role="img" aria-label={`${label}: no data`} sx={{ width, height }} />;
  }
  return (
    <Box sx={{ width }}>
      <EChart option={option} height={height} label={`${label}: ${summary}`} renderer={renderer} />
    </Box>
  );
}
