import { commodityName, formatMoney, type CommodityGroup, type Currency } from '@harvest/domain';
import { useCommodities } from '../../../lib/reference/use-commodities';

/** A price per tonne from pence: '£182.50/t' (the market's prices are per tonne, as grain is traded). */
export const perTonne = (minor: number, currency: Currency = 'GBP') => `${formatMoney(minor, currency)}/t`;

/** A crop's name as prices name it (a type and grade's, else the crop's); the id until the catalogue has loaded. */
export function useMarketCropName(): (commodityId: string) => string {
  const { data } = useCommodities();
  return (commodityId) => commodityName(data ?? ([] as CommodityGroup[]), commodityId) ?? commodityId;
}
