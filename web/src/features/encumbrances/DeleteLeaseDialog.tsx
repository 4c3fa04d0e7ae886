import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { errorText } from '../../api/client.ts';

type DeleteLeaseDialogProps = {
  open: boolean;
  /** 'lease' or 'sublease'. */
  kind: string;
  tenantName: string;
  deleting: boolean;
  /** The last failure, e.g. a 409 saying what still refers to the lease. */
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
};

export function DeleteLeaseDialog(props: DeleteLeaseDialogProps) {
  const { open, kind, tenantName, deleting, error, onConfirm, onCancel } = props;
  return (
    <Dialog
      open={open}
      onClose={deleting ? undefined : onCancel}
      aria-labelledby="delete-lease-title"
      aria-describedby="delete-lease-text"
    >
      <DialogTitle id="delete-lease-title">Delete {kind}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-lease-text">
          Delete the {kind} of {tenantName}? This cannot be undone.
        </DialogContentText>
        {error !== null && error !== undefined && (
          <Alert severity="error" sx={{ mt: 4 }}>
            {errorText(error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={deleting} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={deleting}>
          {deleting ? 'Deleting…' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
