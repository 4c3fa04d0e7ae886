import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import { Outlet } from 'react-router';
import { PageOutlet } from './shell/PageOutlet.tsx';

/** Pages anyone may open: a plain top bar, no menu, no sign-in. */
export function PublicLayout() {
  return (
    <>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="span">
            Atrium
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="main">
        <PageOutlet>
          <Outlet />
        </PageOutlet>
      </Box>
    </>
  );
}
