import type { ContractStatus, ContractType } from './contract-schemas';

/** §9: a storage contract is cancelled with 30 days' notice. */
export const CANCELLATION_NOTICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a storage contract given notice at `noticeGivenAt` completes: 30 days (of 24 hours) later. */
export const cancellationCompletesAt = (noticeGivenAt: Date): Date =>
  new Date(noticeGivenAt.getTime() + CANCELLATION_NOTICE_DAYS * DAY_MS);

/** The latest notice that has completed by `now`: notice given at or before this has run its 30 days. */
export const noticeRunOutBy = (now: Date): Date => new Date(now.getTime() - CANCELLATION_NOTICE_DAYS * DAY_MS);

/**
 * A contract's status as read at `now`: a storage contract whose notice has run its 30 days is completed, whatever
 * was stored, so it is exact without a job. Anything else reads as stored.
 */
export function contractStatusAt(
  contract: { type: ContractType; status: ContractStatus; noticeGivenAt: Date | null },
  now: Date,
): ContractStatus {
  if (contract.type !== 'storage' || !contract.noticeGivenAt) return contract.status;
  return cancellationCompletesAt(contract.noticeGivenAt) <= now ? 'completed' : contract.status;
}
