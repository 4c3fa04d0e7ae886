import { Box, Card, Typography } from '@mui/material';
import {
  spaceCategories,
  spaceCategoryColours,
  statisticsCalls,
  type Floor,
} from '@atrium/contract';
import { useStatistic } from '../../api/statistics.ts';
import { BarChart } from '../../components/charts/BarChart.tsx';
import { categoryLabel } from '../../components/floor-plan/geometry.ts';
import { StatTile } from '../../components/StatTile.tsx';

/**
 * Capacity & Workplace (specification sections 2 and 3): the floor's seats in total and per
 * space category, each bar in its category's colour.
 */
export function CapacitySummary({ floor }: { floor: Floor }) {
  const capacity = useStatistic(statisticsCalls.spacesByCategory, { floorId: floor.id });
  const byCategory = capacity.data?.capacityByCategory;
  // Categories without spaces answer 0: left out, so the chart shows what the floor has.
  const shown = spaceCategories.filter((category) => (byCategory?.[category] ?? 0) > 0);
  return (
    <Card variant="outlined" sx={{ p: { xs: 4, md: 5 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 4 }}>
        Capacity &amp; Workplace
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(180px, 1fr) minmax(0, 3fr)' },
        }}
      >
        <StatTile
          label="Est. Capacity"
          value={capacity.data?.totalCapacity ?? null}
          unit="seats"
          caption={floor.name}
          loading={capacity.isPending}
        />
        <BarChart
          title="Capacity by Category"
          headingLevel="h3"
          height={200}
          error={capacity.error}
          categoryLabel="Category"
          data={
            byCategory && {
              categories: shown.map(categoryLabel),
              series: [
                {
                  name: 'Seats',
                  values: shown.map((category) => byCategory[category] ?? null),
                  colours: shown.map((category) => spaceCategoryColours[category]),
                },
              ],
            }
          }
        />
      </Box>
    </Card>
  );
}
