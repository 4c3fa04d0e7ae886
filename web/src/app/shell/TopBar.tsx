import type { ReactNode } from 'react';
import { AppBar, Box, Button, IconButton, Toolbar } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo.tsx';

export type TopBarNavigation =
  | { kind: 'menu'; open: boolean; onToggle: () => void; menuId: string }
  | { kind: 'back'; label: string; to: string };

/** The top bar: the menu button (or a back button on full-screen pages), then the tools. */
export function TopBar({
  navigation,
  children,
}: {
  navigation: TopBarNavigation;
  children: ReactNode;
}) {
  return (
    <AppBar position="fixed" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 3 }}>
        {navigation.kind === 'menu' ? (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={navigation.open ? 'Close menu' : 'Open menu'}
            aria-controls={navigation.menuId}
            aria-expanded={navigation.open}
            onClick={navigation.onToggle}
          >
            <MenuIcon />
          </IconButton>
        ) : (
          <Button
            color="inherit"
            component={Link}
            to={navigation.to}
            startIcon={<ArrowBackIcon />}
            aria-label={`Back to ${navigation.label}`}
            // One line: a two-word label wrapped beside the search at tablet width.
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {navigation.label}
          </Button>
        )}
        <Box
          component={Link}
          to="/"
          aria-label="Atrium, go to the dashboard"
          sx={{ color: 'inherit', textDecoration: 'none', display: 'inline-flex' }}
        >
          <Logo />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {children}
      </Toolbar>
    </AppBar>
  );
}
