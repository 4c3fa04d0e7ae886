import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { formatError } from '@atrium/contract';

/** Shown when the app cannot start: the runtime configuration could not be read. */
export function StartupErrorPage({ error }: { error: unknown }) {
  return (
    <Box component="main" sx={{ p: { xs: 4, md: 7 }, maxWidth: 720, mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            onClick={() => {
              window.location.reload();
            }}
          >
            Try again
          </Button>
        }
      >
        <AlertTitle component="h1">Atrium could not start</AlertTitle>
        {formatError(error)}
      </Alert>
    </Box>
  );
}
