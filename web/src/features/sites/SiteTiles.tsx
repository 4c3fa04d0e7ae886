import { Box } from '@mui/material';
import { areaUnit, formatPercent, type Units } from '@atrium/contract';
import { formatDay, formatFlooredPercent } from '../../components/charts/formats.ts';
import { formatAreaNumber } from '../../components/floor-plan/areaFormat.ts';
import { StatTile } from '../../components/StatTile.tsx';
import type { SiteStatistics } from './siteFigures.ts';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * The site's summary tiles (specification section 2): Floor(s) with the room count, Rentable
 * Area with its unit, Est. Capacity, Peak Utilization with its date and people, Avg Utilization
 * (floored) with its month-over-month change. The short variant drops the first two.
 */
export function SiteTiles({
  stats,
  units,
  variant = 'full',
}: {
  /** Undefined while loading. */
  stats: SiteStatistics | undefined;
  units: Units;
  variant?: 'full' | 'short';
}) {
  const loading = stats === undefined;
  const tiles = [
    ...(variant === 'full'
      ? [
          <StatTile
            key="floors"
            label={plural(stats?.floorCount ?? 0, 'Floor', 'Floors')}
            value={stats?.floorCount}
            caption={stats && `${stats.roomCount} ${plural(stats.roomCount, 'room', 'rooms')}`}
            loading={loading}
          />,
          <StatTile
            key="area"
            label="Rentable Area"
            // null when none of the site's floors has an area (issue 35, item 15).
            value={
              stats && (stats.rentableArea === null ? null : formatAreaNumber(stats.rentableArea))
            }
            unit={areaUnit(units)}
            loading={loading}
          />,
        ]
      : []),
    <StatTile
      key="capacity"
      label="Est. Capacity"
      value={stats?.capacity}
      unit="seats"
      loading={loading}
    />,
    <StatTile
      key="peak"
      label="Peak Utilization"
      value={stats && formatPercent(stats.peakUtilization)}
      caption={
        stats?.peakOccupancyDate &&
        `${formatDay(stats.peakOccupancyDate)} · ${stats.peakOccupancy ?? 0} people`
      }
      loading={loading}
    />,
    <StatTile
      key="average"
      label="Avg Utilization"
      value={stats && formatFlooredPercent(stats.avgUtilization)}
      change={stats?.avgUtilizationMoM ?? null}
      caption="Workdays of the range"
      loading={loading}
    />,
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: `repeat(${tiles.length}, minmax(0, 1fr))`,
        },
      }}
    >
      {tiles}
    </Box>
  );
}
