import { Box } from '@mui/material';
import { formatHour, formatPercent } from '@atrium/contract';
import { formatCount, formatFlooredPercent } from '../charts/formats.ts';
import { StatTile } from '../StatTile.tsx';
import { type DayFigures } from './floorOccupancy.ts';

/**
 * The panel's summary (specification section 2): Spaces with their estimated capacity, Peak
 * Utilization with its hour and people, Avg Utilization with its people.
 */
export function FloorSummaryTiles({
  spaces,
  capacity,
  figures,
  loading,
}: {
  spaces: number;
  capacity: number | null;
  figures: DayFigures | null;
  loading: boolean;
}) {
  const peak = figures?.peak ?? null;
  const average = figures?.average ?? null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <StatTile
        label="Spaces"
        value={spaces}
        caption={`Est. capacity ${capacity === null ? 'unknown' : formatCount(capacity)}`}
      />
      <StatTile
        label="Peak Utilization"
        value={peak ? formatPercent(peak.utilization) : null}
        caption={
          peak ? `at ${formatHour(peak.start)} · ${formatCount(peak.occupancy)} people` : undefined
        }
        loading={loading}
      />
      <StatTile
        label="Avg Utilization"
        value={average ? formatFlooredPercent(average.utilization) : null}
        caption={average ? `${formatCount(average.occupancy)} people` : undefined}
        loading={loading}
      />
    </Box>
  );
}
