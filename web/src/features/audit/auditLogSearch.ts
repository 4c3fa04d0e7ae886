import { auditSortable } from '@atrium/contract';
import {
  dateParam,
  enumParam,
  listSearchSchema,
  textParam,
} from '../../components/list/listSearch.ts';

/** What the log records (server/src/audit/audit.ts). */
export const auditActions = [
  'create',
  'update',
  'delete',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'impersonation-start',
  'password-set',
  'password-link',
] as const;

/**
 * Search parameters of `audit-log`: user (part of an e-mail), resource, action, the dates
 * (`from`, `to`, both included), orderBy, page, perPage; newest first.
 */
export const auditLogSearch = listSearchSchema(
  {
    user: textParam(),
    resource: textParam(100),
    action: enumParam(auditActions),
    from: dateParam(),
    to: dateParam(),
  },
  {
    sortable: auditSortable,
    defaultOrder: { field: 'at', direction: 'desc' },
    normalize: (search) =>
      search.from !== null && search.to !== null && search.from > search.to
        ? { ...search, from: null, to: null }
        : search,
  },
);
