import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  buildingsResource,
  type ListRequest,
  type ZBuildingCreateSchema,
  type ZBuildingUpdateSchema,
} from '@atrium/contract';
import type { z } from 'zod';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { resourceApi, resourceKeys } from '../../api/resources.ts';

export const buildingKeys = resourceKeys(buildingsResource.name);

function useBuildingsApi() {
  return resourceApi(useApiClient(), buildingsResource);
}

/** A page of buildings with their owner, networks and floors; the previous page stays meanwhile. */
export function useBuildingList(request: ListRequest) {
  const api = useBuildingsApi();
  return useQuery({
    queryKey: buildingKeys.full(request),
    queryFn: ({ signal }) => api.listFull(request, { signal }),
    placeholderData: keepPreviousData,
    // The page shows the error in place.
    meta: { handlesErrors: true },
  });
}

export function useBuilding(id: number) {
  const api = useBuildingsApi();
  return useQuery({
    queryKey: buildingKeys.detail(id),
    queryFn: ({ signal }) => api.get(id, { signal }),
    meta: { handlesErrors: true },
  });
}

export function useCreateBuilding() {
  const api = useBuildingsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: z.output<typeof ZBuildingCreateSchema>) => api.create(data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: buildingKeys.all }),
  });
}

export function useUpdateBuilding(id: number) {
  const api = useBuildingsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: z.output<typeof ZBuildingUpdateSchema>) => api.update(id, data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: buildingKeys.all }),
  });
}
