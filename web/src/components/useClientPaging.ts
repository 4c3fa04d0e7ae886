import { useState } from 'react';
import type { DataTablePagination } from './DataTable.tsx';

/**
 * Pages of rows the screen already holds (a statistic's answer), for a DataTable: the rows of
 * the current page and its pagination. A page past the end (fewer rows now) shows the last.
 */
export function useClientPaging<Row>(rows: readonly Row[], initialPerPage = 15) {
  const [paging, setPaging] = useState({ page: 1, perPage: initialPerPage });
  const pages = Math.max(1, Math.ceil(rows.length / paging.perPage));
  const page = Math.min(paging.page, pages);
  const pageRows = rows.slice((page - 1) * paging.perPage, page * paging.perPage);
  const pagination: DataTablePagination = {
    page,
    perPage: paging.perPage,
    total: rows.length,
    onChange: setPaging,
  };
  return { pageRows, pagination };
}
