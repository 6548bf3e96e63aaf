import type { MarketCrops } from './ports';

/**
 * A crop as prices name it: a catalogue group ('wheat') or one of its types and grades ('wheat-feed'). Its name is
 * the type's when it is one ('Feed wheat'), else the group's.
 */
export function cropName(crops: MarketCrops, commodityId: string): string | null {
  for (const group of crops.commodityGroups()) {
    if (group.id === commodityId) return group.name;
    const item = group.items.find((each) => each.id === commodityId);
    if (item) return item.name;
  }
  return null;
}

export const isKnownCrop = (crops: MarketCrops, commodityId: string): boolean => cropName(crops, commodityId) !== null;
