/**
 * The regions prices are published for (trading-logistics §1 'spot prices by region'): the UK's twelve ITL1
 * regions, each inside one of the reference module's nations (GB-ENG, GB-SCT, GB-WLS, GB-NIR). Published regional
 * grain prices are quoted for these areas, so an imported table's region names one of them.
 */
export const PRICE_REGIONS = [
  { id: 'north-east', name: 'North East', nation: 'GB-ENG' },
  { id: 'north-west', name: 'North West', nation: 'GB-ENG' },
  { id: 'yorkshire-humber', name: 'Yorkshire and the Humber', nation: 'GB-ENG' },
  { id: 'east-midlands', name: 'East Midlands', nation: 'GB-ENG' },
  { id: 'west-midlands', name: 'West Midlands', nation: 'GB-ENG' },
  { id: 'east', name: 'East of England', nation: 'GB-ENG' },
  { id: 'london', name: 'London', nation: 'GB-ENG' },
  { id: 'south-east', name: 'South East', nation: 'GB-ENG' },
  { id: 'south-west', name: 'South West', nation: 'GB-ENG' },
  { id: 'wales', name: 'Wales', nation: 'GB-WLS' },
  { id: 'scotland', name: 'Scotland', nation: 'GB-SCT' },
  { id: 'northern-ireland', name: 'Northern Ireland', nation: 'GB-NIR' },
] as const;

export type PriceRegionId = (typeof PRICE_REGIONS)[number]['id'];
export const PRICE_REGION_IDS = PRICE_REGIONS.map((region) => region.id) as [PriceRegionId, ...PriceRegionId[]];

const folded = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** A region by its id or its name as a published table writes it ('East of England', 'Yorks and Humber'...). */
export function priceRegionOf(text: string): PriceRegionId | null {
  const wanted = folded(text);
  if (!wanted) return null;
  const exact = PRICE_REGIONS.find((region) => folded(region.id) === wanted || folded(region.name) === wanted);
  if (exact) return exact.id;
  const aliases: Record<string, PriceRegionId> = {
    eastern: 'east',
    'east anglia': 'east',
    'yorks and humber': 'yorkshire-humber',
    yorkshire: 'yorkshire-humber',
    'yorkshire and humber': 'yorkshire-humber',
    'n ireland': 'northern-ireland',
    ni: 'northern-ireland',
  };
  return aliases[wanted] ?? null;
}

export const priceRegionName = (id: string): string => PRICE_REGIONS.find((region) => region.id === id)?.name ?? id;
