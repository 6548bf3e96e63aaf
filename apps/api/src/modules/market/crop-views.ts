import { commodityName } from '@harvest/domain';
import type { MarketCrops } from './ports';

/** A crop's name as the catalogue gives it (a type and grade's, else the crop's), or null outside the catalogue. */
export const cropName = (crops: MarketCrops, commodityId: string): string | null =>
  commodityName(crops.commodityGroups(), commodityId);

export const isKnownCrop = (crops: MarketCrops, commodityId: string): boolean => cropName(crops, commodityId) !== null;
