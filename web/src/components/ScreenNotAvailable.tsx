import { Alert, Box, Typography } from '@mui/material';

/** The page of a screen whose feature is not built yet: it names the screen and says so. */
export function ScreenNotAvailable({ screen }: { screen: string }) {
  return (
    <Box sx={{ p: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {screen}
      </Typography>
      <Alert severity="info">{screen} is not available yet.</Alert>
    </Box>
  );
}
