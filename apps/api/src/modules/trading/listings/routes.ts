import {
  bidViewSchema,
  listingCloseSchema,
  listingCreateSchema,
  listingListQuerySchema,
  listingPatchSchema,
  listingRelistSchema,
  marketListingSchema,
  marketQuerySchema,
  sellerListingSchema,
} from '@harvest/domain';
import { z } from 'zod';
import { trading } from '../../../platform/auth/trading-guards';
import { idParams, routesOf } from '../../../platform/http/route-kit';
import type { BidsService } from '../bids/service';
import type { ListingsService } from './service';

/** Market listings (trading §2, §4, §7). */
export const listingsRoutes = routesOf<{ listings: ListingsService; bids: BidsService }>(
  'trading',
  (routes, { listings, bids }) => {
    routes.list('/trading/listings', {
      guard: trading.sellerReads,
      summary: 'The seller’s listings under one tab (live, scheduled, review, ended), latest review first',
      data: z.array(sellerListingSchema),
      querystring: listingListQuerySchema,
      handle: ({ caller, query: { tab, ...page } }) => listings.sellerListings(caller, tab, page),
    });

    routes.create('/trading/listings', {
      guard: trading.sellerWrites,
      summary: 'Lists grain for sale: open to buyers now, or 1 hour before the review time when scheduled',
      data: sellerListingSchema,
      body: listingCreateSchema,
      handle: ({ caller, body }) => listings.create(caller, body),
    });

    routes.get('/trading/listings/:id', {
      guard: trading.anyTrader,
      summary: 'One listing: in full for its seller; for a buyer, without its internal fields',
      data: z.union([sellerListingSchema, marketListingSchema]),
      params: idParams,
      handle: ({ caller, params }) => listings.get(caller, params.id),
    });

    routes.patch('/trading/listings/:id', {
      guard: trading.sellerWrites,
      summary: 'Edits a listing, until 60 minutes before its review time',
      data: sellerListingSchema,
      params: idParams,
      body: listingPatchSchema,
      handle: ({ caller, params, body }) => listings.edit(caller, params.id, body),
    });

    routes.patch('/trading/listings/:id/close', {
      guard: trading.sellerWrites,
      summary: 'Ends a listing with a reason; its open offers are declined and their buyers told',
      data: sellerListingSchema,
      params: idParams,
      body: listingCloseSchema,
      handle: ({ caller, params, body }) => listings.close(caller, params.id, body),
    });

    routes.create('/trading/listings/:id/relist', {
      guard: trading.sellerWrites,
      summary: 'Lists the same grain again with a new review time; the listing it copies ends',
      data: sellerListingSchema,
      params: idParams,
      body: listingRelistSchema,
      handle: ({ caller, params, body }) => listings.relist(caller, params.id, body),
    });

    routes.patch('/trading/listings/:id/archive', {
      guard: trading.sellerWrites,
      summary: 'Archives an ended or traded listing',
      data: sellerListingSchema,
      params: idParams,
      handle: ({ caller, params }) => listings.archive(caller, params.id),
    });

    routes.get('/trading/listings/:id/bids', {
      guard: trading.sellerReads,
      summary: 'The offers on one of the seller’s listings, with the buyer’s name, options and any trade',
      data: z.array(bidViewSchema),
      params: idParams,
      handle: ({ caller, params }) => bids.listingBids(caller, params.id),
    });

    routes.list('/trading/market', {
      guard: trading.buyerReads,
      summary: 'Listings open for offers now, soonest review first',
      data: z.array(marketListingSchema),
      querystring: marketQuerySchema,
      handle: ({ caller, query: { commodityId, ...page } }) => listings.market(caller, { commodityId }, page),
    });
  },
);
