import { useEffect, useId, useRef, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_FILE_SIZE, type AcceptedFileType } from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { ApiError } from '../../api/client.ts';
import { DeleteFileDialog } from './DeleteFileDialog.tsx';
import { Dropzone } from './Dropzone.tsx';
import { Gallery } from './Gallery.tsx';
import { deleteFile, type StoredFile } from './storageApi.ts';
import { storageKeys, useFiles } from './storageQueries.ts';
import { UploadList, type UploadItem } from './UploadList.tsx';
import { useUploads } from './useUploads.ts';

/** What building and floor images may be: pictures, and PDF plans (all types storage takes). */
export const IMAGE_FIELD_TYPES: readonly AcceptedFileType[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'application/pdf',
];

export type ImagesFieldProps = {
  /** Ids of stored files. */
  value: number[];
  onChange: (ids: number[]) => void;
  label: string;
};

/**
 * A form field of files: drop or choose files to upload them, follow the uploads, see the
 * files as a gallery and delete them. Each finished upload adds its id to the value.
 */
export function ImagesField({ value, onChange, label }: ImagesFieldProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const labelId = useId();
  const files = useFiles(value);
  const [deleting, setDeleting] = useState<number | null>(null);

  // Uploads finish one by one, after re-renders: each adds to the latest value, not a stale one.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  }, [value, onChange]);
  const change = (ids: number[]) => {
    latest.current.value = ids;
    latest.current.onChange(ids);
  };

  const uploads = useUploads((stored: StoredFile) => {
    change([...latest.current.value, stored.id]);
  });

  const removal = useMutation({
    mutationFn: (id: number) =>
      deleteFile(client, id).catch((error: unknown) => {
        // Already gone: it only has to leave the field.
        if (error instanceof ApiError && error.status === 404) return { id };
        throw error;
      }),
    onSuccess: ({ id }) => {
      change(latest.current.value.filter((fileId) => fileId !== id));
      queryClient.removeQueries({ queryKey: storageKeys.content(id) });
    },
    onSettled: () => {
      setDeleting(null);
    },
  });

  const removeUpload = (item: UploadItem) => {
    uploads.remove(item.key);
    if (item.fileId !== null) removal.mutate(item.fileId);
  };

  return (
    <Stack spacing={3} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle1" component="h3">
        {label}
      </Typography>
      <Dropzone accept={IMAGE_FIELD_TYPES} maxSize={MAX_FILE_SIZE} multiple onFiles={uploads.add} />
      <UploadList items={uploads.items} onRemove={removeUpload} />
      {files.data && files.data.length > 0 && (
        <Gallery
          files={files.data}
          onDelete={(file) => {
            setDeleting(file.id);
          }}
        />
      )}
      <DeleteFileDialog
        open={deleting !== null}
        busy={removal.isPending}
        onConfirm={() => {
          if (deleting !== null) removal.mutate(deleting);
        }}
        onCancel={() => {
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
