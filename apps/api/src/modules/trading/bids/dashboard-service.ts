import type { BuyerDashboard } from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import type { ListingsService } from '../listings/service';
import type { BidsService } from './service';

/** GET /trading/buyer/dashboard (§7): the buyer's position now, from their offers and the market. */
export class BuyerDashboardService {
  constructor(
    private readonly bids: Pick<BidsService, 'buyerPosition'>,
    private readonly listings: Pick<ListingsService, 'openForOffers'>,
  ) {}

  async get(principal: Principal): Promise<BuyerDashboard> {
    const [position, listingsOpen] = await Promise.all([
      this.bids.buyerPosition(principal),
      this.listings.openForOffers(),
    ]);
    return { ...position, listingsOpen };
  }
}
