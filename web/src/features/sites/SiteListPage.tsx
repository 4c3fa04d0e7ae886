import { useContext, useMemo } from 'react';
import { Alert, Box, Card, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import {
  buildingsResource,
  formatPercent,
  statisticsCalls,
  type StatisticsResponse,
} from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { useAll } from '../../api/resourceHooks.ts';
import { useStatistic } from '../../api/statistics.ts';
import { RuntimeConfigContext } from '../../app/runtimeConfig.ts';
import { formatDay, formatFlooredPercent } from '../../components/charts/formats.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { LocationsMap } from '../../components/map/LocationsMap.tsx';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ChangeChip, StatTile } from '../../components/StatTile.tsx';
import { NoOrganizationSelected } from './NoOrganizationSelected.tsx';
import { useSiteOrganization } from './useSiteOrganization.ts';

type OperatorSite = StatisticsResponse<typeof statisticsCalls.operatorStatistics>['items'][number];

/** `locations` for operators: its sites (buildings where it operates floors), on a map and listed. */
export function SiteListPage() {
  const site = useSiteOrganization();
  return (
    <Box sx={pagePadding}>
      <PageHeader
        title="Sites"
        subtitle="The buildings where you operate floors, with the last year of their occupancy."
      />
      {site.loading ? (
        <PageSpinner label="Loading the sites" />
      ) : site.organizationId === null ? (
        <NoOrganizationSelected />
      ) : (
        <Sites organizationId={site.organizationId} />
      )}
    </Box>
  );
}

function Sites({ organizationId }: { organizationId: number }) {
  const mapsApiKey = useContext(RuntimeConfigContext)?.mapsApiKey ?? null;
  const sites = useStatistic(statisticsCalls.operatorStatistics, { organizationId });
  const ids = sites.data?.items.map((item) => item.buildingId) ?? [];
  const buildings = useAll(
    buildingsResource,
    { where: { id: { in: ids } } },
    { enabled: ids.length > 0 },
  );
  const places = useMemo(
    () =>
      (buildings.data ?? []).flatMap((building) =>
        building.coordinates
          ? [
              {
                id: building.id,
                name: building.name,
                coordinates: building.coordinates,
                to: `/sites/${building.id}`,
              },
            ]
          : [],
      ),
    [buildings.data],
  );
  const cityOf = new Map((buildings.data ?? []).map((b) => [b.id, b.city ?? b.country ?? '']));

  if (sites.isPending) return <PageSpinner label="Loading the sites" />;
  if (sites.isError) return <Alert severity="error">{errorText(sites.error)}</Alert>;
  const items = sites.data.items;
  if (items.length === 0) {
    return (
      <Alert severity="info">
        No sites yet: a site appears once a master admin assigns you as the operator of a floor.
      </Alert>
    );
  }
  const floors = items.reduce((sum, item) => sum + item.floorCount, 0);
  const seats = items.reduce((sum, item) => sum + item.capacity, 0);
  return (
    <Stack spacing={5}>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <StatTile label="Sites" value={items.length} />
        <StatTile label="Floors" value={floors} />
        <StatTile label="Est. Capacity" value={seats} unit="seats" />
      </Box>
      <Card variant="outlined" sx={{ p: { xs: 4, md: 5 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 4 }}>
          Map
        </Typography>
        <LocationsMap places={places} apiKey={mapsApiKey} label="Map of the sites" />
      </Card>
      <Card variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <DataTable<OperatorSite>
          label="Sites"
          rows={items}
          getRowId={(item) => item.buildingId}
          columns={[
            {
              field: 'name',
              header: 'Site',
              render: (item) => (
                <Stack>
                  <MuiLink component={Link} to={`/sites/${item.buildingId}`}>
                    {item.name}
                  </MuiLink>
                  <Typography variant="caption" color="textSecondary">
                    {cityOf.get(item.buildingId)}
                  </Typography>
                </Stack>
              ),
            },
            {
              field: 'floorCount',
              header: 'Floors',
              align: 'right',
              render: (item) => `${item.floorCount} (${item.roomCount} rooms)`,
            },
            { field: 'capacity', header: 'Capacity', align: 'right' },
            {
              field: 'peakUtilization',
              header: 'Peak Utilization',
              align: 'right',
              render: (item) => (
                <Stack>
                  <span>{formatPercent(item.peakUtilization)}</span>
                  {item.peakOccupancyDate && (
                    <Typography variant="caption" color="textSecondary">
                      {formatDay(item.peakOccupancyDate)}
                    </Typography>
                  )}
                </Stack>
              ),
            },
            {
              field: 'avgUtilization',
              header: 'Avg Utilization',
              align: 'right',
              render: (item) => formatFlooredPercent(item.avgUtilization),
            },
            {
              field: 'change',
              header: 'Month over month',
              align: 'right',
              render: (item) => (
                <SiteChange buildingId={item.buildingId} organizationId={organizationId} />
              ),
            },
          ]}
        />
      </Card>
    </Stack>
  );
}

/** A site's average utilization change, from its site statistics (shared with its overview). */
function SiteChange({
  buildingId,
  organizationId,
}: {
  buildingId: number;
  organizationId: number;
}) {
  const stats = useStatistic(statisticsCalls.siteStatistics, { buildingId, organizationId });
  if (!stats.data) return null;
  return (
    <ChangeChip change={stats.data.avgUtilizationMoM} label="month over month" goodWhen="up" />
  );
}
