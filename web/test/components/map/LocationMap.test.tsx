import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { LocationMap } from '../../../src/components/map/LocationMap.tsx';
import { Providers } from '../../support/render.tsx';
import { fakeGoogleMaps, mapsScripts } from './mapsStub.ts';

// The loader is one per page: these tests follow one page's map from loading to auth failure
// (a failed script has its own file).
afterEach(cleanup);

const renderMap = (props: Partial<Parameters<typeof LocationMap>[0]> = {}) =>
  render(
    <Providers>
      <LocationMap coordinates={[52.37, 4.89]} apiKey="key-123" title="Harbor Tower" {...props} />
    </Providers>,
  );

describe('the map', () => {
  it('says it is not configured without a key, naming the setting, and loads nothing', () => {
    renderMap({ apiKey: null });
    expect(screen.getByText('Map not configured')).toBeTruthy();
    expect(screen.getByText(/MAPS_API_KEY/)).toBeTruthy();
    expect(mapsScripts()).toHaveLength(0);
  });

  it('says so when the building has no coordinates, and loads nothing', () => {
    renderMap({ coordinates: null });
    expect(screen.getByText('No location: the building has no coordinates.')).toBeTruthy();
    expect(mapsScripts()).toHaveLength(0);
  });

  it('loads the Maps script once with the key, showing Loading... meanwhile', () => {
    renderMap();
    expect(screen.getByText('Loading...')).toBeTruthy();
    cleanup();
    renderMap();
    const scripts = mapsScripts();
    expect(scripts).toHaveLength(1);
    const url = new URL(scripts[0]?.src ?? '');
    expect(url.searchParams.get('key')).toBe('key-123');
    expect(url.searchParams.get('callback')).toBe('atriumGoogleMapsLoaded');
  });

  it('shows the map at zoom 16 with a marker once loaded', () => {
    renderMap();
    const google = fakeGoogleMaps();
    act(() => {
      window.google = { maps: google.api };
      window.atriumGoogleMapsLoaded?.();
    });
    const region = screen.getByRole('region', { name: 'Map of Harbor Tower' });
    expect(google.maps.map(({ element, options }) => ({ element, options }))).toEqual([
      { element: region, options: { center: { lat: 52.37, lng: 4.89 }, zoom: 16 } },
    ]);
    expect(google.markers[0]?.options).toMatchObject({
      position: { lat: 52.37, lng: 4.89 },
      title: 'Harbor Tower',
    });
  });

  it('shows the AuthFailure panel when Google refuses the key', () => {
    renderMap();
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
