import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Organization } from '@atrium/contract';
import { fakeAuth, fakeUser } from '../../../support/auth.ts';
import { json, organization, renderApp } from '../../../support/render.tsx';
import { bodiesSentTo, stubRoutes, type RouteHandler } from '../../../components/files/apiStub.ts';
import { floor, floorPlanRoutes, space } from '../../../components/floor-plan/fixtures.ts';
import { building, lease, leasedArea } from './fixtures.ts';

// The page and each of its tabs are imported lazily (the Spatial tab draws the floor plan
// panel); on a busy machine a first import outlasts a query's wait.
beforeAll(async () => {
  await Promise.all([
    import('../../../../src/features/buildings/page/BuildingPage.tsx'),
    import('../../../../src/features/buildings/page/tabs/OverviewTab.tsx'),
    import('../../../../src/features/buildings/page/tabs/DetailedTab.tsx'),
    import('../../../../src/features/buildings/page/tabs/TenantsTab.tsx'),
    import('../../../../src/features/buildings/page/tabs/OptimizationTab.tsx'),
    import('../../../../src/features/buildings/page/tabs/SpatialTab.tsx'),
    import('../../../../src/features/buildings/page/tabs/DataTab.tsx'),
    import('../../../../src/features/buildings/page/tabs/AmenitiesTab.tsx'),
  ]);
}, 120_000);
beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubBuildingApi(
  own: Organization = organization(),
  routes: Record<string, RouteHandler> = {},
) {
  return stubRoutes({
    'POST organizations': () => json({ items: [own], total: 1 }),
    'POST buildings/full': (body) => {
      const { where } = body as { where: { id: number } };
      return json(where.id === 3 ? { items: [building()], total: 1 } : { items: [], total: 0 });
    },
    'POST encumbrances': () => json({ items: [lease(1, 20000)], total: 1 }),
    'POST encumbrances/statistic/occupancy': () => json(leasedArea(20000, 80000)),
    'POST data-sources': () =>
      json({
        items: [
          {
            id: 7,
            name: 'Badges',
            dataSystem: 'BADGE',
            buildingId: 3,
            networkId: null,
            createdAt: '2025-01-01T00:00:00.000Z',
            updatedAt: '2025-01-01T00:00:00.000Z',
          },
          {
            id: 8,
            name: 'Sensors',
            dataSystem: 'BUTLR',
            buildingId: 3,
            networkId: null,
            createdAt: '2025-01-01T00:00:00.000Z',
            updatedAt: '2025-01-01T00:00:00.000Z',
          },
        ],
        total: 2,
      }),
    ...floorPlanRoutes([floor()], [space(1, 'Open office A', 'WORK')]),
    ...routes,
  });
}

const signedIn = (roles: string[]) => fakeAuth({ user: fakeUser({ roles }) }).auth;
// The page's lazy modules (the tabs draw charts) load on first use: longer than a query.
const LOAD = { timeout: 50_000 };
const selectedTab = () =>
  within(screen.getByRole('tablist', { name: 'Building tabs' }))
    .getAllByRole('tab')
    .find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('the building page', () => {
  it('shows the name and the overview by default, with the summary card', async () => {
    stubBuildingApi();
    renderApp('/buildings/3', signedIn(['viewer']));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Harbor Tower' }, LOAD),
    ).toBeTruthy();
    expect(selectedTab()).toBe('Overview');
    expect(await screen.findByText('Leased 25.0%')).toBeTruthy();
    expect(screen.getByText('Vacant 75.0%')).toBeTruthy();
    // A viewer may not edit buildings.
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  }, 60_000);

  it('links Edit to the edit page for those who may update buildings', async () => {
    stubBuildingApi();
    renderApp('/buildings/3', signedIn(['master-admin']));
    const edit = await screen.findByRole('link', { name: 'Edit' }, LOAD);
    expect(edit.getAttribute('href')).toBe('/buildings/3/edit');
  });

  it('hides the leased and vacant chips from operators', async () => {
    const fetchStub = stubBuildingApi(organization({ type: 'OPERATOR' }));
    renderApp('/buildings/3', signedIn(['viewer']));
    expect(await screen.findByText('Owner', {}, LOAD)).toBeTruthy();
    // Wait for the organization so that its type is known, and a little for any lease query.
    await waitFor(() => {
      expect(screen.queryByRole('progressbar', { name: 'Loading the menu' })).toBeNull();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodiesSentTo(fetchStub, 'encumbrances')).toEqual([]);
    expect(bodiesSentTo(fetchStub, 'encumbrances/statistic/occupancy')).toEqual([]);
    expect(screen.queryByText(/^Leased/)).toBeNull();
    expect(screen.queryByText(/leased area/i)).toBeNull();
    expect(screen.queryByText('Vacant area')).toBeNull();
  });

  it('routes the tabs by address', async () => {
    stubBuildingApi();
    const { router } = renderApp('/buildings/3', signedIn(['viewer']));
    await screen.findByRole('heading', { level: 1, name: 'Harbor Tower' }, LOAD);

    fireEvent.click(screen.getByRole('tab', { name: 'Data' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/buildings/3/data');
    });
    // The shell shows its spinner while the route's loader checks the new address.
    await screen.findByRole('tablist', { name: 'Building tabs' });
    expect(selectedTab()).toBe('Data');
    const table = await screen.findByRole('table', { name: 'Data sources' });
    const badges = (await within(table).findByText('Badges')).closest('tr');
    expect(badges?.textContent).toBe('BadgesBADGE');

    fireEvent.click(screen.getByRole('tab', { name: 'Spatial' }));
    await screen.findByRole('tablist', { name: 'Building tabs' });
    expect(await screen.findByRole('group', { name: 'Floor plan of Level 1' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/buildings/3/spatial');
  });

  it('marks the primary data source', async () => {
    stubBuildingApi(organization(), {
      'POST buildings/full': () =>
        json({ items: [building({ primaryOccupancyDataSourceId: 8 })], total: 1 }),
    });
    renderApp('/buildings/3/data', signedIn(['viewer']));
    const sensors = (await screen.findByText('Sensors')).closest('tr');
    expect(sensors?.textContent).toBe('SensorsBUTLRPrimary');
  });

  it('says a building that does not exist is not found', async () => {
    stubBuildingApi();
    renderApp('/buildings/99', signedIn(['viewer']));
    expect(await screen.findByText('There is no building 99, or you may not see it.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Building' })).toBeTruthy();
  });
});
