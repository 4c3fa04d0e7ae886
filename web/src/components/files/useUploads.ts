import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { errorText } from '../../api/client.ts';
import { uploadFile, type StoredFile } from './storageApi.ts';
import type { UploadItem } from './UploadList.tsx';

let nextKey = 0;

/**
 * Uploads files one request each, tracking progress. `onUploaded` is called with each stored
 * file; removing an item in progress aborts its request.
 */
export function useUploads(onUploaded: (file: StoredFile) => void) {
  const client = useApiClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  // The latest callback, so an upload that finishes after a re-render reports to the current one.
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);
  // Leaving the page stops what is still uploading.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const update = (key: string, change: Partial<UploadItem>) => {
        setItems((current) =>
          current.map((item) => (item.key === key ? { ...item, ...change } : item)),
        );
      };
      const added = files.map((file) => ({
        file,
        item: {
          key: `upload-${++nextKey}`,
          name: file.name,
          size: file.size,
          error: null,
          complete: false,
          progress: 0,
          fileId: null,
        } satisfies UploadItem,
      }));
      setItems((current) => [...current, ...added.map(({ item }) => item)]);
      for (const { file, item } of added) {
        const controller = new AbortController();
        controllers.current.set(item.key, controller);
        uploadFile(client, file, {
          signal: controller.signal,
          onProgress: (progress) => {
            update(item.key, { progress });
          },
        }).then(
          (stored) => {
            controllers.current.delete(item.key);
            update(item.key, { complete: true, progress: 1, fileId: stored.id });
            onUploadedRef.current(stored);
          },
          (error: unknown) => {
            controllers.current.delete(item.key);
            if (controller.signal.aborted) return;
            update(item.key, { error: errorText(error) });
          },
        );
      }
    },
    [client],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  return { items, add, remove };
}
