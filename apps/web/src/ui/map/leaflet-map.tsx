import 'leaflet/dist/leaflet.css';
import { MAP_ZOOM_LOCATION, type Coordinates, type MapTiles } from '@harvest/domain';
import {
  divIcon,
  latLngBounds,
  type LatLngTuple,
  type LeafletEventHandlerFnMap,
  type Marker as LMarker,
} from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AttributionControl,
  CircleMarker,
  MapContainer,
  Marker,
  Polyline,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import { initialView, MAP_COLOUR, MAP_TILE_TIMEOUT_MS, pickedPoint, type MapMarker } from './map-view';

export interface LeafletMapProps {
  tiles: MapTiles;
  countryISO: string;
  value?: Coordinates | null;
  onChange?: (coords: Coordinates) => void;
  markers?: MapMarker[];
  route?: Coordinates[];
  /** Where a vehicle has been, oldest first (a driven job's last positions). */
  trail?: Coordinates[];
  /** A vehicle's last position, drawn apart from the places. */
  vehicle?: MapMarker | null;
  height: number;
  /** The first tiles failed, or none came within MAP_TILE_TIMEOUT_MS: show the coordinates instead. */
  onTilesFailed: () => void;
}

const tuple = ({ lat, lon }: Coordinates): LatLngTuple => [lat, lon];

// Drawn, not an image file: leaflet's default marker images do not survive bundling reliably.
const pointIcon = divIcon({
  className: 'harvest-map-point',
  html: `<svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false"><circle cx="14" cy="14" r="9" fill="${MAP_COLOUR}" stroke="#ffffff" stroke-width="4"/></svg>`,
  iconSize: [28, 28],
  iconAnchor: [14, 14],
});

/** A vehicle on the move: dark blue, apart from the places' green, with contrast on the tiles. */
const VEHICLE_COLOUR = '#1c3d8f';
const vehicleIcon = divIcon({
  className: 'harvest-map-vehicle',
  html: `<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect x="4" y="4" width="24" height="24" rx="6" fill="${VEHICLE_COLOUR}" stroke="#ffffff" stroke-width="3"/><path d="M10 20h12M10 14h8v6" stroke="#ffffff" stroke-width="2.5" fill="none"/></svg>`,
  iconSize: [32, 32],
  iconAnchor: [16, 16],
});

/** Sets the point where the map is clicked. */
function PlaceOnClick({ onChange }: { onChange: (coords: Coordinates) => void }) {
  useMapEvents({ click: (event) => onChange(pickedPoint(event.latlng.lat, event.latlng.lng)) });
  return null;
}

/**
 * Keeps a point that changed elsewhere (typed in, picked from an address) in view: a first point
 * is shown close up, a later one is panned to when it left the view.
 */
function FollowPoint({ value }: { value?: Coordinates | null }) {
  const map = useMap();
  const lat = value?.lat;
  const lon = value?.lon;
  const hadPoint = useRef(lat !== undefined);
  useEffect(() => {
    if (lat === undefined || lon === undefined) {
      hadPoint.current = false;
      return;
    }
    if (!hadPoint.current) map.setView([lat, lon], Math.max(map.getZoom(), MAP_ZOOM_LOCATION));
    else if (!map.getBounds().contains([lat, lon])) map.panTo([lat, lon]);
    hadPoint.current = true;
  }, [map, lat, lon]);
  return null;
}

/**
 * The leaflet map (its own lazy chunk, with leaflet's CSS): raster tiles from the configured
 * source, the point (draggable when it can be changed), other places as circles, and a route.
 */
export default function LeafletMap({
  tiles,
  countryISO,
  value,
  onChange,
  markers = [],
  route = [],
  trail = [],
  vehicle = null,
  height,
  onTilesFailed,
}: LeafletMapProps) {
  const { t } = useTranslation();
  const tileLoaded = useRef(false);
  const failed = useRef(onTilesFailed);
  useEffect(() => {
    failed.current = onTilesFailed;
  }, [onTilesFailed]);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (!tileLoaded.current) failed.current();
    }, MAP_TILE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  const tileEvents = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      tileload: () => {
        tileLoaded.current = true;
      },
      // A tile failing after others loaded is a gap, not a broken source.
      tileerror: () => {
        if (!tileLoaded.current) failed.current();
      },
    }),
    [],
  );

  const pointEvents = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const { lat, lng } = (event.target as LMarker).getLatLng();
        onChange?.(pickedPoint(lat, lng));
      },
    }),
    [onChange],
  );

  // The opening view, fixed at mount: later points move the map through FollowPoint.
  const [opening] = useState(() => {
    const places = [...(value ? [value] : []), ...markers, ...route, ...(vehicle ? [vehicle] : [])];
    if (places.length > 1) return { bounds: latLngBounds(places.map(tuple)) };
    const view = initialView(countryISO, value ?? places[0]);
    return { center: tuple(view.center), zoom: view.zoom };
  });

  return (
    <MapContainer
      {...opening}
      boundsOptions={{ padding: [24, 24] }}
      // Its own stacking context, so leaflet's panes (z-index 400 and up) stay under the app's header and dialogs.
      style={{ height, width: '100%', isolation: 'isolate' }}
      zoomControl={false}
      attributionControl={false}
      worldCopyJump
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} eventHandlers={tileEvents} />
      <ZoomControl position="topleft" zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
      <AttributionControl position="bottomright" prefix='<a href="https://leafletjs.com">Leaflet</a>' />
      {route.length > 1 && <Polyline positions={route.map(tuple)} pathOptions={{ color: MAP_COLOUR, weight: 4 }} />}
      {trail.length > 1 && (
        <Polyline positions={trail.map(tuple)} pathOptions={{ color: VEHICLE_COLOUR, weight: 4, dashArray: '6 8' }} />
      )}
      {vehicle && (
        <Marker position={tuple(vehicle)} icon={vehicleIcon} title={vehicle.label} keyboard={false}>
          <Tooltip>{vehicle.label}</Tooltip>
        </Marker>
      )}
      {markers.map((marker) => (
        <CircleMarker
          key={marker.id}
          center={tuple(marker)}
          radius={8}
          pathOptions={{ color: '#ffffff', weight: 2, fillColor: MAP_COLOUR, fillOpacity: 0.9 }}
        >
          <Tooltip>{marker.label}</Tooltip>
        </CircleMarker>
      ))}
      {value && (
        <Marker
          position={tuple(value)}
          icon={pointIcon}
          title={t('map.point')}
          // The typed fields beside the map are the keyboard's way to move it.
          keyboard={false}
          draggable={Boolean(onChange)}
          eventHandlers={pointEvents}
        />
      )}
      {onChange && <PlaceOnClick onChange={onChange} />}
      <FollowPoint value={value} />
    </MapContainer>
  );
}
