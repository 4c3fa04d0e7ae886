import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import InsightsIcon from '@mui/icons-material/Insights';
import { Link } from 'react-router';
import { formatPercent, MISSING, statisticsCalls, type TenantStatistic } from '@atrium/contract';
import { useStatistic } from '../../../api/statistics.ts';
import { BarChart } from '../../../components/charts/BarChart.tsx';
import { UTILIZATION_HEADROOM } from '../../../components/charts/barChart.ts';
import {
  formatCount,
  formatDay,
  formatMonth,
  formatRange,
} from '../../../components/charts/formats.ts';
import { EfficiencyTierChip } from '../../../components/EfficiencyTierChip.tsx';
import { formatArea } from '../../../components/floor-plan/areaFormat.ts';
import { StatTile } from '../../../components/StatTile.tsx';
import { TileRow } from '../../../components/PageGrid.tsx';
import type { NetworkFull } from '../networkColumns.tsx';
import { moneyText } from './NetworkTenantsTab.tsx';

/**
 * The chosen tenant in the network: its lease's figures, its other leases in the network's
 * buildings, and the lease's monthly utilization. The full tenant analysis is the building's
 * tenants tab until it has its own screen.
 */
export function TenantPanel({
  tenant,
  network,
  leases,
  moneyLabel,
}: {
  tenant: TenantStatistic;
  network: NetworkFull;
  /** The tenant's leases in the network, this one included. */
  leases: readonly TenantStatistic[];
  moneyLabel: string;
}) {
  const buildingName = (id: number) => network.buildings.find((b) => b.id === id)?.name ?? MISSING;
  const monthly = useStatistic(
    statisticsCalls.monthlyOccupancy,
    tenant.hasOccupancyAnalytics
      ? { buildingId: tenant.buildingId, tenantId: tenant.tenantId }
      : null,
  );
  const months = monthly.data?.items;
  const buildings = new Set(leases.map((l) => l.buildingId)).size;
  return (
    <Card component="section" aria-label="Tenant analysis" sx={{ mb: 5 }}>
      <CardContent sx={{ p: { xs: 4, md: 5 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ alignItems: { md: 'flex-start' }, mb: 4 }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              {tenant.orgName}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {[tenant.industry, tenant.usageType, buildingName(tenant.buildingId)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
          <EfficiencyTierChip tier={tenant.tier} />
          <Button
            component={Link}
            to={`/buildings/${tenant.buildingId}/tenants/${tenant.tenantId}`}
            variant="contained"
            startIcon={<InsightsIcon />}
          >
            Tenant analysis in {buildingName(tenant.buildingId)}
          </Button>
        </Stack>
        {tenant.issues.map((issue) => (
          <Alert key={issue} severity="warning" sx={{ mb: 3 }}>
            {issue}
          </Alert>
        ))}
        <TileRow label="The lease's figures">
          <StatTile
            label="Capacity"
            value={tenant.issues.length > 0 ? 'Capacity is missing' : tenant.capacity}
            unit={tenant.issues.length > 0 ? undefined : 'seats'}
            caption={formatArea(tenant.rentableSF, tenant.units) ?? undefined}
          />
          <StatTile
            label="Peak occupancy"
            value={tenant.peakOccupancy}
            unit="people"
            caption={tenant.peakOccupancyDate ? formatDay(tenant.peakOccupancyDate) : undefined}
          />
          <StatTile label="Average occupancy" value={tenant.averageOccupancy} unit="people" />
          <StatTile
            label="Efficiency"
            value={formatPercent(tenant.efficiency)}
            caption={
              tenant.projectedArea !== null
                ? `Projected area ${formatArea(tenant.projectedArea, tenant.units) ?? ''}`
                : undefined
            }
          />
          <StatTile
            label={moneyLabel}
            value={moneyText(tenant.revenue, tenant.currency)}
            caption="A year"
          />
        </TileRow>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 2 }}>
          {tenant.orgName} in this network:{' '}
          {leases.length === 1 ? '1 lease' : `${leases.length} leases`} in{' '}
          {buildings === 1 ? '1 building' : `${buildings} buildings`}
        </Typography>
        <Box component="ul" sx={{ m: 0, mb: 4, pl: 5 }}>
          {leases.map((lease) => (
            <Typography component="li" variant="body2" key={lease.tenantId}>
              {buildingName(lease.buildingId)} — {lease.usageType ?? 'lease'},{' '}
              {lease.capacity === null
                ? 'capacity missing'
                : `${formatCount(lease.capacity)} seats`}
              , average {formatCount(lease.averageOccupancy)} people
              {lease.tier ? `, ${formatPercent(lease.efficiency)} efficient` : ''}
            </Typography>
          ))}
        </Box>
        {tenant.hasOccupancyAnalytics ? (
          <BarChart
            title="Utilization monthly"
            headingLevel="h3"
            subtitle={formatRange(tenant.range.startDate, tenant.range.endDate)}
            data={
              months && {
                categories: months.map((m) => formatMonth(m.year, m.month)),
                series: [{ name: 'Average utilization', values: months.map((m) => m.utilization) }],
              }
            }
            format="percent"
            headroom={UTILIZATION_HEADROOM}
            categoryLabel="Month"
            loading={monthly.isPending}
            error={monthly.error}
          />
        ) : (
          <Alert severity="info">Only the 'Office' usage type gets detailed analytics.</Alert>
        )}
      </CardContent>
    </Card>
  );
}
