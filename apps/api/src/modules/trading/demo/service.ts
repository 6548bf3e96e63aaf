import type { Db } from '../../../platform/db/database';
import { shiftListingBack, shiftNoticeBack } from './queries';

/** What only the demo seed may do: put a listing, or a storage contract's notice, made through the services into the past. */
export class TradingDemoService {
  constructor(private readonly db: Db) {}

  backdate(listingId: string, ms: number): Promise<void> {
    return shiftListingBack(this.db, listingId, ms);
  }

  backdateNotice(contractId: string, ms: number): Promise<void> {
    return shiftNoticeBack(this.db, contractId, ms);
  }
}
