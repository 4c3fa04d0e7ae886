import { useMemo } from 'react';
import { statisticsCalls, type OccupancyRequest } from '@atrium/contract';
import { useStatistic } from '../../api/statistics.ts';
import type { DateRangeSelectorProps } from './DateRangeSelector.tsx';
import type { DataSpan, DateRange } from './dateRange.ts';
import { useAppliedRange } from './useAppliedRange.ts';

/** What an analytics screen asks about: a building, or a floor or lease in it. */
export type OccupancyGroup = Pick<OccupancyRequest, 'buildingId' | 'tenantId' | 'floorId'>;

/**
 * The date range of an analytics screen over one group's occupancy data: the span is the
 * group's first and last day with data (`/occupancy/occupancy-coverage`, whatever the range),
 * the range the last year of it until another is applied. `range` is null while the span loads
 * and when there is no data; `selector` goes to DateRangeSelector as it is.
 */
export function useOccupancyRange(group: OccupancyGroup | null) {
  // A new object on every render is fine: the query key compares bodies by value.
  const body = group && {
    buildingId: group.buildingId,
    ...(group.tenantId !== undefined && { tenantId: group.tenantId }),
    ...(group.floorId !== undefined && { floorId: group.floorId }),
  };
  const coverage = useStatistic(statisticsCalls.occupancyCoverage, body);
  const items = coverage.data?.items ?? [];
  const first = minOf(items.map((item) => item.firstDate));
  const last = maxOf(items.map((item) => item.lastDate));
  const span = useMemo<DataSpan | null>(
    () => (first && last ? { first, last } : null),
    [first, last],
  );
  const applied = useAppliedRange(span, JSON.stringify(body));
  const selector: DateRangeSelectorProps = {
    span,
    applied: applied.range,
    onApply: applied.apply,
    loading: coverage.isPending && body !== null,
  };
  return {
    /** The coverage answer without dates: state, first and last day with data. */
    coverage,
    span,
    range: applied.range,
    apply: applied.apply,
    selector,
  };
}

const known = (dates: readonly (string | null)[]) =>
  dates.filter((date): date is string => date !== null).sort();
const minOf = (dates: readonly (string | null)[]) => known(dates)[0] ?? null;
const maxOf = (dates: readonly (string | null)[]) => known(dates).at(-1) ?? null;

/** A statistics body over a group and a range (the range's dates as the request's). */
export function rangeBody<G extends OccupancyGroup>(
  group: G | null,
  range: DateRange | null,
): (G & DateRange) | null {
  return group && range ? { ...group, startDate: range.startDate, endDate: range.endDate } : null;
}
