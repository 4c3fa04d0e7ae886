import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataSourcesResource, encumbrancesResource, type ListRequest } from '@atrium/contract';
import { useApiClient } from '../../../api/ApiClientContext.ts';
import { resourceApi, resourceKeys } from '../../../api/resources.ts';

/** The building's active leases, not subleases: their area is part of their parent's. */
export function useActiveLeases(buildingId: number) {
  const client = useApiClient();
  const request: ListRequest = {
    where: { buildingId, status: 'ACTIVE', parentId: null },
    perPage: 500,
  };
  return useQuery({
    queryKey: resourceKeys('encumbrances').list(request),
    queryFn: ({ signal }) => resourceApi(client, encumbrancesResource).list(request, { signal }),
  });
}

/** One page of the building's data sources, by name; `page` counts from 1. */
export function useBuildingDataSources(buildingId: number, page: number, perPage: number) {
  const client = useApiClient();
  const request: ListRequest = {
    where: { buildingId },
    orderBy: { name: 'asc' },
    page: page - 1,
    perPage,
  };
  return useQuery({
    queryKey: resourceKeys('data-sources').list(request),
    queryFn: ({ signal }) => resourceApi(client, dataSourcesResource).list(request, { signal }),
    placeholderData: keepPreviousData,
  });
}
