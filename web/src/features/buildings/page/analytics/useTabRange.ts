import type { BuildingFull } from '@atrium/contract';
import {
  rangeBody,
  useOccupancyRange,
} from '../../../../components/date-range/useOccupancyRange.ts';
import { useBuildingGroups } from './useBuildingGroups.ts';

/**
 * An analytics tab's subject and range: the group the caller sees (the building, a floor, a
 * lease), its data span and applied range, and the statistics body over both (null until
 * known; null too when there is no data: `noData`).
 */
export function useTabRange(building: BuildingFull) {
  const groups = useBuildingGroups(building);
  const group = groups.chosen?.group ?? null;
  const ranges = useOccupancyRange(group);
  const body = rangeBody(group, ranges.range);
  const noData = group !== null && ranges.coverage.isSuccess && ranges.range === null;
  /** Still finding out what to ask: the groups or the data span are on their way. */
  const settling =
    body === null && !noData && !ranges.coverage.isError && (groups.isLoading || group !== null);
  /** Whether figures asked with `body` are still to come (`pending`: that query's own state). */
  const loading = (pending: boolean) => settling || (body !== null && pending);
  return { groups, group, ranges, range: ranges.range, body, noData, loading };
}

export type TabRange = ReturnType<typeof useTabRange>;
