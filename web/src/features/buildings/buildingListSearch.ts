import { buildingsResource } from '@atrium/contract';
import type { SortOrder } from '../../components/tableState.ts';
import {
  listSearchParams,
  parseOrderBy,
  parsePaging,
  positiveInt,
  text,
  type Paging,
} from '../../app/listSearch.ts';

/** Search parameters of `buildings`: name, networkId, organizationId, orderBy, page, perPage. */
export type BuildingListSearch = Paging & {
  name: string | null;
  networkId: number | null;
  organizationId: number | null;
  orderBy: SortOrder;
};

const DEFAULT_ORDER: SortOrder = { field: 'name', direction: 'asc' };

export function parseBuildingListSearch(params: URLSearchParams): BuildingListSearch {
  return {
    name: text(params.get('name')),
    networkId: positiveInt(params.get('networkId')),
    organizationId: positiveInt(params.get('organizationId')),
    orderBy: parseOrderBy(params.get('orderBy'), buildingsResource.sortable, DEFAULT_ORDER),
    ...parsePaging(params),
  };
}

export function buildingListSearchParams(search: BuildingListSearch): URLSearchParams {
  const { name, networkId, organizationId, orderBy, page, perPage } = search;
  return listSearchParams(
    { name, networkId, organizationId },
    { value: orderBy, fallback: DEFAULT_ORDER },
    { page, perPage },
  );
}
