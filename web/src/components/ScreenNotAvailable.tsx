import { Alert, Box } from '@mui/material';
import { PageHeader, pagePadding } from './PageHeader.tsx';

/** The page of a screen whose feature is not built yet: it names the screen and says so. */
export function ScreenNotAvailable({ screen }: { screen: string }) {
  return (
    <Box sx={pagePadding}>
      <PageHeader title={screen} />
      <Alert severity="info">{screen} is not available yet.</Alert>
    </Box>
  );
}
