import type { Db } from '../../../platform/db/database';
import { shiftListingBack } from './queries';

/** What only the demo seed may do: put a listing made through the services into the past. */
export class TradingDemoService {
  constructor(private readonly db: Db) {}

  backdate(listingId: string, ms: number): Promise<void> {
    return shiftListingBack(this.db, listingId, ms);
  }
}
