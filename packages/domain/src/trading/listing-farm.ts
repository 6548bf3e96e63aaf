import { messages } from '../i18n/messages';
import type { AssuranceStatus } from '../inventory/assurance';

/** What a farm must show before it can be a listing's collection address or trade with a buyer (§5). */
export interface TradingFarm {
  type: string;
  address: { line1?: string | undefined; postcode?: string | undefined } | null;
  farmDetails: { holdingNumber?: string | undefined; assuranceStatus?: AssuranceStatus | undefined } | null;
}

/** §5: a valid farm address and holding number, and an assurance status, are required to post a listing. */
export function listingFarmIssue(farm: TradingFarm): string | null {
  if (farm.type !== 'farm') return messages.trading.farmNotFarm;
  const address = farm.address;
  const details = farm.farmDetails;
  if (!address?.line1 || !address.postcode || !details?.holdingNumber || !details.assuranceStatus) {
    return messages.trading.farmIncomplete;
  }
  return null;
}

/** §4: a trade request needs a valid scheme status: a membership that is Valid, or in its Grace period. */
function schemeStatusIssue(farm: TradingFarm): string | null {
  const status = farm.farmDetails?.assuranceStatus;
  return status === 'valid' || status === 'grace' ? null : messages.trading.schemeStatusRequired;
}

/**
 * §4: what a farm needs to ask a buyer to trade, in a trade request's own words: a valid scheme status (the spec's
 * rule for a trade request), then the address and holding number the trade is collected from.
 */
export function tradeRequestFarmIssue(farm: TradingFarm): string | null {
  if (farm.type !== 'farm') return messages.trading.farmNotFarm;
  const scheme = schemeStatusIssue(farm);
  if (scheme) return scheme;
  if (!farm.address?.line1 || !farm.address.postcode || !farm.farmDetails?.holdingNumber) {
    return messages.trading.tradeRequestFarmIncomplete;
  }
  return null;
}
