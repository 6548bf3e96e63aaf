import { bidViewSchema, type BidCreate, type BidEdit, type ContractDetails } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useTradingMutation } from './trading-mutation';

const bidPath = (id: string) => `/trading/bids/${encodeURIComponent(id)}`;

/** POST /api/trading/bids: 409 when a colleague or the buyer already has an offer on it, or it is not open. */
export const useCreateBid = () =>
  useTradingMutation(
    async (body: BidCreate) =>
      (await apiRequest('POST', '/trading/bids', { body, schema: bidViewSchema, auth: 'required' })).data,
  );

/** PATCH /api/trading/bids/{id}: the whole offer again, which replaces it while the listing is live. */
export const useEditBid = () =>
  useTradingMutation(
    async ({ id, ...body }: BidEdit & { id: string }) =>
      (await apiRequest('PATCH', bidPath(id), { body, schema: bidViewSchema, auth: 'required' })).data,
  );

/** PATCH /api/trading/bids/{id}/withdraw: 409 once the acceptance timeframe has ended. */
export const useWithdrawBid = () =>
  useTradingMutation(
    async (id: string) =>
      (await apiRequest('PATCH', `${bidPath(id)}/withdraw`, { schema: bidViewSchema, auth: 'required' })).data,
  );

/** POST /api/trading/bids/{id}/expired-bid-accept-offer: the buyer takes the reopen request; the trade is confirmed. */
export const useAcceptReopen = () =>
  useTradingMutation(
    async (id: string) =>
      (
        await apiRequest('POST', `${bidPath(id)}/expired-bid-accept-offer`, {
          schema: bidViewSchema,
          auth: 'required',
        })
      ).data,
  );

/** POST /api/trading/bids/{id}/expired-bid-decline-offer. */
export const useDeclineReopen = () =>
  useTradingMutation(
    async (id: string) =>
      (
        await apiRequest('POST', `${bidPath(id)}/expired-bid-decline-offer`, {
          schema: bidViewSchema,
          auth: 'required',
        })
      ).data,
  );

/** PATCH /api/trading/bids/{id}/contract: the buyer's contract details, due within 72 hours of the trade. */
export const useAttachContract = () =>
  useTradingMutation(
    async ({ id, ...body }: ContractDetails & { id: string }) =>
      (await apiRequest('PATCH', `${bidPath(id)}/contract`, { body, schema: bidViewSchema, auth: 'required' })).data,
  );
