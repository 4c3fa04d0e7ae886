import { Alert, Stack } from '@mui/material';
import {
  areaUnit,
  formatPercent,
  pooledUtilization,
  statisticsCalls,
  weightedAverageLeaseTerm,
  type Units,
} from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { useStatistic } from '../../api/statistics.ts';
import { ChartGrid } from '../../components/AnalyticsGrid.tsx';
import { BarChart } from '../../components/charts/BarChart.tsx';
import { formatCount, formatFlooredPercent } from '../../components/charts/formats.ts';
import { StatTile } from '../../components/StatTile.tsx';
import { formatAreaNumber } from '../../components/floor-plan/areaFormat.ts';
import { areaText, coverageBars } from './dashboardFigures.ts';
import { DashboardGrid, DashboardSection } from './DashboardSection.tsx';
import { FinancialCoverage } from './FinancialCoverage.tsx';
import { TopTenants } from './TopTenants.tsx';

/**
 * An owner's dashboard: portfolio tiles, lease expirations by year, the tenants whose use moved
 * most, and the financial and data coverage of its buildings.
 */
export function OwnerDashboard() {
  const portfolio = useStatistic(statisticsCalls.organizationStatistics, {});
  const leased = useStatistic(statisticsCalls.leasedArea, {});
  const expiration = useStatistic(statisticsCalls.expiration, {});
  const byYear = useStatistic(statisticsCalls.expirationByYear, {});
  if (portfolio.isError) return <Alert severity="error">{errorText(portfolio.error)}</Alert>;
  const stats = portfolio.data;
  // Square feet and metres are never added: the larger system is the tile's value, the other
  // its caption.
  const [mainTotal, otherTotal] = [...(leased.data?.totals ?? [])].sort(
    (a, b) => (b.rentableSF ?? 0) - (a.rentableSF ?? 0),
  );
  const [mainArea, otherArea] = Object.entries(stats?.rentableSF ?? {}).sort(
    ([, a], [, b]) => b - a,
  ) as [Units, number][];
  // Average utilization where sensored: the buildings with occupancy figures only.
  const sensored = stats
    ? pooledUtilization(
        stats.buildings.map((b) => ({ occupancy: b.averageOccupancy, capacity: b.capacity })),
      )
    : null;
  const sensoredCount = stats?.buildings.filter((b) => b.averageOccupancy !== null).length ?? 0;
  const expiring = expiration.data?.summary.horizons.find((h) => h.months === 12);
  const walt = expiration.data ? weightedAverageLeaseTerm(expiration.data.items) : undefined;
  const buildingIds = stats?.buildings.map((b) => b.buildingId) ?? [];
  return (
    <Stack spacing={6}>
      <DashboardSection title="Portfolio" link={{ label: 'Buildings', to: '/buildings' }}>
        <DashboardGrid columns={3}>
          <StatTile
            label="Buildings"
            value={stats?.buildingCount}
            caption={stats && `${stats.leaseCount} active leases`}
            loading={!stats}
          />
          <StatTile
            label="Rentable Area"
            value={mainArea && formatAreaNumber(mainArea[1])}
            unit={mainArea && areaUnit(mainArea[0])}
            caption={otherArea && `and ${formatAreaNumber(otherArea[1])} ${areaUnit(otherArea[0])}`}
            loading={!stats}
          />
          <StatTile
            label="Leased"
            value={mainTotal ? formatPercent(mainTotal.leasedShare) : null}
            caption={
              mainTotal &&
              `of ${formatCount(mainTotal.buildings)} buildings in ${areaUnit(mainTotal.units)}${
                otherTotal
                  ? `; ${formatPercent(otherTotal.leasedShare)} of ${formatCount(otherTotal.buildings)} in ${areaUnit(otherTotal.units)}`
                  : ''
              }`
            }
            loading={leased.isPending}
          />
          <StatTile
            label="WALT"
            value={walt === undefined || walt === null ? null : formatCount(walt)}
            unit="years"
            caption="Weighted by area, running leases"
            loading={expiration.isPending}
          />
          <StatTile
            label="Expiring in 12 Months"
            value={expiring?.leases}
            unit="leases"
            caption={expiring && (areaText(expiring.rentableSF) ?? undefined)}
            loading={expiration.isPending}
          />
          <StatTile
            label="Avg Utilization"
            value={stats && formatFlooredPercent(sensored)}
            caption={`In the ${formatCount(sensoredCount)} sensored buildings, workdays of the last year`}
            loading={!stats}
          />
        </DashboardGrid>
      </DashboardSection>
      <ChartGrid>
        <DashboardSection title="Lease Expiration" link={{ label: 'Buildings', to: '/buildings' }}>
          <BarChart
            title="Leases expiring by year"
            headingLevel="h3"
            error={byYear.error}
            categoryLabel="Year"
            data={
              byYear.data && {
                categories: byYear.data.items.map((item) => String(item.year)),
                series: [{ name: 'Leases', values: byYear.data.items.map((item) => item.leases) }],
              }
            }
          />
        </DashboardSection>
        <TopTenants buildingIds={buildingIds} loading={!stats} />
      </ChartGrid>
      <ChartGrid>
        <FinancialCoverage />
        <DashboardSection title="Data Coverage" link={{ label: 'Buildings', to: '/buildings' }}>
          <BarChart
            title="Buildings by coverage"
            headingLevel="h3"
            stacked
            categoryLabel="Data"
            data={stats && coverageBars(stats.dataCoverages)}
          />
        </DashboardSection>
      </ChartGrid>
    </Stack>
  );
}
