import { useState } from 'react';
import { Box, Card, Typography } from '@mui/material';
import {
  formatHour,
  formatPercent,
  statisticsCalls,
  type OccupancyRequest,
  type StatisticsResponse,
} from '@atrium/contract';
import { useStatistic } from '../../../../api/statistics.ts';
import { BarChart } from '../../../../components/charts/BarChart.tsx';
import { HOURLY_HEADROOM } from '../../../../components/charts/barChart.ts';
import { formatCount, formatDay } from '../../../../components/charts/formats.ts';
import { DataTable } from '../../../../components/DataTable.tsx';
import { LoadError } from '../../../../components/QueryState.tsx';

type PeakDay = StatisticsResponse<typeof statisticsCalls.peakDays>['items'][number];

/** How many of the busiest days the table lists. */
export const PEAK_DAYS = 10;

/**
 * The range's busiest days (`/occupancy/peak-days`) and the hourly curve of one of them
 * (`/occupancy/peak-day`: the peak day unless another row is chosen).
 */
export function PeakDays({ body }: { body: OccupancyRequest | null }) {
  const [chosen, setChosen] = useState<{ body: string; date: string } | null>(null);
  const key = JSON.stringify(body);
  const date = chosen?.body === key ? chosen.date : undefined;
  const days = useStatistic(statisticsCalls.peakDays, body && { ...body, limit: PEAK_DAYS });
  const day = useStatistic(
    statisticsCalls.peakDay,
    body && { ...body, ...(date !== undefined && { date }) },
    { keepPrevious: true },
  );
  const hours = day.data?.items ?? [];
  const shown = day.data?.date;
  return (
    <>
      <Card variant="outlined" sx={{ p: { xs: 4, md: 5 }, height: '100%' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Peak Days
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 4 }}>
          The {PEAK_DAYS} days with the highest daily peak; choose one to see its hours.
        </Typography>
        {days.isError ? (
          <LoadError error={days.error} onRetry={() => void days.refetch()} />
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <DataTable<PeakDay>
              label="Peak days"
              loading={days.isPending && body !== null}
              rows={days.data?.items ?? []}
              getRowId={(row) => row.date}
              onRowClick={(row) => {
                setChosen({ body: key, date: row.date });
              }}
              emptyText="No data available"
              columns={[
                {
                  field: 'date',
                  header: 'Date',
                  render: (row) => (
                    <Box component="span" sx={{ fontWeight: row.date === shown ? 600 : 400 }}>
                      {formatDay(row.date)}
                    </Box>
                  ),
                },
                {
                  field: 'peak',
                  header: 'Peak',
                  align: 'right',
                  render: (row) => `${formatCount(row.peak)} people`,
                },
                {
                  field: 'peakAt',
                  header: 'At',
                  render: (row) => (row.peakAt === null ? '–' : formatHour(row.peakAt)),
                },
                {
                  field: 'utilization',
                  header: 'Utilization',
                  align: 'right',
                  render: (row) => formatPercent(row.utilization),
                },
              ]}
            />
          </Box>
        )}
      </Card>
      <BarChart
        title={shown ? `Hours of ${formatDay(shown)}` : 'Peak Day'}
        subtitle={
          day.data?.peak == null
            ? 'Hourly peak and average, local time'
            : `Peak ${formatCount(day.data.peak)} people at ${day.data.peakAt === null ? '–' : formatHour(day.data.peakAt)}, ` +
              `utilization ${formatPercent(day.data.utilization)}; local time`
        }
        data={
          day.data && {
            categories: hours.map((h) => formatHour(h.start)),
            series: [
              { name: 'Peak', values: hours.map((h) => h.peak) },
              { name: 'Average', values: hours.map((h) => h.average) },
            ],
          }
        }
        headroom={HOURLY_HEADROOM}
        categoryLabel="Hour"
        loading={day.isFetching && day.isPlaceholderData}
        error={day.error}
      />
    </>
  );
}
