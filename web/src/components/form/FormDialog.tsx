import { useId, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { showServerIssues } from './serverIssues.ts';

export type FormDialogProps<V extends FieldValues, T> = {
  title: string;
  submitLabel: string;
  form: UseFormReturn<V, unknown, T>;
  onSave: (data: T) => Promise<unknown>;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm';
  children: ReactNode;
};

/**
 * A form in a dialog: saves, puts the server's issues on their fields (or above the form), and
 * closes only when the save worked.
 */
export function FormDialog<V extends FieldValues, T>(props: FormDialogProps<V, T>) {
  const { title, submitLabel, form, onSave, onClose, maxWidth = 'sm', children } = props;
  const titleId = useId();
  const { handleSubmit, formState, getValues, setError } = form;

  const submit = handleSubmit(async (data) => {
    try {
      await onSave(data);
    } catch (error) {
      showServerIssues(error, getValues(), setError);
      return;
    }
    onClose();
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {formState.errors.root && (
            <Alert severity="error" sx={{ mb: 4 }}>
              {formState.errors.root.message}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
