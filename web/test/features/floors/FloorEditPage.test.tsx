import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { json, renderApp } from '../../support/render.tsx';
import { building, fakeApi, floor, list, never, space } from '../buildings/fakeApi.ts';

const masterAdmin = () =>
  fakeAuth({ user: fakeUser({ roles: ['master-admin'], orgKey: 'atrium' }) }).auth;
const viewer = () => fakeAuth({ user: fakeUser({ roles: ['viewer'], orgKey: 'harbor' }) }).auth;

const groundFloor = floor({ id: 4, name: 'Ground floor' });
const openOffice = space({
  id: 11,
  name: 'North wing',
  assets: [{ id: 1, name: 'outline', position: '[[0,0],[10,0],[10,8]]' }],
  externalIds: [{ type: 'BOOKING', value: 'bk-11' }],
});
const focusRoom = space({
  id: 12,
  name: 'Focus room',
  type: 'Phone booth',
  category: 'COLLABORATIVE',
  parentId: 11,
  capacity: null,
});
const routes = {
  'buildings/full': list([building({ units: 'METRIC' })]),
  'floors/full': list([groundFloor]),
  'spaces/full': list([focusRoom, openOffice]),
};
const PATH = '/buildings/1/edit/floors/4';

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const spacesTable = () => screen.findByRole('table', { name: 'Spaces' });
const messageOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

async function openSpaceDialog(button: string, title: string) {
  await spacesTable();
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

describe('the floor page', () => {
  it('shows a spinner while the floor loads, and its error', async () => {
    fakeApi({ ...routes, 'floors/full': never });
    renderApp(PATH, masterAdmin());
    expect(await screen.findByRole('status', { name: 'Loading the floor' })).toBeTruthy();
    cleanup();
    fakeApi({ ...routes, 'floors/full': list([]) });
    renderApp(PATH, masterAdmin());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is no floor 4 in this building, or you may not see it.',
    );
  });

  it('says a floor of another building is not found at this address', async () => {
    fakeApi({ ...routes, 'floors/full': list([floor({ id: 4, buildingId: 2 })]) });
    renderApp(PATH, masterAdmin());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is no floor 4 in this building, or you may not see it.',
    );
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  });

  it("lists the floor's spaces with category, areas in the building's unit and parent", async () => {
    const api = fakeApi(routes);
    renderApp(PATH, masterAdmin());
    const row = (await within(await spacesTable()).findByText('Focus room')).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Collaborative')).toBeTruthy();
    expect(cells.getByText('1,838 sqm')).toBeTruthy();
    expect(cells.getByText('North wing')).toBeTruthy();
    expect(screen.getByText('Booking: bk-11')).toBeTruthy();
    // Every space of the floor, page by page.
    expect(api.bodies('spaces/full')[0]).toEqual({
      where: { floorId: 4 },
      orderBy: { name: 'asc' },
      page: 0,
      perPage: 500,
    });
  });

  it('shows no results for a floor without spaces, and an error when they fail', async () => {
    fakeApi({ ...routes, 'spaces/full': list([]) });
    renderApp(PATH, masterAdmin());
    expect(await within(await spacesTable()).findByText('No results')).toBeTruthy();
    cleanup();
    fakeApi({ ...routes, 'spaces/full': json({ message: 'Internal server error' }, 500) });
    renderApp(PATH, masterAdmin());
    expect((await screen.findByRole('alert')).textContent).toContain('Internal server error');
  });

  it('saves the floor and stays on the page', async () => {
    const api = fakeApi({ ...routes, 'floors/update': { ...groundFloor, name: 'Lobby' } });
    const { router } = renderApp(PATH, masterAdmin());
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('textbox', { name: 'Rentable area (sqm)' })).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Lobby' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Floor saved')).toBeTruthy();
    expect(api.bodies('floors/update')).toEqual([
      { id: 4, data: { name: 'Lobby', position: 0, rentableSF: 10075, images: [] } },
    ]);
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('checks a new space with the contract, including its outline', async () => {
    const api = fakeApi({ ...routes, 'spaces/create': focusRoom });
    renderApp(PATH, masterAdmin());
    const dialog = await openSpaceDialog('Add space', 'New space');
    const outline = within(dialog).getByRole('textbox', { name: 'Outline (JSON points)' });
    const save = within(dialog).getByRole('button', { name: 'Create' });

    fireEvent.change(outline, { target: { value: '[[0, 0], [1, 0' } });
    fireEvent.click(save);
    await waitFor(() => {
      expect(messageOf(within(dialog).getByRole('textbox', { name: 'Name' }))).toBe('Required');
    });
    expect(messageOf(outline)).toBe(
      'Expected JSON points, e.g. [[0, 0], [10, 0], [10, 8], [0, 8]]',
    );

    fireEvent.change(outline, { target: { value: '[[0, 0], [1, 0]]' } });
    fireEvent.click(save);
    await waitFor(() => {
      expect(messageOf(outline)).toBe('Too small: expected array to have >=3 items');
    });
    expect(api.bodies('spaces/create')).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Quiet room' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Category/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Support' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Parent space' }));
    fireEvent.click(await screen.findByRole('option', { name: 'North wing' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Capacity' }), {
      target: { value: '4' },
    });
    fireEvent.change(outline, { target: { value: '[[0, 0], [1, 0], [1, 1]]' } });
    fireEvent.click(save);
    await waitFor(() => {
      expect(dialog.isConnected).toBe(false);
    });
    expect(api.bodies('spaces/create')).toEqual([
      {
        data: {
          floorId: 4,
          name: 'Quiet room',
          category: 'SUPPORT',
          type: null,
          rentableSF: null,
          usableSF: null,
          capacity: 4,
          parentId: 11,
          polygon: [
            [0, 0],
            [1, 0],
            [1, 1],
          ],
        },
      },
    ]);
  });

  it('offers every category with its colour (Support is #26A69A)', async () => {
    fakeApi(routes);
    renderApp(PATH, masterAdmin());
    const dialog = await openSpaceDialog('Add space', 'New space');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Category/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Work',
      'Collaborative',
      'Circulation',
      'Social',
      'General',
      'Support',
      'Retail',
      'Parking',
    ]);
    const dot = options[5]?.querySelector('[aria-hidden="true"]');
    expect(dot && getComputedStyle(dot).backgroundColor).toBe('rgb(38, 166, 154)');
  });

  it('edits a space, keeping an outline left alone out of the update, and no parent loop', async () => {
    const api = fakeApi({ ...routes, 'spaces/update': openOffice });
    renderApp(PATH, masterAdmin());
    const dialog = await openSpaceDialog('Edit North wing', 'Edit North wing');
    expect(
      within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Outline (JSON points)' })
        .value,
    ).toBe('[[0, 0], [10, 0], [10, 8]]');
    // Focus room sits inside North wing, so it cannot be its parent.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Parent space' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'None',
    ]);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Usable area (sqm)' }), {
      target: { value: '1700' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(api.bodies('spaces/update')).toHaveLength(1);
    });
    const [update] = api.bodies('spaces/update');
    expect(update).toMatchObject({ id: 11, data: { usableSF: 1700, name: 'North wing' } });
    expect(update?.data).not.toHaveProperty('polygon');
  });

  it("replaces a space's external ids with setExternalIds", async () => {
    const api = fakeApi({ ...routes, 'spaces/setExternalIds': openOffice });
    renderApp(PATH, masterAdmin());
    const dialog = await openSpaceDialog(
      'External ids of North wing',
      'External ids of North wing',
    );
    expect(
      within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Booking id' }).value,
    ).toBe('bk-11');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add id' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const sensor = await within(dialog).findByRole('textbox', { name: 'Occupancy sensor id' });
    await waitFor(() => {
      expect(messageOf(sensor)).toBe('Required');
    });
    expect(api.bodies('spaces/setExternalIds')).toEqual([]);

    fireEvent.change(sensor, { target: { value: ' bt-204 ' } });
    // The row that moves up keeps its own type's options (no out-of-range select value).
    const warnings = vi.spyOn(console, 'warn');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the Booking id' }));
    expect(warnings.mock.calls.flat().join(' ')).not.toContain('out-of-range');
    warnings.mockRestore();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(dialog.isConnected).toBe(false);
    });
    expect(api.bodies('spaces/setExternalIds')).toEqual([
      { spaceId: 11, externalIds: [{ type: 'OCCUPANCY_SENSOR', value: 'bt-204' }] },
    ]);
  });

  it('asks before deleting a space', async () => {
    const api = fakeApi({ ...routes, 'spaces/delete': { id: 12 } });
    renderApp(PATH, masterAdmin());
    const dialog = await openSpaceDialog('Delete Focus room', 'Delete space');
    expect(within(dialog).getByText(/Delete the space Focus room\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(dialog.isConnected).toBe(false);
    });
    expect(api.bodies('spaces/delete')).toEqual([{ id: 12 }]);
  });

  it('shows viewers the floor and spaces without controls', async () => {
    fakeApi(routes);
    renderApp(PATH, viewer());
    await within(await spacesTable()).findByText('Focus room');
    expect(
      screen.getByText('Only master admins can change floors; you can view the details.'),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add space' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete|External ids of) / })).toBeNull();
  });
});
