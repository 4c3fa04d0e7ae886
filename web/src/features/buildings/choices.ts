import { useQuery } from '@tanstack/react-query';
import {
  dataSourcesResource,
  MAX_PER_PAGE,
  networksResource,
  organizationsResource,
  type OrganizationType,
} from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { resourceApi } from '../../api/resources.ts';

// The short lists that selects offer. Each asks for one page of the most the API gives (500),
// by name: more than that is no list to pick from, and then the choice is a name filter.

const CHOICES_PER_PAGE = MAX_PER_PAGE;
const staleTime = 60_000;

/** Organizations by name, all the user can see or those of one type (OWNER, OPERATOR). */
export function useOrganizationChoices(type: OrganizationType | null) {
  const api = resourceApi(useApiClient(), organizationsResource);
  return useQuery({
    queryKey: [organizationsResource.name, 'choices', type ?? 'all'],
    queryFn: async ({ signal }) => {
      const where = type === null ? undefined : { type };
      const request = { where, orderBy: { name: 'asc' }, perPage: CHOICES_PER_PAGE } as const;
      return (await api.list(request, { signal })).items;
    },
    staleTime,
  });
}

export function useNetworkChoices() {
  const api = resourceApi(useApiClient(), networksResource);
  return useQuery({
    queryKey: [networksResource.name, 'choices'],
    queryFn: async ({ signal }) => {
      const request = { orderBy: { name: 'asc' }, perPage: CHOICES_PER_PAGE } as const;
      return (await api.list(request, { signal })).items;
    },
    staleTime,
  });
}

/** The occupancy data sources of one building. */
export function useDataSourceChoices(buildingId: number | null) {
  const api = resourceApi(useApiClient(), dataSourcesResource);
  return useQuery({
    queryKey: [dataSourcesResource.name, 'choices', buildingId],
    queryFn: async ({ signal }) => {
      const request = {
        where: { buildingId },
        orderBy: { name: 'asc' },
        perPage: CHOICES_PER_PAGE,
      } as const;
      return (await api.list(request, { signal })).items;
    },
    enabled: buildingId !== null,
    staleTime,
  });
}
