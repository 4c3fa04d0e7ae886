import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

export const DELETE_FILE_TEXT =
  'Are you sure you delete this file? It will no longer be available for display. This cannot be undone.';

/** Asks before a file is deleted (specification section 2, "Files"). */
export function DeleteFileDialog({
  open,
  onConfirm,
  onCancel,
  busy = false,
}: {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="delete-file-title">
      <DialogTitle id="delete-file-title">Delete File</DialogTitle>
      <DialogContent>
        <DialogContentText>{DELETE_FILE_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>CANCEL</Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={busy}>
          CONFIRM
        </Button>
      </DialogActions>
    </Dialog>
  );
}
