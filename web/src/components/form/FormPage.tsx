import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { showToast } from '../toast/toast.ts';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { errorText } from '../../api/client.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
import type { SaveForm } from './useSaveForm.ts';

export type DeleteAction = {
  /** The dialog's title, e.g. 'Delete tag'. */
  title: string;
  /** The button's text where 'Delete' alone would not say what goes, e.g. 'Delete sublease'. */
  label?: string;
  /** What will be lost, e.g. 'Delete the tag Priority? This cannot be undone.' */
  message: ReactNode;
  run: () => Promise<unknown>;
  deletedMessage: string;
  /** Where to go once deleted. */
  next: string;
};

export type FormPageProps<V extends FieldValues, T> = {
  form: UseFormReturn<V, unknown, T>;
  save: SaveForm;
  submitLabel: string;
  /** No Save button and no delete: the user may only look. */
  readOnly?: boolean;
  /** A Delete button that asks first. */
  deletion?: DeleteAction | null;
  /** Where Cancel (Back, when read-only) leads; no such link without it. */
  cancelPath?: string;
  /** The form's accessible name, e.g. 'Lease form'. */
  label?: string;
  children: ReactNode;
};

/**
 * A form in a card with its buttons (react-admin's edit pages): the fields, an alert for issues
 * of no field, Delete with confirmation on the left of the actions, Cancel, Save on the right. The
 * buttons sit on the right half, away from the toasts at the bottom left (section 8).
 */
export function FormPage<V extends FieldValues, T>(props: FormPageProps<V, T>) {
  const { form, save, submitLabel, readOnly = false, deletion = null, children } = props;
  const { cancelPath, label } = props;
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { formState } = form;

  const remove = async () => {
    if (!deletion) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deletion.run();
    } catch (error) {
      setDeleteError(errorText(error));
      setDeleting(false);
      return;
    }
    showToast(deletion.deletedMessage);
    save.leave(deletion.next);
  };

  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 4, md: 5 } }}>
        <Box
          component="form"
          noValidate
          aria-label={label}
          onSubmit={(event) => {
            // Enter in a field submits a form, read-only or not: a read-only one saves nothing.
            if (readOnly) event.preventDefault();
            else void save.submit(event);
          }}
        >
          {formState.errors.root && (
            <Alert severity="error" sx={{ mb: 4 }}>
              {formState.errors.root.message}
            </Alert>
          )}
          {children}
          {(!readOnly || cancelPath !== undefined) && (
            <Stack direction="row" spacing={3} sx={{ justifyContent: 'flex-end', mt: 5 }}>
              {deletion && !readOnly && (
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteOutlinedIcon />}
                  onClick={() => {
                    setConfirming(true);
                  }}
                >
                  {deletion.label ?? 'Delete'}
                </Button>
              )}
              {cancelPath !== undefined && (
                <Button component={Link} to={cancelPath} color="inherit">
                  {readOnly ? 'Back' : 'Cancel'}
                </Button>
              )}
              {!readOnly && (
                <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
                  {submitLabel}
                </Button>
              )}
            </Stack>
          )}
        </Box>
        <UnsavedChangesDialog blocker={save.blocker} />
        {deletion && (
          <ConfirmDialog
            open={confirming}
            title={deletion.title}
            confirmLabel="Delete"
            pending={deleting}
            error={deleteError}
            onConfirm={() => void remove()}
            onClose={() => {
              setConfirming(false);
              setDeleteError(null);
            }}
          >
            {deletion.message}
          </ConfirmDialog>
        )}
      </CardContent>
    </Card>
  );
}
