import { dataSourcesResource } from '@atrium/contract';
import { useAll } from '../../../../api/resourceHooks.ts';

/** The names of a building's data sources, for the lines of its charts. */
export function useSourceNames(buildingId: number): (id: string) => string {
  const sources = useAll(dataSourcesResource, {
    where: { buildingId },
    orderBy: { name: 'asc' },
  });
  return (id) =>
    sources.data?.find((source) => String(source.id) === id)?.name ?? `Data source ${id}`;
}
