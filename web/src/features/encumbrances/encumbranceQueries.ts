import { useQuery } from '@tanstack/react-query';
import {
  buildingsResource,
  encumbrancesResource,
  leaseTypesResource,
  organizationsResource,
  spacesResource,
  usageTypesResource,
  type ListRequest,
  type Space,
} from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { resourceApi, resourceKeys } from '../../api/resources.ts';

// The reads of the lease form. Every key starts with its resource's name, so a save that
// invalidates `['encumbrances']` reaches every view of leases.

export const encumbranceKeys = resourceKeys('encumbrances');

/** A lease with its relations (spaces, subleases, parent); off while `id` is null. */
export function useEncumbrance(id: number | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: encumbranceKeys.detail(id ?? 0),
    queryFn: ({ signal }) => resourceApi(client, encumbrancesResource).get(id ?? 0, { signal }),
    enabled: id !== null,
    // The page tells a missing lease apart from a failure itself.
    meta: { handlesErrors: true },
  });
}

export function useBuilding(id: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: resourceKeys('buildings').detail(id),
    queryFn: ({ signal }) => resourceApi(client, buildingsResource).get(id, { signal }),
    meta: { handlesErrors: true },
  });
}

const MAX_PER_PAGE = 500;
// A safety stop: 20 pages of 500 is more spaces than any building holds.
const MAX_PAGES = 20;

/** Every space of the building the caller may see, by name. */
export function useBuildingSpaces(buildingId: number) {
  const client = useApiClient();
  const request = {
    where: { floor: { buildingId } },
    orderBy: { name: 'asc' },
    perPage: MAX_PER_PAGE,
  } satisfies ListRequest;
  return useQuery({
    queryKey: resourceKeys('spaces').list(request),
    queryFn: async ({ signal }) => {
      const api = resourceApi(client, spacesResource);
      const spaces: Space[] = [];
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const { items, total } = await api.list({ ...request, page }, { signal });
        spaces.push(...items);
        if (items.length === 0 || spaces.length >= total) break;
      }
      return spaces;
    },
    meta: { handlesErrors: true },
  });
}

/** Organization types a lease's tenant may have. */
export const TENANT_ORGANIZATION_TYPES = ['OCCUPIER', 'OPERATOR'] as const;

/**
 * The tenants to choose from, by name, and the organizations the lease already names (an
 * additional organization or a sublessee may be of another type).
 */
export function useTenantOrganizations(knownIds: readonly number[], enabled: boolean) {
  const client = useApiClient();
  const byType = { type: { in: [...TENANT_ORGANIZATION_TYPES] } };
  const request = {
    where: knownIds.length > 0 ? { OR: [byType, { id: { in: [...knownIds] } }] } : byType,
    orderBy: { name: 'asc' },
    perPage: MAX_PER_PAGE,
  } satisfies ListRequest;
  return useQuery({
    queryKey: resourceKeys('organizations').list(request),
    queryFn: ({ signal }) => resourceApi(client, organizationsResource).list(request, { signal }),
    select: (response) => response.items,
    enabled,
    meta: { handlesErrors: true },
  });
}

const catalogueRequest = { orderBy: { name: 'asc' }, perPage: MAX_PER_PAGE } satisfies ListRequest;

export function useUsageTypes() {
  const client = useApiClient();
  return useQuery({
    queryKey: resourceKeys('usage-types').list(catalogueRequest),
    queryFn: ({ signal }) =>
      resourceApi(client, usageTypesResource).list(catalogueRequest, { signal }),
    select: (response) => response.items,
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });
}

export function useLeaseTypes() {
  const client = useApiClient();
  return useQuery({
    queryKey: resourceKeys('lease-types').list(catalogueRequest),
    queryFn: ({ signal }) =>
      resourceApi(client, leaseTypesResource).list(catalogueRequest, { signal }),
    select: (response) => response.items,
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });
}
