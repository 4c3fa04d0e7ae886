import { Suspense } from 'react';
import { Alert } from '@mui/material';
import type { MapPlace } from './googleMaps.ts';
import { MapLoading, MapNotConfigured } from './LocationMap.tsx';
import { lazyComponent } from '../lazyComponent.tsx';

const GoogleMapView = lazyComponent(() => import('./GoogleMapView.tsx').then((m) => m.default));

const LOCATIONS_MAP_HEIGHT = 320;

/** Several places on one Google map (the sites list), each marker leading to its page. */
export function LocationsMap({
  places,
  apiKey,
  label,
}: {
  places: readonly MapPlace[];
  apiKey: string | null;
  label: string;
}) {
  if (apiKey === null) return <MapNotConfigured />;
  if (places.length === 0) {
    return (
      <Alert severity="info" variant="outlined">
        No location: none of the buildings has coordinates.
      </Alert>
    );
  }
  return (
    <Suspense fallback={<MapLoading height={LOCATIONS_MAP_HEIGHT} />}>
      <GoogleMapView apiKey={apiKey} places={places} label={label} height={LOCATIONS_MAP_HEIGHT} />
    </Suspense>
  );
}
