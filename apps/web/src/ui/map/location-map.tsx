import type { Coordinates } from '@harvest/domain';
import { Anchor, Box, List, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Component, lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../lib/client-config/use-client-config';
import { CoordinateFields } from './coordinate-fields';
import { openStreetMapUrl, type MapMarker } from './map-view';

// Leaflet (about 45 kB gzip) and its CSS come in their own chunk, fetched only by pages that show a map.
const LeafletMap = lazy(() => import('./leaflet-map'));

export const MAP_HEIGHT_DEFAULT_PX = 320;

export interface LocationMapProps {
  /** The location shown (and moved, with onChange). */
  value?: Coordinates | null;
  /** Given, the user sets the point by clicking the map, dragging the point, or typing its coordinates. */
  onChange?: (coords: Coordinates) => void;
  /** Opening zoom and centre before a point is set (platform §9: GB 4, IE 4, US 3, ZA 4). */
  countryISO: string;
  /** Accessible name of the map region, from the catalogue: 'Map of Brook End Farm'. */
  label: string;
  /** Other places to show (stores, stops). */
  markers?: MapMarker[];
  /** A line through these points, in order (a job's route). */
  route?: Coordinates[];
  /** Where a vehicle has been, oldest first (a driven job's trail). */
  trail?: Coordinates[];
  /** A vehicle's last position (a driven job's), drawn and listed apart from the places. */
  vehicle?: MapMarker | null;
  height?: number;
  /**
   * False when the form around the map has its own latitude and longitude fields: the map then
   * neither repeats the point beneath it nor adds fields of its own (clicks and drags still call onChange).
   */
  coordinateFields?: boolean;
}

/** Catches the map chunk failing to load (offline, a deploy replaced it) so the coordinates still show. */
class MapLoadBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function MapSkeleton({ height }: { height: number }) {
  const { t } = useTranslation();
  return (
    <Box role="status" pos="relative">
      <Skeleton height={height} radius="sm" />
      <VisuallyHidden>{t('map.loading')}</VisuallyHidden>
    </Box>
  );
}

function PlaceLink({ point }: { point: Coordinates }) {
  const { t } = useTranslation();
  return (
    <Anchor href={openStreetMapUrl(point)} target="_blank" rel="noopener noreferrer" size="sm">
      {t('map.openOnOpenStreetMap')}
      <VisuallyHidden>{` ${t('map.newTab')}`}</VisuallyHidden>
    </Anchor>
  );
}

/** The places written out, for when the map itself cannot be drawn. */
function CoordinateList({ value, markers }: { value?: Coordinates | null; markers: MapMarker[] }) {
  const { t } = useTranslation();
  if (!value && markers.length === 0) return <Text size="sm">{t('map.noLocation')}</Text>;
  return (
    <Stack gap="xs">
      {value && (
        <Text size="sm">
          {t('map.coordinates', { lat: value.lat, lon: value.lon })} · <PlaceLink point={value} />
        </Text>
      )}
      {markers.length > 0 && (
        <List size="sm" spacing={4}>
          {markers.map((marker) => (
            <List.Item key={marker.id}>
              {marker.label}: {t('map.coordinates', { lat: marker.lat, lon: marker.lon })} ·{' '}
              <PlaceLink point={marker} />
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * A map of a location (farms, stores, job routes) with the tile source from the client
 * configuration. When the tiles or leaflet cannot load it becomes a plain coordinate view,
 * with a link to openstreetmap.org and the same onChange through two typed fields.
 */
export function LocationMap({
  value,
  onChange,
  countryISO,
  label,
  markers = [],
  route = [],
  trail = [],
  vehicle = null,
  height = MAP_HEIGHT_DEFAULT_PX,
  coordinateFields = true,
}: LocationMapProps) {
  const { t } = useTranslation();
  const config = useClientConfig();
  const [mapFailed, setMapFailed] = useState(false);
  const fail = useCallback(() => setMapFailed(true), []);
  const tiles = config.data?.mapTiles;
  const degraded = mapFailed || config.isError;

  let map: ReactNode;
  if (degraded) {
    map = (
      <Stack gap="xs">
        <Text size="sm" role="status">
          {t('map.unavailable')}
        </Text>
        <CoordinateList value={value} markers={vehicle ? [vehicle, ...markers] : markers} />
      </Stack>
    );
  } else if (!tiles) {
    map = <MapSkeleton height={height} />;
  } else {
    map = (
      <MapLoadBoundary onError={fail}>
        <Suspense fallback={<MapSkeleton height={height} />}>
          <LeafletMap
            tiles={tiles}
            countryISO={countryISO}
            value={value}
            onChange={onChange}
            markers={markers}
            route={route}
            trail={trail}
            vehicle={vehicle}
            height={height}
            onTilesFailed={fail}
          />
        </Suspense>
      </MapLoadBoundary>
    );
  }

  return (
    <Stack role="region" aria-label={label} gap="sm">
      {map}
      {/* The point in words too, for those who cannot see the map; the fields say it when it can change. */}
      {coordinateFields && !degraded && !onChange && value && <CoordinateList value={value} markers={[]} />}
      {coordinateFields && onChange && (
        <CoordinateFields value={value} onChange={onChange} hint={degraded ? t('map.typeHint') : t('map.placeHint')} />
      )}
    </Stack>
  );
}
