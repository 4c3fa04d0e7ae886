import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Organization } from '@atrium/contract';
import { ApiClientContext } from '../../src/api/ApiClientContext.ts';
import { createApiClient, type ApiClient } from '../../src/api/client.ts';
import { readImpersonation } from '../../src/auth/impersonation.ts';
import { createAppRoutes } from '../../src/app/router.tsx';
import { theme } from '../../src/app/theme.ts';
import Toaster from '../../src/components/toast/Toaster.tsx';

export const API_BASE = 'http://api.test/api';

export function testApiClient(overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({
    baseUrl: API_BASE,
    getAccessToken: () => Promise.resolve('token'),
    getImpersonatedOrgKey: () => readImpersonation()?.key ?? null,
    renewSession: () => Promise.resolve(false),
    onUnauthenticated: vi.fn(),
    ...overrides,
  });
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

export function Providers({
  children,
  auth,
  apiClient = testApiClient(),
  queryClient = testQueryClient(),
}: {
  children: ReactNode;
  auth?: AuthContextProps;
  apiClient?: ApiClient;
  queryClient?: QueryClient;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AuthContext value={auth}>
        <QueryClientProvider client={queryClient}>
          <ApiClientContext value={apiClient}>{children}</ApiClientContext>
        </QueryClientProvider>
      </AuthContext>
      <Toaster />
    </ThemeProvider>
  );
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function organization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: 1,
    key: 'harbor',
    name: 'Harbor Properties',
    type: 'OWNER',
    realm: 'harbor',
    classificationType: null,
    stockExchange: null,
    rtoPeriod: null,
    industryId: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * A stub of the API for the shell: the own organization by key, the impersonation choices, and
 * empty search results. Installed as `fetch` for the test only.
 */
export function stubApi(organizations: Organization[]) {
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
      where?: { key?: string };
    };
    if (url.endsWith('/organizations')) {
      const key = body.where?.key;
      const items = key ? organizations.filter((o) => o.key === key) : organizations;
      return Promise.resolve(json({ items, total: items.length }));
    }
    if (url.endsWith('/search')) return Promise.resolve(json({ items: [] }));
    return Promise.resolve(json({ message: 'Not found' }, 404));
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** The whole route tree in memory, at `path`, with this auth state. */
export function renderApp(
  path: string,
  auth: AuthContextProps,
  options: { basename?: string } = {},
) {
  const router = createMemoryRouter(createAppRoutes(), {
    initialEntries: [path],
    ...(options.basename ? { basename: options.basename } : {}),
  });
  const result = render(
    <Providers auth={auth}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}
