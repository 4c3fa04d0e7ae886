import { ChartGrid, WideCell } from '../../components/AnalyticsGrid.tsx';
import { BarChart } from '../../components/charts/BarChart.tsx';
import { UTILIZATION_HEADROOM } from '../../components/charts/barChart.ts';
import { BoxPlotChart } from '../../components/charts/BoxPlotChart.tsx';
import { formatFlooredPercent } from '../../components/charts/formats.ts';
import { LineChart } from '../../components/charts/LineChart.tsx';
import {
  dailyOccupancyLines,
  dayOfWeekBars,
  monthlyUtilizationBars,
  rangeSubtitle,
} from '../../components/charts/statisticsData.ts';
import { CostInsightsChart } from './CostInsightsChart.tsx';
import { DemandCurvesChart } from './DemandCurvesChart.tsx';
import type { TenantAnalysisData } from './useTenantAnalysis.ts';

/** Whether a query's shown answer is an older one while a new range loads. */
const stale = (query: { isFetching: boolean; isPlaceholderData: boolean }) =>
  query.isFetching && query.isPlaceholderData;

/**
 * The tenant analysis's charts: Utilization by month and Cost Insights for every tenant; for
 * office tenants once a date range exists, Demand Curves, Occupancy & Utilization,
 * Chronological Occupancy and Day of Week Demand (specification section 2).
 */
export function TenantCharts({
  data,
  print = false,
}: {
  data: TenantAnalysisData;
  print?: boolean;
}) {
  const { mode, figures, monthly, statistic, daily, sources, building, range, isOffice } = data;
  const subtitle = rangeSubtitle(range);
  const sourceName = (id: string) =>
    sources.data?.find((source) => String(source.id) === id)?.name ?? `Data source ${id}`;
  const subleaseCapacity = mode === 'subleases' ? (figures?.capacity ?? null) : undefined;
  return (
    <ChartGrid fixed={print}>
      <BarChart
        title="Utilization"
        subtitle={subtitle && `Completed months, ${subtitle}`}
        data={monthly.data && monthlyUtilizationBars(monthly.data.items, subleaseCapacity)}
        format="percent"
        headroom={UTILIZATION_HEADROOM}
        categoryLabel="Month"
        loading={stale(monthly)}
        error={monthly.error}
      />
      <CostInsightsChart data={data} frame={{ subtitle }} />
      {isOffice && range && (
        <>
          <WideCell>
            <LineChart
              title="Chronological Occupancy"
              subtitle={subtitle && `Daily peaks on working days, ${subtitle}`}
              data={
                daily.data &&
                dailyOccupancyLines(daily.data, sourceName, {
                  days: building?.workingHours.days,
                  capacity: figures?.capacity ?? null,
                })
              }
              loading={stale(daily)}
              error={daily.error}
            />
          </WideCell>
          <WideCell>
            <DemandCurvesChart data={data} frame={{ subtitle, loading: stale(data.flex) }} />
          </WideCell>
          <BarChart
            title="Occupancy & Utilization"
            subtitle={[
              subtitle,
              figures?.averageUtilization == null
                ? null
                : `average utilization ${formatFlooredPercent(figures.averageUtilization)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
            data={statistic.data && dayOfWeekBars(statistic.data.occupancyByDayOfWeek)}
            format="flooredCount"
            categoryLabel="Day"
            loading={stale(statistic)}
            error={statistic.error}
          />
          <BoxPlotChart
            title="Day of Week Demand"
            subtitle={subtitle && `Daily peaks by weekday, ${subtitle}`}
            data={statistic.data?.occupancyByDayOfWeek}
            loading={stale(statistic)}
            error={statistic.error}
          />
        </>
      )}
    </ChartGrid>
  );
}
