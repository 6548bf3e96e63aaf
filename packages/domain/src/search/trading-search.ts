import { z } from '../zod';
import {
  CONTRACT_PRICE_TYPES,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  contractViewSchema,
} from '../contracts/contract-schemas';
import { CONTRACT_SETTLEMENT_TERMS } from '../contracts/settlement-rules';
import { CONTRACT_DELIVERED_TERMS } from '../contracts/contract-labels';
import { HARVEST_YEAR_MAX, HARVEST_YEAR_MIN } from '../inventory/inventory-schemas';
import { BID_STATES } from '../trading/bid-rules';
import { bidViewSchema } from '../trading/trade-rules';
import { HAULAGE_TYPES, marketListingSchema, sellerListingSchema } from '../trading/listing-schemas';
import { LISTING_STATES } from '../trading/listing-state';
import { LISTING_ASSURANCES } from '../trading/listing-area';
import { messages } from '../i18n/messages';
import { facet, type SearchAliasDefinition } from './search-definitions';
import { searchReplySchema } from './search-reply';

/**
 * The searchable trading lists (trading §7 "Searches"): the seller's listings, the market of listings open for
 * offers, the buyer's offers, and either party's contracts. The web app reads the same definitions for its facets and sort options.
 */
export const TRADING_SEARCH_ALIASES_LIST = ['listings', 'market', 'bids', 'contracts'] as const;
export type TradingSearchAlias = (typeof TRADING_SEARCH_ALIASES_LIST)[number];

const commodity = facet.text('commodity');

/**
 * What a merchant sorts the market by: review time, guide price, first movement month, distance from the site
 * chosen (`near`) and tonnage (the most offered), each either way; creation and crop as before.
 */
export const MARKET_SORTS = [
  'reviewAt',
  'guidePrice',
  'movementMonth',
  'distance',
  'quantityMaxKg',
  'createdAt',
  'commodity',
] as const;

export const TRADING_SEARCH_ALIASES: Record<TradingSearchAlias, SearchAliasDefinition> = {
  listings: {
    alias: 'listings',
    facets: [
      facet.anyOf(
        'status',
        LISTING_STATES.filter((state) => state !== 'pending'),
      ),
      commodity,
      facet.uuid('sellerBusinessUnitId'),
    ],
    sortable: ['reviewAt', 'createdAt', 'quantityMaxKg', 'commodity'],
    defaultSort: { sortBy: 'reviewAt', sortDesc: true },
  },
  market: {
    alias: 'market',
    facets: [
      commodity,
      facet.text('commodityGrade'),
      facet.text('region'),
      { ...facet.anyOf('type', HAULAGE_TYPES), label: messages.search.facetsHere.haulage },
      facet.month('movementMonth'),
      facet.anyOf('assurance', LISTING_ASSURANCES),
    ],
    sortable: MARKET_SORTS,
    defaultSort: { sortBy: 'reviewAt', sortDesc: false },
    distance: { sorts: ['distance'] },
  },
  bids: {
    alias: 'bids',
    facets: [facet.anyOf('status', BID_STATES), commodity],
    sortable: ['updatedAt', 'reviewAt', 'createdAt'],
    defaultSort: { sortBy: 'updatedAt', sortDesc: true },
  },
  contracts: {
    alias: 'contracts',
    facets: [
      facet.anyOf('type', CONTRACT_TYPES),
      facet.anyOf('status', CONTRACT_STATUSES),
      commodity,
      facet.year('harvestYear', HARVEST_YEAR_MIN, HARVEST_YEAR_MAX),
      facet.uuid('counterpartyId'),
      facet.anyOf('fixed', CONTRACT_PRICE_TYPES),
      facet.anyOf('settled', CONTRACT_SETTLEMENT_TERMS),
      facet.anyOf('delivered', CONTRACT_DELIVERED_TERMS),
    ],
    sortable: ['createdAt', 'startDate', 'totalWeightKg', 'pricePerUnit', 'commodity'],
    defaultSort: { sortBy: 'createdAt', sortDesc: true },
  },
};

const ALIASES: readonly string[] = TRADING_SEARCH_ALIASES_LIST;
export const isTradingSearchAlias = (alias: string): alias is TradingSearchAlias => ALIASES.includes(alias);
export const tradingSearchPath = (alias: TradingSearchAlias): string => `/search/trading/${alias}`;

const tradingSearchDocSchema = z.union([sellerListingSchema, marketListingSchema, bidViewSchema, contractViewSchema]);
export type TradingSearchDoc = z.infer<typeof tradingSearchDocSchema>;
export const tradingSearchReplySchema = searchReplySchema(tradingSearchDocSchema);

/** The market's reply: its docs are market listings only. */
export const marketSearchReplySchema = searchReplySchema(marketListingSchema);
