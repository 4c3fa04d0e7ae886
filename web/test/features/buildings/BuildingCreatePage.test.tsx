import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { json, renderApp } from '../../support/render.tsx';
import { building, fakeApi } from './fakeApi.ts';

const masterAdmin = () =>
  fakeAuth({ user: fakeUser({ roles: ['master-admin'], orgKey: 'atrium' }) }).auth;
const orgAdmin = () =>
  fakeAuth({ user: fakeUser({ roles: ['org-admin'], orgKey: 'harbor' }) }).auth;

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByRole('textbox', { name: label });
const type = (label: string, value: string) => {
  fireEvent.change(field(label), { target: { value } });
};
/** The helper text under a field: its error message. */
const messageOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

async function chooseOwner(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Owner organization/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('creating a building', () => {
  it('shows those who may not create buildings the 403 page, without a form', async () => {
    fakeApi();
    renderApp('/buildings/create', orgAdmin());
    expect(await screen.findByRole('heading', { name: '403 Forbidden' })).toBeTruthy();
    expect(screen.getByText(/You may not open New building/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Name/ })).toBeNull();
  });

  it("checks the form with the contract's create schema before sending", async () => {
    const api = fakeApi();
    renderApp('/buildings/create', masterAdmin());
    await screen.findByRole('heading', { name: 'New building' });
    type('Latitude', '52.37');
    type('Currency', 'dollars');
    fireEvent.change(screen.getByRole('combobox', { name: 'Time zone' }), {
      target: { value: 'Mars/Olympus_Mons' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => {
      expect(messageOf(field('Name'))).toBe('Required');
    });
    expect(messageOf(screen.getByRole('combobox', { name: /Owner organization/ }))).toBe(
      'Required',
    );
    expect(messageOf(field('Longitude'))).toBe('Required');
    expect(messageOf(field('Currency'))).toBe(
      'Expected a three-letter ISO 4217 currency code, e.g. USD',
    );
    expect(messageOf(screen.getByRole('combobox', { name: 'Time zone' }))).toBe(
      'Expected an IANA time zone, e.g. Europe/Amsterdam',
    );
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(api.bodies('buildings/create')).toEqual([]);
  });

  it('labels areas with the chosen unit', async () => {
    fakeApi();
    renderApp('/buildings/create', masterAdmin());
    expect(await screen.findByRole('textbox', { name: 'Rentable area (sqft)' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Units' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Metric (sqm)' }));
    expect(await screen.findByRole('textbox', { name: 'Rentable area (sqm)' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Total area (sqm)' })).toBeTruthy();
  });

  it('creates the building with the defaults, says so and opens it', async () => {
    const api = fakeApi({ 'buildings/create': building({ id: 9, name: 'Dock 9' }) });
    const { router } = renderApp('/buildings/create', masterAdmin());
    await screen.findByRole('heading', { name: 'New building' });
    type('Name', '  Dock 9 ');
    await chooseOwner('Harbor Properties');
    type('Rentable area (sqft)', '12000');
    type('Latitude', '52.37');
    type('Longitude', '4.89');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/buildings/9');
    });
    expect(await screen.findByText('Building created')).toBeTruthy();
    expect(api.bodies('buildings/create')).toEqual([
      {
        data: expect.objectContaining({
          name: 'Dock 9',
          ownerOrganizationId: 1,
          rentableSF: 12000,
          coordinates: [52.37, 4.89],
          isActive: true,
          units: 'IMPERIAL',
          currency: 'USD',
          timeZone: 'UTC',
          city: null,
          yearBuilt: null,
          images: [],
        }) as unknown,
      },
    ]);
  });

  it("shows the server's issues on their fields", async () => {
    fakeApi({
      'buildings/create': json(
        {
          message: 'Bad request',
          issues: [
            { path: ['body', 'data', 'name'], message: 'A building with this name exists' },
            { path: ['body', 'data', 'coordinates', 1], message: 'Too far east' },
          ],
        },
        400,
      ),
    });
    const { router } = renderApp('/buildings/create', masterAdmin());
    await screen.findByRole('heading', { name: 'New building' });
    type('Name', 'Harbor Point');
    await chooseOwner('Harbor Properties');
    type('Latitude', '52.37');
    type('Longitude', '4.89');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => {
      expect(messageOf(field('Name'))).toBe('A building with this name exists');
    });
    expect(messageOf(field('Longitude'))).toBe('Too far east');
    expect(router.state.location.pathname).toBe('/buildings/create');
  });
});
