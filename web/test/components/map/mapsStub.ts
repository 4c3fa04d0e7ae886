import { vi } from 'vitest';
import type { GoogleMapsApi, LatLng } from '../../../src/components/map/googleMaps.ts';

type MapOptions = { center: LatLng; zoom: number };
type MarkerOptions = { position: LatLng; title?: string };

/** A stand-in for `google.maps`: records the maps and markers made. */
export function fakeGoogleMaps() {
  const maps: FakeMap[] = [];
  const markers: FakeMarker[] = [];
  class FakeMap {
    readonly element: HTMLElement;
    readonly options: MapOptions;
    constructor(element: HTMLElement, options: MapOptions) {
      this.element = element;
      this.options = options;
      maps.push(this);
    }
  }
  class FakeMarker {
    readonly options: MarkerOptions;
    readonly setMap = vi.fn();
    constructor(options: MarkerOptions) {
      this.options = options;
      markers.push(this);
    }
  }
  const api: GoogleMapsApi = { Map: FakeMap, Marker: FakeMarker };
  return { api, maps, markers };
}

export const mapsScripts = () =>
  [...document.head.querySelectorAll('script')].filter((script) =>
    script.src.startsWith('https://maps.googleapis.com/maps/api/js'),
  );
