import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { getFileContent, getFiles } from './storageApi.ts';

/** Query keys of the Storage resource; they start with its name. */
export const storageKeys = {
  all: ['storage'] as const,
  files: (ids: readonly number[]) => ['storage', 'get-files', [...ids]] as const,
  content: (id: number) => ['storage', 'content', id] as const,
};

/** The metadata of these files, in the order of the ids. */
export function useFiles(ids: readonly number[]) {
  const client = useApiClient();
  return useQuery({
    queryKey: storageKeys.files(ids),
    queryFn: ({ signal }) => getFiles(client, ids, { signal }),
    enabled: ids.length > 0,
    staleTime: 60_000,
    // While other ids load, the files already known and still asked for stay on screen.
    placeholderData: (previous) => previous?.filter((file) => ids.includes(file.id)),
  });
}

/** A file's bytes (they need the bearer token, so no plain `src` link can load them). */
export function useFileContent(id: number | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: storageKeys.content(id ?? 0),
    queryFn: ({ signal }) => getFileContent(client, id ?? 0, { signal }),
    enabled: id !== null,
    // Stored bytes never change under the same id.
    staleTime: Infinity,
  });
}

/**
 * A ref for an <img> or <iframe> that shows this blob: the object URL lives exactly as long as
 * the element does (React 19 ref cleanup), so no URL leaks and none is revoked while shown.
 */
export function useObjectUrlRef(blob: Blob | undefined) {
  return useCallback(
    (element: HTMLImageElement | HTMLIFrameElement | null) => {
      if (!element || !blob) return;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => {
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );
}
