import { Box, Chip } from '@mui/material';
import {
  addDays,
  auditResource,
  MISSING,
  type AuditEntry,
  type ListRequest,
} from '@atrium/contract';
import { isMasterAdmin, useCurrentUser } from '../../auth/currentUser.ts';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.tsx';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import type { ListSearch } from '../../components/list/listSearch.ts';
import { TextFilter } from '../../components/list/TextFilter.tsx';
import { useListSearch } from '../../components/list/useListSearch.ts';
import { auditActions, auditLogSearch } from './auditLogSearch.ts';

type Search = ListSearch<typeof auditLogSearch.filters>;

/** What was changed, as people call it (the resource names of the API). */
const resourceNames: Record<string, string> = {
  organizations: 'Organizations',
  'organization-aliases': 'Organization aliases',
  'organization-domains': 'Organization domains',
  users: 'Users',
  buildings: 'Buildings',
  floors: 'Floors',
  spaces: 'Spaces',
  encumbrances: 'Leases',
  networks: 'Networks',
  'network-levels': 'Network levels',
  tags: 'Tags',
  industries: 'Industries',
  'data-sources': 'Data sources',
  files: 'Files',
  session: 'Sign-in',
};
const resourceChoices = Object.entries(resourceNames).map(([value, label]) => ({ value, label }));
const actionChoices = auditActions.map((value) => ({ value, label: value }));

const whereOf = (search: Search): ListRequest['where'] => ({
  ...(search.user !== null && { actorEmail: { contains: search.user, mode: 'insensitive' } }),
  ...(search.resource !== null && { resource: search.resource }),
  ...(search.action !== null && { action: search.action }),
  ...((search.from !== null || search.to !== null) && {
    at: {
      ...(search.from !== null && { gte: search.from }),
      // The whole last day: before the next one begins (UTC, as the log keeps time).
      ...(search.to !== null && { lt: addDays(search.to, 1) }),
    },
  }),
});

/** '2026-11-27T09:14:03.120Z' as '2026-11-27 09:14 UTC'. */
const when = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`;

function detailsOf(entry: AuditEntry): string {
  const details = entry.details ?? {};
  const fields = details.fields;
  if (Array.isArray(fields)) return `Changed ${fields.join(', ')}`;
  const parts = Object.entries(details).map(
    ([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
  );
  return parts.length > 0 ? parts.join('; ') : MISSING;
}

const columns: DataTableColumn<AuditEntry>[] = [
  { field: 'at', header: 'When', sortable: true, render: (e) => when(e.at) },
  { field: 'actorEmail', header: 'Who', sortable: true },
  {
    field: 'action',
    header: 'Action',
    sortable: true,
    render: (e) => <Chip size="small" variant="outlined" label={e.action} />,
  },
  {
    field: 'resource',
    header: 'What',
    sortable: true,
    render: (e) =>
      `${resourceNames[e.resource] ?? e.resource}${e.entityId === null ? '' : ` ${e.entityId}`}`,
  },
  {
    field: 'details',
    header: 'Details',
    render: (e) => (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {detailsOf(e)}
      </Box>
    ),
    exportValue: (e) => (e.details === null ? null : JSON.stringify(e.details)),
  },
];

/**
 * `audit-log`: who changed what and when — for an admin in their organization (and what a master
 * admin did acting for it), for a master admin everywhere; filtered by user, resource, action and
 * date.
 */
export function AuditLogPage() {
  const listSearch = useListSearch(auditLogSearch);
  const { search, update } = listSearch;
  const masterAdmin = isMasterAdmin(useCurrentUser());
  return (
    <ListPage
      title="Audit log"
      subtitle={
        masterAdmin
          ? 'Who created, changed or deleted what, and when; sign-ins and impersonation.'
          : 'Who in your organization created, changed or deleted what, and when; sign-ins.'
      }
      resource={auditResource}
      listSearch={listSearch}
      where={whereOf(search)}
      columns={columns}
      getRowId={(entry) => entry.id}
      filters={
        <>
          <TextFilter
            label="User"
            value={search.user}
            onChange={(user) => {
              update({ user }, { replace: true });
            }}
          />
          <ChoiceFilter
            label="Resource"
            allLabel="Everything"
            value={search.resource}
            choices={resourceChoices}
            onChange={(resource) => {
              update({ resource });
            }}
          />
          <ChoiceFilter
            label="Action"
            allLabel="Every action"
            value={search.action}
            choices={actionChoices}
            onChange={(action) => {
              update({ action });
            }}
          />
          <DateRangeFilter
            label="Date"
            value={{ from: search.from, to: search.to }}
            onChange={({ from, to }) => {
              update({ from, to });
            }}
          />
        </>
      }
      exportName="audit-log"
      emptyText="Nothing recorded yet."
    />
  );
}
