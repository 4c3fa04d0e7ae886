import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NetworkFull } from '../../../src/features/networks/networkColumns.tsx';
import { json, renderApp } from '../../support/render.tsx';
import { fakeApi, list, never, type Routes } from '../buildings/fakeApi.ts';
import { tenantLease } from '../organizations/fixtures.ts';
import { as } from '../organizations/fixtures.ts';

// The network screens: the list, the page's tabs with the figures of their calls, and the
// structure editor (drag and drop, the menus, one save).

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const T = '2026-03-01T09:00:00.000Z';

function northAmerica(overrides: Partial<NetworkFull> = {}): NetworkFull {
  return {
    id: 3,
    name: 'Harbor North America',
    description: 'The North American offices',
    defaultReporting: 'INDIVIDUAL',
    organizationId: 1,
    createdAt: T,
    updatedAt: T,
    organization: { id: 1, name: 'Harbor Properties' },
    levels: [
      { id: 31, name: 'North America', parentId: null, position: 0 },
      { id: 32, name: 'United States', parentId: 31, position: 0 },
      { id: 33, name: 'Canada', parentId: 31, position: 1 },
    ],
    buildings: [
      { id: 11, name: 'Harbor Point', networkLevelId: 32 },
      { id: 12, name: 'Maple Court', networkLevelId: null },
    ],
    ...overrides,
  };
}

const figures = (capacity: number, peak: number, average: number) => ({
  capacity,
  peakOccupancy: peak,
  peakOccupancyDate: '2026-02-24',
  averageOccupancy: average,
  peakUtilization: peak / capacity,
  averageUtilization: average / capacity,
});

function networkStatistics(network = northAmerica()) {
  return {
    items: [
      {
        networkId: network.id,
        name: network.name,
        defaultReporting: network.defaultReporting,
        buildings: 2,
        rentableSF: { IMPERIAL: 92225 },
        capacity: 1000,
        occupancy:
          network.defaultReporting === 'AGGREGATED'
            ? [{ buildingId: null, buildingName: null, ...figures(1000, 400, 250) }]
            : [
                { buildingId: 11, buildingName: 'Harbor Point', ...figures(600, 300, 150) },
                { buildingId: 12, buildingName: 'Maple Court', ...figures(400, 100, 100) },
              ],
        startDate: '2025-11-27',
        endDate: '2026-11-26',
      },
    ],
  };
}

const byId =
  (...networks: NetworkFull[]) =>
  (body: Record<string, unknown>) => {
    const id = (body.where as { id?: number } | undefined)?.id;
    return list(networks.filter((n) => id === undefined || n.id === id));
  };

function networkApi(routes: Routes = {}) {
  return fakeApi({
    networks: list([northAmerica()]),
    'networks/full': byId(northAmerica()),
    'networks/statistics': networkStatistics(),
    'buildings/full': list([]),
    ...routes,
  });
}

const tile = (label: string) => screen.findByRole('group', { name: label });

describe('the network list', () => {
  it('shows the networks, Create and Structure to an org-admin, neither to a viewer', async () => {
    networkApi();
    renderApp('/networks', as('org-admin'));
    const table = await screen.findByRole('table', { name: 'Networks' });
    expect(await within(table).findByRole('row', { name: /Harbor North America/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Structure' })).toBeTruthy();
    cleanup();
    networkApi();
    renderApp('/networks', as('viewer'));
    await screen.findByRole('table', { name: 'Networks' });
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Structure' })).toBeNull();
  });

  it('shows loading, the empty text and an error', async () => {
    networkApi({ 'networks/full': never });
    renderApp('/networks', as('viewer'));
    const table = await screen.findByRole('table', { name: 'Networks' });
    expect(await within(table).findByText('Loading...')).toBeTruthy();
    cleanup();
    networkApi({ 'networks/full': list([]) });
    renderApp('/networks', as('viewer'));
    expect(
      await screen.findByText(
        'No networks yet. Create one to group buildings by region or portfolio.',
      ),
    ).toBeTruthy();
    cleanup();
    networkApi({ 'networks/full': json({ message: 'The database is restarting' }, 503) });
    renderApp('/networks', as('viewer'));
    expect((await screen.findByRole('alert')).textContent).toContain('The database is restarting');
  });
});

describe('the network page', () => {
  it('shows the overview from /networks/statistics: one bar per building when INDIVIDUAL', async () => {
    const api = networkApi();
    renderApp('/networks/3', as('viewer'));
    expect(
      await screen.findByRole('heading', { name: 'Harbor North America', level: 1 }),
    ).toBeTruthy();
    await waitFor(async () => {
      expect((await tile('Buildings')).textContent).toContain('2');
    });
    expect((await tile('Capacity')).textContent).toContain('1,000');
    expect(screen.queryByRole('group', { name: 'Peak utilization' })).toBeNull();
    expect(
      await screen.findByRole('img', {
        name: /^Utilization by building\. .*Harbor Point 50.*Maple Court 25/,
      }),
    ).toBeTruthy();
    expect(api.bodies('networks/statistics')[0]).toEqual({ networkId: 3 });
  });

  it('shows an AGGREGATED network’s utilization as the network’s own', async () => {
    const aggregated = northAmerica({ defaultReporting: 'AGGREGATED' });
    networkApi({
      'networks/full': byId(aggregated),
      'networks/statistics': networkStatistics(aggregated),
    });
    renderApp('/networks/3', as('viewer'));
    await waitFor(async () => {
      expect((await tile('Peak utilization')).textContent).toContain('40.0%');
    });
    expect((await tile('Average utilization')).textContent).toContain('25%');
  });

  it('says a network that does not exist is not found, and a failed call', async () => {
    networkApi();
    renderApp('/networks/9', as('viewer'));
    expect(await screen.findByText('There is no network 9, or you may not see it.')).toBeTruthy();
    cleanup();
    networkApi({ 'networks/statistics': json({ message: 'Statistics are unavailable' }, 503) });
    renderApp('/networks/3', as('viewer'));
    expect((await screen.findByRole('alert')).textContent).toContain('Statistics are unavailable');
  });

  it('shows the details with the structure read-only', async () => {
    networkApi();
    renderApp('/networks/3/details', as('viewer'));
    const levels = await screen.findByRole('list', { name: 'Levels' });
    expect(within(levels).getByText('United States')).toBeTruthy();
    expect(within(levels).getByText('Harbor Point')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save structure' })).toBeNull();
  });

  it('analyses a tenant across the network’s buildings, the row choosing it in the address', async () => {
    const api = networkApi({
      'encumbrances/statistic/tenants': {
        items: [
          tenantLease(),
          tenantLease({
            tenantId: 52,
            buildingId: 12,
            orgName: 'Crescent Realty',
            organizationId: 2,
            hasOccupancyAnalytics: false,
            capacity: 60,
          }),
        ],
      },
      'occupancy/tenants/monthly-occupancy': { items: [], capacity: 148 },
    });
    const { router } = renderApp('/networks/3/tenants', as('viewer'));
    const table = await screen.findByRole('table', { name: 'Tenants' });
    const crescent = await within(table).findByRole('row', { name: /Crescent Realty/ });
    expect(crescent.textContent).toContain('Maple Court');
    expect(crescent.textContent).toContain('60');
    // The first lease is analysed until one is chosen.
    const panel = await screen.findByRole('region', { name: 'Tenant analysis' });
    expect(within(panel).getByRole('heading', { name: 'Northwind Traders' })).toBeTruthy();
    fireEvent.click(crescent);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/networks/3/tenants/52');
    });
    expect(
      await within(await screen.findByRole('region', { name: 'Tenant analysis' })).findByRole(
        'heading',
        { name: 'Crescent Realty' },
      ),
    ).toBeTruthy();
    expect(api.bodies('encumbrances/statistic/tenants')[0]).toEqual({ buildingId: [11, 12] });
  });

  it('says so when the network’s buildings have no leases', async () => {
    networkApi({ 'encumbrances/statistic/tenants': { items: [] } });
    renderApp('/networks/3/tenants', as('viewer'));
    expect(await screen.findByText("No active leases in the network's buildings.")).toBeTruthy();
  });
});

describe('the network page’s spatial tab', () => {
  it('offers the network’s buildings, says when one cannot be read, and when there are none', async () => {
    networkApi({ 'buildings/full': never });
    renderApp('/networks/3/spatial', as('viewer'));
    expect(await screen.findByRole('combobox', { name: 'Building' })).toBeTruthy();
    expect(await screen.findByRole('status', { name: 'Loading the building' })).toBeTruthy();
    cleanup();
    networkApi({ 'buildings/full': json({ message: 'Not found' }, 404) });
    renderApp('/networks/3/spatial', as('viewer'));
    expect(await screen.findByText('The building is not available.')).toBeTruthy();
    cleanup();
    networkApi({ 'networks/full': byId(northAmerica({ buildings: [], levels: [] })) });
    renderApp('/networks/3/spatial', as('viewer'));
    expect(await screen.findByText('The network has no buildings yet.')).toBeTruthy();
  });
});

describe('the network structure', () => {
  function structureApi() {
    return networkApi({
      'network-levels/save': (body: Record<string, unknown>) => {
        const saved = northAmerica({
          buildings: [
            { id: 11, name: 'Harbor Point', networkLevelId: 32 },
            { id: 12, name: 'Maple Court', networkLevelId: 33 },
          ],
        });
        return { ...saved, levels: saved.levels, asked: body };
      },
    });
  }

  it('places a building by drag and drop and saves the whole structure at once', async () => {
    const api = structureApi();
    renderApp('/network-structure?networkId=3', as('org-admin'));
    const maple = await screen.findByRole('button', { name: 'Maple Court: move to another level' });
    const canada = screen.getByRole('listitem', { name: 'Canada' });
    const save = screen.getByRole('button', { name: 'Save structure' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.dragStart(maple, { dataTransfer: { setData: vi.fn(), effectAllowed: '' } });
    fireEvent.dragOver(canada.firstElementChild ?? canada);
    fireEvent.drop(canada.firstElementChild ?? canada);
    await waitFor(() => {
      expect(within(canada).getByText('Maple Court')).toBeTruthy();
    });
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Structure saved')).toBeTruthy();
    expect(api.bodies('network-levels/save')[0]).toEqual({
      networkId: 3,
      levels: [
        { id: 31, ref: 'level-31', parent: null, name: 'North America' },
        { id: 32, ref: 'level-32', parent: 'level-31', name: 'United States' },
        { id: 33, ref: 'level-33', parent: 'level-31', name: 'Canada' },
      ],
      buildings: [
        { buildingId: 11, level: 'level-32' },
        { buildingId: 12, level: 'level-33' },
      ],
    });
  });

  it('adds a named level with the buttons and moves a building with its menu', async () => {
    const api = structureApi();
    renderApp('/network-structure?networkId=3', as('org-admin'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add a level under Canada' }));
    expect(
      screen.getByText('Every level needs a name before the structure can be saved.'),
    ).toBeTruthy();
    const names = screen.getAllByRole('textbox', { name: /^Name of/ });
    const added = names[names.length - 1];
    if (!added) throw new Error('No new level');
    fireEvent.change(added, { target: { value: 'Toronto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Maple Court: move to another level' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Toronto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save structure' }));
    await waitFor(() => {
      expect(api.bodies('network-levels/save')).toHaveLength(1);
    });
    const [body] = api.bodies('network-levels/save') as {
      levels: { ref: string; parent: string | null; name: string }[];
      buildings: { buildingId: number; level: string | null }[];
    }[];
    const toronto = body?.levels.find((level) => level.name === 'Toronto');
    expect(toronto?.parent).toBe('level-33');
    expect(body?.buildings).toContainEqual({ buildingId: 12, level: toronto?.ref });
  });

  it('says so when there are no networks yet', async () => {
    networkApi({ networks: list([]) });
    renderApp('/network-structure', as('org-admin'));
    expect(
      await screen.findByText('No networks yet: a structure belongs to a network.'),
    ).toBeTruthy();
  });
});

describe('creating and editing a network', () => {
  const created = { ...northAmerica(), id: 8, name: 'Harbor Latin America' };

  it('checks the name, creates the network and opens it', async () => {
    const api = networkApi({
      'networks/create': (body: Record<string, unknown>) => ({
        ...created,
        ...(body.data as object),
      }),
      buildings: list([]),
    });
    const { router } = renderApp('/networks/create', as('org-admin'));
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText(/Required|at least 1/)).toBeTruthy();
    expect(api.bodies('networks/create')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Harbor Latin America' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/networks/8');
    });
    expect(api.bodies('networks/create')[0]?.data).toMatchObject({
      name: 'Harbor Latin America',
      defaultReporting: 'INDIVIDUAL',
      buildingIds: [],
    });
  });

  it('saves changes, keeping the buildings, beside the levels editor', async () => {
    const api = networkApi({
      'networks/update': (body: Record<string, unknown>) => ({
        ...northAmerica(),
        ...(body.data as object),
      }),
      buildings: list([]),
    });
    renderApp('/networks/3/edit', as('org-admin'));
    const name = await screen.findByRole('textbox', { name: /^Name\s*\*?$/ });
    expect(await screen.findByRole('list', { name: 'Levels' })).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Harbor Americas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Network saved')).toBeTruthy();
    expect(api.bodies('networks/update')[0]).toMatchObject({
      id: 3,
      data: { name: 'Harbor Americas', buildingIds: [11, 12] },
    });
  });

  it('says so when the network does not exist', async () => {
    networkApi({ buildings: list([]) });
    renderApp('/networks/9/edit', as('org-admin'));
    expect(await screen.findByText('There is no network 9, or you may not see it.')).toBeTruthy();
  });
});
