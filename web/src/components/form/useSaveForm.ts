import { showToast } from '../toast/toast.ts';
import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate, type Blocker } from 'react-router';
import { showServerIssues, type ListFields } from './serverIssues.ts';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard.ts';

export type SaveForm = {
  /** The form's onSubmit: validates, saves, shows issues or moves on. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Holds navigation away from unsaved changes (`UnsavedChangesDialog` shows it). */
  blocker: Blocker;
  /** Leaves the page after something else (a delete) made the changes moot. */
  leave: (path: string) => void;
};

/**
 * The one way a form saves (the kit's form flow): validation with the contract's schema (the
 * form's resolver), then `save`; a 400 puts the server's issues on their fields (the toast says
 * what failed), a success shows `savedMessage` and opens `next(saved)`, or stays when it is null.
 * Leaving with unsaved changes asks first.
 */
export function useSaveForm<V extends FieldValues, T, Saved>({
  form,
  save,
  savedMessage,
  next,
  listFields = [],
}: {
  form: UseFormReturn<V, unknown, T>;
  save: (data: T) => Promise<Saved>;
  savedMessage: string;
  next: (saved: Saved) => string | null;
  /** Fields one input holds as a list, where the server's issues about their items go. */
  listFields?: ListFields<V>;
}): SaveForm {
  const navigate = useNavigate();
  const { formState, getValues, setError, reset, handleSubmit } = form;
  const { blocker, allowNavigation } = useUnsavedChangesGuard(formState.isDirty);

  const leave = (path: string) => {
    allowNavigation();
    void navigate(path);
  };

  const submit = handleSubmit(async (data) => {
    let result: Saved;
    try {
      result = await save(data);
    } catch (error) {
      showServerIssues(error, getValues(), setError, listFields);
      return;
    }
    showToast(savedMessage);
    const path = next(result);
    if (path === null) reset(getValues());
    else leave(path);
  });

  return { submit, blocker, leave };
}
