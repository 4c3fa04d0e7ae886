import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  floorsResource,
  MAX_PER_PAGE,
  ZFloorSchema,
  type ZFloorCreateSchema,
  type ZFloorOrderRequestSchema,
  type ZFloorUpdateSchema,
} from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { resourceApi, resourceKeys } from '../../api/resources.ts';
import { buildingKeys } from '../buildings/buildingQueries.ts';

export const floorKeys = resourceKeys(floorsResource.name);

const ZFloorOrderResponseSchema = z.object({ items: z.array(ZFloorSchema) });

function useFloorsApi() {
  return resourceApi(useApiClient(), floorsResource);
}

/** A building's floors, lowest first (bottom to top), with operator and space count. */
export function useBuildingFloors(buildingId: number) {
  const api = useFloorsApi();
  const request = {
    where: { buildingId },
    orderBy: { position: 'asc' },
    perPage: MAX_PER_PAGE,
  } as const;
  return useQuery({
    queryKey: floorKeys.full(request),
    queryFn: ({ signal }) => api.listFull(request, { signal }),
    meta: { handlesErrors: true },
  });
}

export function useFloor(id: number) {
  const api = useFloorsApi();
  return useQuery({
    queryKey: floorKeys.detail(id),
    queryFn: ({ signal }) => api.get(id, { signal }),
    meta: { handlesErrors: true },
  });
}

/** After any floor change: floors, and buildings (whose full answer lists their floors). */
function useInvalidateFloors() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: floorKeys.all }),
      queryClient.invalidateQueries({ queryKey: buildingKeys.all }),
    ]);
}

export function useCreateFloor() {
  const api = useFloorsApi();
  const onSuccess = useInvalidateFloors();
  return useMutation({
    mutationFn: (data: z.output<typeof ZFloorCreateSchema>) => api.create(data),
    onSuccess,
  });
}

export function useUpdateFloor() {
  const api = useFloorsApi();
  const onSuccess = useInvalidateFloors();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: z.output<typeof ZFloorUpdateSchema> }) =>
      api.update(id, data),
    onSuccess,
  });
}

export function useDeleteFloor() {
  const api = useFloorsApi();
  const onSuccess = useInvalidateFloors();
  return useMutation({
    mutationFn: (id: number) => api.delete(id),
    onSuccess,
    // The delete dialog shows why (a floor with spaces answers 409).
    meta: { handlesErrors: true },
  });
}

/** `/floors/update-order`: all the building's floors, bottom to top. */
export function useUpdateFloorOrder() {
  const client = useApiClient();
  const invalidate = useInvalidateFloors();
  return useMutation({
    mutationFn: (body: z.input<typeof ZFloorOrderRequestSchema>) =>
      client.apiCall('floors/update-order', body, ZFloorOrderResponseSchema),
    onSettled: invalidate,
  });
}
