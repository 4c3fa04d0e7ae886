import { Alert, Card, Link as MuiLink, Stack } from '@mui/material';
import { Link } from 'react-router';
import { statisticsCalls, type StatisticsResponse } from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { useStatistic, useStatistics } from '../../api/statistics.ts';
import { ChartGrid } from '../../components/AnalyticsGrid.tsx';
import { BarChart } from '../../components/charts/BarChart.tsx';
import { UTILIZATION_HEADROOM } from '../../components/charts/barChart.ts';
import { formatFlooredPercent } from '../../components/charts/formats.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { StatTile } from '../../components/StatTile.tsx';
import { rankFloors } from './dashboardFigures.ts';
import { DashboardGrid, DashboardSection } from './DashboardSection.tsx';

type FloorFigure = StatisticsResponse<typeof statisticsCalls.floorStatistics>['items'][number];
type RankedFloor = FloorFigure & { buildingId: number; site: string };

/** An operator's dashboard: its sites with their utilization, and its busiest and emptiest floors. */
export function OperatorDashboard({ organizationId }: { organizationId: number }) {
  const sites = useStatistic(statisticsCalls.operatorStatistics, { organizationId });
  const items = sites.data?.items ?? [];
  const floors = useStatistics(
    statisticsCalls.floorStatistics,
    items.map((site) => ({ buildingId: site.buildingId })),
  );
  if (sites.isError) return <Alert severity="error">{errorText(sites.error)}</Alert>;
  const all: RankedFloor[] = (floors.data ?? []).flatMap((answer, index) =>
    answer.items.map((floor) => ({
      ...floor,
      buildingId: answer.buildingId,
      site: items[index]?.name ?? '',
    })),
  );
  const ranked = rankFloors(all);
  // Sites without occupancy data have no bar: named under the chart instead.
  const measured = items.filter((site) => site.avgUtilization !== null);
  const unmeasured = items.length - measured.length;
  const seats = items.reduce((sum, site) => sum + site.capacity, 0);
  return (
    <Stack spacing={6}>
      <DashboardSection title="Sites" link={{ label: 'Sites', to: '/locations' }}>
        <Stack spacing={4}>
          <DashboardGrid columns={3}>
            <StatTile label="Sites" value={sites.data?.items.length} loading={sites.isPending} />
            <StatTile
              label="Floors"
              value={items.reduce((sum, site) => sum + site.floorCount, 0)}
              loading={sites.isPending}
            />
            <StatTile label="Est. Capacity" value={seats} unit="seats" loading={sites.isPending} />
          </DashboardGrid>
          <BarChart
            title="Utilization per site"
            subtitle={`Average and peak, the last year of each site's data${unmeasured ? ` · ${unmeasured} without occupancy data` : ''}`}
            headingLevel="h3"
            format="percent"
            headroom={UTILIZATION_HEADROOM}
            categoryLabel="Site"
            data={
              sites.data && {
                categories: measured.map((site) => site.name),
                series: [
                  { name: 'Avg Utilization', values: measured.map((site) => site.avgUtilization) },
                  {
                    name: 'Peak Utilization',
                    values: measured.map((site) => site.peakUtilization),
                  },
                ],
              }
            }
          />
        </Stack>
      </DashboardSection>
      <ChartGrid>
        <FloorTable title="Busiest Floors" floors={ranked.busiest} loading={floors.isPending} />
        <FloorTable title="Emptiest Floors" floors={ranked.emptiest} loading={floors.isPending} />
      </ChartGrid>
      {floors.error !== null && <Alert severity="error">{errorText(floors.error)}</Alert>}
    </Stack>
  );
}

function FloorTable({
  title,
  floors,
  loading,
}: {
  title: string;
  floors: readonly RankedFloor[];
  loading: boolean;
}) {
  return (
    <DashboardSection title={title} link={{ label: 'Sites', to: '/locations' }}>
      <Card variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <DataTable
          label={title}
          rows={floors}
          loading={loading}
          emptyText="No floor has occupancy data yet"
          getRowId={(floor) => floor.floorId}
          columns={[
            {
              field: 'name',
              header: 'Floor',
              render: (floor) => (
                <MuiLink component={Link} to={`/sites/${floor.buildingId}/details`}>
                  {floor.name}
                </MuiLink>
              ),
            },
            { field: 'site', header: 'Site' },
            {
              field: 'averageUtilization',
              header: 'Avg Utilization',
              align: 'right',
              render: (floor) => formatFlooredPercent(floor.averageUtilization),
            },
          ]}
        />
      </Card>
    </DashboardSection>
  );
}
