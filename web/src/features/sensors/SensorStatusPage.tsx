import { useState } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Grid,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import {
  dataSourceCalls,
  sensorHealthStates,
  type DataSourceStatus,
  type SensorHealth,
  type SensorStatus,
} from '@atrium/contract';
import { useStatistic } from '../../api/statistics.ts';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.tsx';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { LoadError } from '../../components/QueryState.tsx';
import { StatTile } from '../../components/StatTile.tsx';
import { SensorHealthChip, sensorHealthText } from '../../components/sensors/SensorHealthChip.tsx';
import { gapsText, SensorStatusTable } from '../../components/sensors/SensorStatusTable.tsx';
import { formatAge, formatInstant } from '../../components/sensors/instants.ts';

const stopRowClick = (event: { stopPropagation: () => void }) => {
  event.stopPropagation();
};

const sourceColumns: DataTableColumn<DataSourceStatus>[] = [
  {
    field: 'name',
    header: 'Data source',
    render: (source) => (
      <MuiLink component={Link} to={`/data-sources/${source.dataSourceId}`} onClick={stopRowClick}>
        {source.name}
      </MuiLink>
    ),
  },
  { field: 'building', header: 'Building', render: (source) => source.building ?? '–' },
  {
    field: 'lastReadingAt',
    header: 'Last seen',
    render: (source) =>
      source.lastReadingAt === null
        ? 'Never'
        : `${formatInstant(source.lastReadingAt, source.timeZone)} (${formatAge(source.lastReadingAt)})`,
  },
  { field: 'readingsLastDay', header: 'Last 24 h', align: 'right' },
  { field: 'readingsLastWeek', header: 'Last 7 days', align: 'right' },
  {
    field: 'sensorCount',
    header: 'Sensors',
    align: 'right',
    render: (source) =>
      source.stoppedSensors > 0
        ? `${source.sensorCount} (${source.stoppedSensors} stopped)`
        : source.sensorCount,
  },
  { field: 'gaps', header: 'Gaps (30 days)', render: (source) => gapsText(source.gaps) },
  {
    field: 'health',
    header: 'Health',
    render: (source) => <SensorHealthChip health={source.health} />,
  },
];

type StoppedSensor = SensorStatus & { source: DataSourceStatus };

const stoppedColumns: DataTableColumn<StoppedSensor>[] = [
  { field: 'space', header: 'Sensor', render: (s) => s.space ?? 'Building counter' },
  { field: 'floor', header: 'Floor', render: (s) => s.floor ?? '–' },
  { field: 'building', header: 'Building', render: (s) => s.source.building ?? '–' },
  {
    field: 'source',
    header: 'Data source',
    render: (s) => (
      <MuiLink component={Link} to={`/data-sources/${s.source.dataSourceId}`}>
        {s.source.name}
      </MuiLink>
    ),
  },
  {
    field: 'lastReadingAt',
    header: 'Last seen',
    render: (s) =>
      `${formatInstant(s.lastReadingAt, s.source.timeZone)} (${formatAge(s.lastReadingAt)})`,
  },
];

const healthChoices = sensorHealthStates.map((value) => ({
  value,
  label: sensorHealthText[value].label,
}));

/**
 * `sensor-status`: every data source and its sensors with when they were last seen, their gaps
 * and health; the sensors that stopped reporting first.
 */
export function SensorStatusPage() {
  const status = useStatistic(dataSourceCalls.status, { sensors: true });
  const [health, setHealth] = useState<SensorHealth | null>(null);
  const [building, setBuilding] = useState<string | null>(null);
  const items = status.data?.items ?? [];
  const buildings = [...new Set(items.flatMap((s) => (s.building ? [s.building] : [])))].sort();
  const shown = items.filter(
    (s) =>
      (health === null || s.health === health) && (building === null || s.building === building),
  );
  const sensors = items.flatMap((source) => source.sensors.map((s) => ({ ...s, source })));
  const stopped = sensors.filter((s) => s.health === 'STOPPED');
  const count = (state: SensorHealth) => sensors.filter((s) => s.health === state).length;
  const loading = status.isPending;
  return (
    <Box sx={pagePadding}>
      <PageHeader
        title="Sensor Status"
        subtitle={
          status.data
            ? `Every data source and sensor, checked ${formatInstant(status.data.checkedAt)}.`
            : 'Every data source and sensor, and when each last reported.'
        }
      />
      {status.isError ? (
        <LoadError error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <Stack spacing={6}>
          <Grid container spacing={4}>
            <Grid size={{ xs: 6, md: 3 }}>
              <StatTile label="Data sources" value={items.length} loading={loading} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <StatTile label="Healthy sensors" value={count('HEALTHY')} loading={loading} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <StatTile
                label="Late sensors"
                value={count('LATE')}
                caption="One or two working days without a reading"
                loading={loading}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <StatTile
                label="Stopped sensors"
                value={stopped.length}
                caption="Three working days or more without a reading"
                loading={loading}
              />
            </Grid>
          </Grid>
          {stopped.length > 0 && (
            <Card variant="outlined" component="section" aria-label="Stopped reporting">
              <CardContent sx={{ p: 5 }}>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  Stopped reporting
                </Typography>
                <Typography color="textSecondary" sx={{ mb: 3 }}>
                  Check their power and network, or delete them from the space mapping.
                </Typography>
                <DataTable
                  label="Stopped sensors"
                  columns={stoppedColumns}
                  rows={stopped}
                  getRowId={(s) => `${s.source.dataSourceId}-${s.spaceId ?? 'building'}`}
                />
              </CardContent>
            </Card>
          )}
          {!loading && items.length === 0 ? (
            <Alert severity="info">
              No data sources yet.{' '}
              <MuiLink component={Link} to="/data-sources/create">
                Create one
              </MuiLink>{' '}
              and import its readings to see how its sensors report.
            </Alert>
          ) : (
            <Card variant="outlined" component="section" aria-label="Data sources">
              <CardContent sx={{ p: 5 }}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={3}
                  sx={{ justifyContent: 'space-between', mb: 3 }}
                >
                  <Typography variant="h6" component="h2">
                    Data sources
                  </Typography>
                  <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 2 }}>
                    <ChoiceFilter
                      label="Health"
                      allLabel="Every state"
                      value={health}
                      choices={healthChoices}
                      onChange={setHealth}
                    />
                    <ChoiceFilter
                      label="Building"
                      allLabel="Every building"
                      value={building}
                      choices={buildings.map((name) => ({ value: name, label: name }))}
                      onChange={setBuilding}
                    />
                  </Stack>
                </Stack>
                <DataTable
                  label="Data source status"
                  columns={sourceColumns}
                  rows={shown}
                  loading={loading}
                  getRowId={(s) => s.dataSourceId}
                  emptyText="No results"
                  renderExpanded={(source) => (
                    <Box sx={{ py: 2 }}>
                      <SensorStatusTable
                        label={`Sensors of ${source.name}`}
                        sensors={source.sensors}
                        timeZone={source.timeZone}
                      />
                    </Box>
                  )}
                />
              </CardContent>
            </Card>
          )}
        </Stack>
      )}
    </Box>
  );
}
