import { tradeRequestViewSchema, wantedViewSchema, type TradeRequestCreate, type WantedCreate } from '@harvest/domain';
import { apiRequest } from '../../../lib/api/api-request';
import { useTradingMutation } from './trading-mutation';

/** POST /api/trading/wanted: a buyer's wanted listing. */
export const useCreateWanted = () =>
  useTradingMutation(
    async (body: WantedCreate) =>
      (await apiRequest('POST', '/trading/wanted', { body, schema: wantedViewSchema, auth: 'required' })).data,
  );

/** PATCH /api/trading/wanted/{id}/close. */
export const useCloseWanted = () =>
  useTradingMutation(
    async (id: string) =>
      (
        await apiRequest('PATCH', `/trading/wanted/${encodeURIComponent(id)}/close`, {
          schema: wantedViewSchema,
          auth: 'required',
        })
      ).data,
  );

/** POST /api/trading/trade-requests: a seller asks a wanted listing's buyer to trade (2 hours to answer). */
export const useCreateTradeRequest = () =>
  useTradingMutation(
    async (body: TradeRequestCreate) =>
      (await apiRequest('POST', '/trading/trade-requests', { body, schema: tradeRequestViewSchema, auth: 'required' }))
        .data,
  );

/** PATCH /api/trading/trade-requests/{id}/close: the buyer accepts or declines; the seller withdraws. */
export const useCloseTradeRequest = () =>
  useTradingMutation(
    async ({ id, outcome }: { id: string; outcome: 'accepted' | 'declined' | 'withdrawn' }) =>
      (
        await apiRequest('PATCH', `/trading/trade-requests/${encodeURIComponent(id)}/close`, {
          body: { outcome },
          schema: tradeRequestViewSchema,
          auth: 'required',
        })
      ).data,
  );
