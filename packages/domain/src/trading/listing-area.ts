import { z } from '../zod';
import type { Coordinates } from '../geo/coordinates';
import { postcodePrefix } from '../geo/postcode';

/**
 * Where a listing shows on the market's map and what its distance is measured to: the farm's area, never the farm.
 * The server snaps the farm's coordinates to the centre of a grid cell about 11 km by 10 km (in Britain) when the
 * listing is written, and stores only that, so no reply can carry the exact farm of a listing, anonymous or not.
 */
export const LISTING_AREA_CELL_DEGREES = { lat: 0.1, lon: 0.15 } as const;

const snap = (value: number, step: number) => Math.round((Math.floor(value / step) + 0.5) * step * 1000) / 1000;

/** The centre of the grid cell the point lies in. */
export function listingAreaPoint(point: Coordinates): Coordinates {
  return { lat: snap(point.lat, LISTING_AREA_CELL_DEGREES.lat), lon: snap(point.lon, LISTING_AREA_CELL_DEGREES.lon) };
}

/** The postcode area of the collection address ('CB' of 'CB6 1PT'): the market's region facet. */
export function listingAreaCode(postcode: string | null | undefined): string | null {
  return postcode ? (postcodePrefix(postcode)?.area ?? null) : null;
}

/** A listing's area as a buyer receives it: the cell's centre and the postcode area, each when known. */
export const listingAreaSchema = z.object({
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  code: z.string().nullable(),
  /** The post town the postcode area is named after ('York' for YO), where the reference data has one. */
  name: z.string().nullable(),
});

/** A postcode area as people read it (issue 20): its post town with the code in brackets, 'York (YO)'; else the code. */
export function postcodeAreaLabel(code: string, town: string | null | undefined): string {
  return town ? `${town} (${code})` : code;
}
export type ListingArea = z.infer<typeof listingAreaSchema>;

/** The assurance facet's terms: a listing may carry either, both or neither. */
export const LISTING_ASSURANCES = ['farm-assured', 'tascc-assured'] as const;
export type ListingAssurance = (typeof LISTING_ASSURANCES)[number];
