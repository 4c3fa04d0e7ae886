import { useState } from 'react';
import { Box, IconButton, Stack } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { DocumentViewer } from './DocumentViewer.tsx';
import { FileThumbnail } from './FileThumbnail.tsx';
import { ImageCarouselDialog } from './ImageCarouselDialog.tsx';
import { isImage, type StoredFile } from './storageApi.ts';

/**
 * Thumbnails of files. An image opens the image carousel at that image; any other file opens
 * the document viewer. With `onDelete`, each file has a delete button.
 */
export function Gallery({
  files,
  onDelete,
}: {
  files: readonly StoredFile[];
  onDelete?: (file: StoredFile) => void;
}) {
  const [carouselStart, setCarouselStart] = useState<number | null>(null);
  const [openDocument, setOpenDocument] = useState<StoredFile | null>(null);
  const images = files.filter(isImage);

  const open = (file: StoredFile) => {
    if (isImage(file)) setCarouselStart(images.indexOf(file));
    else setOpenDocument(file);
  };

  return (
    <>
      <Stack
        direction="row"
        useFlexGap
        spacing={3}
        sx={{ flexWrap: 'wrap' }}
        role="list"
        aria-label="Files"
      >
        {files.map((file) => (
          <Box key={file.id} role="listitem" sx={{ position: 'relative' }}>
            <FileThumbnail
              file={file}
              onOpen={() => {
                open(file);
              }}
            />
            {onDelete && (
              <IconButton
                size="small"
                aria-label={`Delete ${file.filename}`}
                onClick={() => {
                  onDelete(file);
                }}
                sx={{
                  position: 'absolute',
                  top: 4,
                  right: 4,
                  bgcolor: 'background.paper',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      </Stack>
      <ImageCarouselDialog
        images={images}
        startIndex={carouselStart}
        onClose={() => {
          setCarouselStart(null);
        }}
      />
      <DocumentViewer
        file={openDocument}
        onClose={() => {
          setOpenDocument(null);
        }}
      />
    </>
  );
}
