import { Stack } from '@mui/material';
import { organizationsResource, statisticsCalls } from '@atrium/contract';
import { useAll } from '../../api/resourceHooks.ts';
import { useStatistic } from '../../api/statistics.ts';
import { ChartGrid } from '../../components/AnalyticsGrid.tsx';
import { BarChart } from '../../components/charts/BarChart.tsx';
import { formatCount } from '../../components/charts/formats.ts';
import { StatTile } from '../../components/StatTile.tsx';
import { organizationsByType } from './dashboardFigures.ts';
import { DashboardGrid, DashboardSection } from './DashboardSection.tsx';
import { RecentImports } from './RecentImports.tsx';
import { StoppedSources } from './StoppedSources.tsx';

/**
 * The master admin's dashboard: the platform's organizations by type, its buildings, the recent
 * data imports and the data sources that stopped reporting.
 */
export function PlatformDashboard() {
  const organizations = useAll(organizationsResource, { orderBy: { name: 'asc' } });
  const buildings = useStatistic(statisticsCalls.buildingPortfolio, {});
  const customers = (organizations.data ?? []).filter((o) => o.type !== 'PLATFORM');
  const owners = customers.filter((o) => o.type === 'OWNER');
  return (
    <Stack spacing={6}>
      <ChartGrid>
        <DashboardSection
          title="Organizations"
          link={{ label: 'Organizations', to: '/organizations' }}
        >
          <BarChart
            title="Organizations by type"
            subtitle={organizations.data ? `${customers.length} organizations` : undefined}
            headingLevel="h3"
            height={200}
            categoryLabel="Type"
            error={organizations.error}
            data={organizations.data && organizationsByType(customers)}
          />
        </DashboardSection>
        <DashboardSection title="Buildings" link={{ label: 'Buildings', to: '/buildings' }}>
          <DashboardGrid columns={2}>
            <StatTile
              label="Buildings"
              value={buildings.data?.buildings}
              caption={buildings.data && `${buildings.data.activeBuildings} active`}
              loading={buildings.isPending}
            />
            <StatTile
              label="Floors"
              value={buildings.data?.floors}
              caption={buildings.data && `${formatCount(buildings.data.spaces)} spaces`}
              loading={buildings.isPending}
            />
            <StatTile
              label="Est. Capacity"
              value={buildings.data?.capacity ?? null}
              unit="seats"
              loading={buildings.isPending}
            />
            <StatTile
              label="Countries"
              value={buildings.data?.byCountry.filter((c) => c.country !== null).length}
              caption={buildings.data && `${buildings.data.networks} networks`}
              loading={buildings.isPending}
            />
          </DashboardGrid>
        </DashboardSection>
      </ChartGrid>
      <ChartGrid>
        <RecentImports />
        <StoppedSources owners={owners} loading={organizations.isPending} />
      </ChartGrid>
    </Stack>
  );
}
