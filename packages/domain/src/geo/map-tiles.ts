import { z } from '../zod';

/** The raster tile source the map draws from (set by MAP_TILE_URL; {z}/{x}/{y} placeholders). */
export const mapTilesSchema = z.object({ url: z.string(), attribution: z.string() });
export type MapTiles = z.infer<typeof mapTilesSchema>;

export const MAP_TILES_DEFAULT: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

/** Spec platform §9: map zoom by country (GB 4, ZA 4, US 3, IE 4). */
export const MAP_ZOOM_BY_COUNTRY: Readonly<Record<string, number>> = { GB: 4, ZA: 4, US: 3, IE: 4 };
const MAP_ZOOM_DEFAULT = 3;
/** How close the map comes to a single farm or store. */
export const MAP_ZOOM_LOCATION = 14;

export function mapZoomFor(countryIso: string): number {
  return MAP_ZOOM_BY_COUNTRY[countryIso.toUpperCase()] ?? MAP_ZOOM_DEFAULT;
}
