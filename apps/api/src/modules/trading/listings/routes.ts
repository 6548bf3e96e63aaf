import {
  buildPagination,
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
import { principalOf } from '../../../platform/auth/guard';
import { sideGuards, traderGuards } from '../../../platform/auth/trading-guards';
import { ok } from '../../../platform/http/envelope';
import { idParams, routeDocs } from '../../../platform/http/route-kit';
import type { RoutesPlugin } from '../../../platform/http/route-types';
import { idempotent } from '../../../platform/idempotency/idempotency';
import type { BidsService } from '../bids/service';
import type { ListingsService } from './service';

const doc = routeDocs('trading');

/** §6: the seller's listings and their bids need trading.listings; buyers' market reads need trading.bids. */
const sellerReads = sideGuards('seller', 'read');
const sellerWrites = sideGuards('seller', 'write');
const buyerReads = sideGuards('buyer', 'read');
/** One listing: its seller in full, a buyer as the market shows it. */
const anyTrader = traderGuards('read');

/** Market listings (trading §2, §4, §7). */
export const listingsRoutes: RoutesPlugin<{ listings: ListingsService; bids: BidsService }> = async (
  app,
  { listings, bids },
) => {
  app.get(
    '/trading/listings',
    {
      onRequest: sellerReads,
      schema: doc.read(
        'The seller’s listings under one tab (live, scheduled, review, ended), latest review first',
        z.array(sellerListingSchema),
        { querystring: listingListQuerySchema },
      ),
    },
    async (request) => {
      const { tab, ...page } = request.query;
      const { items, total } = await listings.sellerListings(principalOf(request), tab, page);
      return ok(items, { pagination: buildPagination(page, total) });
    },
  );

  app.post(
    '/trading/listings',
    {
      onRequest: sellerWrites,
      ...idempotent,
      schema: doc.create(
        'Lists grain for sale: open to buyers now, or 1 hour before the review time when scheduled',
        sellerListingSchema,
        { body: listingCreateSchema },
      ),
    },
    async (request, reply) =>
      reply.code(201).send(ok(await listings.create(principalOf(request), request.body), { status: 201 })),
  );

  app.get(
    '/trading/listings/:id',
    {
      onRequest: anyTrader,
      schema: doc.read(
        'One listing: in full for its seller; for a buyer, without its internal fields',
        z.union([sellerListingSchema, marketListingSchema]),
        { params: idParams },
      ),
    },
    async (request) => ok(await listings.get(principalOf(request), request.params.id)),
  );

  app.patch(
    '/trading/listings/:id',
    {
      onRequest: sellerWrites,
      schema: doc.write('Edits a listing, until 60 minutes before its review time', sellerListingSchema, {
        params: idParams,
        body: listingPatchSchema,
      }),
    },
    async (request) => ok(await listings.edit(principalOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/trading/listings/:id/close',
    {
      onRequest: sellerWrites,
      schema: doc.write(
        'Ends a listing with a reason; its open offers are declined and their buyers told',
        sellerListingSchema,
        { params: idParams, body: listingCloseSchema },
      ),
    },
    async (request) => ok(await listings.close(principalOf(request), request.params.id, request.body)),
  );

  app.post(
    '/trading/listings/:id/relist',
    {
      onRequest: sellerWrites,
      ...idempotent,
      schema: doc.create(
        'Lists the same grain again with a new review time; the listing it copies ends',
        sellerListingSchema,
        { params: idParams, body: listingRelistSchema },
      ),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await listings.relist(principalOf(request), request.params.id, request.body), { status: 201 })),
  );

  app.patch(
    '/trading/listings/:id/archive',
    {
      onRequest: sellerWrites,
      schema: doc.write('Archives an ended or traded listing', sellerListingSchema, { params: idParams }),
    },
    async (request) => ok(await listings.archive(principalOf(request), request.params.id)),
  );

  app.get(
    '/trading/listings/:id/bids',
    {
      onRequest: sellerReads,
      schema: doc.read(
        'The offers on one of the seller’s listings, with the buyer’s name, options and any trade',
        z.array(bidViewSchema),
        { params: idParams },
      ),
    },
    async (request) => ok(await bids.listingBids(principalOf(request), request.params.id)),
  );

  app.get(
    '/trading/market',
    {
      onRequest: buyerReads,
      schema: doc.read('Listings open for offers now, soonest review first', z.array(marketListingSchema), {
        querystring: marketQuerySchema,
      }),
    },
    async (request) => {
      const { commodityId, ...page } = request.query;
      const { items, total } = await listings.market(principalOf(request), { commodityId }, page);
      return ok(items, { pagination: buildPagination(page, total) });
    },
  );
};
