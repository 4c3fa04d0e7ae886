import { useMemo } from 'react';
import { spacesResource, statisticsCalls, type SpaceCategory } from '@atrium/contract';
import { useAllFull } from '../../api/resourceHooks.ts';
import { useStatistic } from '../../api/statistics.ts';
import type { DateRange } from '../date-range/dateRange.ts';
import { hoursBySpace } from './floorOccupancy.ts';
import type { FloorSpace, PlacedSpace } from './FloorPlanViewer.tsx';
import { spacePolygon } from './geometry.ts';

/** Whether a space reports occupancy: it has the occupancy-sensor vendor's external id. */
export const hasOccupancySensor = (space: FloorSpace): boolean =>
  space.externalIds.some((id) => id.type === 'OCCUPANCY_SENSOR');

/** Spaces with an outline, parents before their sub-spaces so that these are drawn on top. */
export function placeSpaces(spaces: readonly FloorSpace[]): PlacedSpace[] {
  return spaces
    .flatMap((space) => {
      const polygon = spacePolygon(space);
      return polygon ? [{ space, polygon }] : [];
    })
    .sort((a, b) => Number(a.space.parentId !== null) - Number(b.space.parentId !== null));
}

/**
 * What the floor plan panel reads: the floor's spaces with outlines and external ids, and, when
 * one of them has an occupancy sensor, the range of the floor's data (unless the screen gives
 * one) and the spaces' hourly peaks on the date.
 */
export function useFloorPlanData({
  buildingId,
  floorId,
  range: givenRange,
  date,
}: {
  buildingId: number;
  floorId: number;
  range: DateRange | null | undefined;
  /** The chosen date as the picker shows it, once the range is known. */
  date: (range: DateRange | null) => string;
}) {
  const spaces = useAllFull(spacesResource, { where: { floorId }, orderBy: { name: 'asc' } });
  const all = useMemo(() => spaces.data ?? [], [spaces.data]);
  const sensored = all.some(hasOccupancySensor);
  // The floor's data range (the last year of it): only asked when the screen gives none. A
  // caller who may not see the floor's figures (an occupier) is answered Not found: no date then.
  const floorRange = useStatistic(
    statisticsCalls.occupancyStatistic,
    sensored && givenRange === undefined ? { buildingId, floorId } : null,
    { handlesErrors: true },
  );
  const range: DateRange | null =
    givenRange !== undefined
      ? givenRange
      : floorRange.data?.startDate && floorRange.data.endDate
        ? { startDate: floorRange.data.startDate, endDate: floorRange.data.endDate }
        : null;
  const occupancySource = sensored && range !== null;
  const shownDate = date(range);
  const occupancy = useStatistic(
    statisticsCalls.floorOccupancy,
    occupancySource ? { floorId, date: shownDate } : null,
    { keepPrevious: true },
  );
  const byHour = useMemo(() => hoursBySpace(occupancy.data), [occupancy.data]);
  const placed = useMemo(() => placeSpaces(all), [all]);
  const categories = useMemo(() => new Set<SpaceCategory>(all.map((s) => s.category)), [all]);
  return {
    spaces,
    placed,
    categories,
    occupancySource,
    /** Still finding out whether there is one (the floor's range is loading). */
    rangeLoading: sensored && givenRange === undefined && floorRange.isPending,
    range,
    date: shownDate,
    occupancy,
    hoursBySpace: byHour,
  };
}
