import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import type { User, UserManager } from 'oidc-client-ts';
import type { RuntimeConfig } from '@atrium/contract';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { showToast } from '../components/toast/toast.ts';
import { readImpersonation } from '../auth/impersonation.ts';
import { returnPathOf, safeReturnPath, stripBasename } from '../auth/signInReturn.ts';
import { createUserManager } from '../auth/userManager.ts';
import { createQueryClient } from './queryClient.ts';
import { resolveRealm } from './realm.ts';
import { createAppRouter } from './router.tsx';
import type { AppConfig } from './runtimeConfig.ts';

/** Everything the app holds once, built from the runtime configuration before React renders it. */
export type Atrium = {
  config: AppConfig;
  userManager: UserManager;
  router: DataRouter;
  queryClient: QueryClient;
  apiClient: ApiClient;
  /** After the identity provider sent the browser back: open the page sign-in started from. */
  onSigninCallback: (user: User | undefined) => Promise<void>;
};

const notifyError = (message: string) => {
  showToast(message, 'error');
};

export function createAtrium(runtimeConfig: RuntimeConfig, location: Location): Atrium {
  const realmLocation = resolveRealm(location.pathname, runtimeConfig);
  const config: AppConfig = { ...runtimeConfig, realmLocation };
  const userManager = createUserManager(runtimeConfig, realmLocation, location.origin);
  const router = createAppRouter(realmLocation.basename);
  const queryClient = createQueryClient(notifyError);

  // The router's own location carries the realm prefix; navigation adds it back.
  const currentPath = () => {
    const { pathname, search, hash } = router.state.location;
    return returnPathOf({
      pathname: stripBasename(pathname, realmLocation.basename),
      search,
      hash,
    });
  };

  let signingIn = false;
  const apiClient = createApiClient({
    baseUrl: runtimeConfig.apiUrl,
    getAccessToken: async () => (await userManager.getUser())?.access_token ?? null,
    getImpersonatedOrgKey: () => readImpersonation()?.key ?? null,
    // Straight on the UserManager, not through the auth context: a renewal must not unmount
    // the app behind the gate's 'Signing you in...'.
    renewSession: async () => {
      const user = await userManager.signinSilent();
      return user !== null && !user.expired;
    },
    sessionSecondsLeft: async () => (await userManager.getUser())?.expires_in ?? null,
    onUnauthenticated: () => {
      if (signingIn) return;
      signingIn = true;
      notifyError('Unauthenticated: need to sign in again');
      userManager.signinRedirect({ state: currentPath() }).catch(() => {
        signingIn = false;
      });
    },
  });

  const onSigninCallback = async (user: User | undefined) => {
    await router.navigate(safeReturnPath(user?.state) ?? currentPath(), { replace: true });
  };

  return { config, userManager, router, queryClient, apiClient, onSigninCallback };
}
