import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { getMapsStatus, googleMapsApi, loadGoogleMaps, subscribeMapsStatus } from './googleMaps.ts';

/** Specification section 9. */
export const MAP_DEFAULT_ZOOM = 16;
const MAP_HEIGHT = 240;

export type LocationMapProps = {
  /** `[latitude, longitude]`, or null when the place has none. */
  coordinates: readonly [number, number] | null;
  /** The runtime configuration's maps key; null when the server has none. */
  apiKey: string | null;
  /** The marker's title, e.g. the building's name. */
  title: string;
  zoom?: number;
};

/** A Google map centred on a place, with a marker; each state of the map says what it is. */
export function LocationMap({
  coordinates,
  apiKey,
  title,
  zoom = MAP_DEFAULT_ZOOM,
}: LocationMapProps) {
  const status = useSyncExternalStore(subscribeMapsStatus, getMapsStatus);
  const lat = coordinates?.[0];
  const lng = coordinates?.[1];
  const wanted = apiKey !== null && coordinates !== null;

  useEffect(() => {
    if (wanted) loadGoogleMaps(apiKey);
  }, [wanted, apiKey]);

  // The map lives as long as its element (React 19 ref cleanup).
  const mapRef = useCallback(
    (element: HTMLDivElement | null) => {
      const api = googleMapsApi();
      if (!element || !api || lat === undefined || lng === undefined) return;
      const center = { lat, lng };
      const map = new api.Map(element, { center, zoom });
      const marker = new api.Marker({ position: center, map, title });
      return () => {
        marker.setMap(null);
      };
    },
    [lat, lng, zoom, title],
  );

  if (apiKey === null) {
    return (
      <Alert severity="info" variant="outlined">
        <AlertTitle>Map not configured</AlertTitle>
        Set MAPS_API_KEY on the server to show the building on a map.
      </Alert>
    );
  }
  if (coordinates === null) {
    return (
      <Alert severity="info" variant="outlined">
        No location: the building has no coordinates.
      </Alert>
    );
  }
  switch (status) {
    case 'not-loaded':
    case 'loading':
      return (
        <Box role="status" sx={{ height: MAP_HEIGHT, display: 'grid', placeItems: 'center' }}>
          <Typography color="textSecondary">Loading...</Typography>
        </Box>
      );
    case 'failed':
      return (
        <Alert severity="error" variant="outlined">
          The map could not load.
        </Alert>
      );
    case 'auth-failure':
      return (
        <Alert severity="error" variant="outlined">
          <AlertTitle>Error: AuthFailure</AlertTitle>A problem with the API key prevents the map
          from rendering correctly. Please make sure the value of MAPS_API_KEY is correct.
        </Alert>
      );
    case 'loaded':
      return (
        <Box
          ref={mapRef}
          role="region"
          aria-label={`Map of ${title}`}
          sx={{ height: MAP_HEIGHT, borderRadius: 2, overflow: 'hidden' }}
        />
      );
  }
}
