import { useState } from 'react';
import { Alert, Box, Button, Card, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  areaUnit,
  flexScenarioLabels,
  offeredFlexScenarios,
  statisticsCalls,
  type BuildingFull,
  type StatisticsResponse,
} from '@atrium/contract';
import { errorText } from '../../../../api/client.ts';
import { useStatistic, useStatisticMutation } from '../../../../api/statistics.ts';
import { formatCount, formatDay } from '../../../../components/charts/formats.ts';
import { DataTable } from '../../../../components/DataTable.tsx';
import type { DateRange } from '../../../../components/date-range/dateRange.ts';
import { LoadError } from '../../../../components/QueryState.tsx';

type Requirements = StatisticsResponse<typeof statisticsCalls.buildingFlexRequirements>;
type Row = Requirements['items'][number];
type Offered = (typeof offeredFlexScenarios)[number];

/** How often a running job's status is asked again. */
export const FLEX_POLL_MS = 2000;

const running = (status: Requirements['status'] | undefined) =>
  status === 'QUEUED' || status === 'RUNNING';

const statusColours = {
  NOT_RUN: 'default',
  QUEUED: 'info',
  RUNNING: 'info',
  SUCCEEDED: 'success',
  FAILED: 'error',
} as const;

const count = (value: number | null) => (value === null ? '–' : formatCount(value));

/**
 * The building's flex requirements (`/occupancy/run-flex-requirements` queues the job,
 * `/occupancy/building-flex-requirements` answers its status and its latest result): per lease
 * its seats, peak, the 80 % capacity and each offered scenario's seats and area.
 */
export function FlexRequirementsCard({
  building,
  range,
}: {
  building: BuildingFull;
  range: DateRange | null;
}) {
  const [scenario, setScenario] = useState<Offered>('CURRENT');
  const requirements = useStatistic(
    statisticsCalls.buildingFlexRequirements,
    { buildingId: building.id },
    { refetchInterval: (answer) => (running(answer?.status) ? FLEX_POLL_MS : false) },
  );
  const run = useStatisticMutation(statisticsCalls.runFlexRequirements);
  const answer = requirements.data;
  const unit = areaUnit(building.units);
  const figure = (row: Row) => row.scenarios.find((s) => s.scenario === scenario);
  return (
    <Card variant="outlined" sx={{ p: { xs: 4, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ mb: 4, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Flex Requirements
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {answer?.computedAt
              ? `Worked out ${new Date(answer.computedAt).toLocaleString()} over ` +
                `${answer.startDate ? formatDay(answer.startDate) : '–'} – ${answer.endDate ? formatDay(answer.endDate) : '–'}`
              : 'Seats and area each lease needs; run the job to work them out.'}
          </Typography>
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {answer && (
            <Chip
              size="small"
              color={statusColours[answer.status]}
              label={answer.status.replace('_', ' ')}
            />
          )}
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            disabled={run.isPending || running(answer?.status)}
            onClick={() => {
              run.mutate({ buildingId: building.id, ...(range ?? {}) });
            }}
          >
            Run
          </Button>
        </Stack>
      </Stack>
      {run.isError && <Alert severity="error">{errorText(run.error)}</Alert>}
      {answer?.status === 'FAILED' && answer.error && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {answer.error}
        </Alert>
      )}
      {requirements.isError ? (
        <LoadError error={requirements.error} onRetry={() => void requirements.refetch()} />
      ) : (
        <>
          <Tabs
            value={scenario}
            onChange={(_event, value: Offered) => {
              setScenario(value);
            }}
            aria-label="Flex scenario"
            sx={{ mb: 2 }}
          >
            {offeredFlexScenarios.map((name) => (
              <Tab key={name} value={name} label={flexScenarioLabels[name]} />
            ))}
          </Tabs>
          <Box sx={{ overflowX: 'auto', '& td': { whiteSpace: 'nowrap' } }}>
            <DataTable<Row>
              label="Flex requirements"
              loading={requirements.isPending}
              rows={answer?.items ?? []}
              getRowId={(row) => row.tenantId}
              emptyText={
                answer?.status === 'NOT_RUN' ? 'Not run yet' : 'No active leases with results'
              }
              columns={[
                {
                  field: 'orgName',
                  header: 'Tenant',
                  render: (row) => `${row.orgName}${row.parentId === null ? '' : ' (sublease)'}`,
                },
                {
                  field: 'capacity',
                  header: 'Capacity',
                  align: 'right',
                  render: (row) => row.message ?? count(row.capacity),
                },
                { field: 'peak', header: 'Peak', align: 'right', render: (row) => count(row.peak) },
                {
                  field: 'newCapacity',
                  header: '80 % capacity',
                  align: 'right',
                  render: (row) => count(row.newCapacity),
                },
                {
                  field: 'seats',
                  header: `${flexScenarioLabels[scenario]} seats`,
                  align: 'right',
                  render: (row) => count(figure(row)?.seats ?? null),
                },
                {
                  field: 'seatsToRelease',
                  header: 'Seats to release',
                  align: 'right',
                  render: (row) => count(figure(row)?.seatsToRelease ?? null),
                },
                {
                  field: 'area',
                  header: `Area (${unit})`,
                  align: 'right',
                  render: (row) => {
                    const area = figure(row)?.area ?? null;
                    return count(area === null ? null : Math.round(area));
                  },
                },
                {
                  field: 'areaToRelease',
                  header: `Area to release (${unit})`,
                  align: 'right',
                  render: (row) => {
                    const area = figure(row)?.areaToRelease ?? null;
                    return count(area === null ? null : Math.round(area));
                  },
                },
              ]}
            />
          </Box>
        </>
      )}
    </Card>
  );
}
