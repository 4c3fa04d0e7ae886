import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { renderApp } from '../../support/render.tsx';
import { building, fakeApi, list, never } from './fakeApi.ts';

const masterAdmin = () =>
  fakeAuth({ user: fakeUser({ roles: ['master-admin'], orgKey: 'atrium' }) }).auth;
const viewer = () => fakeAuth({ user: fakeUser({ roles: ['viewer'], orgKey: 'harbor' }) }).auth;

const harborPoint = building({ primaryOccupancyDataSourceId: 7 });
const dataSource = {
  id: 7,
  name: 'Harbor Point people counters',
  dataSystem: 'CSV',
  buildingId: 1,
  networkId: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const frontPhoto = {
  id: 5,
  link: '/api/storage/5',
  filename: 'front.jpg',
  mimetype: 'image/jpeg',
  size: 2048,
  createdAt: '2025-01-01T00:00:00.000Z',
};

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const name = () => screen.findByRole<HTMLInputElement>('textbox', { name: 'Name' });

describe('editing a building', () => {
  it('shows a spinner while the building loads, then its error', async () => {
    fakeApi({ 'buildings/full': never });
    renderApp('/buildings/1/edit', masterAdmin());
    expect(await screen.findByRole('status', { name: 'Loading the building' })).toBeTruthy();
    cleanup();
    fakeApi({ 'buildings/full': list([]) });
    renderApp('/buildings/1/edit', masterAdmin());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is no building 1, or you may not see it.',
    );
  });

  it('fills every field from the building, with its data sources to choose from', async () => {
    fakeApi({ 'buildings/full': list([harborPoint]), 'data-sources': list([dataSource]) });
    renderApp('/buildings/1/edit', masterAdmin());
    expect((await name()).value).toBe('Harbor Point');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Point' })).toBeTruthy();
    const textbox = (label: string) =>
      screen.getByRole<HTMLInputElement>('textbox', { name: label });
    expect(textbox('Rentable area (sqft)').value).toBe('40300');
    expect(textbox('Latitude').value).toBe('40.75');
    expect(textbox('Street').value).toBe('245 Park Avenue');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Time zone' }).value).toBe(
      'America/New_York',
    );
    expect(
      screen.getByRole('combobox', { name: 'Primary occupancy data source' }).textContent,
    ).toBe('Harbor Point people counters');
    expect(screen.getByRole('combobox', { name: /Owner organization/ }).textContent).toBe(
      'Harbor Properties',
    );
  });

  it('saves the changes, says so and opens the building', async () => {
    const api = fakeApi({
      'buildings/full': list([harborPoint]),
      'buildings/update': building({ name: 'Harbor Point East' }),
    });
    const { router } = renderApp('/buildings/1/edit', masterAdmin());
    fireEvent.change(await name(), { target: { value: 'Harbor Point East' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Year renovated' }), {
      target: { value: '2024' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/buildings/1');
    });
    expect(await screen.findByText('Building saved')).toBeTruthy();
    const [body] = api.bodies('buildings/update');
    expect(body).toMatchObject({
      id: 1,
      data: { name: 'Harbor Point East', yearRenovated: 2024, coordinates: [40.75, -73.97] },
    });
  });

  it('saves the working hours the daily averages count', async () => {
    const api = fakeApi({
      'buildings/full': list([harborPoint]),
      'buildings/update': harborPoint,
    });
    renderApp('/buildings/1/edit', masterAdmin());
    await name();
    const end = screen.getByRole('textbox', { name: 'Working hours end' });
    fireEvent.change(end, { target: { value: '07:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end must be after the start')).toBeTruthy();
    expect(api.bodies('buildings/update')).toHaveLength(0);

    fireEvent.change(end, { target: { value: '17:30' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Friday' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(api.bodies('buildings/update')).toHaveLength(1);
    });
    expect(api.bodies('buildings/update')[0]).toMatchObject({
      data: { workingHours: { start: '08:00', end: '17:30', days: [1, 2, 3, 4, 6] } },
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    fakeApi({ 'buildings/full': list([harborPoint]), 'floors/full': list([]) });
    const { router } = renderApp('/buildings/1/edit', masterAdmin());
    fireEvent.change(await name(), { target: { value: 'Renamed' } });

    fireEvent.click(screen.getByRole('tab', { name: 'Floors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => {
      expect(dialog.isConnected).toBe(false);
    });
    expect(router.state.location.pathname).toBe('/buildings/1/edit');
    expect((await name()).value).toBe('Renamed');

    fireEvent.click(screen.getByRole('tab', { name: 'Floors' }));
    await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/buildings/1/edit/floors');
    });
  });

  it('does not ask when nothing changed, and asks the browser before unloading a changed form', async () => {
    fakeApi({ 'buildings/full': list([harborPoint]), 'floors/full': list([]) });
    const { router } = renderApp('/buildings/1/edit', masterAdmin());
    await name();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    fireEvent.change(await name(), { target: { value: 'Renamed' } });
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);

    fireEvent.change(await name(), { target: { value: 'Harbor Point' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Floors' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/buildings/1/edit/floors');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the images to change them, and sends their ids', async () => {
    const api = fakeApi({
      'buildings/full': list([building({ images: [5] })]),
      'storage/get-files': { items: [frontPhoto] },
      'buildings/update': harborPoint,
    });
    renderApp('/buildings/1/edit', masterAdmin());
    expect(await screen.findByRole('button', { name: 'Open front.jpg' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete front.jpg' })).toBeTruthy();
    fireEvent.change(await name(), { target: { value: 'Harbor Point East' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(api.bodies('buildings/update')[0]).toMatchObject({ data: { images: [5] } });
    });
  });

  it('shows the details read-only to those who may not update buildings', async () => {
    fakeApi({
      'buildings/full': list([building({ images: [5] })]),
      'storage/get-files': { items: [frontPhoto] },
    });
    renderApp('/buildings/1/edit', viewer());
    expect(
      await screen.findByText('Only master admins can change buildings; you can view the details.'),
    ).toBeTruthy();
    expect((await name()).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Open front.jpg' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete front.jpg' })).toBeNull();
  });
});
