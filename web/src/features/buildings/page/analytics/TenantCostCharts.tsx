import { Box, Card, Typography } from '@mui/material';
import {
  areaUnit,
  formatPercent,
  statisticsCalls,
  type BuildingFull,
  type TenantStatistic,
} from '@atrium/contract';
import { useStatistic, useStatistics } from '../../../../api/statistics.ts';
import { WideCell } from '../../../../components/AnalyticsGrid.tsx';
import { BarChart } from '../../../../components/charts/BarChart.tsx';
import { formatCount } from '../../../../components/charts/formats.ts';
import { rangeSubtitle } from '../../../../components/charts/statisticsData.ts';
import { DataTable } from '../../../../components/DataTable.tsx';
import type { DateRange } from '../../../../components/date-range/dateRange.ts';
import { EfficiencyTierChip } from '../../../../components/EfficiencyTierChip.tsx';
import { formatArea } from '../../../../components/floor-plan/areaFormat.ts';

const nameOf = (t: TenantStatistic) => `${t.orgName}${t.parentId === null ? '' : ' (sublease)'}`;

/**
 * What a landlord takes into a renewal talk: each office tenant's rent split by use
 * (`/encumbrances/statistic/building-costs` per lease: utilized, underutilized and unused, adding
 * up to the rent) and its projected area against its rentable area, with its efficiency tier.
 */
export function TenantCostCharts({
  building,
  range,
}: {
  building: BuildingFull;
  range: DateRange | null;
}) {
  const tenants = useStatistic(
    statisticsCalls.tenantStatistics,
    range && { buildingId: building.id, ...range },
    { keepPrevious: true },
  );
  const offices = (tenants.data?.items ?? []).filter((t) => t.hasOccupancyAnalytics);
  const costs = useStatistics(
    statisticsCalls.buildingCosts,
    range ? offices.map((t) => ({ buildingId: building.id, tenantId: t.tenantId, ...range })) : [],
  );
  const subtitle = rangeSubtitle(range);
  const answers = costs.data ?? [];
  const costsReady = tenants.data !== undefined && costs.data !== undefined;
  const currency = answers[0]?.currency ?? building.currency;
  const unit = areaUnit(building.units);
  return (
    <>
      <WideCell>
        <BarChart
          title="Building Costs by Tenant"
          subtitle={`${subtitle ?? ''} — utilized, underutilized and unused rent (${currency}), adding up to each tenant's rent`}
          stacked
          format="money"
          categoryLabel="Tenant"
          data={
            costsReady
              ? {
                  categories: offices.map(nameOf),
                  series: [
                    { name: 'Utilized', values: answers.map((c) => c.utilizedCost) },
                    {
                      name: 'Underutilized',
                      values: answers.map((c) => c.underutilizedCost),
                    },
                    { name: 'Unused', values: answers.map((c) => c.unusedCost) },
                  ],
                }
              : undefined
          }
          error={tenants.error ?? costs.error}
        />
      </WideCell>
      <WideCell>
        <BarChart
          title="Projected vs Rentable Area"
          subtitle={`${subtitle ?? ''} — area the peak needs at target density, ${unit}`}
          categoryLabel="Tenant"
          data={
            tenants.data && {
              categories: offices.map(nameOf),
              series: [
                { name: 'Rentable area', values: offices.map((t) => t.rentableSF) },
                {
                  name: 'Projected area',
                  values: offices.map((t) =>
                    t.projectedArea === null ? null : Math.round(t.projectedArea),
                  ),
                },
              ],
            }
          }
          loading={tenants.isFetching && tenants.isPlaceholderData}
          error={tenants.error}
        />
      </WideCell>
      <WideCell>
        <Card variant="outlined" sx={{ p: { xs: 4, md: 5 } }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Efficiency by Tenant
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 4 }}>
            Projected area (peak × target density) ÷ rentable area; tiers at 85 %, 60 % and 40 %.
          </Typography>
          <Box sx={{ overflowX: 'auto', '& td': { whiteSpace: 'nowrap' } }}>
            <DataTable<TenantStatistic>
              label="Efficiency by tenant"
              loading={tenants.isPending && range !== null}
              rows={tenants.data?.items ?? []}
              getRowId={(t) => t.tenantId}
              emptyText="No active leases"
              columns={[
                { field: 'orgName', header: 'Tenant', render: nameOf },
                { field: 'usageType', header: 'Usage', render: (t) => t.usageType ?? '–' },
                {
                  field: 'rentableSF',
                  header: 'Rentable area',
                  align: 'right',
                  render: (t) => formatArea(t.rentableSF, t.units) ?? '–',
                },
                {
                  field: 'peakOccupancy',
                  header: 'Peak',
                  align: 'right',
                  render: (t) => formatCount(t.peakOccupancy),
                },
                {
                  field: 'projectedArea',
                  header: 'Projected area',
                  align: 'right',
                  render: (t) =>
                    formatArea(
                      t.projectedArea === null ? null : Math.round(t.projectedArea),
                      t.units,
                    ) ?? '–',
                },
                {
                  field: 'efficiency',
                  header: 'Efficiency',
                  align: 'right',
                  render: (t) => formatPercent(t.efficiency),
                },
                {
                  field: 'tier',
                  header: 'Tier',
                  render: (t) => <EfficiencyTierChip tier={t.tier} />,
                },
              ]}
            />
          </Box>
        </Card>
      </WideCell>
    </>
  );
}
