import { LATITUDE_MAX, LONGITUDE_MAX, MAP_ZOOM_LOCATION, mapZoomFor, type Coordinates } from '@harvest/domain';

/** A point on the map with its name, for lists of places (stores, stops). */
export interface MapMarker extends Coordinates {
  id: string;
  label: string;
}

/** The point, places and route are drawn in the brand's green (app/theme-colour.ts), which holds contrast on map tiles. */
export const MAP_COLOUR = '#1f7a35';

/** When no tile has loaded by then, the map gives way to the coordinates (tiles can be slow on a farm's signal). */
export const MAP_TILE_TIMEOUT_MS = 8_000;

/** A point picked with the pointer is kept to 6 decimals (about 0.1 m): finer than any hand can place it. */
export const MAP_PICK_DECIMALS = 6;

/**
 * Where the map opens for each country before a point is set, at the country's zoom (platform §9).
 * Roughly the middle of each country's land (Natural Earth, public domain).
 */
const COUNTRY_CENTRES: Readonly<Record<string, Coordinates>> = {
  GB: { lat: 54.0, lon: -2.5 },
  IE: { lat: 53.4, lon: -8.0 },
  US: { lat: 39.8, lon: -98.6 },
  ZA: { lat: -29.0, lon: 24.0 },
};
const WORLD_CENTRE: Coordinates = { lat: 20, lon: 0 };

export interface MapView {
  center: Coordinates;
  zoom: number;
}

/** The opening view: close in on a set point, otherwise the country at its zoom. */
export function initialView(countryISO: string, value?: Coordinates | null): MapView {
  if (value) return { center: value, zoom: MAP_ZOOM_LOCATION };
  return { center: COUNTRY_CENTRES[countryISO.toUpperCase()] ?? WORLD_CENTRE, zoom: mapZoomFor(countryISO) };
}

const round = (value: number) => Number(value.toFixed(MAP_PICK_DECIMALS));

/**
 * A point from a click or a drag, as the coordinate rules accept it: the map repeats the world
 * sideways, so longitude is wrapped into +/-180, latitude held within +/-90, and both rounded.
 */
export function pickedPoint(lat: number, lng: number): Coordinates {
  const wrapped = ((((lng + LONGITUDE_MAX) % 360) + 360) % 360) - LONGITUDE_MAX;
  const clamped = Math.min(LATITUDE_MAX, Math.max(-LATITUDE_MAX, lat));
  // 0 rather than -0, which would be written out as '-0'.
  return { lat: round(clamped) || 0, lon: round(wrapped) || 0 };
}

/** The point on openstreetmap.org, for when our own map cannot show it. */
export function openStreetMapUrl({ lat, lon }: Coordinates): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${MAP_ZOOM_LOCATION}/${lat}/${lon}`;
}
