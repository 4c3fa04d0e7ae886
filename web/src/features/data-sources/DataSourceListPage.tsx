import {
  buildingsResource,
  dataSourceCalls,
  dataSourcesResource,
  dataSystemList,
  type ListRequest,
} from '@atrium/contract';
import { useAll } from '../../api/resourceHooks.ts';
import { useStatistic } from '../../api/statistics.ts';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import type { ListSearch } from '../../components/list/listSearch.ts';
import { TextFilter } from '../../components/list/TextFilter.tsx';
import { useListSearch } from '../../components/list/useListSearch.ts';
import { dataSourceColumns } from './dataSourceColumns.tsx';
import { dataSourceListSearch } from './dataSourceListSearch.ts';

type Search = ListSearch<typeof dataSourceListSearch.filters>;

const whereOf = (search: Search): ListRequest['where'] => ({
  ...(search.name !== null && { name: { contains: search.name, mode: 'insensitive' } }),
  ...(search.dataSystem !== null && { dataSystem: search.dataSystem }),
  ...(search.buildingId !== null && { buildingId: search.buildingId }),
});

const systemChoices = dataSystemList.map(({ value, label }) => ({ value, label }));

/** `data-sources`: every data source with its system, place and health. */
export function DataSourceListPage() {
  const listSearch = useListSearch(dataSourceListSearch);
  const { search, update } = listSearch;
  const status = useStatistic(dataSourceCalls.status, {});
  const byId = new Map(status.data?.items.map((s) => [s.dataSourceId, s]));
  const buildings = useAll(buildingsResource, { orderBy: { name: 'asc' } });
  const buildingChoices = (buildings.data ?? []).map((b) => ({ value: b.id, label: b.name }));
  return (
    <ListPage
      title="Data Sources"
      subtitle="The systems that send people counts, per building or network, and how they are reporting."
      resource={dataSourcesResource}
      listSearch={listSearch}
      where={whereOf(search)}
      columns={dataSourceColumns((id) => byId.get(id))}
      getRowId={(source) => source.id}
      filters={
        <>
          <TextFilter
            label="Name"
            value={search.name}
            onChange={(name) => {
              update({ name }, { replace: true });
            }}
          />
          <ChoiceFilter
            label="Data system"
            allLabel="Every system"
            value={search.dataSystem}
            choices={systemChoices}
            onChange={(dataSystem) => {
              update({ dataSystem });
            }}
          />
          <ChoiceFilter
            label="Building"
            allLabel="Every building"
            value={search.buildingId}
            choices={buildingChoices}
            onChange={(buildingId) => {
              update({ buildingId });
            }}
          />
        </>
      }
      createPath="/data-sources/create"
      rowPath={(source) => `/data-sources/${source.id}`}
      exportName="data-sources"
      emptyText="No data sources yet. Create one for each system that sends people counts, then import its readings."
    />
  );
}
