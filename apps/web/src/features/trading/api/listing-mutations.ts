import {
  sellerListingSchema,
  type ListingClose,
  type ListingCreate,
  type ListingPatch,
  type ListingRelist,
} from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useTradingMutation } from './trading-mutation';

const listingPath = (id: string) => `/trading/listings/${encodeURIComponent(id)}`;

/** POST /api/trading/listings: open to buyers now, or 1 hour before the review time when scheduled. */
export const useCreateListing = () =>
  useTradingMutation(
    async (body: ListingCreate) =>
      (await apiRequest('POST', '/trading/listings', { body, schema: sellerListingSchema, auth: 'required' })).data,
  );

/** PATCH /api/trading/listings/{id}: until 60 minutes before the review time (409 with the spec's words after). */
export const useEditListing = () =>
  useTradingMutation(
    async ({ id, ...body }: ListingPatch & { id: string }) =>
      (await apiRequest('PATCH', listingPath(id), { body, schema: sellerListingSchema, auth: 'required' })).data,
  );

/** PATCH /api/trading/listings/{id}/close: ends it with a reason; open offers are declined, their buyers told. */
export const useEndListing = () =>
  useTradingMutation(
    async ({ id, ...body }: ListingClose & { id: string }) =>
      (
        await apiRequest('PATCH', `${listingPath(id)}/close`, {
          body,
          schema: sellerListingSchema,
          auth: 'required',
        })
      ).data,
  );

/** POST /api/trading/listings/{id}/relist: the same grain again with a new review time; the old listing ends. */
export const useRelistListing = () =>
  useTradingMutation(
    async ({ id, ...body }: ListingRelist & { id: string }) =>
      (
        await apiRequest('POST', `${listingPath(id)}/relist`, {
          body,
          schema: sellerListingSchema,
          auth: 'required',
        })
      ).data,
  );

/** PATCH /api/trading/listings/{id}/archive: an ended or traded listing. */
export const useArchiveListing = () =>
  useTradingMutation(
    async (id: string) =>
      (await apiRequest('PATCH', `${listingPath(id)}/archive`, { schema: sellerListingSchema, auth: 'required' })).data,
  );
