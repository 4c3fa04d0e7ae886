import { useState } from 'react';
import { Alert, Box, Card, Stack, Typography } from '@mui/material';
import {
  areaUnit,
  formatPercent,
  spacesResource,
  statisticsCalls,
  utilization,
  type BuildingFull,
} from '@atrium/contract';
import { useAllFull } from '../../../../api/resourceHooks.ts';
import { useStatistics } from '../../../../api/statistics.ts';
import { ChartGrid, WideCell } from '../../../../components/AnalyticsGrid.tsx';
import { BarChart } from '../../../../components/charts/BarChart.tsx';
import { HOURLY_HEADROOM } from '../../../../components/charts/barChart.ts';
import { formatCount, formatDay } from '../../../../components/charts/formats.ts';
import { DataTable } from '../../../../components/DataTable.tsx';
import { BuildingDatePicker } from '../../../../components/date-range/BuildingDatePicker.tsx';
import { todayIn } from '../../../../components/date-range/calendarDate.ts';
import { selectedDate } from '../../../../components/date-range/dateRange.ts';
import { useOccupancyRange } from '../../../../components/date-range/useOccupancyRange.ts';
import { LoadError } from '../../../../components/QueryState.tsx';
import { CategoryLabel } from '../../../spaces/spaceCategories.tsx';
import {
  amenityRows,
  amenitySpaces,
  hourlyAmenityUse,
  meetingRoomUse,
  type AmenityRow,
  type RoomUse,
} from '../analytics/amenities.ts';
import { RoomBookings } from '../analytics/RoomBookings.tsx';
import { useBuildingGroups } from '../analytics/useBuildingGroups.ts';

/**
 * The building's Amenities tab (docs/decisions.md): its shared spaces by category with their
 * count, seats and area; on a chosen day, their utilization by hour and the meeting rooms' use,
 * where sensors count them; over a range, the meeting rooms' bookings against measured use.
 */
export function AmenitiesTab({ building }: { building: BuildingFull }) {
  const groups = useBuildingGroups(building);
  const spaces = useAllFull(spacesResource, {
    where: { floor: { buildingId: building.id } },
    orderBy: { name: 'asc' },
  });
  const amenities = amenitySpaces(spaces.data ?? []);
  const names = new Map(amenities.map((space) => [space.id, space.name]));
  // Whole floors' hours: for those who see whole buildings, or an operator its floors.
  const floorsCounted = groups.wholeBuilding || groups.chosen?.group.floorId !== undefined;
  const span = useOccupancyRange(floorsCounted ? (groups.chosen?.group ?? null) : null);
  const [date, setDate] = useState<string | null>(null);
  const today = todayIn(building.timeZone);
  const dataRange = span.span && { startDate: span.span.first, endDate: span.span.last };
  const shownDate = selectedDate(date, dataRange, today);
  // Every floor with shared spaces: a space reports with a sensor id or readings of its own.
  const amenityFloors = [...new Set(amenities.map((space) => space.floorId))].sort((a, b) => a - b);
  const hours = useStatistics(
    statisticsCalls.floorOccupancy,
    floorsCounted && dataRange
      ? amenityFloors.map((floorId) => ({ floorId, date: shownDate }))
      : [],
  );
  const ids = new Set(amenities.map((space) => space.id));
  const spaceHours = (hours.data ?? []).flatMap((h) => h.items).filter((h) => ids.has(h.spaceId));
  const rows = amenityRows(amenities, new Set(spaceHours.map((h) => h.spaceId)));
  const hoursReady = hours.data !== undefined;
  const rooms = meetingRoomUse(amenities, spaceHours);
  const unit = areaUnit(building.units);
  if (spaces.isError) {
    return <LoadError error={spaces.error} onRetry={() => void spaces.refetch()} />;
  }
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Card variant="outlined" sx={{ p: { xs: 4, md: 5 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Shared Spaces
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 4 }}>
          Social, support, collaborative, retail and parking spaces
          {groups.wholeBuilding ? ' of the building' : ' you can see in the building'}.
        </Typography>
        <Box sx={{ overflowX: 'auto', '& td': { whiteSpace: 'nowrap' } }}>
          <DataTable<AmenityRow>
            label="Shared spaces by category"
            loading={spaces.isPending}
            rows={spaces.isPending ? [] : rows}
            getRowId={(row) => row.category}
            columns={[
              {
                field: 'category',
                header: 'Category',
                render: (row) => <CategoryLabel category={row.category} />,
              },
              { field: 'spaces', header: 'Spaces', align: 'right' },
              {
                field: 'capacity',
                header: 'Capacity',
                align: 'right',
                render: (row) =>
                  row.capacity === null ? '–' : `${formatCount(row.capacity)} seats`,
              },
              {
                field: 'area',
                header: `Area (${unit})`,
                align: 'right',
                render: (row) => formatCount(row.area === null ? null : Math.round(row.area)),
              },
              {
                field: 'sensored',
                header: floorsCounted ? 'Reporting' : 'With a sensor',
                align: 'right',
                render: (row) => `${row.sensored} of ${row.spaces}`,
              },
            ]}
          />
        </Box>
      </Card>
      {!floorsCounted ? (
        <Alert severity="info">
          Hour-by-hour use of shared spaces counts everyone on a floor, so it is shown to the
          building's owner and to the operators of its floors.
        </Alert>
      ) : span.coverage.isSuccess && !dataRange ? (
        <Alert severity="info">
          No occupancy data for {building.name}: no sensor counts its shared spaces.
        </Alert>
      ) : amenities.length === 0 && spaces.isSuccess ? (
        <Alert severity="info">The building has no shared spaces on record.</Alert>
      ) : (
        <>
          <Card variant="outlined" sx={{ px: { xs: 4, md: 5 }, py: 3 }}>
            <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <BuildingDatePicker
                value={date}
                onChange={setDate}
                range={dataRange}
                timeZone={building.timeZone}
              />
              <Typography variant="body2" color="textSecondary">
                Shared spaces with a sensor, local time.
              </Typography>
            </Stack>
          </Card>
          <ChartGrid>
            <WideCell>
              <BarChart
                title="Utilization by Hour"
                subtitle={`${formatDay(shownDate)} — each category's hourly peak over its seats`}
                data={hoursReady ? hourlyAmenityUse(amenities, spaceHours) : undefined}
                format="percent"
                headroom={HOURLY_HEADROOM}
                categoryLabel="Hour"
                error={hours.error}
              />
            </WideCell>
            <WideCell>
              <Card variant="outlined" sx={{ p: { xs: 4, md: 5 } }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  Meeting Rooms
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ mb: 4 }}>
                  {formatDay(shownDate)}: hours each room had someone in it, and its busiest hour
                  against its seats.
                </Typography>
                <Box sx={{ overflowX: 'auto', '& td': { whiteSpace: 'nowrap' } }}>
                  <DataTable<RoomUse>
                    label="Meeting rooms"
                    loading={!hoursReady}
                    rows={rooms}
                    getRowId={(room) => room.spaceId}
                    emptyText="No meeting room with a sensor reported that day"
                    columns={[
                      {
                        field: 'name',
                        header: 'Room',
                        render: (room) => names.get(room.spaceId) ?? `Space ${room.spaceId}`,
                      },
                      { field: 'hoursInUse', header: 'Hours in use', align: 'right' },
                      {
                        field: 'peak',
                        header: 'Busiest hour',
                        align: 'right',
                        render: (room) => `${formatCount(room.peak)} people`,
                      },
                      {
                        field: 'capacity',
                        header: 'Seats',
                        align: 'right',
                        render: (room) => formatCount(room.capacity),
                      },
                      {
                        field: 'share',
                        header: 'Seats used at peak',
                        align: 'right',
                        render: (room) => formatPercent(utilization(room.peak, room.capacity)),
                      },
                    ]}
                  />
                </Box>
              </Card>
            </WideCell>
          </ChartGrid>
        </>
      )}
      <RoomBookings building={building} group={groups.chosen?.group ?? null} />
    </Stack>
  );
}
