import { AppBar, Box, Dialog, IconButton, Toolbar, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { PageSpinner } from '../PageSpinner.tsx';
import { errorText } from '../../api/client.ts';
import { useFileContent, useObjectUrlRef } from './storageQueries.ts';
import type { StoredFile } from './storageApi.ts';

/** A document (a PDF) in a full-screen dialog, shown by the browser's own viewer. */
export function DocumentViewer({
  file,
  onClose,
}: {
  file: StoredFile | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      fullScreen
      open={file !== null}
      onClose={onClose}
      aria-labelledby="document-viewer-title"
    >
      <AppBar position="relative" elevation={0}>
        <Toolbar>
          <Typography
            id="document-viewer-title"
            variant="h6"
            component="h2"
            noWrap
            sx={{ flex: 1 }}
          >
            {file?.filename}
          </Typography>
          <IconButton color="inherit" edge="end" onClick={onClose} aria-label="Close">
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      {file && <DocumentFrame file={file} />}
    </Dialog>
  );
}

function DocumentFrame({ file }: { file: StoredFile }) {
  const content = useFileContent(file.id);
  // The blob keeps the file's type, so the browser picks its PDF viewer.
  const ref = useObjectUrlRef(content.data);
  if (content.isPending) return <PageSpinner label="Loading..." />;
  if (content.isError) {
    return (
      <Typography color="error" sx={{ p: 6 }}>
        {errorText(content.error)}
      </Typography>
    );
  }
  return (
    <Box
      component="iframe"
      ref={ref}
      title={file.filename}
      sx={{ flex: 1, width: '100%', border: 0 }}
    />
  );
}
