import { useEffect } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { ToastAlert } from './ToastAlert.tsx';
import { attachToaster } from './toast.ts';

function AttachToaster() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () => attachToaster((message, variant) => enqueueSnackbar(message, { variant })),
    [enqueueSnackbar],
  );
  return null;
}

/** Where toasts appear: bottom left, at most three, each an alert in the theme's colours. */
export default function Toaster() {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      preventDuplicate
      Components={{
        default: ToastAlert,
        info: ToastAlert,
        success: ToastAlert,
        warning: ToastAlert,
        error: ToastAlert,
      }}
    >
      <AttachToaster />
    </SnackbarProvider>
  );
}
