import { Box, Stack, Typography } from '@mui/material';
import { NO_READING_FILL } from './floorOccupancy.ts';

/** What the plan's occupancy colours mean: the share of seats taken, and no reading. */
export function OccupancyLegend({
  scale,
  hour,
}: {
  scale: readonly [string, string];
  hour: string;
}) {
  return (
    <Stack
      direction="row"
      useFlexGap
      aria-label={`Occupancy colours at ${hour}`}
      sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 4 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">Seats taken 0%</Typography>
        <Box
          aria-hidden
          sx={{
            width: 120,
            height: 12,
            borderRadius: 1,
            background: `linear-gradient(to right, ${scale[0]}, ${scale[1]})`,
          }}
        />
        <Typography variant="body2">100%</Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={{ width: 14, height: 14, borderRadius: 1, bgcolor: NO_READING_FILL }}
        />
        <Typography variant="body2">No reading</Typography>
      </Stack>
    </Stack>
  );
}
