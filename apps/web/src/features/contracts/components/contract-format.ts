import { formatMovementMonth, type ContractView } from '@harvest/domain';

/** The other side of the contract: the buyer to its seller, the seller to its buyer. */
export const counterpartyOf = (contract: ContractView) =>
  contract.side === 'seller' ? contract.buyer : contract.seller;

/** A movement month ('2026-10') as en-GB writes it: 'Oct 2026'. */
export const formatMonth = formatMovementMonth;

/**
 * What a contract without a number says. Only a trade's contract waits for the buyer's (PATCH /trading/bids/{id}/
 * contract); one entered by hand or rolled over from another has no trade of its own, and either party sets its
 * number with the edit.
 */
export const numberAwaited = (contract: Pick<ContractView, 'tradeId'>) =>
  contract.tradeId === null ? ('contracts.noNumber' as const) : ('contracts.awaitingNumber' as const);
