import { useMemo } from 'react';
import { ChartCard, type ChartFrameProps } from './ChartCard.tsx';
import {
  demandCurveOption,
  demandCurveRows,
  demandCurveSummary,
  isDemandCurveEmpty,
  type DemandCurveData,
} from './demandCurveChart.ts';
import { useChartTheme } from './useChartTheme.ts';

export type DemandCurveChartProps = ChartFrameProps & {
  /** Undefined while loading. */
  data: DemandCurveData | undefined;
};

/** The share of days at or above each occupancy, against the capacity and a new capacity. */
export function DemandCurveChart({ data, ...frame }: DemandCurveChartProps) {
  const theme = useChartTheme();
  const empty = data !== undefined && isDemandCurveEmpty(data);
  const chart = useMemo(() => {
    if (data === undefined || isDemandCurveEmpty(data)) return null;
    return {
      option: demandCurveOption(data, theme),
      summary: demandCurveSummary(data),
      table: demandCurveRows(data),
    };
  }, [data, theme]);
  return <ChartCard {...frame} chart={chart} empty={empty} />;
}
