import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LocationMap } from '../../../src/components/map/LocationMap.tsx';
import { Providers } from '../../support/render.tsx';
import { mapsScripts } from './mapsStub.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the map, when the Maps script cannot load', () => {
  it('logs the failure and says the map could not load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        path: '/',
        element: <LocationMap coordinates={[40.7, -74]} apiKey="key-123" title="Pier 9" />,
      },
    ]);
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    await waitFor(() => {
      expect(mapsScripts()).toHaveLength(1);
    });
    mapsScripts()[0]?.dispatchEvent(new Event('error'));
    expect(await screen.findByText('The map could not load.')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('The Google Maps JavaScript API could not load.');
  });
});
