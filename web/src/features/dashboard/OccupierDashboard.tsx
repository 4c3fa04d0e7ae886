import { Alert, Card, Link as MuiLink, Stack } from '@mui/material';
import { Link } from 'react-router';
import { efficiencyTierLabels, formatPercent, statisticsCalls } from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { useStatistic } from '../../api/statistics.ts';
import { ChartGrid } from '../../components/AnalyticsGrid.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { DonutChart } from '../../components/charts/DonutChart.tsx';
import { formatDay, formatFlooredPercent } from '../../components/charts/formats.ts';
import { tierSlices } from './dashboardFigures.ts';
import { DashboardSection } from './DashboardSection.tsx';
import { ReturnToOffice } from './ReturnToOffice.tsx';
import { UnusedSpaceCost } from './UnusedSpaceCost.tsx';

/**
 * An occupier's dashboard: its leases and their utilization, the cost of their unused space,
 * their efficiency tiers and the return-to-office trend of its RTO period.
 */
export function OccupierDashboard() {
  const leases = useStatistic(statisticsCalls.organizationTenantStatistics, {});
  if (leases.isError) return <Alert severity="error">{errorText(leases.error)}</Alert>;
  const items = leases.data?.items ?? [];
  return (
    <Stack spacing={6}>
      <UnusedSpaceCost leases={leases.data?.items} />
      <DashboardSection title="Leases" link={{ label: 'Buildings', to: '/buildings' }}>
        <Card variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <DataTable
            label="Leases and their utilization"
            // Its seven columns beside the side menu, at 1024 px and on a tablet.
            dense
            rows={items}
            loading={leases.isPending}
            emptyText="No active lease"
            getRowId={(lease) => lease.tenantId}
            columns={[
              {
                field: 'buildingName',
                header: 'Building',
                render: (lease) => (
                  <MuiLink
                    component={Link}
                    to={`/buildings/${lease.buildingId}/tenants/${lease.tenantId}`}
                  >
                    {lease.buildingName}
                  </MuiLink>
                ),
              },
              { field: 'usageType', header: 'Usage' },
              {
                field: 'endDate',
                header: 'Ends',
                nowrap: true,
                render: (lease) => (lease.endDate ? formatDay(lease.endDate) : 'Open-ended'),
              },
              { field: 'capacity', header: 'Capacity', align: 'right' },
              {
                field: 'averageUtilization',
                header: 'Avg Utilization',
                align: 'right',
                render: (lease) => formatFlooredPercent(lease.averageUtilization),
              },
              {
                field: 'peakUtilization',
                header: 'Peak Utilization',
                align: 'right',
                render: (lease) => formatPercent(lease.peakUtilization),
              },
              {
                field: 'efficiencyTier',
                header: 'Efficiency',
                render: (lease) =>
                  lease.efficiencyTier ? efficiencyTierLabels[lease.efficiencyTier] : '–',
              },
            ]}
          />
        </Card>
      </DashboardSection>
      <ChartGrid>
        <DashboardSection title="Efficiency Tiers" link={{ label: 'Buildings', to: '/buildings' }}>
          <DonutChart
            title="Leases by efficiency tier"
            headingLevel="h3"
            format="count"
            sliceLabel="Tier"
            data={leases.data && tierSlices(items)}
            centreLabel={
              leases.data
                ? `${items.filter((lease) => lease.efficiencyTier !== null).length} rated`
                : undefined
            }
          />
        </DashboardSection>
        <ReturnToOffice />
      </ChartGrid>
    </Stack>
  );
}
