import { useState } from 'react';
import { useParams, Link } from 'react-router';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import {
  can,
  dataSourceCalls,
  dataSourcesResource,
  dataSystemDetails,
  type DataSourceFull,
} from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { useOne } from '../../api/resourceHooks.ts';
import { useStatistic } from '../../api/statistics.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { ConfirmDialog } from '../../components/form/ConfirmDialog.tsx';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { LoadError, QueryState } from '../../components/QueryState.tsx';
import { StatTile } from '../../components/StatTile.tsx';
import { SensorHealthChip, sensorHealthText } from '../../components/sensors/SensorHealthChip.tsx';
import { gapsText, SensorStatusTable } from '../../components/sensors/SensorStatusTable.tsx';
import { formatAge, formatInstant } from '../../components/sensors/instants.ts';
import { useDeleteExcludedOrganization } from './useDataSourceCalls.ts';

/** `data-sources/{id}`: what the source is, how it reports, its sensors and who it leaves out. */
export function DataSourcePage() {
  const id = Number(useParams().id);
  const user = useCurrentUser();
  const source = useOne(dataSourcesResource, id);
  return (
    <Box sx={pagePadding}>
      <PageHeader
        title={source.data?.name ?? 'Data source'}
        crumbs={[{ label: 'Data Sources', to: '/data-sources' }]}
        actions={
          source.data && (
            <>
              <Button
                component={Link}
                to={`/occupancy?dataSourceId=${id}`}
                startIcon={<TableRowsOutlinedIcon />}
              >
                Browse readings
              </Button>
              {can(user, 'dataSources.update') && (
                <Button
                  component={Link}
                  to={`/data-sources/${id}/edit`}
                  variant="contained"
                  startIcon={<EditOutlinedIcon />}
                >
                  Edit
                </Button>
              )}
            </>
          )
        }
      />
      <QueryState
        query={source}
        label="Loading the data source"
        notFound={`There is no data source ${id}, or you may not see it.`}
      >
        {(current) => (
          <Stack spacing={6}>
            <DataSourceStatusPanel source={current} />
            <Grid container spacing={6}>
              <Grid size={{ xs: 12, md: 6 }}>
                <DataSourceDetails source={current} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <ExcludedOrganizations source={current} />
              </Grid>
            </Grid>
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" color="textSecondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

function DataSourceDetails({ source }: { source: DataSourceFull }) {
  const system = dataSystemDetails[source.dataSystem];
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 5 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 3 }}>
          Details
        </Typography>
        <Stack component="dl" spacing={3} sx={{ m: 0 }}>
          <Fact label="Data system">
            {system.label} — {system.description}
          </Fact>
          <Fact label="Building">
            {source.building ? (
              <MuiLink component={Link} to={`/buildings/${source.building.id}`}>
                {source.building.name}
              </MuiLink>
            ) : (
              '–'
            )}
          </Fact>
          <Fact label="Network">{source.network?.name ?? '–'}</Fact>
          <Fact label="Created">{source.createdAt.slice(0, 10)}</Fact>
        </Stack>
      </CardContent>
    </Card>
  );
}

function DataSourceStatusPanel({ source }: { source: DataSourceFull }) {
  const status = useStatistic(dataSourceCalls.status, {
    dataSourceIds: [source.id],
    sensors: true,
  });
  if (status.isError)
    return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  const item = status.data?.items[0];
  const loading = status.isPending;
  return (
    <Stack spacing={4} component="section" aria-label="Status">
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatTile
            label="Health"
            value={item ? sensorHealthText[item.health].label : null}
            caption={item && sensorHealthText[item.health].meaning}
            loading={loading}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatTile
            label="Last reading"
            value={item ? formatAge(item.lastReadingAt) : null}
            caption={item?.lastReadingAt && formatInstant(item.lastReadingAt, item.timeZone)}
            loading={loading}
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 3 }}>
          <StatTile
            label="Readings, last 24 hours"
            value={item?.readingsLastDay}
            loading={loading}
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 3 }}>
          <StatTile
            label="Readings, last 7 days"
            value={item?.readingsLastWeek}
            loading={loading}
          />
        </Grid>
      </Grid>
      {item && (
        <Card variant="outlined">
          <CardContent sx={{ p: 5 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={3}
              sx={{ justifyContent: 'space-between', mb: 3 }}
            >
              <Typography variant="h6" component="h2">
                Sensors
              </Typography>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography color="textSecondary">
                  {item.sensorCount} reporting, {item.stoppedSensors} stopped
                </Typography>
                <SensorHealthChip health={item.health} />
              </Stack>
            </Stack>
            <Typography color="textSecondary" sx={{ mb: 3 }}>
              Working days without data in the last 30 days: {gapsText(item.gaps)}
            </Typography>
            <SensorStatusTable
              label={`Sensors of ${source.name}`}
              sensors={item.sensors}
              timeZone={item.timeZone}
            />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

function ExcludedOrganizations({ source }: { source: DataSourceFull }) {
  const user = useCurrentUser();
  const remove = useDeleteExcludedOrganization();
  const [asked, setAsked] = useState<{ id: number; name: string } | null>(null);
  const mayUpdate = can(user, 'dataSources.update');
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 5 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Excluded organizations
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          These organizations do not see this data source nor the figures worked out from it.
        </Typography>
        {source.excludedOrganizations.length === 0 ? (
          <Typography>None: every organization that sees the building sees it.</Typography>
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }} role="list">
            {source.excludedOrganizations.map((organization) => (
              <Chip
                key={organization.id}
                role="listitem"
                label={organization.name}
                {...(mayUpdate && {
                  onDelete: () => {
                    remove.reset();
                    setAsked(organization);
                  },
                })}
              />
            ))}
          </Stack>
        )}
      </CardContent>
      <ConfirmDialog
        open={asked !== null}
        title="Stop excluding organization"
        confirmLabel="Stop excluding"
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
        onClose={() => {
          setAsked(null);
        }}
        onConfirm={() => {
          if (!asked) return;
          remove.mutate(
            { dataSourceId: source.id, organizationId: asked.id },
            {
              onSuccess: () => {
                setAsked(null);
              },
            },
          );
        }}
      >
        {asked && `${asked.name} will see ${source.name} and the figures worked out from it.`}
      </ConfirmDialog>
    </Card>
  );
}
