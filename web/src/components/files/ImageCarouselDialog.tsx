import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Carousel } from './Carousel.tsx';
import { FileImage } from './FileImage.tsx';
import type { StoredFile } from './storageApi.ts';

/** The images in a carousel, opened at the one clicked. */
export function ImageCarouselDialog({
  images,
  startIndex,
  onClose,
}: {
  images: readonly StoredFile[];
  /** Null while closed. */
  startIndex: number | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={startIndex !== null}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby="image-carousel-title"
    >
      <DialogTitle id="image-carousel-title" sx={{ pr: 12 }}>
        Images
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {startIndex !== null && (
          <Carousel
            label="Images"
            initialIndex={startIndex}
            slides={images.map((file) => ({
              key: file.id,
              label: file.filename,
              content: (
                <FileImage
                  fileId={file.id}
                  alt={file.filename}
                  sx={{ maxWidth: '100%', height: '60vh', objectFit: 'contain' }}
                />
              ),
            }))}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
