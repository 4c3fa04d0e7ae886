import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrganizationCoverage } from '@atrium/contract';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { json, renderApp } from '../../support/render.tsx';
import { fakeApi, never } from '../buildings/fakeApi.ts';

const master = () =>
  fakeAuth({ user: fakeUser({ roles: ['master-admin'], orgKey: 'atrium' }) }).auth;
const northwind: OrganizationCoverage = {
  organizationId: 5,
  key: 'northwind',
  name: 'Northwind Traders',
  type: 'OCCUPIER',
  coverage: 'PARTIALLY_COVERED',
  spatial: 'COVERED',
  financial: 'EXPIRED',
  occupancy: 'NOT_COVERED',
  buildings: [
    {
      buildingId: 1,
      name: 'Harbor Point',
      spatial: 'COVERED',
      financial: 'EXPIRED',
      occupancy: 'NOT_COVERED',
    },
  ],
};

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the data coverage', () => {
  it('shows each organization with a state icon per kind of data, and its buildings', async () => {
    const api = fakeApi({ 'data-coverage': { items: [northwind] } });
    renderApp('/data-coverage', master());
    const table = await screen.findByRole('table', { name: 'Coverage per organization' });
    const row = await within(table).findByRole('row', { name: /Northwind Traders/ });
    expect(within(row).getByRole('img', { name: 'Spatial: Covered' })).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Financial: Expired' })).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Occupancy: Not covered' })).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Overall: Partially covered' })).toBeTruthy();
    const tile = screen.getByRole('group', { name: 'Spatial data covered' });
    expect(within(tile).getByText('1 of 1')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /expand/i }));
    const buildings = await screen.findByRole('table', {
      name: 'Coverage of Northwind Traders per building',
    });
    expect(within(buildings).getByText('Harbor Point')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Owner' }));
    await waitFor(() => {
      expect(api.bodies('data-coverage').at(-1)).toEqual({ type: 'OWNER' });
    });
  });

  it('says what to do without organizations, shows loading and errors', async () => {
    fakeApi({ 'data-coverage': { items: [] } });
    renderApp('/data-coverage', master());
    expect(await screen.findByText(/No organizations yet/)).toBeTruthy();
    cleanup();
    fakeApi({ 'data-coverage': never });
    renderApp('/data-coverage', master());
    const table = await screen.findByRole('table', { name: 'Coverage per organization' });
    expect(await within(table).findByText('Loading...')).toBeTruthy();
    cleanup();
    fakeApi({ 'data-coverage': json({ message: 'Coverage is unavailable' }, 500) });
    renderApp('/data-coverage', master());
    expect((await screen.findByRole('alert')).textContent).toContain('Coverage is unavailable');
  });
});
