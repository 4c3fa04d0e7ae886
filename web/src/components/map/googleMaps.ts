// What Atrium adds to @vis.gl/react-google-maps (specification section 4, "Map": not loaded,
// loading, loaded, failed, auth failure): the library reports the first four; Google reports a
// refused key by calling `window.gm_authFailure`, which the library leaves unhandled, so it is
// kept here. A failed script is logged with the specification's line (section 8).

export const MAPS_LOAD_ERROR = 'The Google Maps JavaScript API could not load.';

declare global {
  interface Window {
    /** Google calls this when the key is refused. */
    gm_authFailure?: () => void;
  }
}

let authFailed = false;
const listeners = new Set<() => void>();

/** Listens for Google's auth failure (once per page; it has to be there before the script). */
export function watchAuthFailure(): void {
  if (window.gm_authFailure) return;
  window.gm_authFailure = () => {
    authFailed = true;
    for (const listener of listeners) listener();
  };
}

export const getAuthFailed = (): boolean => authFailed;

export function subscribeAuthFailure(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Logs the specification's line when the Maps script cannot load. */
export function logMapsLoadError(): void {
  console.error(MAPS_LOAD_ERROR);
}

/** Specification section 9. */
export const MAP_DEFAULT_ZOOM = 16;
export const MAP_HEIGHT = 240;

export type MapPlace = {
  id: number;
  name: string;
  /** `[latitude, longitude]`. */
  coordinates: readonly [number, number];
  /** Where a click on the marker leads. */
  to?: string;
};
