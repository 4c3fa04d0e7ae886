import { Box, Card, Typography } from '@mui/material';
import { abbreviateMoney, encumbrancesResource } from '@atrium/contract';
import { useAll } from '../../api/resourceHooks.ts';
import { formatCount } from '../../components/charts/formats.ts';
import { StatTile } from '../../components/StatTile.tsx';
import type { SiteContext } from './siteContext.ts';
import type { SiteStatistics } from './siteFigures.ts';
import { siteCost } from './siteAnalysis.ts';

/**
 * The operator's cost of the site ('TCO' for operators, specification section 1): its yearly
 * rent, per seat and per used seat (the people of an average workday).
 */
export function SiteCostCard({
  context,
  stats,
}: {
  context: SiteContext;
  stats: SiteStatistics | undefined;
}) {
  const { building, organizationId } = context;
  // The operator's own active leases in the building (not subleases: they are inside their parent).
  const leases = useAll(encumbrancesResource, {
    where: { buildingId: building.id, organizationId, status: 'ACTIVE', parentId: null },
  });
  const loading = leases.isPending || stats === undefined;
  const average =
    stats?.avgUtilization != null && stats.capacity > 0
      ? stats.avgUtilization * stats.capacity
      : null;
  const cost = siteCost(leases.data ?? [], stats?.capacity ?? 0, average);
  const money = (value: number | null) =>
    value === null ? null : `${building.currency} ${abbreviateMoney(value)}`;
  return (
    <Card variant="outlined" sx={{ p: { xs: 4, md: 5 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Cost per Seat
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 4 }}>
        {cost.leases === 0 && !loading
          ? 'No active lease of the operator in this building: no TCO to divide.'
          : `TCO: the rent of ${cost.leases} active ${cost.leases === 1 ? 'lease' : 'leases'} a year; a used seat is one taken on an average workday.`}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <StatTile label="TCO" value={money(cost.tco)} caption="per year" loading={loading} />
        <StatTile
          label="Cost per Seat"
          value={money(cost.perSeat)}
          caption={stats ? `${stats.capacity} seats` : undefined}
          loading={loading}
        />
        <StatTile
          label="Cost per Used Seat"
          value={money(cost.perUsedSeat)}
          caption={
            average === null ? 'No occupancy data' : `${formatCount(average)} people on average`
          }
          loading={loading}
        />
      </Box>
    </Card>
  );
}
