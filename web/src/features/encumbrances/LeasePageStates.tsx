import { Alert, Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../api/client.ts';

/** A lease (or its building, or parent) that does not exist or is not visible to the user. */
export function LeaseNotFound({
  title = 'Not found',
  message,
  backTo,
}: {
  title?: string;
  message: string;
  backTo: string;
}) {
  return (
    <Box sx={{ p: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" component={RouterLink} to={backTo}>
            Tenants
          </Button>
        }
      >
        {message}
      </Alert>
    </Box>
  );
}

/** A failed load, with its formatted message and a way to try again. */
export function LeaseLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Box sx={{ p: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Lease
      </Typography>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {errorText(error)}
      </Alert>
    </Box>
  );
}
