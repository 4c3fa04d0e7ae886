import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { json, renderApp } from '../../support/render.tsx';
import { building, fakeApi, list, network, never } from './fakeApi.ts';

const masterAdmin = () =>
  fakeAuth({ user: fakeUser({ roles: ['master-admin'], orgKey: 'atrium' }) }).auth;
const viewer = () => fakeAuth({ user: fakeUser({ roles: ['viewer'], orgKey: 'harbor' }) }).auth;

const harborPoint = building();
const canalHouse = building({
  id: 5,
  name: 'Canal House',
  city: 'Amsterdam',
  country: 'Netherlands',
  units: 'METRIC',
  rentableSF: 5120,
  floorCount: 6,
  isActive: false,
  ownerOrganization: { id: 2, name: 'Crescent Realty' },
});

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const table = () => screen.findByRole('table', { name: 'Buildings' });

describe('the building list', () => {
  it('shows the buildings with their unit, owner and a link to each', async () => {
    fakeApi({ 'buildings/full': list([harborPoint, canalHouse], 2) });
    renderApp('/buildings', viewer());
    const canal = await within(await table()).findByRole('row', { name: /Canal House/ });
    expect(within(canal).getByText('Amsterdam, Netherlands')).toBeTruthy();
    expect(within(canal).getByText('Crescent Realty')).toBeTruthy();
    expect(within(canal).getByText('5,120 sqm')).toBeTruthy();
    expect(within(canal).getByText('No')).toBeTruthy();
    const harbor = screen.getByRole('row', { name: /Harbor Point/ });
    expect(within(harbor).getByText('40,300 sqft')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Canal House' }).getAttribute('href')).toBe(
      '/buildings/5',
    );
  });

  it('opens a building from its row', async () => {
    fakeApi({ 'buildings/full': list([canalHouse]) });
    const { router } = renderApp('/buildings', viewer());
    fireEvent.click(await screen.findByText('Amsterdam, Netherlands'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/buildings/5');
    });
  });

  it('shows loading, then no results', async () => {
    fakeApi({ 'buildings/full': never });
    renderApp('/buildings', viewer());
    expect(await within(await table()).findByText('Loading...')).toBeTruthy();
    cleanup();
    fakeApi({ 'buildings/full': list([]) });
    renderApp('/buildings', viewer());
    expect(await within(await table()).findByText('No results')).toBeTruthy();
  });

  it('shows an error with the formatted message', async () => {
    fakeApi({ 'buildings/full': json({ message: 'Internal server error' }, 500) });
    renderApp('/buildings', viewer());
    expect((await screen.findByRole('alert')).textContent).toContain('Internal server error');
    expect(screen.queryByRole('table', { name: 'Buildings' })).toBeNull();
  });

  it('asks the API for what the address says: filters, sort and page', async () => {
    const api = fakeApi({ 'buildings/full': list([]) });
    renderApp(
      '/buildings?name=tower&networkId=3&organizationId=2&orderBy=city:desc&page=2&perPage=10',
      viewer(),
    );
    await table();
    await waitFor(() => {
      expect(api.bodies('buildings/full').at(-1)).toEqual({
        where: {
          name: { contains: 'tower', mode: 'insensitive' },
          networks: { some: { id: 3 } },
          ownerOrganizationId: 2,
        },
        orderBy: { city: 'desc' },
        page: 1,
        perPage: 10,
      });
    });
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('tower');
  });

  it('writes the name filter to the address after typing stops, back on the first page', async () => {
    const api = fakeApi({ 'buildings/full': list([harborPoint]) });
    const { router } = renderApp('/buildings?page=3', viewer());
    await table();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Harb ' } });
    // Not at once: 500 ms after the last keystroke.
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(
      () => {
        expect(router.state.location.search).toBe('?name=Harb');
      },
      { timeout: 2000 },
    );
    await waitFor(() => {
      expect(api.bodies('buildings/full').at(-1)).toMatchObject({
        where: { name: { contains: 'Harb', mode: 'insensitive' } },
        page: 0,
      });
    });
  });

  it('writes the network and organization filters to the address', async () => {
    fakeApi({
      'buildings/full': list([harborPoint]),
      networks: list([network(4, 'East Coast')]),
    });
    const { router } = renderApp('/buildings', viewer());
    await table();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Network' }));
    fireEvent.click(await screen.findByRole('option', { name: 'East Coast' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?networkId=4');
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Organization' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Crescent Realty' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?networkId=4&organizationId=2');
    });
  });

  it('sorts and pages through the address, and the API does the work', async () => {
    const api = fakeApi({ 'buildings/full': list([harborPoint, canalHouse], 60) });
    const { router } = renderApp('/buildings', viewer());
    await within(await table()).findByText('Canal House');

    fireEvent.click(within(screen.getByRole('columnheader', { name: /City/ })).getByRole('button'));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?orderBy=city%3Aasc');
    });
    await waitFor(() => {
      expect(api.bodies('buildings/full').at(-1)).toMatchObject({ orderBy: { city: 'asc' } });
    });

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?orderBy=city%3Aasc&page=2');
    });
    await waitFor(() => {
      expect(api.bodies('buildings/full').at(-1)).toMatchObject({ page: 1, perPage: 25 });
    });
  });

  it('offers Create only to those who may create buildings', async () => {
    fakeApi({ 'buildings/full': list([harborPoint]) });
    renderApp('/buildings', viewer());
    await within(await table()).findByText('Harbor Point');
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    cleanup();

    fakeApi({ 'buildings/full': list([harborPoint]) });
    renderApp('/buildings', masterAdmin());
    const create = await screen.findByRole('link', { name: 'Create' });
    expect(create.getAttribute('href')).toBe('/buildings/create');
  });
});
