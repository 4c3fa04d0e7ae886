import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  IconButton,
  Link as MuiLink,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { addDays, dataSourceCalls, dataSourcesResource, type ReadingsDay } from '@atrium/contract';
import { useAll } from '../../api/resourceHooks.ts';
import { useStatistic } from '../../api/statistics.ts';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { loadingOption } from '../../components/form/FormSelectField.tsx';
import { LoadError } from '../../components/QueryState.tsx';
import { DeleteReadingsDialog } from './DeleteReadingsDialog.tsx';
import {
  formatOccupancySearch,
  parseOccupancySearch,
  type OccupancySearch,
} from './occupancySearch.ts';

type Sensor = ReadingsDay['sensors'][number];
type Reading = Sensor['readings'][number];

const sensorName = (sensor: Pick<Sensor, 'space'>) => sensor.space ?? 'Building counter';
/** The address's sensor id: 0 is the building counter. */
const sensorKey = (sensor: Pick<Sensor, 'spaceId'>) => sensor.spaceId ?? 0;

const sensorColumns: DataTableColumn<Sensor>[] = [
  { field: 'space', header: 'Sensor', render: sensorName },
  { field: 'floor', header: 'Floor', render: (s) => s.floor ?? '–' },
  { field: 'readings', header: 'Readings', align: 'right', render: (s) => s.readings.length },
  {
    field: 'first',
    header: 'First – last',
    render: (s) => `${s.readings[0]?.time ?? '–'} – ${s.readings.at(-1)?.time ?? '–'}`,
  },
  {
    field: 'peak',
    header: 'Peak',
    align: 'right',
    render: (s) => Math.max(0, ...s.readings.map((r) => r.occupancy)),
  },
];

const readingColumns: DataTableColumn<Reading>[] = [
  { field: 'time', header: 'Time' },
  { field: 'occupancy', header: 'People', align: 'right' },
  { field: 'backfilled', header: 'Backfilled', render: (r) => (r.backfilled ? 'Yes' : 'No') },
  { field: 'at', header: 'Instant (UTC)', render: (r) => r.at.slice(0, 16).replace('T', ' ') },
];

/**
 * `occupancy` (Admin): a data source's readings as received, one local day at a time, per sensor;
 * a sensor's readings; and the deletion of a range of readings, with confirmation.
 */
export function OccupancyPage() {
  const [params, setParams] = useSearchParams();
  const search = parseOccupancySearch(params);
  const go = (next: Partial<OccupancySearch>) => {
    setParams(formatOccupancySearch({ ...search, ...next }), { replace: true });
  };
  const sources = useAll(dataSourcesResource, { orderBy: { name: 'asc' } });
  const source = sources.data?.find((s) => s.id === search.dataSourceId);
  // Without a date, the source's last day with readings (the answer names it).
  const extent = useStatistic(
    dataSourceCalls.readingsDay,
    search.dataSourceId !== null && search.date === null
      ? { dataSourceId: search.dataSourceId, date: new Date().toISOString().slice(0, 10) }
      : null,
  );
  const date = search.date ?? extent.data?.lastDate ?? null;
  // The day shown goes into the address, so that it stays when the readings change (a deletion).
  const lastDate = extent.data?.lastDate ?? null;
  useEffect(() => {
    if (search.date === null && lastDate !== null)
      setParams(formatOccupancySearch({ ...search, date: lastDate }), { replace: true });
  }, [search, lastDate, setParams]);
  const day = useStatistic(
    dataSourceCalls.readingsDay,
    search.dataSourceId !== null && date !== null
      ? { dataSourceId: search.dataSourceId, date }
      : null,
    { keepPrevious: true },
  );
  const [deleting, setDeleting] = useState(false);
  const shown = day.data;
  const selected =
    search.spaceId === null
      ? undefined
      : shown?.sensors.find((s) => sensorKey(s) === search.spaceId);
  const readings = shown?.sensors.reduce((sum, s) => sum + s.readings.length, 0) ?? 0;
  return (
    <Box sx={pagePadding}>
      <PageHeader
        title="Occupancy"
        subtitle="A data source's readings as received, by sensor and day. Delete a wrong import's readings here: the statistics follow."
        actions={
          shown &&
          source && (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlinedIcon />}
              onClick={() => {
                setDeleting(true);
              }}
            >
              Delete readings
            </Button>
          )
        }
      />
      <Card variant="outlined" sx={{ mb: 6 }}>
        <CardContent sx={{ p: 5 }}>
          <Grid container spacing={4} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                select
                fullWidth
                label="Data source"
                value={search.dataSourceId === null ? '' : String(search.dataSourceId)}
                onChange={(event) => {
                  go({ dataSourceId: Number(event.target.value), date: null, spaceId: null });
                }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="" disabled>
                  <em>Choose a data source</em>
                </MenuItem>
                {/* The address's data source, while the list loads. */}
                {loadingOption(
                  sources.isPending && search.dataSourceId !== null
                    ? String(search.dataSourceId)
                    : null,
                )}
                {sources.data?.map((s) => (
                  <MenuItem key={s.id} value={String(s.id)}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <IconButton
                  aria-label="Previous day"
                  disabled={date === null}
                  onClick={() => {
                    if (date) go({ date: addDays(date, -1) });
                  }}
                >
                  <ChevronLeftIcon />
                </IconButton>
                <TextField
                  label="Day"
                  type="date"
                  value={date ?? ''}
                  disabled={search.dataSourceId === null}
                  onChange={(event) => {
                    go({ date: event.target.value === '' ? null : event.target.value });
                  }}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ flexGrow: 1 }}
                />
                <IconButton
                  aria-label="Next day"
                  disabled={date === null}
                  onClick={() => {
                    if (date) go({ date: addDays(date, 1) });
                  }}
                >
                  <ChevronRightIcon />
                </IconButton>
              </Stack>
            </Grid>
          </Grid>
          {shown && (
            <Typography color="textSecondary" sx={{ mt: 3 }}>
              {shown.firstDate === null
                ? 'This data source has no readings yet.'
                : `Readings from ${shown.firstDate} to ${shown.lastDate ?? ''}, on the building's clock (${shown.timeZone}).`}
            </Typography>
          )}
        </CardContent>
      </Card>
      {search.dataSourceId === null ? (
        <Alert severity="info">
          Choose a data source to browse its readings. Readings come in through the{' '}
          <MuiLink component={Link} to="/import-occupancy">
            occupancy import
          </MuiLink>
          .
        </Alert>
      ) : day.isError || extent.isError ? (
        <LoadError
          error={day.error ?? extent.error}
          onRetry={() => {
            void day.refetch();
            void extent.refetch();
          }}
        />
      ) : extent.data && extent.data.lastDate === null && search.date === null ? (
        <Alert severity="info">
          This data source has no readings yet. Import them on the{' '}
          <MuiLink component={Link} to="/import-occupancy">
            occupancy import
          </MuiLink>{' '}
          page.
        </Alert>
      ) : (
        <Grid container spacing={6}>
          <Grid size={{ xs: 12, lg: selected ? 7 : 12 }}>
            <Card variant="outlined">
              <CardContent sx={{ p: 5 }}>
                <Typography variant="h6" component="h2" sx={{ mb: 3 }}>
                  {date ? `Sensors on ${date}` : 'Sensors'}
                  {shown && (
                    <Typography component="span" color="textSecondary" sx={{ ml: 2 }}>
                      {shown.sensors.length} sensors, {readings} readings
                    </Typography>
                  )}
                </Typography>
                <DataTable
                  label="Sensors of the day"
                  columns={sensorColumns}
                  rows={shown?.sensors ?? []}
                  loading={day.isFetching || extent.isLoading}
                  getRowId={sensorKey}
                  emptyText="No readings on this day."
                  onRowClick={(sensor) => {
                    go({ spaceId: sensorKey(sensor) });
                  }}
                />
              </CardContent>
            </Card>
          </Grid>
          {selected && (
            <Grid size={{ xs: 12, lg: 5 }}>
              <Card variant="outlined">
                <CardContent sx={{ p: 5 }}>
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3 }}
                  >
                    <Typography variant="h6" component="h2">
                      {sensorName(selected)}
                    </Typography>
                    <Button
                      size="small"
                      onClick={() => {
                        go({ spaceId: null });
                      }}
                    >
                      Close
                    </Button>
                  </Stack>
                  <DataTable
                    label={`Readings of ${sensorName(selected)}`}
                    columns={readingColumns}
                    rows={selected.readings}
                    getRowId={(r) => r.at}
                  />
                </CardContent>
              </Card>
            </Grid>
          )}
        </Grid>
      )}
      {deleting && shown && source && date && (
        <DeleteReadingsDialog
          open
          onClose={() => {
            setDeleting(false);
          }}
          dataSourceId={source.id}
          dataSourceName={source.name}
          date={date}
          timeZone={shown.timeZone}
          sensors={shown.sensors.map((s) => ({ spaceId: s.spaceId, label: sensorName(s) }))}
          sensor={selected?.spaceId}
        />
      )}
    </Box>
  );
}
