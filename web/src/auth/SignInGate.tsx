import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useLocation } from 'react-router';
import { useAuth, type AuthContextProps } from 'react-oidc-context';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { CurrentUserContext, currentUserFromAccessToken } from './currentUser.ts';
import { returnPathOf } from './signInReturn.ts';

/** What the gate needs of react-oidc-context's auth context. */
export type GateAuth = Pick<
  AuthContextProps,
  | 'isLoading'
  | 'isAuthenticated'
  | 'activeNavigator'
  | 'error'
  | 'user'
  | 'signinRedirect'
  | 'signinSilent'
>;

/** A fetch that never reached the server: offline. Redirecting then would only fail again. */
export function isNetworkError(error: GateAuth['error']): boolean {
  if (!error) return false;
  return error.innerError instanceof TypeError || error.name === 'TypeError';
}

/**
 * The sign-in gate of specification section 4, as a component of the auth state: a spinner while
 * loading, 'Signing you in...' during a silent sign-in, 'Signing you out...' during sign-out,
 * 'Unable to login' on failure, the app when signed in; when signed out it sends the browser to
 * the identity provider, returning to `returnTo` (except after a network failure).
 */
export function SignInGateView({
  auth,
  returnTo,
  children,
}: {
  auth: GateAuth;
  returnTo: string;
  children: ReactNode;
}) {
  // Each way of signing in is tried once per page load, so a failing provider cannot loop.
  const tried = useRef({ silent: false, redirect: false });
  const { isLoading, isAuthenticated, activeNavigator, error, user } = auth;

  useEffect(() => {
    if (isLoading || isAuthenticated || activeNavigator) return;
    if (isNetworkError(error)) return;
    // An expired session with a refresh token may be renewed without leaving the page.
    if (!tried.current.silent && !error && user?.refresh_token) {
      tried.current.silent = true;
      void auth.signinSilent();
      return;
    }
    if (tried.current.redirect) return;
    tried.current.redirect = true;
    void auth.signinRedirect({ state: returnTo });
  }, [auth, isLoading, isAuthenticated, activeNavigator, error, user, returnTo]);

  if (activeNavigator === 'signinSilent') return <PageSpinner fullPage label="Signing you in..." />;
  if (activeNavigator === 'signoutRedirect') {
    return <PageSpinner fullPage label="Signing you out..." />;
  }
  if (isLoading) return <PageSpinner fullPage />;
  if (isAuthenticated) return children;
  if (error) {
    return (
      <Box component="main" sx={{ p: 6, maxWidth: 640, mx: 'auto' }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void auth.signinRedirect({ state: returnTo })}>
              Try again
            </Button>
          }
        >
          Unable to login
          <Box component="span" sx={{ display: 'block', opacity: 0.8, fontSize: '0.875em' }}>
            {error.message}
          </Box>
        </Alert>
      </Box>
    );
  }
  // Signed out: the redirect to the identity provider is on its way.
  return <PageSpinner fullPage />;
}

/** The gate in the app: the auth context, the current address, and the signed-in user below. */
export function SignInGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  return (
    <SignInGateView auth={auth} returnTo={returnPathOf(location)}>
      <CurrentUserProvider accessToken={auth.user?.access_token}>{children}</CurrentUserProvider>
    </SignInGateView>
  );
}

function CurrentUserProvider({
  accessToken,
  children,
}: {
  accessToken: string | undefined;
  children: ReactNode;
}) {
  const result = useMemo(() => {
    if (!accessToken) return { error: 'Unable to login' };
    try {
      return { user: currentUserFromAccessToken(accessToken) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : 'Unable to login' };
    }
  }, [accessToken]);
  if (!result.user) {
    return (
      <Box component="main" sx={{ p: 6, maxWidth: 640, mx: 'auto' }}>
        <Alert severity="error">{result.error}</Alert>
      </Box>
    );
  }
  return <CurrentUserContext value={result.user}>{children}</CurrentUserContext>;
}
