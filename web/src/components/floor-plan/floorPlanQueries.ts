import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  floorsResource,
  spacesResource,
  type ListRequest,
  type ZSpaceFullSchema,
} from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { resourceApi, resourceKeys } from '../../api/resources.ts';

export type FloorSpace = z.infer<typeof ZSpaceFullSchema>;

const PAGE_SIZE = 500;
// A floor has at most a few thousand spaces; this bounds the loop if the server misbehaves.
const MAX_PAGES = 20;

/** The building's floors, bottom to top. */
export function useBuildingFloors(buildingId: number) {
  const client = useApiClient();
  const request: ListRequest = {
    where: { buildingId },
    orderBy: { position: 'asc' },
    perPage: PAGE_SIZE,
  };
  return useQuery({
    queryKey: resourceKeys('floors').list(request),
    queryFn: ({ signal }) => resourceApi(client, floorsResource).list(request, { signal }),
    select: (answer) => answer.items,
  });
}

/** All spaces of a floor with their outlines, by name. */
export function useFloorSpaces(floorId: number | null) {
  const client = useApiClient();
  const where = { floorId };
  return useQuery({
    queryKey: [...resourceKeys('spaces').all, 'full', 'all-of-floor', floorId] as const,
    queryFn: async ({ signal }) => {
      const spaces = resourceApi(client, spacesResource);
      const items: FloorSpace[] = [];
      for (let page = 0; page < MAX_PAGES; page++) {
        const answer = await spaces.listFull(
          { where, orderBy: { name: 'asc' }, page, perPage: PAGE_SIZE },
          { signal },
        );
        items.push(...answer.items);
        if (answer.items.length < PAGE_SIZE || items.length >= answer.total) break;
      }
      return items;
    },
    enabled: floorId !== null,
  });
}
