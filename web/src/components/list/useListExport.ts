import { useState } from 'react';
import { showToast } from '../toast/toast.ts';
import { MAX_PER_PAGE, type ListRequest, type ResourceContract } from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { errorText } from '../../api/client.ts';
import type { FullEntity } from '../../api/resourceHooks.ts';
import { resourceApi } from '../../api/resources.ts';
import type { DataTableColumn } from '../DataTable.tsx';
import { csvHeader, csvRows, downloadFile, UTF8_BOM } from './csv.ts';

export type ListExport = {
  /** Rows written so far while an export runs, else null. */
  progress: { done: number; total: number } | null;
  start: () => void;
};

/**
 * Exports the whole filtered list as CSV, not only the page on screen: the pages are read one
 * after the other (500 rows each) and written as they arrive, so the browser never holds the
 * list as objects, only its CSV text.
 */
export function useListExport<R extends ResourceContract>(
  resource: R,
  request: Omit<ListRequest, 'page' | 'perPage'>,
  columns: readonly DataTableColumn<FullEntity<R>>[],
  fileName: string,
): ListExport {
  const api = resourceApi(useApiClient(), resource);
  const [progress, setProgress] = useState<ListExport['progress']>(null);

  const run = async () => {
    const parts: BlobPart[] = [UTF8_BOM, csvHeader(columns)];
    let done = 0;
    for (let page = 0; ; page += 1) {
      const answer = await api.listFull({ ...request, page, perPage: MAX_PER_PAGE });
      parts.push(csvRows(columns, answer.items));
      done += answer.items.length;
      setProgress({ done, total: answer.total });
      if (answer.items.length === 0 || done >= answer.total) break;
    }
    downloadFile(parts, `${fileName}.csv`, 'text/csv;charset=utf-8');
  };

  return {
    progress,
    start: () => {
      if (progress !== null) return;
      setProgress({ done: 0, total: 0 });
      run()
        .catch((error: unknown) => {
          showToast(`The export failed: ${errorText(error)}`, 'error');
        })
        .finally(() => {
          setProgress(null);
        });
    },
  };
}
