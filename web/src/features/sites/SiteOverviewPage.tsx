import { Alert, Box, Stack } from '@mui/material';
import { statisticsCalls } from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { useStatistic } from '../../api/statistics.ts';
import { BarChart } from '../../components/charts/BarChart.tsx';
import { BoxPlotChart } from '../../components/charts/BoxPlotChart.tsx';
import { LineChart } from '../../components/charts/LineChart.tsx';
import { siteBody, useSiteContext } from './siteContext.ts';
import {
  averageByDayOfWeek,
  chronologicalOccupancy,
  demandByDayOfWeek,
  hasNoData,
  rangeText,
} from './siteFigures.ts';
import { SiteTiles } from './SiteTiles.tsx';

/**
 * The site overview (specification section 2): the summary tiles, Chronological Occupancy,
 * Occupancy & Utilization (average occupancy by day of week) and Day of Week Demand.
 */
export function SiteOverviewPage() {
  const context = useSiteContext();
  const stats = useStatistic(statisticsCalls.siteStatistics, siteBody(context));
  if (stats.isError) return <Alert severity="error">{errorText(stats.error)}</Alert>;
  const data = stats.data;
  const subtitle = rangeText(data);
  return (
    <Stack spacing={5}>
      <SiteTiles stats={data} units={context.building.units} />
      {data && hasNoData(data) && (
        <Alert severity="info">
          No occupancy data for this site yet: its floors&apos; spaces have no readings.
        </Alert>
      )}
      <LineChart
        title="Chronological Occupancy"
        subtitle={subtitle}
        data={data && chronologicalOccupancy(data)}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 5,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <BarChart
          title="Occupancy & Utilization"
          subtitle={subtitle ? `Average Occupancy by Day of Week · ${subtitle}` : undefined}
          data={data && averageByDayOfWeek(data)}
          format="flooredCount"
          categoryLabel="Day"
        />
        <BoxPlotChart
          title="Day of Week Demand"
          subtitle={subtitle ? `Daily peaks, Mon–Fri · ${subtitle}` : undefined}
          data={data && demandByDayOfWeek(data)}
        />
      </Box>
    </Stack>
  );
}
