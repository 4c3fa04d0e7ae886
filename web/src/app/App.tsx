import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from 'react-oidc-context';
import { RouterProvider } from 'react-router/dom';
import { ApiClientContext } from '../api/ApiClientContext.ts';
import type { Atrium } from './atrium.ts';
import { RuntimeConfigContext } from './runtimeConfig.ts';
import { ColorModeProvider } from './colorMode.tsx';
import { lazyComponent } from '../components/lazyComponent.tsx';

const Toaster = lazyComponent(() =>
  import('../components/toast/Toaster.tsx').then((m) => m.default),
);

/** Theme and toasts: all the app needs before its configuration is read. The toasts load after
 * the first page (toasts asked for earlier wait for them). */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ColorModeProvider>
  );
}

/**
 * The application root. Providers, outermost first: theme and toasts, runtime configuration,
 * the realm's identity provider, TanStack Query, the API client, and the router (whose app
 * layout holds the sign-in gate, so that public pages need no sign-in).
 */
export function App({ atrium }: { atrium: Atrium }) {
  return (
    <AppFrame>
      <RuntimeConfigContext value={atrium.config}>
        <AuthProvider userManager={atrium.userManager} onSigninCallback={atrium.onSigninCallback}>
          <QueryClientProvider client={atrium.queryClient}>
            <ApiClientContext value={atrium.apiClient}>
              <RouterProvider router={atrium.router} />
            </ApiClientContext>
          </QueryClientProvider>
        </AuthProvider>
      </RuntimeConfigContext>
    </AppFrame>
  );
}
