import { tradeRequestState, type TradeRequestView, type WantedView } from '@harvest/domain';
import { iso } from '../views';
import type { TradeRequestRow, WantedRow } from './queries';

/** A wanted listing as both sides read it: `mine` for the buyer business that posted it. */
export function wantedView(row: WantedRow, extra: { buyerName: string; mine: boolean }): WantedView {
  return {
    id: row.id,
    reference: row.reference,
    buyerOrganisationName: extra.buyerName,
    commodityId: row.commodityId,
    commodityItemId: row.commodityItemId,
    quantityMinKg: row.quantityMinKg,
    quantityMaxKg: row.quantityMaxKg,
    months: row.months,
    pricePerUnit: row.pricePerUnit,
    currency: row.currency,
    deliveryPostcode: row.deliveryPostcode,
    notes: row.notes,
    status: row.status,
    createdAt: iso(row.createdAt),
    mine: extra.mine,
  };
}

/** A trade request as its seller or its buyer reads it at `now` (active for 2 hours, then expired). */
export function tradeRequestView(
  row: TradeRequestRow,
  now: Date,
  extra: { sellerName: string; buyerName: string; side: TradeRequestView['side']; tradeId: string | null },
): TradeRequestView {
  const state = tradeRequestState(row, now);
  return {
    id: row.id,
    wantedId: row.wantedId,
    commodityId: row.commodityId,
    quantityKg: row.quantityKg,
    month: row.month,
    pricePerUnit: row.pricePerUnit,
    currency: row.currency,
    notes: row.notes,
    schemeStatus: row.schemeStatus,
    sellerOrganisationName: extra.sellerName,
    buyerOrganisationName: extra.buyerName,
    status: state.status,
    outcome: state.outcome,
    sentAt: iso(row.sentAt),
    expiresAt: iso(row.expiresAt),
    side: extra.side,
    tradeId: extra.tradeId,
  };
}
