import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LocationMap } from '../../../src/components/map/LocationMap.tsx';
import { Providers } from '../../support/render.tsx';
import { mapsScripts } from './mapsStub.ts';

// The loader is one per page: these tests follow one page's map from loading to auth failure
// (a failed script has its own file).
afterEach(cleanup);

const renderMap = (props: Partial<Parameters<typeof LocationMap>[0]> = {}) => {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <LocationMap coordinates={[52.37, 4.89]} apiKey="key-123" title="Harbor Tower" {...props} />
      ),
    },
  ]);
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
};

describe('the map', () => {
  it('says it is not configured without a key, naming the setting and the place, and loads nothing', () => {
    renderMap({ apiKey: null });
    expect(screen.getByText('Map not configured')).toBeTruthy();
    expect(screen.getByText(/MAPS_API_KEY/)).toBeTruthy();
    expect(screen.getByText(/52\.3700° N, 4\.8900° E/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Open in OpenStreetMap' }).getAttribute('href'),
    ).toContain('mlat=52.37&mlon=4.89');
    expect(mapsScripts()).toHaveLength(0);
  });

  it('says so when the building has no coordinates, and loads nothing', () => {
    renderMap({ coordinates: null });
    expect(screen.getByText('No location: the building has no coordinates.')).toBeTruthy();
    expect(mapsScripts()).toHaveLength(0);
  });

  it('loads the Maps script once with the key through the library, showing Loading... meanwhile', async () => {
    renderMap();
    expect(await screen.findByText('Loading...')).toBeTruthy();
    await waitFor(() => {
      expect(mapsScripts()).toHaveLength(1);
    });
    cleanup();
    renderMap();
    await screen.findByText('Loading...');
    const scripts = mapsScripts();
    expect(scripts).toHaveLength(1);
    const url = new URL(scripts[0]?.src ?? '');
    expect(url.searchParams.get('key')).toBe('key-123');
  });

  it('shows the AuthFailure panel when Google refuses the key', async () => {
    renderMap();
    await screen.findByText('Loading...');
    act(() => {
      window.gm_authFailure?.();
    });
    expect(screen.getByText('Error: AuthFailure')).toBeTruthy();
    expect(
      screen.getByText(/A problem with the API key prevents the map from rendering/),
    ).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
