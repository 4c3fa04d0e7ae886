import { roles, usersResource } from '@atrium/contract';
import {
  enumParam,
  idParam,
  listSearchSchema,
  textParam,
} from '../../components/list/listSearch.ts';

/** Search parameters of `users`: search (name or e-mail), role, organizationId, orderBy, paging. */
export const userListSearch = listSearchSchema(
  { search: textParam(), role: enumParam(roles), organizationId: idParam() },
  { sortable: usersResource.sortable, defaultOrder: { field: 'name', direction: 'asc' } },
);
