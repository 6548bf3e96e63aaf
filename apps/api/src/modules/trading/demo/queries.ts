import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';

/**
 * Moves a listing and its offers back in time, as if it had been posted `ms` earlier. Only the demo seed uses it,
 * so that `npm start` shows listings under review and traded without waiting for their review times.
 */
export async function shiftListingBack(exec: Executor, listingId: string, ms: number): Promise<void> {
  const by = sql`${`${ms} milliseconds`}::interval`;
  await exec.execute(sql`update trading_listings set created_at = created_at - ${by}, updated_at = updated_at - ${by},
      opens_at = opens_at - ${by}, review_at = review_at - ${by}, offers_expire_at = offers_expire_at - ${by},
      closes_at = closes_at - ${by} where id = ${listingId}`);
  await exec.execute(sql`update trading_bids set created_at = created_at - ${by}, updated_at = updated_at - ${by},
      expires_at = expires_at - ${by} where listing_id = ${listingId}`);
}

/** Moves a storage contract's notice to cancel back in time, so the demo shows one whose notice has run out. */
export async function shiftNoticeBack(exec: Executor, contractId: string, ms: number): Promise<void> {
  const by = sql`${`${ms} milliseconds`}::interval`;
  await exec.execute(
    sql`update trading_contracts set notice_given_at = notice_given_at - ${by} where id = ${contractId}`,
  );
}
