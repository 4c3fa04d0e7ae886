import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { FileImage } from './FileImage.tsx';
import type { StoredFile } from './storageApi.ts';

/** Specification section 9. */
export const PREVIEW_HEIGHT = '60vh';

/** One image, large, with a CLOSE button. */
export function ImagePreviewDialog({
  file,
  onClose,
}: {
  file: StoredFile | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={file !== null}
      onClose={onClose}
      maxWidth="lg"
      aria-labelledby="image-preview-title"
    >
      <DialogTitle id="image-preview-title">{file?.filename}</DialogTitle>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center' }}>
        {file && (
          <FileImage
            fileId={file.id}
            alt={file.filename}
            sx={{ height: PREVIEW_HEIGHT, maxWidth: '100%', objectFit: 'contain', minWidth: 240 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>CLOSE</Button>
      </DialogActions>
    </Dialog>
  );
}
