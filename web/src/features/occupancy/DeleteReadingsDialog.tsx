import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../components/toast/toast.ts';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import {
  addDays,
  dataSourceCalls,
  localToInstant,
  type DeleteReadingsRequest,
} from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { errorText } from '../../api/client.ts';
import { statisticsKeys } from '../../api/statisticsKeys.ts';
import { ConfirmDialog } from '../../components/form/ConfirmDialog.tsx';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';

export type SensorChoice = { spaceId: number | null; label: string };

/** The request for a range typed on the building's wall clock; null while it is not one. */
function requestOf(
  dataSourceId: number,
  from: string,
  to: string,
  timeZone: string,
  sensor: string,
): DeleteReadingsRequest | null {
  const start = localToInstant(from, timeZone);
  const end = localToInstant(to, timeZone);
  if (!start || !end || start >= end) return null;
  return {
    dataSourceId,
    from: start.toISOString(),
    to: end.toISOString(),
    ...(sensor !== 'all' && { spaceId: sensor === 'building' ? null : Number(sensor) }),
  };
}

const sensorValue = (spaceId: number | null) => (spaceId === null ? 'building' : String(spaceId));

/**
 * Deletes a range of a data source's readings, all its sensors' or one's, after showing how many
 * will go (a dry run); the statistics follow (the server works the days' rollups out again).
 */
export function DeleteReadingsDialog({
  open,
  onClose,
  dataSourceId,
  dataSourceName,
  date,
  timeZone,
  sensors,
  sensor,
}: {
  open: boolean;
  onClose: () => void;
  dataSourceId: number;
  dataSourceName: string;
  /** The day shown: the range starts as that whole day. */
  date: string;
  timeZone: string;
  sensors: readonly SensorChoice[];
  /** The sensor shown, chosen first; undefined: all of them. */
  sensor: number | null | undefined;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [from, setFrom] = useState(`${date}T00:00`);
  const [to, setTo] = useState(`${addDays(date, 1)}T00:00`);
  const [chosen, setChosen] = useState(sensor === undefined ? 'all' : sensorValue(sensor));
  const call = dataSourceCalls.deleteReadings;
  const request = useMemo(
    () => requestOf(dataSourceId, from, to, timeZone, chosen),
    [dataSourceId, from, to, timeZone, chosen],
  );
  const asked = useDebouncedValue(request, 300);
  const preview = useQuery({
    queryKey: ['occupancy-readings', 'dry-run', asked],
    queryFn: ({ signal }) =>
      client.apiCall(call.path, { ...asked, dryRun: true }, call.response, { signal }),
    enabled: open && asked !== null,
    meta: { handlesErrors: true },
  });
  const remove = useMutation({
    mutationFn: (body: DeleteReadingsRequest) => client.apiCall(call.path, body, call.response),
    onSuccess: async (result) => {
      showToast(`${result.deleted} readings deleted`);
      onClose();
      await queryClient.invalidateQueries({ queryKey: statisticsKeys.all });
    },
    meta: { handlesErrors: true },
  });
  const count = preview.data?.deleted;
  return (
    <ConfirmDialog
      open={open}
      title="Delete readings"
      confirmLabel="Delete readings"
      pending={remove.isPending}
      error={remove.isError ? errorText(remove.error) : null}
      onClose={onClose}
      onConfirm={() => {
        if (request && count) remove.mutate(request);
      }}
    >
      <Stack spacing={4} sx={{ pt: 2, minWidth: { sm: 420 } }}>
        <span>
          Readings of {dataSourceName} at or after the start and before the end, on the
          building&apos;s clock ({timeZone}), are deleted for good; the statistics of those days are
          worked out again from what is left.
        </span>
        <TextField
          label="From"
          type="datetime-local"
          value={from}
          onChange={(event) => {
            setFrom(event.target.value);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To"
          type="datetime-local"
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
          }}
          error={request === null}
          helperText={request === null ? 'The end must be after the start' : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label="Sensor"
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value);
          }}
        >
          <MenuItem value="all">All sensors</MenuItem>
          {sensors.map((s) => (
            <MenuItem key={sensorValue(s.spaceId)} value={sensorValue(s.spaceId)}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        {preview.isError ? (
          <Alert severity="error">{errorText(preview.error)}</Alert>
        ) : (
          <Alert severity={count ? 'warning' : 'info'} role="status">
            {request === null || preview.isPending
              ? 'Counting the readings…'
              : count
                ? `${count} readings on ${preview.data.days} days will be deleted. This cannot be undone.`
                : 'No readings in this range.'}
          </Alert>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
