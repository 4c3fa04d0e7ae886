import { organizationsResource, tagsResource, type ListRequest } from '@atrium/contract';
import { useAll } from '../../api/resourceHooks.ts';
import { isMasterAdmin, useCurrentUser } from '../../auth/currentUser.ts';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import type { ListSearch } from '../../components/list/listSearch.ts';
import { TextFilter } from '../../components/list/TextFilter.tsx';
import { useListSearch } from '../../components/list/useListSearch.ts';
import { tagColumns } from './tagColumns.tsx';
import { taggableChoices } from './taggables.ts';
import { tagListSearch } from './tagListSearch.ts';

type Search = ListSearch<typeof tagListSearch.filters>;

const whereOf = (search: Search): ListRequest['where'] => ({
  ...(search.name !== null && { name: { contains: search.name, mode: 'insensitive' } }),
  ...(search.availableFor !== null && { availableFor: search.availableFor }),
});

/** `tags`: the organization's tags (a master admin's: every organization's), filtered by name and target. */
export function TagListPage() {
  const listSearch = useListSearch(tagListSearch);
  const { search, update } = listSearch;
  // Only a master admin sees other organizations' tags; the column names their owner.
  const masterAdmin = isMasterAdmin(useCurrentUser());
  const organizations = useAll(organizationsResource, {}, { enabled: masterAdmin });
  const names = new Map(organizations.data?.map((o) => [o.id, o.name]));
  const columns = tagColumns((id) => names.get(id) ?? null).filter(
    (column) => masterAdmin || column.field !== 'organizationId',
  );
  return (
    <ListPage
      title="Tags"
      subtitle="Labels your organization puts on buildings, networks, organizations, leases, projects and reports."
      resource={tagsResource}
      listSearch={listSearch}
      where={whereOf(search)}
      columns={columns}
      getRowId={(tag) => tag.id}
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
            label="Available for"
            allLabel="Everything"
            value={search.availableFor}
            choices={taggableChoices}
            onChange={(availableFor) => {
              update({ availableFor });
            }}
          />
        </>
      }
      createPath="/tags/create"
      rowPath={(tag) => `/tags/${tag.id}`}
      exportName="tags"
      emptyText="No tags yet. Create one to label buildings, leases or projects."
    />
  );
}
