import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { LocationMap } from '../../../src/components/map/LocationMap.tsx';
import { Providers } from '../../support/render.tsx';
import { mapsScripts } from './mapsStub.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the map, when the Maps script cannot load', () => {
  it('logs the failure and says the map could not load', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Providers>
        <LocationMap coordinates={[40.7, -74]} apiKey="key-123" title="Pier 9" />
      </Providers>,
    );
    act(() => {
      mapsScripts()[0]?.dispatchEvent(new Event('error'));
    });
    expect(logged).toHaveBeenCalledWith('The Google Maps JavaScript API could not load.');
    expect(screen.getByText('The map could not load.')).toBeTruthy();
  });
});
