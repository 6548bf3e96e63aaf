import { contractTotalPrice, type ContractSide, type ContractStatus, type ContractView } from '@harvest/domain';
import { iso } from '../views';
import type { ContractRow } from './queries';

export function contractView(
  row: ContractRow,
  extra: {
    side: ContractSide;
    /** As read now: a storage contract's notice may have run out (contractStatusAt). */
    status: ContractStatus;
    completesAt: Date | null;
    sellerName: string;
    buyerName: string;
    tradeReference: string | null;
    fileIds: string[];
    delivered: boolean;
  },
): ContractView {
  return {
    id: row.id,
    contractNumber: row.contractNumber,
    type: row.type,
    status: extra.status,
    side: extra.side,
    seller: { organisationId: row.sellerOrganisationId, name: extra.sellerName },
    buyer: {
      organisationId: row.buyerOrganisationId ?? row.counterpartyOrganisationId,
      name: extra.buyerName,
    },
    tradeId: row.tradeId,
    tradeReference: extra.tradeReference,
    commodityId: row.commodityId,
    harvestYear: row.harvestYear,
    specification: row.specification,
    month: row.month,
    startDate: row.startDate,
    endDate: row.endDate,
    paymentTerms: row.paymentTerms,
    paymentDays: row.paymentDays,
    pricePerUnit: row.pricePerUnit,
    premiumPrice: row.premiumPrice,
    priceType: row.priceType,
    currency: row.currency,
    totalWeightKg: row.totalWeightKg,
    totalPrice: contractTotalPrice(row),
    haulage: row.haulage,
    haulageReference: row.haulageReference,
    fileIds: extra.fileIds,
    fixed: row.fixed,
    rolledOver: row.rolledOver,
    delivered: extra.delivered,
    storageQuantityKg: row.storageQuantityKg,
    entered: row.origin === 'entered',
    noticeGivenAt: row.noticeGivenAt ? iso(row.noticeGivenAt) : null,
    completesAt: extra.completesAt ? iso(extra.completesAt) : null,
    createdAt: iso(row.createdAt),
  };
}
