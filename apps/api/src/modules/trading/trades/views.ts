import { contractState, NO_TRADE_LABELS, tradeValue, type TradeLabels, type TradeView } from '@harvest/domain';
import type { CollectionAddress } from '../tables';
import { iso, isoOrNull } from '../views';
import type { TradeRow } from './queries';

export function tradeView(
  row: TradeRow,
  now: Date,
  extra: {
    sellerName: string;
    buyerName: string;
    collection: CollectionAddress | null;
    haulage: TradeView['haulage'];
    contractId: string | null;
    /** From the trade's contract (tradeLabels); a trade just accepted has none of them yet. */
    labels?: TradeLabels;
  },
): TradeView {
  return {
    id: row.id,
    reference: row.reference,
    origin: row.origin,
    type: 'standard',
    listingId: row.listingId,
    bidId: row.bidId,
    optionId: row.optionId,
    tradeRequestId: row.tradeRequestId,
    commodityId: row.commodityId,
    month: row.month,
    quantityKg: row.quantityKg,
    pricePerUnit: row.pricePerUnit,
    premium: row.premium,
    currency: row.currency,
    totalPrice: tradeValue(row),
    sellerOrganisationName: extra.sellerName,
    buyerOrganisationName: extra.buyerName,
    acceptedAt: iso(row.acceptedAt),
    contractDueAt: iso(row.contractDueAt),
    contractState: contractState(row, now),
    contract: row.contract
      ? {
          contractNumber: row.contract.contractNumber,
          fileId: row.contract.fileId ?? null,
          notes: row.contract.notes ?? null,
        }
      : null,
    contractRequestedAt: isoOrNull(row.contractRequestedAt),
    contractId: extra.contractId,
    labels: extra.labels ?? NO_TRADE_LABELS,
    collection: extra.collection,
    haulage: extra.haulage,
  };
}
