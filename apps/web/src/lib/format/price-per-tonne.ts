import { formatMoney, type Currency } from '@harvest/domain';

/** A price per tonne in minor units, as trades and contracts are priced: '£182.50/t'. */
export function formatPricePerTonne(minor: number, currency: Currency): string {
  return `${formatMoney(minor, currency)}/t`;
}
