import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, AppFrame } from './app/App.tsx';
import { createAtrium } from './app/atrium.ts';
import { loadRuntimeConfig } from './app/runtimeConfig.ts';
import { StartupErrorPage } from './app/StartupErrorPage.tsx';
import { PageSpinner } from './components/PageSpinner.tsx';
import { unknownRealmOf } from './auth/realmCheck.ts';
import { UnknownRealmPage } from './auth/UnknownRealmPage.tsx';

const element = document.getElementById('root');
if (!element) throw new Error('The page has no #root element');
const root = createRoot(element);

root.render(
  <StrictMode>
    <AppFrame>
      <PageSpinner fullPage />
    </AppFrame>
  </StrictMode>,
);

// The runtime configuration names the identity provider: read it before anything signs in, and
// whether the address names a known organization.
loadRuntimeConfig()
  .then(async (config) => ({
    config,
    unknownRealm: await unknownRealmOf(window.location.pathname, config),
  }))
  .then(
    ({ config, unknownRealm }) => {
      root.render(
        <StrictMode>
          {unknownRealm === null ? (
            <App atrium={createAtrium(config, window.location)} />
          ) : (
            <AppFrame>
              <UnknownRealmPage realm={unknownRealm} />
            </AppFrame>
          )}
        </StrictMode>,
      );
    },
    (error: unknown) => {
      console.error(error);
      root.render(
        <StrictMode>
          <AppFrame>
            <StartupErrorPage error={error} />
          </AppFrame>
        </StrictMode>,
      );
    },
  );
