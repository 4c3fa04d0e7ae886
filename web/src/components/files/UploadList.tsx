import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { DeleteFileDialog } from './DeleteFileDialog.tsx';
import { formatFileSize } from './fileFormat.ts';

/** An upload of this session (specification section 3), with its progress from 0 to 1. */
export type UploadItem = {
  key: string;
  name: string;
  size: number;
  error: string | null;
  complete: boolean;
  progress: number;
  /** The stored file, once complete. */
  fileId: number | null;
};

export type UploadStatus = 'Uploading' | 'Complete' | 'Failed';

export function uploadStatus(item: UploadItem): UploadStatus {
  if (item.error !== null) return 'Failed';
  return item.complete ? 'Complete' : 'Uploading';
}

const statusColour: Record<UploadStatus, string> = {
  Uploading: 'text.secondary',
  Complete: 'success.main',
  Failed: 'error.main',
};

/**
 * The uploads: name, size or error, status and progress. Removing an upload in progress is
 * direct (it stops it); removing a finished or failed one asks first (specification section 4).
 */
export function UploadList({
  items,
  onRemove,
}: {
  items: readonly UploadItem[];
  onRemove: (item: UploadItem) => void;
}) {
  const [confirming, setConfirming] = useState<UploadItem | null>(null);
  if (items.length === 0 && !confirming) return null;

  const remove = (item: UploadItem) => {
    if (uploadStatus(item) === 'Uploading') onRemove(item);
    else setConfirming(item);
  };
  const confirm = () => {
    if (confirming) onRemove(confirming);
    setConfirming(null);
  };
  const cancel = () => {
    setConfirming(null);
  };

  return (
    <>
      <List dense aria-label="Uploads">
        {items.map((item) => {
          const status = uploadStatus(item);
          return (
            <ListItem
              key={item.key}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${item.name}`}
                  onClick={() => {
                    remove(item);
                  }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <Stack sx={{ width: '100%', minWidth: 0, pr: 4 }} spacing={1}>
                <Stack direction="row" spacing={3} sx={{ alignItems: 'baseline' }}>
                  <Typography noWrap sx={{ flex: 1, minWidth: 0 }}>
                    {item.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: statusColour[status] }}>
                    {status}
                  </Typography>
                </Stack>
                <Typography variant="body2" color={item.error ? 'error' : 'text.secondary'}>
                  {item.error ?? formatFileSize(item.size)}
                </Typography>
                {status === 'Uploading' && (
                  <LinearProgress
                    variant="determinate"
                    value={Math.round(item.progress * 100)}
                    aria-label={`Uploading ${item.name}`}
                  />
                )}
              </Stack>
            </ListItem>
          );
        })}
      </List>
      {/* A finished upload is a stored file: removing it deletes it. */}
      <DeleteFileDialog
        open={confirming !== null && uploadStatus(confirming) === 'Complete'}
        onConfirm={confirm}
        onCancel={cancel}
      />
      <Dialog
        open={confirming !== null && uploadStatus(confirming) === 'Failed'}
        onClose={cancel}
        aria-labelledby="remove-upload-title"
      >
        <DialogTitle id="remove-upload-title">Remove upload</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Remove the failed upload of {confirming?.name} from the list?
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>CANCEL</Button>
          <Button variant="contained" onClick={confirm}>
            CONFIRM
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
