import { Box, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  formatPercent,
  MISSING,
  statisticsCalls,
  topTenantsByChange,
  type IndustrySegments,
  type OrganizationTenants,
  type StatisticsResponse,
} from '@atrium/contract';
import { useStatistic } from '../../../api/statistics.ts';
import { formatAreaByUnits } from '../../../components/areaByUnits.ts';
import { DonutChart } from '../../../components/charts/DonutChart.tsx';
import {
  formatCount,
  formatFlooredPercent,
  formatRange,
} from '../../../components/charts/formats.ts';
import { CoverageIndicator } from '../../../components/CoverageIndicator.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { QueryError } from '../../../components/QueryError.tsx';
import { Section } from '../../../components/Section.tsx';
import { visuallyHidden } from '../../../components/visuallyHidden.ts';
import { notTheirFigures } from './organizationTabs.ts';

type Segment = IndustrySegments['items'][number];
type Tenant = OrganizationTenants['items'][number];
type TenantChange = StatisticsResponse<
  typeof statisticsCalls.tenantsAverageOccupancy
>['items'][number];

const NO_INDUSTRY = 'No industry';

/** `/statistics/segments`: the tenants by industry, as a donut and a table. */
export function SegmentsSection({
  organizationId,
  name,
}: {
  organizationId: number;
  name: string;
}) {
  const segments = useStatistic(statisticsCalls.organizationSegments, { organizationId });
  const items = segments.data?.items;
  return (
    <Section
      title="Tenants by industry"
      subtitle={formatRange(segments.data?.startDate, segments.data?.endDate)}
    >
      {segments.isError ? (
        <QueryError query={segments} notFound={notTheirFigures(name)} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
          }}
        >
          <DonutChart
            title="Leases"
            headingLevel="h3"
            format="count"
            sliceLabel="Industry"
            data={
              items && {
                slices: items.map((s) => ({ label: s.industry ?? NO_INDUSTRY, value: s.leases })),
              }
            }
            loading={segments.isPending}
          />
          <DataTable<Segment>
            label="Industries"
            rows={items ?? []}
            loading={segments.isPending}
            getRowId={(s) => s.industryId ?? 0}
            emptyText="No tenants."
            columns={[
              { field: 'industry', header: 'Industry', render: (s) => s.industry ?? NO_INDUSTRY },
              { field: 'tenants', header: 'Tenants', align: 'right' },
              { field: 'leases', header: 'Leases', align: 'right' },
              {
                field: 'rentableSF',
                header: 'Rentable area',
                align: 'right',
                render: (s) => formatAreaByUnits(s.rentableSF),
              },
              {
                field: 'averageUtilization',
                header: 'Average utilization',
                align: 'right',
                render: (s) => formatFlooredPercent(s.averageUtilization),
              },
            ]}
          />
        </Box>
      )}
    </Section>
  );
}

/** `/statistics/tenants`: the tenants in the organization's buildings. */
export function TenantsSection({ buildingIds }: { buildingIds: readonly number[] | null }) {
  const tenants = useStatistic(
    statisticsCalls.organizationTenants,
    buildingIds && buildingIds.length > 0 ? { buildingId: [...buildingIds] } : null,
  );
  const none = buildingIds !== null && buildingIds.length === 0;
  return (
    <Section title="Tenants" subtitle={formatRange(tenants.data?.startDate, tenants.data?.endDate)}>
      {tenants.isError ? (
        <QueryError query={tenants} notFound="The tenants are not available." />
      ) : (
        <DataTable<Tenant>
          label="Tenants"
          rows={tenants.data?.items ?? []}
          loading={!none && tenants.isPending}
          getRowId={(t) => t.organizationId}
          emptyText="No tenants in these buildings."
          columns={[
            { field: 'name', header: 'Tenant' },
            { field: 'industry', header: 'Industry', render: (t) => t.industry ?? MISSING },
            { field: 'leases', header: 'Leases', align: 'right' },
            { field: 'buildings', header: 'Buildings', align: 'right' },
            {
              field: 'rentableSF',
              header: 'Rentable area',
              align: 'right',
              render: (t) => formatAreaByUnits(t.rentableSF),
            },
            {
              field: 'capacity',
              header: 'Capacity',
              align: 'right',
              render: (t) => formatCount(t.capacity),
            },
            {
              field: 'averageUtilization',
              header: 'Average utilization',
              align: 'right',
              render: (t) => formatFlooredPercent(t.averageUtilization),
            },
            {
              field: 'coverage',
              header: 'Data coverage',
              render: (t) => <CoverageIndicator kind="Data coverage" state={t.coverage} />,
            },
          ]}
        />
      )}
    </Section>
  );
}

function Change({ change }: { change: number | null }) {
  if (change === null) return <>{MISSING}</>;
  const up = change >= 0;
  const Icon = up ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <Typography
      component="span"
      variant="body2"
      color={up ? 'success' : 'error'}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
    >
      <Icon fontSize="inherit" aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {up ? 'up' : 'down'}
      </Box>
      {formatPercent(Math.abs(change))}
    </Typography>
  );
}

/** The top 4 tenants by absolute month-over-month change of their average occupancy. */
export function TenantChangesSection({ buildingIds }: { buildingIds: readonly number[] | null }) {
  const average = useStatistic(
    statisticsCalls.tenantsAverageOccupancy,
    buildingIds && buildingIds.length > 0 ? { buildingId: [...buildingIds] } : null,
  );
  const none = buildingIds !== null && buildingIds.length === 0;
  const top = average.data ? topTenantsByChange(average.data.items) : [];
  return (
    <Section
      title="Biggest changes"
      subtitle="The four tenants whose average occupancy changed most from the month before, either way."
    >
      {average.isError ? (
        <QueryError query={average} notFound="The tenants' occupancy is not available." />
      ) : (
        <DataTable<TenantChange>
          label="Biggest changes"
          rows={top}
          loading={!none && average.isPending}
          getRowId={(t) => t.tenantId}
          emptyText="No tenant has occupancy figures for the last two months."
          columns={[
            { field: 'orgName', header: 'Tenant' },
            { field: 'industry', header: 'Industry', render: (t) => t.industry ?? MISSING },
            {
              field: 'capacity',
              header: 'Capacity',
              align: 'right',
              render: (t) => formatCount(t.capacity),
            },
            {
              field: 'average',
              header: 'Average occupancy',
              align: 'right',
              render: (t) => formatCount(t.average),
            },
            {
              field: 'change',
              header: 'Month over month',
              align: 'right',
              render: (t) => <Change change={t.change} />,
            },
          ]}
        />
      )}
    </Section>
  );
}
