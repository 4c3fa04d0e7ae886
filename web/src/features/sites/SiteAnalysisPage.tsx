import { useMemo } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { floorsResource, statisticsCalls } from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { useAll } from '../../api/resourceHooks.ts';
import { useStatistic, useStatistics } from '../../api/statistics.ts';
import { BarChart } from '../../components/charts/BarChart.tsx';
import { UTILIZATION_HEADROOM } from '../../components/charts/barChart.ts';
import { formatDay } from '../../components/charts/formats.ts';
import { HeatmapChart } from '../../components/charts/HeatmapChart.tsx';
import { SiteCostCard } from './SiteCostCard.tsx';
import { siteBody, useSiteContext } from './siteContext.ts';
import { rangeText } from './siteFigures.ts';
import { SiteTiles } from './SiteTiles.tsx';
import {
  hourlyProfile,
  lastDays,
  peakHours,
  profileHours,
  utilizationByFloor,
} from './siteAnalysis.ts';

/** How far back the hourly profile looks: twelve weeks (the hourly call takes at most 92 days). */
export const PROFILE_DAYS = 84;

/**
 * The site analysis (docs/decisions.md): the short tiles, utilization per floor by month, the
 * hour × weekday profile and the busiest hours of the last twelve weeks, and the cost per seat.
 */
export function SiteAnalysisPage() {
  const context = useSiteContext();
  const { building, organizationId } = context;
  const stats = useStatistic(statisticsCalls.siteStatistics, siteBody(context));
  const floors = useAll(floorsResource, {
    where: { buildingId: building.id, operatorOrganizationId: organizationId },
    orderBy: { position: 'asc' },
  });
  const floorList = floors.data ?? [];
  const monthly = useStatistics(
    statisticsCalls.monthlyOccupancy,
    floorList.map((floor) => ({ buildingId: building.id, floorId: floor.id })),
  );
  const end = stats.data?.endDate ?? null;
  const hourly = useStatistics(
    statisticsCalls.occupancyHours,
    end === null
      ? []
      : floorList.map((floor) => ({
          buildingId: building.id,
          floorId: floor.id,
          ...lastDays(end, PROFILE_DAYS),
        })),
  );
  const cells = useMemo(
    () => (hourly.data ? hourlyProfile(hourly.data) : undefined),
    [hourly.data],
  );
  const peaks = useMemo(() => (cells ? peakHours(cells) : undefined), [cells]);

  if (stats.isError) return <Alert severity="error">{errorText(stats.error)}</Alert>;
  const waiting = floors.isPending || stats.isPending;
  const profileWindow = end ? lastDays(end, PROFILE_DAYS) : null;
  const windowText = profileWindow
    ? `${formatDay(profileWindow.startDate)} – ${formatDay(profileWindow.endDate)}`
    : undefined;
  const noData = stats.data && end === null;
  return (
    <Stack spacing={5}>
      <SiteTiles stats={stats.data} units={building.units} variant="short" />
      <BarChart
        title="Utilization per Floor"
        subtitle={
          rangeText(stats.data) &&
          `${floorList.length === 1 ? `${floorList[0]?.name ?? ''} · ` : ''}Average utilization by month · ${rangeText(stats.data) ?? ''}`
        }
        data={waiting ? undefined : utilizationByFloor(floorList, monthly.data ?? [])}
        loading={monthly.isPending && floorList.length > 0}
        error={floors.error ?? monthly.error}
        format="percent"
        headroom={UTILIZATION_HEADROOM}
        categoryLabel="Month"
      />
      <Box
        sx={{
          display: 'grid',
          gap: 5,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <HeatmapChart
          title="Occupancy by Hour and Weekday"
          subtitle={windowText && `Average people · ${windowText}`}
          data={noData ? { cells: [] } : cells && { cells }}
          hours={cells && cells.length > 0 ? profileHours(cells) : undefined}
          loading={!noData && (waiting || hourly.isPending)}
          error={hourly.error}
        />
        <BarChart
          title="Peak Hours"
          subtitle={
            peaks?.busiest
              ? `Busiest at ${peaks.busiest.hour}, Mon–Fri · ${windowText ?? ''}`
              : windowText && `Mon–Fri · ${windowText}`
          }
          data={noData ? { categories: [], series: [] } : peaks?.data}
          loading={!noData && (waiting || hourly.isPending)}
          error={hourly.error}
          categoryLabel="Hour"
        />
      </Box>
      <SiteCostCard context={context} stats={stats.data} />
    </Stack>
  );
}
