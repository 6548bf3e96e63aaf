import { formatMovementMonth, type ContractView } from '@harvest/domain';

/** The other side of the contract: the buyer to its seller, the seller to its buyer. */
export const counterpartyOf = (contract: ContractView) =>
  contract.side === 'seller' ? contract.buyer : contract.seller;

/** A movement month ('2026-10') as en-GB writes it: 'Oct 2026'. */
export const formatMonth = formatMovementMonth;
