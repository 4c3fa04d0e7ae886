import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import {
  IMPERSONATION_STORAGE_KEY,
  readImpersonation,
  writeImpersonation,
} from '../../src/auth/impersonation.ts';
import { fakeAuth, fakeUser, type FakeUserOptions } from '../support/auth.ts';
import { organization, renderApp, stubApi, testApiClient } from '../support/render.tsx';

const platform = organization({ id: 1, key: 'atrium', name: 'Atrium', type: 'PLATFORM' });
const harbor = organization({ id: 2, key: 'harbor', name: 'Harbor Properties', type: 'OWNER' });
const cityOps = organization({ id: 3, key: 'city-ops', name: 'City Ops', type: 'OPERATOR' });
const acme = organization({ id: 4, key: 'acme', name: 'Acme Tenants', type: 'OCCUPIER' });

let fetchStub: ReturnType<typeof stubApi>;
beforeEach(() => {
  window.localStorage.clear();
  fetchStub = stubApi([platform, harbor, cityOps, acme]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderShell(user: FakeUserOptions, path = '/') {
  const { auth, signoutRedirect } = fakeAuth({ user: fakeUser(user) });
  return { signoutRedirect, ...renderApp(path, auth) };
}

async function menuLinks() {
  const menu = await screen.findByRole('navigation', { name: 'Main menu' });
  await within(menu).findByRole('link', { name: 'Dashboard' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the shell', () => {
  it('has the landmarks: header, main menu navigation and main', async () => {
    renderShell({ roles: ['viewer'], orgKey: 'harbor' });
    await menuLinks();
    // The app bar; the page's own header (inside main) may count as another in jsdom.
    const banners = screen.getAllByRole('banner');
    expect(
      banners.some((banner) => within(banner).queryByRole('button', { name: 'Close menu' })),
    ).toBe(true);
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it("builds the menu from the user's organization: an operator sees Sites", async () => {
    renderShell({ roles: ['org-admin'], orgKey: 'city-ops' });
    const links = await menuLinks();
    expect(links).toContain('Sites');
    expect(links).not.toContain('Buildings');
    expect(links).not.toContain('Workflows');
  });

  it('gives an occupier the reduced menu', async () => {
    renderShell({ roles: ['viewer'], orgKey: 'acme' });
    const links = await menuLinks();
    expect(links).toContain('Customization');
    expect(links).not.toContain('Tags');
    expect(links).not.toContain('Imports');
  });

  it('gives a master admin the Admin group and the impersonation picker', async () => {
    renderShell({ roles: ['master-admin'], orgKey: 'atrium' });
    const links = await menuLinks();
    expect(links).toContain('Workflows');
    expect(links).toContain('Buildings');
    expect(screen.getByRole('combobox', { name: 'Act as organization' })).toBeTruthy();
  });

  it('lets a master admin act as an organization, which changes the menu and the API calls', async () => {
    const { router } = renderShell({ roles: ['master-admin'], orgKey: 'atrium' }, '/buildings');
    await menuLinks();
    const picker = screen.getByRole('combobox', { name: 'Act as organization' });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'City Ops' }));

    expect(readImpersonation()).toEqual({
      id: 3,
      key: 'city-ops',
      name: 'City Ops',
      type: 'OPERATOR',
    });
    expect(JSON.parse(window.localStorage.getItem(IMPERSONATION_STORAGE_KEY) ?? '')).toMatchObject({
      key: 'city-ops',
    });
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(await menuLinks()).toContain('Sites');

    // Calls made after the choice act as the organization.
    fetchStub.mockClear();
    await testApiClient().apiCall('organizations', {});
    const headers = fetchStub.mock.calls.at(-1)?.[1]?.headers as Record<string, string>;
    expect(headers['x-impersonate-org']).toBe('city-ops');
  });

  it('clears the choice and goes to the dashboard', async () => {
    writeImpersonation({ id: 3, key: 'city-ops', name: 'City Ops', type: 'OPERATOR' });
    const { router } = renderShell({ roles: ['master-admin'], orgKey: 'atrium' }, '/tags');
    await menuLinks();
    const picker = screen.getByRole('combobox', { name: 'Act as organization' });
    expect((picker as HTMLInputElement).value).toBe('City Ops');
    fireEvent.focus(picker);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(readImpersonation()).toBeNull();
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });

  it('drops a stored choice for anyone who is not a master admin', async () => {
    writeImpersonation({ id: 3, key: 'city-ops', name: 'City Ops', type: 'OPERATOR' });
    renderShell({ roles: ['org-admin'], orgKey: 'harbor' });
    const links = await menuLinks();
    expect(links).toContain('Buildings');
    expect(screen.queryByRole('combobox', { name: 'Act as organization' })).toBeNull();
    expect(readImpersonation()).toBeNull();
  });

  it('shows name, email, role and organization in the avatar menu, with Logout', async () => {
    const { signoutRedirect } = renderShell({
      roles: ['offline_access', 'org-admin'],
      orgKey: 'harbor',
      name: 'Grace Hopper',
      email: 'grace@harbor.test',
    });
    await menuLinks();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Grace Hopper')).toBeTruthy();
    expect(within(menu).getByText('grace@harbor.test')).toBeTruthy();
    expect(within(menu).getByText('Role: org-admin')).toBeTruthy();
    expect(await within(menu).findByText('Organization: Harbor Properties')).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(signoutRedirect).toHaveBeenCalledTimes(1);
  });

  it('hides and shows the persistent menu with the menu button', async () => {
    renderShell({ roles: ['viewer'], orgKey: 'harbor' });
    await menuLinks();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});
