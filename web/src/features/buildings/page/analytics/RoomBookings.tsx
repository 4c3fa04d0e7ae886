import { Box, Card, Stack, Typography } from '@mui/material';
import {
  formatPercent,
  MISSING,
  statisticsCalls,
  type BuildingFull,
  type RoomBooking,
} from '@atrium/contract';
import { useStatistic } from '../../../../api/statistics.ts';
import { BarChart } from '../../../../components/charts/BarChart.tsx';
import type { BarData } from '../../../../components/charts/barChart.ts';
import { formatCount, formatRange } from '../../../../components/charts/formats.ts';
import { CaptionedCell } from '../../../../components/CaptionedCell.tsx';
import { DataTable } from '../../../../components/DataTable.tsx';
import { DateRangeSelector } from '../../../../components/date-range/DateRangeSelector.tsx';
import {
  useOccupancyRange,
  type OccupancyGroup,
} from '../../../../components/date-range/useOccupancyRange.ts';

/** The rooms' booked hours, the booked hours someone was counted in, and their occupied hours. */
export function roomBookingBars(items: readonly RoomBooking[]): BarData {
  return {
    categories: items.map((room) => room.name),
    series: [
      { name: 'Booked hours', values: items.map((room) => room.bookedHours) },
      { name: 'Booked hours used', values: items.map((room) => room.usedBookedHours) },
      { name: 'Occupied hours', values: items.map((room) => room.occupiedHours) },
    ],
  };
}

/**
 * The rooms with a sensor together: 'Booked time used 33.3%; no-shows 2 of 4 bookings'
 * (docs/metrics.md, "Meeting-room bookings against measured use").
 */
export function roomBookingSummary(items: readonly RoomBooking[]): string {
  const measured = items.filter((room) => room.measuredBookedHours !== null);
  const sum = (pick: (room: RoomBooking) => number | null) =>
    measured.reduce((total, room) => total + (pick(room) ?? 0), 0);
  const booked = sum((room) => room.measuredBookedHours);
  const share = booked > 0 ? sum((room) => room.usedBookedHours) / booked : null;
  const bookings = measured.reduce((total, room) => total + room.bookings, 0);
  if (measured.length === 0) return 'No booked room has a sensor';
  const noShows = formatCount(sum((room) => room.noShows));
  return `Booked time used ${formatPercent(share)}; no-shows ${noShows} of ${formatCount(bookings)} bookings`;
}

const hoursText = (value: number | null) => (value === null ? MISSING : `${formatCount(value)} h`);

/**
 * Meeting-room bookings against measured use (`/occupancy/room-bookings`) over a date range of
 * the group's data: each bookable room's booked hours, the hours its sensor counted someone, the
 * share of booked time used and the bookings nobody came to.
 */
export function RoomBookings({
  building,
  group,
}: {
  building: BuildingFull;
  group: OccupancyGroup | null;
}) {
  const span = useOccupancyRange(group);
  const range = span.range;
  const answer = useStatistic(
    statisticsCalls.roomBookings,
    range ? { buildingId: building.id, ...range } : null,
    { keepPrevious: true },
  );
  const items = answer.data?.items;
  const noSpan = span.coverage.isSuccess && range === null;
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Card variant="outlined" sx={{ px: { xs: 4, md: 5 }, py: 4 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
          Meeting Room Bookings
        </Typography>
        <DateRangeSelector {...span.selector} />
      </Card>
      <BarChart
        title="Booked and Measured Hours by Room"
        subtitle={
          items && answer.data
            ? `${formatRange(answer.data.startDate, answer.data.endDate) ?? ''} — ${roomBookingSummary(items)}`
            : undefined
        }
        data={noSpan ? { categories: [], series: [] } : items && roomBookingBars(items)}
        categoryLabel="Room"
        loading={answer.isFetching && answer.isPlaceholderData}
        error={answer.error}
        emptyText={
          noSpan
            ? `No occupancy data for ${building.name}: no range to count bookings over`
            : 'No meeting room was booked in this range'
        }
      />
      {/* A failed call shows its error in the chart's place, once. */}
      {!answer.isError && (
        <Card variant="outlined" sx={{ p: { xs: 4, md: 5 } }}>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 4 }}>
            Per room over the range: the bookings not cancelled, the hours booked, the clock hours
            its sensor counted someone, the share of booked time in those hours, and the bookings
            nobody was counted at (no-shows) beside those the booking system marked.
          </Typography>
          <Box sx={{ overflowX: 'auto', '& td': { whiteSpace: 'nowrap' } }}>
            <DataTable<RoomBooking>
              label="Meeting room bookings"
              loading={!noSpan && items === undefined}
              rows={items ?? []}
              getRowId={(room) => room.spaceId}
              emptyText={noSpan ? 'No occupancy data' : 'No meeting room was booked in this range'}
              columns={[
                {
                  field: 'name',
                  header: 'Room',
                  render: (room) => (
                    <CaptionedCell
                      caption={`${room.floorName}${room.capacity === null ? '' : ` · ${formatCount(room.capacity)} seats`}`}
                    >
                      {room.name}
                    </CaptionedCell>
                  ),
                  exportValue: (room) => room.name,
                },
                {
                  field: 'bookings',
                  header: 'Bookings',
                  align: 'right',
                  render: (room) => formatCount(room.bookings),
                },
                {
                  field: 'bookedHours',
                  header: 'Booked',
                  align: 'right',
                  render: (room) => hoursText(room.bookedHours),
                },
                {
                  field: 'occupiedHours',
                  header: 'Occupied',
                  align: 'right',
                  render: (room) =>
                    room.occupiedHours === null ? 'No sensor' : hoursText(room.occupiedHours),
                },
                {
                  field: 'usedShare',
                  header: 'Booked time used',
                  align: 'right',
                  render: (room) => formatPercent(room.usedShare),
                },
                {
                  field: 'noShows',
                  header: 'No-shows',
                  align: 'right',
                  render: (room) => (room.noShows === null ? MISSING : formatCount(room.noShows)),
                },
                {
                  field: 'markedNoShows',
                  header: 'Marked no-show',
                  align: 'right',
                  render: (room) => formatCount(room.markedNoShows),
                },
              ]}
            />
          </Box>
        </Card>
      )}
    </Stack>
  );
}
