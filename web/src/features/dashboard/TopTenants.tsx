import { Card } from '@mui/material';
import { formatPercent, statisticsCalls, topTenantsByChange } from '@atrium/contract';
import { useStatistic } from '../../api/statistics.ts';
import { formatCount } from '../../components/charts/formats.ts';
import { CaptionedCell } from '../../components/CaptionedCell.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { ChangeChip } from '../../components/StatTile.tsx';
import { DashboardSection } from './DashboardSection.tsx';

/**
 * The 4 tenants whose average occupancy moved most from one month to the next (specification
 * section 9), with their industry, capacity and average.
 */
export function TopTenants({
  buildingIds,
  loading,
}: {
  buildingIds: readonly number[];
  loading: boolean;
}) {
  const tenants = useStatistic(
    statisticsCalls.tenantsAverageOccupancy,
    buildingIds.length > 0 ? { buildingId: [...buildingIds] } : null,
  );
  const rows = tenants.data ? topTenantsByChange(tenants.data.items) : [];
  return (
    <DashboardSection
      title="Tenants on the Move"
      link={{ label: 'Organizations', to: '/organizations' }}
    >
      <Card variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <DataTable
          label="Top tenants by month-over-month change"
          dense
          rows={rows}
          loading={loading || (buildingIds.length > 0 && tenants.isPending)}
          emptyText="No tenant has two completed months of occupancy yet"
          getRowId={(row) => row.tenantId}
          columns={[
            {
              // The industry under the name, as the Tenants tab shows a lease's use: four columns
              // fit half the dashboard from 1200 px (where it pairs its cards) without scrolling.
              field: 'orgName',
              header: 'Tenant',
              render: (row) => <CaptionedCell caption={row.industry}>{row.orgName}</CaptionedCell>,
            },
            { field: 'capacity', header: 'Capacity', align: 'right' },
            {
              field: 'average',
              header: 'Average',
              align: 'right',
              render: (row) => formatCount(row.average),
            },
            {
              field: 'change',
              header: 'Change',
              align: 'right',
              render: (row) => (
                <ChangeChip change={row.change} label="month over month" goodWhen="up" />
              ),
              exportValue: (row) => formatPercent(row.change),
            },
          ]}
        />
      </Card>
    </DashboardSection>
  );
}
