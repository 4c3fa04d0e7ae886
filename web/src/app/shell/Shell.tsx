import { Suspense, useEffect, useMemo, useState } from 'react';
import { Box, CircularProgress, Drawer, Toolbar, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { generatePath, Outlet } from 'react-router';
import { useAuth } from 'react-oidc-context';
import { useActingOrganization } from '../../auth/actingOrganization.ts';
import { isMasterAdmin, useCurrentUser } from '../../auth/currentUser.ts';
import { useImpersonation, writeImpersonation } from '../../auth/impersonation.ts';
import { useCurrentScreen } from '../routeHandle.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { buildMenu } from './menu.ts';
import { PageOutlet } from './PageOutlet.tsx';
import { RouteAccessGate } from './RouteAccessGate.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TopBar, type TopBarNavigation } from './TopBar.tsx';
import { lazyComponent } from '../../components/lazyComponent.tsx';

// The search, the impersonation picker (MUI's Autocomplete and its popper) and the account menu
// load just after the first page, not with it: the menu and the page come first.
const GlobalSearch = lazyComponent(() => import('./GlobalSearch.tsx').then((m) => m.GlobalSearch));
const AccountMenu = lazyComponent(() => import('./AccountMenu.tsx').then((m) => m.AccountMenu));
const ImpersonationPicker = lazyComponent(() =>
  import('./ImpersonationPicker.tsx').then((m) => m.ImpersonationPicker),
);

/** Specification section 9. */
export const SIDE_MENU_WIDTH = 280;
const MENU_ID = 'side-menu';

/**
 * The signed-in layout: top bar, side menu and the page. The menu is temporary on small screens
 * (it closes when a link is chosen) and persistent, open by default, on larger ones.
 */
export function Shell() {
  const user = useCurrentUser();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [openOnLarge, setOpenOnLarge] = useState(true);
  const [openOnSmall, setOpenOnSmall] = useState(false);
  const open = small ? openOnSmall : openOnLarge;

  const masterAdmin = isMasterAdmin(user);
  const stored = useImpersonation();
  // Impersonation is for master admins only; anyone else's stored choice is dropped.
  useEffect(() => {
    if (!masterAdmin && stored) writeImpersonation(null);
  }, [masterAdmin, stored]);

  const acting = useActingOrganization();
  const { impersonated, type: organizationType } = acting;
  const entries = useMemo(() => buildMenu({ ...user, organizationType }), [user, organizationType]);

  const screen = useCurrentScreen();
  const back = screen?.back;
  const navigation: TopBarNavigation = back
    ? { kind: 'back', label: back.label, to: backTarget(back.to, screen.params) }
    : {
        kind: 'menu',
        open,
        menuId: MENU_ID,
        onToggle: () => {
          if (small) setOpenOnSmall((value) => !value);
          else setOpenOnLarge((value) => !value);
        },
      };
  const showMenu = !back;
  const persistentOpen = showMenu && !small && openOnLarge;

  const logout = () => {
    writeImpersonation(null);
    queryClient.clear();
    void auth.signoutRedirect();
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar navigation={navigation}>
        <Suspense fallback={null}>
          <GlobalSearch />
          {masterAdmin && <ImpersonationPicker />}
        </Suspense>
        <ColorModeToggle />
        <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
          <AccountMenu
            user={user}
            organizationName={acting.ownName}
            impersonated={impersonated}
            onLogout={logout}
          />
        </Suspense>
      </TopBar>
      {showMenu && (
        <Drawer
          id={MENU_ID}
          variant={small ? 'temporary' : 'persistent'}
          open={open}
          onClose={() => {
            setOpenOnSmall(false);
          }}
          ModalProps={{ keepMounted: true }}
          sx={{
            width: SIDE_MENU_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <Toolbar />
          <Box component="nav" aria-label="Main menu" sx={{ overflowY: 'auto' }}>
            {acting.isLoading ? (
              <CircularProgress aria-label="Loading the menu" size={28} sx={{ m: 4 }} />
            ) : (
              <SideMenu
                entries={entries}
                onNavigate={() => {
                  if (small) setOpenOnSmall(false);
                }}
              />
            )}
          </Box>
        </Drawer>
      )}
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          // The persistent menu takes its room only while open.
          ml: persistentOpen || small || !showMenu ? 0 : `-${SIDE_MENU_WIDTH}px`,
          transition: (theme) =>
            theme.transitions.create('margin', { duration: theme.transitions.duration.shortest }),
        }}
      >
        <Toolbar />
        {impersonated && <ImpersonationBanner organization={impersonated} />}
        <PageOutlet>
          <RouteAccessGate>
            <Outlet />
          </RouteAccessGate>
        </PageOutlet>
      </Box>
    </Box>
  );
}

function backTarget(pattern: string, params: Record<string, string>): string {
  try {
    return `/${generatePath(pattern, params)}`;
  } catch {
    return '/';
  }
}
