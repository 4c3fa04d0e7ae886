import { Suspense } from 'react';
import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import { MAP_DEFAULT_ZOOM, MAP_HEIGHT } from './googleMaps.ts';
import { lazyComponent } from '../lazyComponent.tsx';

// The Google map and its library load only when a key is configured.
const GoogleMapView = lazyComponent(() => import('./GoogleMapView.tsx').then((m) => m.default));

export { MAP_DEFAULT_ZOOM };

export type LocationMapProps = {
  /** `[latitude, longitude]`, or null when the place has none. */
  coordinates: readonly [number, number] | null;
  /** The runtime configuration's maps key; null when the server has none. */
  apiKey: string | null;
  /** The marker's title, e.g. the building's name. */
  title: string;
  zoom?: number;
};

const degrees = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;

/** Where a place is, in words: '52.3700° N, 4.8900° E'. */
export const coordinatesText = ([lat, lng]: readonly [number, number]) =>
  `${degrees(lat, 'N', 'S')}, ${degrees(lng, 'E', 'W')}`;

/** A Google map centred on a place, with a marker; each state of the map says what it is. */
export function LocationMap({
  coordinates,
  apiKey,
  title,
  zoom = MAP_DEFAULT_ZOOM,
}: LocationMapProps) {
  if (coordinates === null) {
    return (
      <Alert severity="info" variant="outlined">
        No location: the building has no coordinates.
      </Alert>
    );
  }
  if (apiKey === null) return <MapNotConfigured coordinates={coordinates} />;
  return (
    <Suspense fallback={<MapLoading />}>
      <GoogleMapView
        apiKey={apiKey}
        places={[{ id: 0, name: title, coordinates }]}
        label={`Map of ${title}`}
        height={MAP_HEIGHT}
        zoom={zoom}
      />
    </Suspense>
  );
}

export function MapLoading({ height = MAP_HEIGHT }: { height?: number }) {
  return (
    <Box role="status" sx={{ height, display: 'grid', placeItems: 'center' }}>
      <Typography color="textSecondary">Loading...</Typography>
    </Box>
  );
}

/**
 * Without a maps key (docs/decisions.md, "Maps without a key"): says so and what to set, and
 * gives the place's coordinates, with a link to open them on OpenStreetMap.
 */
export function MapNotConfigured({ coordinates }: { coordinates?: readonly [number, number] }) {
  return (
    <Alert severity="info" variant="outlined">
      <AlertTitle>Map not configured</AlertTitle>
      Set MAPS_API_KEY on the server to show {coordinates ? 'the building' : 'the places'} on a map.
      {coordinates && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {coordinatesText(coordinates)} ·{' '}
          <Link
            href={`https://www.openstreetmap.org/?mlat=${coordinates[0]}&mlon=${coordinates[1]}#map=16/${coordinates[0]}/${coordinates[1]}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open in OpenStreetMap
          </Link>
        </Typography>
      )}
    </Alert>
  );
}
