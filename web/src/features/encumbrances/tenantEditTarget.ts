import { idOf } from '../../components/list/listSearch.ts';
import { parseTenantEditSearch } from '../buildings/tenantEditSearch.ts';

/**
 * What `buildings/{id}/tenants/{entityId?}/edit` is asked to do: edit the lease `entityId`, or
 * create one — a sublease when `parentId` is given ("Add sublease" on a lease) — starting from
 * the space `spaceId`.
 */
export type TenantEditTarget = {
  buildingId: number;
  encumbranceId: number | null;
  /** Only for a new lease; an existing sublease names its parent itself. */
  parentId: number | null;
  spaceId: number | null;
};

export function parseTenantEditTarget(
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
): TenantEditTarget | null {
  const buildingId = idOf(params.id ?? null);
  if (buildingId === null) return null;
  const encumbranceId = idOf(params.entityId ?? null);
  return {
    buildingId,
    encumbranceId,
    parentId: encumbranceId === null ? idOf(search.get('parentId')) : null,
    spaceId: parseTenantEditSearch(search).spaceId,
  };
}

/** The address of the edit page (a new sublease of `parentId` when given). */
export function tenantEditPath(buildingId: number, encumbranceId?: number): string {
  return encumbranceId === undefined
    ? `/buildings/${buildingId}/tenants/edit`
    : `/buildings/${buildingId}/tenants/${encumbranceId}/edit`;
}

export function newSubleasePath(buildingId: number, parentId: number): string {
  return `${tenantEditPath(buildingId)}?${new URLSearchParams({ parentId: String(parentId) })}`;
}

/** The building's tenant view of one lease, where a saved lease is shown. */
export function tenantViewPath(buildingId: number, encumbranceId?: number): string {
  return encumbranceId === undefined
    ? `/buildings/${buildingId}/tenants`
    : `/buildings/${buildingId}/tenants/${encumbranceId}`;
}
