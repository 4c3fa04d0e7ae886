import { Box, Button, Typography } from '@mui/material';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Title and message of the error page (specification section 8). */
export function describeRouteError(error: unknown): { title: string; message: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message =
      typeof data === 'string' && data !== ''
        ? data
        : typeof data === 'object' && data !== null && 'message' in data
          ? String(data.message)
          : 'Unexpected error occurred';
    return { title: `${error.status} ${error.statusText}`.trim(), message };
  }
  return { title: 'Error', message: 'Unexpected error occurred' };
}

export function ErrorPage({
  title,
  message,
  standalone = false,
}: {
  title: string;
  message: string;
  /** Outside the shell the page is its own main landmark. */
  standalone?: boolean;
}) {
  return (
    <Box
      component={standalone ? 'main' : 'section'}
      aria-labelledby="error-title"
      sx={{ p: { xs: 4, md: 6 }, maxWidth: 720, mx: standalone ? 'auto' : undefined }}
    >
      <Typography id="error-title" variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 5 }}>
        {message}
      </Typography>
      <Button variant="contained" component={Link} to="/">
        Go to the dashboard
      </Button>
    </Box>
  );
}

/** The `errorElement` of every layout. */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage {...describeRouteError(error)} standalone={standalone} />;
}
