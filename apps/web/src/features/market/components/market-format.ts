import { CURRENCIES, type Currency } from '@harvest/domain';
import { formatPricePerTonne } from '../../../lib/format/price-per-tonne';

const isCurrency = (code: string): code is Currency => (CURRENCIES as readonly string[]).includes(code);

/** A market price in pence (or cents) per tonne as en-GB writes it: '£182.50/t', '€210.00/t'. */
export function marketPrice(minor: number, currency: string): string {
  return formatPricePerTonne(minor, isCurrency(currency) ? currency : 'GBP');
}
