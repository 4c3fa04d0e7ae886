import type { Ref } from 'react';
import { Alert, type AlertColor } from '@mui/material';
import { closeSnackbar, SnackbarContent, type CustomContentProps } from 'notistack';

const severities: Record<CustomContentProps['variant'], AlertColor> = {
  default: 'info',
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

/** A toast drawn as an alert, in the theme's colours, with a close button. */
export function ToastAlert({
  ref,
  id,
  message,
  variant,
  style,
  className,
}: CustomContentProps & { ref?: Ref<HTMLDivElement> }) {
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        variant="filled"
        severity={severities[variant]}
        onClose={() => {
          closeSnackbar(id);
        }}
        sx={{ width: '100%', minWidth: 288, maxWidth: 560 }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
}
