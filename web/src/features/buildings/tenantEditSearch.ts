import { idOf } from '../../components/list/listSearch.ts';

/** Search parameters of `buildings/{id}/tenants/{entityId?}/edit`: the space to start from. */
export type TenantEditSearch = { spaceId: number | null };

export function parseTenantEditSearch(params: URLSearchParams): TenantEditSearch {
  return { spaceId: idOf(params.get('spaceId')) };
}

export function tenantEditSearchParams({ spaceId }: TenantEditSearch): URLSearchParams {
  return new URLSearchParams(spaceId === null ? {} : { spaceId: String(spaceId) });
}
