import { Box, CssBaseline, ThemeProvider, Typography } from '@mui/material';
import { theme } from './theme.ts';

/** The application root. The sign-in gate, router and shell mount here (web shell issue). */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box component="main" sx={{ p: 6 }}>
        <Typography variant="h4" component="h1">
          Atrium
        </Typography>
        <Typography color="text.secondary">
          Real-estate and workplace portfolio analytics
        </Typography>
      </Box>
    </ThemeProvider>
  );
}
