import { useSyncExternalStore } from 'react';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import {
  APILoadingStatus,
  APIProvider,
  Map,
  Marker,
  useApiLoadingStatus,
} from '@vis.gl/react-google-maps';
import {
  getAuthFailed,
  logMapsLoadError,
  MAP_DEFAULT_ZOOM,
  subscribeAuthFailure,
  watchAuthFailure,
  type MapPlace,
} from './googleMaps.ts';

export type GoogleMapViewProps = {
  apiKey: string;
  places: readonly MapPlace[];
  label: string;
  height: number;
  zoom?: number;
};

/**
 * A Google map of places (one: centred at zoom 16; several: all in view), loaded lazily with
 * the library, and the map's states: loading, failed, auth failure, loaded.
 */
export default function GoogleMapView(props: GoogleMapViewProps) {
  watchAuthFailure();
  return (
    <APIProvider apiKey={props.apiKey} onError={logMapsLoadError}>
      <MapStates {...props} />
    </APIProvider>
  );
}

function MapStates({ places, label, height, zoom = MAP_DEFAULT_ZOOM }: GoogleMapViewProps) {
  const status = useApiLoadingStatus();
  const authFailed = useSyncExternalStore(subscribeAuthFailure, getAuthFailed);
  if (authFailed || status === APILoadingStatus.AUTH_FAILURE) {
    return (
      <Alert severity="error" variant="outlined">
        <AlertTitle>Error: AuthFailure</AlertTitle>A problem with the API key prevents the map from
        rendering correctly. Please make sure the value of MAPS_API_KEY is correct.
      </Alert>
    );
  }
  if (status === APILoadingStatus.FAILED) {
    return (
      <Alert severity="error" variant="outlined">
        The map could not load.
      </Alert>
    );
  }
  if (status !== APILoadingStatus.LOADED) {
    return (
      <Box role="status" sx={{ height, display: 'grid', placeItems: 'center' }}>
        <Typography color="textSecondary">Loading...</Typography>
      </Box>
    );
  }
  const points = places.map((place) => ({
    lat: place.coordinates[0],
    lng: place.coordinates[1],
  }));
  const [first] = points;
  const bounds =
    points.length > 1
      ? {
          north: Math.max(...points.map((p) => p.lat)),
          south: Math.min(...points.map((p) => p.lat)),
          east: Math.max(...points.map((p) => p.lng)),
          west: Math.min(...points.map((p) => p.lng)),
        }
      : undefined;
  return (
    <Box role="region" aria-label={label} sx={{ height, borderRadius: 2, overflow: 'hidden' }}>
      <Map
        {...(bounds
          ? { defaultBounds: { ...bounds, padding: 40 } }
          : { defaultCenter: first ?? { lat: 0, lng: 0 }, defaultZoom: zoom })}
        gestureHandling="cooperative"
      >
        {places.map((place, index) =>
          place.to ? (
            <LinkedMarker key={place.id} place={place} to={place.to} position={points[index]} />
          ) : (
            <Marker key={place.id} position={points[index]} title={place.name} />
          ),
        )}
      </Map>
    </Box>
  );
}

/** A marker that opens the place's page. */
function LinkedMarker({
  place,
  to,
  position,
}: {
  place: MapPlace;
  to: string;
  position: { lat: number; lng: number } | undefined;
}) {
  const navigate = useNavigate();
  return (
    <Marker
      position={position}
      title={place.name}
      onClick={() => {
        void navigate(to);
      }}
    />
  );
}
