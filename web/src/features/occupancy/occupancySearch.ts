import { z } from 'zod';
import { ZDateSchema } from '@atrium/contract';
import { idOf } from '../../components/list/listSearch.ts';

/** The occupancy screen's address: `?dataSourceId=4&date=2026-03-02&spaceId=11`. */
export type OccupancySearch = {
  dataSourceId: number | null;
  date: string | null;
  /** The sensor whose readings are listed; 0 is the building counter. */
  spaceId: number | null;
};

export function parseOccupancySearch(params: URLSearchParams): OccupancySearch {
  const date = ZDateSchema.safeParse(params.get('date'));
  const space = z.coerce
    .number()
    .int()
    .min(0)
    .safeParse(params.get('spaceId') ?? undefined);
  return {
    dataSourceId: idOf(params.get('dataSourceId')),
    date: date.success ? date.data : null,
    spaceId: space.success ? space.data : null,
  };
}

export function formatOccupancySearch(search: OccupancySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.dataSourceId !== null) params.set('dataSourceId', String(search.dataSourceId));
  if (search.date !== null) params.set('date', search.date);
  if (search.spaceId !== null) params.set('spaceId', String(search.spaceId));
  return params;
}
