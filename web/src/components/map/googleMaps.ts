// Loads the Google Maps JavaScript API once, on demand, and tells React how that goes
// (specification section 4, "Map": not loaded, loading, loaded, failed, auth failure). No map
// library is installed: the few calls the map makes are typed here.

export type MapsStatus = 'not-loaded' | 'loading' | 'loaded' | 'failed' | 'auth-failure';

export type LatLng = { lat: number; lng: number };
export type GoogleMap = object;
export type GoogleMarker = { setMap: (map: GoogleMap | null) => void };
export type GoogleMapsApi = {
  Map: new (element: HTMLElement, options: { center: LatLng; zoom: number }) => GoogleMap;
  Marker: new (options: { position: LatLng; map: GoogleMap; title?: string }) => GoogleMarker;
};

declare global {
  interface Window {
    /** Google calls this when the key is refused. */
    gm_authFailure?: () => void;
    atriumGoogleMapsLoaded?: () => void;
    google?: { maps?: GoogleMapsApi };
  }
}

export const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';
export const MAPS_LOAD_ERROR = 'The Google Maps JavaScript API could not load.';
const CALLBACK = 'atriumGoogleMapsLoaded';

let status: MapsStatus = 'not-loaded';
const listeners = new Set<() => void>();

function setStatus(next: MapsStatus) {
  // An auth failure is final: Google reports it after the script has loaded.
  if (status === 'auth-failure') return;
  status = next;
  for (const listener of listeners) listener();
}

export const getMapsStatus = (): MapsStatus => status;

export function subscribeMapsStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const googleMapsApi = (): GoogleMapsApi | null => window.google?.maps ?? null;

/** Adds the script once; later calls do nothing. */
export function loadGoogleMaps(apiKey: string): void {
  if (status !== 'not-loaded') return;
  setStatus('loading');
  window.gm_authFailure = () => {
    setStatus('auth-failure');
  };
  window[CALLBACK] = () => {
    setStatus(googleMapsApi() ? 'loaded' : 'failed');
  };
  const script = document.createElement('script');
  const query = new URLSearchParams({ key: apiKey, callback: CALLBACK, loading: 'async' });
  script.src = `${MAPS_SCRIPT_URL}?${query.toString()}`;
  script.async = true;
  script.addEventListener('error', () => {
    console.error(MAPS_LOAD_ERROR);
    setStatus('failed');
  });
  document.head.append(script);
}
