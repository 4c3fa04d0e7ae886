import { vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { BuildingFull, EncumbranceFull } from '@atrium/contract';
import { createQueryClient } from '../../../src/app/queryClient.ts';
import { showToast } from '../../../src/components/toast/toast.ts';
import { CurrentUserContext, currentUserFromAccessToken } from '../../../src/auth/currentUser.ts';
import { TenantEditPage } from '../../../src/features/encumbrances/TenantEditPage.tsx';
import { fakeUser } from '../../support/auth.ts';
import { API_BASE, json, Providers } from '../../support/render.tsx';
import {
  building,
  entityOf,
  lease,
  leaseTypes,
  organizations,
  spaces,
  sublease,
  usageTypes,
} from './leaseFixtures.ts';

type Body = Record<string, unknown> & { where?: { id?: number }; id?: number; data?: unknown };
type Handler = (body: Body) => Response | Promise<Response>;

export type LeaseApi = {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  /** The bodies sent to one path, e.g. `encumbrances/create`. */
  sent: (path: string) => Body[];
};

const itemsOf = (items: unknown[]) => json({ items, total: items.length });

/**
 * A stub of the API for the lease page, installed as `fetch` for the test only: one building
 * with its spaces, organizations, catalogues and leases; `answers` replace any path's answer.
 */
export function stubLeaseApi(
  options: {
    building?: BuildingFull;
    leases?: EncumbranceFull[];
    answers?: Record<string, Handler>;
  } = {},
): LeaseApi {
  const theBuilding = options.building ?? building();
  const leases = options.leases ?? [lease(), sublease()];
  const defaults: Record<string, Handler> = {
    'buildings/full': ({ where }) => itemsOf(where?.id === theBuilding.id ? [theBuilding] : []),
    'encumbrances/full': ({ where }) => itemsOf(leases.filter((l) => l.id === where?.id)),
    spaces: () => itemsOf(spaces),
    organizations: () => itemsOf(organizations),
    'usage-types': () => itemsOf(usageTypes),
    'lease-types': () => itemsOf(leaseTypes),
    'encumbrances/create': ({ data }) =>
      json(entityOf(lease({ ...(data as Partial<EncumbranceFull>), id: 99 }))),
    'encumbrances/update': ({ id, data }) => {
      const current = leases.find((l) => l.id === id) ?? lease();
      return json(entityOf({ ...current, ...(data as Partial<EncumbranceFull>) }));
    },
    'encumbrances/delete': ({ id }) => json({ id }),
  };
  const handlers = { ...defaults, ...options.answers };
  const calls: { path: string; body: Body }[] = [];
  const fetchStub = vi.fn<typeof fetch>((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.slice(API_BASE.length + 1);
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Body;
    calls.push({ path, body });
    const handler = handlers[path];
    return Promise.resolve(handler ? handler(body) : json({ message: 'Not found' }, 404));
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    fetch: fetchStub,
    sent: (path) => calls.filter((call) => call.path === path).map((call) => call.body),
  };
}

/** Where the app went: the path and search of the current location. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

export const where = () => screen.getByTestId('where').textContent;

/** The lease page at `path`, signed in with these roles (a master admin by default). */
export function renderLeasePage(path: string, roles: string[] = ['master-admin']) {
  const user = currentUserFromAccessToken(fakeUser({ roles }).access_token);
  const router = createMemoryRouter(
    [
      { path: '/buildings/:id/tenants/:entityId?/edit', element: <TenantEditPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  // As in the app: a failure the page does not show itself is a toast.
  const queryClient = createQueryClient((message) => {
    showToast(message, 'error');
  });
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  render(
    <Providers queryClient={queryClient}>
      <CurrentUserContext value={user}>
        <RouterProvider router={router} />
      </CurrentUserContext>
    </Providers>,
  );
  return router;
}
