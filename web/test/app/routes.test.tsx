import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeAuth, fakeUser } from '../support/auth.ts';
import { organization, renderApp, stubApi } from '../support/render.tsx';

// The building page and its tabs (the Spatial tab draws the floor plan panel), and the network
// page, are imported lazily by their routes; on a busy machine a first import outlasts a query's
// wait.
beforeAll(async () => {
  await Promise.all([
    import('../../src/features/buildings/page/BuildingPage.tsx'),
    import('../../src/features/buildings/page/tabs/OverviewTab.tsx'),
    import('../../src/features/buildings/page/tabs/TenantsTab.tsx'),
    import('../../src/features/buildings/page/tabs/SpatialTab.tsx'),
    import('../../src/features/networks/page/NetworkPage.tsx'),
  ]);
}, 120_000);
beforeEach(() => {
  stubApi([organization()]);
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedIn = () => fakeAuth({ user: fakeUser({ roles: ['viewer'] }) }).auth;
const masterAdmin = () =>
  fakeAuth({ user: fakeUser({ roles: ['master-admin'], orgKey: 'atrium' }) }).auth;

describe('the routes', () => {
  it("show the dashboard of the user's organization at the empty path", async () => {
    renderApp('/', signedIn());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard · Harbor Properties' }),
    ).toBeTruthy();
    expect(screen.queryByText('Dashboard is not available yet.')).toBeNull();
  });

  it('name the screen of a page not built yet', async () => {
    renderApp('/projects?page=2', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
    expect(screen.getByText('Projects is not available yet.')).toBeTruthy();
  });

  it('resolve tabbed and nested routes', async () => {
    renderApp('/networks/3/tenants/8', signedIn());
    expect(await screen.findByRole('heading', { name: 'Network' })).toBeTruthy();
    cleanup();
    renderApp('/workflows/2', masterAdmin());
    expect(await screen.findByRole('heading', { name: 'Workflow details' })).toBeTruthy();
    cleanup();
    renderApp('/workflows/2/inputs/create', masterAdmin());
    expect(await screen.findByRole('heading', { name: 'New workflow input' })).toBeTruthy();
    cleanup();
    renderApp('/organizations/4/insights', signedIn());
    expect(await screen.findByRole('heading', { name: 'Organization' })).toBeTruthy();
  });

  it('answer 404 for an id that is no number, an unknown tab or an unknown path', async () => {
    for (const path of ['/buildings/abc', '/buildings/3/secrets', '/nowhere/at/all']) {
      renderApp(path, signedIn());
      expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeTruthy();
      // The error page renders inside the shell: the menu stays.
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
      cleanup();
    }
  });

  it('keep the realm prefix in every in-app link', async () => {
    renderApp('/harbor/buildings', signedIn(), { basename: '/harbor' });
    expect(await screen.findByRole('heading', { name: 'Buildings' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const buildings = await within(menu).findByRole('link', { name: 'Buildings' });
    expect(buildings.getAttribute('href')).toBe('/harbor/buildings');
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/harbor',
    );
  });

  it('open the public workflow run without signing in', async () => {
    const { auth, signinRedirect } = fakeAuth();
    renderApp('/public/workflow-run/5b7c', auth);
    expect(await screen.findByRole('heading', { name: 'Workflow run' })).toBeTruthy();
    expect(signinRedirect).not.toHaveBeenCalled();
  });

  it('send a signed-out visitor of any other page to sign in, returning there', async () => {
    const { auth, signinRedirect } = fakeAuth();
    renderApp('/buildings?name=tower', auth);
    await vi.waitFor(() => {
      expect(signinRedirect).toHaveBeenCalledWith({ state: '/buildings?name=tower' });
    });
  });

  it('show a back button instead of the menu on full-screen pages', async () => {
    renderApp('/buildings/3/edit/floors/4', signedIn());
    expect(await screen.findByRole('heading', { name: 'Edit floor' })).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to Floors' });
    expect(back.getAttribute('href')).toBe('/buildings/3/edit/floors');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Open|Close) menu$/ })).toBeNull();
  });

  it('keep the tabs of a full-screen page full-screen', async () => {
    renderApp('/buildings/3/edit/floors', signedIn());
    expect(await screen.findByRole('heading', { name: 'Floors' })).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to Building' });
    expect(back.getAttribute('href')).toBe('/buildings/3');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('show the 403 page on a route the user may not open, inside the shell', async () => {
    renderApp('/workflows', signedIn());
    expect(await screen.findByRole('heading', { name: '403 Forbidden' })).toBeTruthy();
    expect(screen.getByText(/You may not open Workflows/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    cleanup();
    // An owner has Buildings, not the operators' Sites.
    renderApp('/sites/5/details', signedIn());
    expect(await screen.findByRole('heading', { name: '403 Forbidden' })).toBeTruthy();
  });

  it('open a route the organization type allows once that type is known', async () => {
    stubApi([organization({ key: 'metro', name: 'MetroSpaces', type: 'OPERATOR' })]);
    const operator = fakeAuth({ user: fakeUser({ roles: ['viewer'], orgKey: 'metro' }) }).auth;
    renderApp('/sites/5/details', operator);
    // The site page opens (the stub knows no building 5): no 403.
    expect(await screen.findByRole('tablist', { name: 'Site tabs' })).toBeTruthy();
    expect(await screen.findByText('There is no site 5, or you may not see it.')).toBeTruthy();
  });
});
