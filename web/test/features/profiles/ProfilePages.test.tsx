import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BadgeEvent, Profile, ProfileActivity, Reservation } from '@atrium/contract';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { json, renderApp } from '../../support/render.tsx';
import { fakeApi, list, never } from '../buildings/fakeApi.ts';

const ID = '0b6f3c1e-7d2a-4f4e-9a55-1c2d3e4f5a6b';
const T = '2026-03-01T09:00:00.000Z';
const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: ID,
  organizationId: 1,
  organization: { id: 1, name: 'Harbor Properties' },
  pseudonym: 'P-0B6F3C1E',
  name: null,
  department: 'Finance',
  identifiers: [{ id: 3, type: 'BADGE_ID', value: 'B-1001' }],
  createdAt: T,
  updatedAt: T,
  ...overrides,
});
const event = (id: number, at: string, badgeKey = 'B-1001'): BadgeEvent => ({
  id,
  buildingId: 1,
  organizationId: 1,
  dataSourceId: 4,
  badgeKey,
  timestamp: at,
  direction: 'IN',
  reader: 'Main door',
  profileId: ID,
});
const reservation = (id: number, start: string): Reservation => ({
  id,
  buildingId: 1,
  spaceId: 12,
  organizationId: 1,
  dataSourceId: 4,
  externalId: `R-${String(id)}`,
  start,
  end: start.replace('T09', 'T10'),
  attendees: 2,
  status: 'CHECKED_IN',
  person: 'ada@harbor.test',
  profileId: ID,
  createdAt: T,
  updatedAt: T,
});
const activity = (overrides: Partial<ProfileActivity> = {}): ProfileActivity => ({
  badgeEvents: { total: 14, recent: [event(1, '2026-03-02T08:15:00.000Z')] },
  reservations: { total: 3, recent: [reservation(7, '2026-03-03T09:00:00.000Z')] },
  ...overrides,
});
const master = () =>
  fakeAuth({ user: fakeUser({ roles: ['master-admin'], orgKey: 'atrium' }) }).auth;

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the profile list', () => {
  it('shows pseudonyms, identifiers, and asks for the address’s search', async () => {
    const api = fakeApi({ profiles: list([profile()]) });
    renderApp('/profiles?search=b-10&organizationId=1&orderBy=name:desc&page=2', master());
    const table = await screen.findByRole('table', { name: 'Profiles' });
    const row = await within(table).findByRole('row', { name: /P-0B6F3C1E/ });
    expect(within(row).getByText('Badge B-1001')).toBeTruthy();
    expect(within(row).getByText('Harbor Properties')).toBeTruthy();
    await waitFor(() => {
      expect(api.bodies('profiles')[0]).toEqual({
        page: 1,
        perPage: 25,
        orderBy: { name: 'desc' },
        search: 'b-10',
        organizationId: 1,
      });
    });
  });

  it('says what to do without profiles, shows loading and errors', async () => {
    fakeApi({ profiles: list([]) });
    renderApp('/profiles', master());
    const table = await screen.findByRole('table', { name: 'Profiles' });
    expect(await within(table).findByText(/No profiles yet/)).toBeTruthy();
    cleanup();
    fakeApi({ profiles: never });
    renderApp('/profiles', master());
    expect(
      await within(await screen.findByRole('table', { name: 'Profiles' })).findByText('Loading...'),
    ).toBeTruthy();
    cleanup();
    fakeApi({ profiles: json({ message: 'Profiles are unavailable' }, 500) });
    renderApp('/profiles', master());
    expect((await screen.findByRole('alert')).textContent).toContain('Profiles are unavailable');
  });
});

describe('a profile', () => {
  it('shows a pseudonymous profile and its identifiers, or says it is not there', async () => {
    fakeApi({ 'profiles/full': list([profile()]) });
    renderApp(`/profiles/${ID}`, master());
    expect(await screen.findByRole('heading', { name: 'P-0B6F3C1E' })).toBeTruthy();
    expect(screen.getByText('Not kept (pseudonymous)')).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Identifiers' })).getByText('B-1001'),
    ).toBeTruthy();
    cleanup();
    fakeApi({ 'profiles/full': list([]) });
    renderApp(`/profiles/${ID}`, master());
    expect(
      await screen.findByText(`There is no profile ${ID}, or you may not see it.`),
    ).toBeTruthy();
  });

  it('creates a profile with an identifier after checking the form', async () => {
    const api = fakeApi({
      'profiles/create': profile(),
    });
    const { router } = renderApp('/profiles/create', master());
    await screen.findByRole('heading', { name: 'New profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Add identifier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(api.bodies('profiles/create')).toHaveLength(0);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Organization/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Harbor Properties' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Value' }), {
      target: { value: 'B-2002' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/profiles/${ID}`);
    });
    expect(api.bodies('profiles/create')).toEqual([
      {
        data: {
          organizationId: 1,
          name: null,
          department: null,
          identifiers: [{ type: 'BADGE_ID', value: 'B-2002' }],
        },
      },
    ]);
  });

  it('shows the badge events and reservations its identifiers find: counts and the latest', async () => {
    const api = fakeApi({ 'profiles/full': list([profile()]), 'profiles/activity': activity() });
    renderApp(`/profiles/${ID}`, master());
    const section = await screen.findByRole('region', { name: 'Badge events and reservations' });
    expect(await within(section).findByText('14')).toBeTruthy();
    expect(within(section).getByText('3')).toBeTruthy();
    const events = within(section).getByRole('table', { name: 'Latest badge events' });
    expect(within(events).getByText('Main door')).toBeTruthy();
    expect(within(events).getByText('B-1001')).toBeTruthy();
    const bookings = within(section).getByRole('table', { name: 'Latest reservations' });
    expect(within(bookings).getByText('Checked in')).toBeTruthy();
    expect(within(bookings).getByText('Space 12')).toBeTruthy();
    expect(api.bodies('profiles/activity')).toEqual([{ id: ID }]);
  });

  it('says when no badge events or reservations find the profile', async () => {
    fakeApi({
      'profiles/full': list([profile()]),
      'profiles/activity': activity({
        badgeEvents: { total: 0, recent: [] },
        reservations: { total: 0, recent: [] },
      }),
    });
    renderApp(`/profiles/${ID}`, master());
    const section = await screen.findByRole('region', { name: 'Badge events and reservations' });
    expect(
      await within(section).findByText(
        'No badge events find this profile through its identifiers.',
      ),
    ).toBeTruthy();
    expect(
      within(section).getByText('No reservations find this profile through its identifiers.'),
    ).toBeTruthy();
  });

  it('shows the activity loading, and its error with a retry that asks again', async () => {
    fakeApi({ 'profiles/full': list([profile()]), 'profiles/activity': never });
    renderApp(`/profiles/${ID}`, master());
    const loading = await screen.findByRole('region', { name: 'Badge events and reservations' });
    expect(
      await within(loading).findByLabelText('Loading the badge events and reservations'),
    ).toBeTruthy();
    cleanup();
    let fail = true;
    const api = fakeApi({
      'profiles/full': list([profile()]),
      'profiles/activity': () =>
        fail ? json({ message: 'Activity is unavailable' }, 500) : activity(),
    });
    renderApp(`/profiles/${ID}`, master());
    const section = await screen.findByRole('region', { name: 'Badge events and reservations' });
    expect((await within(section).findByRole('alert')).textContent).toContain(
      'Activity is unavailable',
    );
    // The profile itself still shows.
    expect(screen.getByRole('table', { name: 'Identifiers' })).toBeTruthy();
    fail = false;
    within(section).getByRole('button', { name: 'Retry' }).focus();
    fireEvent.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText('14')).toBeTruthy();
    expect(api.bodies('profiles/activity').length).toBeGreaterThanOrEqual(2);
  });
});
