import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  MAX_PER_PAGE,
  spacesResource,
  ZSpaceFullSchema,
  type ZSetExternalIdsRequestSchema,
  type ZSpaceCreateSchema,
  type ZSpaceUpdateSchema,
} from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { resourceApi, resourceKeys } from '../../api/resources.ts';
import { floorKeys } from '../floors/floorQueries.ts';

export const spaceKeys = resourceKeys(spacesResource.name);
export type SpaceFull = z.infer<typeof ZSpaceFullSchema>;

function useSpacesApi() {
  return resourceApi(useApiClient(), spacesResource);
}

/** A floor's spaces by name, with external ids and outline; a floor has at most a few hundred. */
export function useFloorSpaces(floorId: number) {
  const api = useSpacesApi();
  const request = { where: { floorId }, orderBy: { name: 'asc' }, perPage: MAX_PER_PAGE } as const;
  return useQuery({
    queryKey: spaceKeys.full(request),
    queryFn: ({ signal }) => api.listFull(request, { signal }),
    meta: { handlesErrors: true },
  });
}

/** After any space change: spaces, and floors (which count their spaces). */
function useInvalidateSpaces() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: spaceKeys.all }),
      queryClient.invalidateQueries({ queryKey: floorKeys.all }),
    ]);
}

export function useCreateSpace() {
  const api = useSpacesApi();
  const onSuccess = useInvalidateSpaces();
  return useMutation({
    mutationFn: (data: z.output<typeof ZSpaceCreateSchema>) => api.create(data),
    onSuccess,
  });
}

export function useUpdateSpace() {
  const api = useSpacesApi();
  const onSuccess = useInvalidateSpaces();
  return useMutation({
    mutationFn: ({ id, data }: { id: number; data: z.output<typeof ZSpaceUpdateSchema> }) =>
      api.update(id, data),
    onSuccess,
  });
}

export function useDeleteSpace() {
  const api = useSpacesApi();
  const onSuccess = useInvalidateSpaces();
  return useMutation({
    mutationFn: (id: number) => api.delete(id),
    onSuccess,
    // The delete dialog shows why (a space in a lease answers 409).
    meta: { handlesErrors: true },
  });
}

/** `/spaces/setExternalIds`: replaces the space's external ids. */
export function useSetExternalIds() {
  const client = useApiClient();
  const onSuccess = useInvalidateSpaces();
  return useMutation({
    mutationFn: (body: z.output<typeof ZSetExternalIdsRequestSchema>) =>
      client.apiCall('spaces/setExternalIds', body, ZSpaceFullSchema),
    onSuccess,
  });
}
