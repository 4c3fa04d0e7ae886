import { useEffect } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useBlocker } from 'react-router';

type UnsavedChangesPromptProps = {
  /** Whether leaving now would lose changes. */
  when: () => boolean;
};

/**
 * Asks before leaving a form with unsaved changes: for a move inside the app a dialog, for a
 * reload or a closed tab the browser's own question.
 */
export function UnsavedChangesPrompt({ when }: UnsavedChangesPromptProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && when(),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (when()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      onClose={() => {
        blocker.reset?.();
      }}
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-text"
    >
      <DialogTitle id="unsaved-changes-title">Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-text">
          Your changes to this lease have not been saved and will be lost.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          autoFocus
          onClick={() => {
            blocker.reset?.();
          }}
        >
          Stay
        </Button>
        <Button
          color="error"
          onClick={() => {
            blocker.proceed?.();
          }}
        >
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
