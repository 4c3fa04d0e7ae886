import { useRef, useState } from 'react';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { DocumentViewer } from '../../../components/files/DocumentViewer.tsx';
import { FileThumbnail, THUMBNAIL_HEIGHT } from '../../../components/files/FileThumbnail.tsx';
import { ImagePreviewDialog } from '../../../components/files/ImagePreviewDialog.tsx';
import { isImage, type StoredFile } from '../../../components/files/storageApi.ts';
import { useFiles } from '../../../components/files/storageQueries.ts';

/** Specification section 9: one thumbnail (150 px) and its gap per step. */
export const THUMBNAIL_SCROLL_STEP = 160;

/**
 * The building's files in a row that scrolls a thumbnail at a time. An image opens the preview
 * dialog; a document (a PDF) opens the full-screen document viewer.
 */
export function ThumbnailSlider({ fileIds }: { fileIds: number[] }) {
  const files = useFiles(fileIds);
  const row = useRef<HTMLDivElement>(null);
  const [preview, setPreview] = useState<StoredFile | null>(null);
  const [openDocument, setOpenDocument] = useState<StoredFile | null>(null);

  if (fileIds.length === 0) return <Typography color="textSecondary">No images</Typography>;
  if (files.isPending) return <Typography color="textSecondary">Loading...</Typography>;
  const items = files.data ?? [];

  const scroll = (direction: 1 | -1) => {
    row.current?.scrollBy({ left: direction * THUMBNAIL_SCROLL_STEP, behavior: 'smooth' });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton
        aria-label="Previous images"
        onClick={() => {
          scroll(-1);
        }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Box
        ref={row}
        role="list"
        aria-label="Building images"
        sx={{
          display: 'flex',
          gap: '10px',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          minHeight: THUMBNAIL_HEIGHT,
          flex: 1,
        }}
      >
        {items.map((file) => (
          <Box key={file.id} role="listitem" sx={{ scrollSnapAlign: 'start' }}>
            <FileThumbnail
              file={file}
              onOpen={() => {
                if (isImage(file)) setPreview(file);
                else setOpenDocument(file);
              }}
            />
          </Box>
        ))}
      </Box>
      <IconButton
        aria-label="Next images"
        onClick={() => {
          scroll(1);
        }}
      >
        <ChevronRightIcon />
      </IconButton>
      <ImagePreviewDialog
        file={preview}
        onClose={() => {
          setPreview(null);
        }}
      />
      <DocumentViewer
        file={openDocument}
        onClose={() => {
          setOpenDocument(null);
        }}
      />
    </Stack>
  );
}
