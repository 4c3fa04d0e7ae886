import { Box, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { formatHour, type Units } from '@atrium/contract';
import { BarChart } from '../charts/BarChart.tsx';
import { HOURLY_HEADROOM } from '../charts/barChart.ts';
import { formatDay } from '../charts/formats.ts';
import { StatTile } from '../StatTile.tsx';
import { formatArea } from './areaFormat.ts';
import { dayFigures, type HourValue } from './floorOccupancy.ts';
import type { FloorSpace } from './FloorPlanViewer.tsx';
import { categoryLabel } from './geometry.ts';

const NONE = 'none';

/** A space's details, each 'none' when missing (specification section 2, "Space detail drawer"). */
export function SpaceDetailDrawer({
  space,
  units,
  onClose,
  occupancy,
}: {
  space: FloorSpace | null;
  units: Units;
  onClose: () => void;
  /** The space's hourly peaks on a date, when the floor has an occupancy source. */
  occupancy?: { date: string; hours: readonly HourValue[] | undefined; loading: boolean };
}) {
  const details: [string, string][] = space
    ? [
        ['Category', categoryLabel(space.category)],
        ['Type', space.type ?? NONE],
        ['Rentable Area', formatArea(space.rentableSF, units) ?? NONE],
        ['Usable Area', formatArea(space.usableSF, units) ?? NONE],
        ['Capacity', space.capacity === null ? NONE : String(space.capacity)],
      ]
    : [];
  return (
    <Drawer
      anchor="right"
      open={space !== null}
      onClose={onClose}
      // Above the app bar, which sits above the side menu.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: { 'aria-labelledby': 'space-detail-title', sx: { width: 440, maxWidth: '100%' } },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', p: 4, gap: 2 }}>
        <Typography id="space-detail-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {space?.name}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box
        component="dl"
        sx={{ m: 0, p: 4, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 3 }}
      >
        {details.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" color="textSecondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {space && occupancy && <SpaceOccupancy capacity={space.capacity} {...occupancy} />}
    </Drawer>
  );
}

/** The space's day: people per hour (y-axis to 125 % of the highest), its peak and average. */
function SpaceOccupancy({
  date,
  hours,
  loading,
  capacity,
}: {
  date: string;
  hours: readonly HourValue[] | undefined;
  loading: boolean;
  capacity: number | null;
}) {
  const figures = dayFigures(hours ?? [], capacity);
  const data = hours && {
    categories: hours.map((hour) => formatHour(hour.start)),
    series: [{ name: 'People', values: hours.map((hour) => hour.occupancy) }],
  };
  return (
    <Stack spacing={3} sx={{ px: 4, pb: 4 }}>
      <BarChart
        title={`Occupancy on ${formatDay(date)}`}
        headingLevel="h3"
        data={loading ? undefined : (data ?? { categories: [], series: [] })}
        headroom={HOURLY_HEADROOM}
        height={200}
        categoryLabel="Hour"
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 3 }}>
        <StatTile
          label="Peak Occupancy"
          value={figures.peak?.occupancy ?? null}
          unit="people"
          caption={figures.peak ? `at ${formatHour(figures.peak.start)}` : undefined}
          loading={loading}
        />
        <StatTile
          label="Avg Occupancy"
          value={figures.average?.occupancy ?? null}
          unit="people"
          loading={loading}
        />
      </Box>
    </Stack>
  );
}
