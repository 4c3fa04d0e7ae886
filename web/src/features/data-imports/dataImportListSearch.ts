import { z } from 'zod';
import {
  dateParam,
  idParam,
  listSearchSchema,
  textParam,
} from '../../components/list/listSearch.ts';

// The data-imports resource has no contract yet; these are the columns its list will sort by.
const SORTABLE = ['createdAt', 'type', 'status'] as const;

/** Type and status are upper-case codes such as SPATIAL or FAILED. */
const codeParam = () =>
  z
    .string()
    .trim()
    .max(50)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/)
    .transform((code) => code.toUpperCase())
    .nullable()
    .optional()
    .transform((value) => value ?? null)
    .catch(null);

/**
 * Search parameters of `data-imports`: the createdAt range (`createdAtGte`, `createdAtLte`, as
 * dates), buildingId, type, userId, status, orderBy, page, perPage; newest first by default
 * (the import someone just started is the one they look for).
 */
export const dataImportListSearch = listSearchSchema(
  {
    createdAtGte: dateParam(),
    createdAtLte: dateParam(),
    buildingId: idParam(),
    type: codeParam(),
    userId: textParam(),
    status: codeParam(),
  },
  {
    sortable: SORTABLE,
    defaultOrder: { field: 'createdAt', direction: 'desc' },
    // A range that ends before it starts selects nothing: drop it.
    normalize: (search) =>
      search.createdAtGte !== null &&
      search.createdAtLte !== null &&
      search.createdAtGte > search.createdAtLte
        ? { ...search, createdAtGte: null, createdAtLte: null }
        : search,
  },
);
