import { bidViewSchema, type BidAccept, type ReopenRequestInput } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useTradingMutation } from './trading-mutation';

const bidPath = (id: string) => `/trading/bids/${encodeURIComponent(id)}`;

/** PATCH /api/trading/bids/{id}/accept: one option of an offer under review; the trade is confirmed. */
export const useAcceptBid = () =>
  useTradingMutation(
    async ({ id, ...body }: BidAccept & { id: string }) =>
      (await apiRequest('PATCH', `${bidPath(id)}/accept`, { body, schema: bidViewSchema, auth: 'required' })).data,
  );

/** POST /api/trading/bids/{id}/expired-bid-offer: asks the buyer of an expired offer to trade at it (2 hours). */
export const useRequestReopen = () =>
  useTradingMutation(
    async ({ id, ...body }: ReopenRequestInput & { id: string }) =>
      (
        await apiRequest('POST', `${bidPath(id)}/expired-bid-offer`, {
          body,
          schema: bidViewSchema,
          auth: 'required',
        })
      ).data,
  );

/** POST /api/trading/bids/{id}/contract-request: once the buyer's 72 hours have passed without a contract. */
export const useRequestContract = () =>
  useTradingMutation(
    async (id: string) =>
      (await apiRequest('POST', `${bidPath(id)}/contract-request`, { schema: bidViewSchema, auth: 'required' })).data,
  );
