import { formatMoney, OFFERS_EXPIRING_WARNING_MS, tonnes, TRADING_PATHS } from '@harvest/domain';
import type { Tx } from '../../../platform/db/database';
import type { Notice } from '../notices/service';
import { noticeMonth, noticeTime, tradingNoticeTexts } from '../notices/views';
import type { TradeRow } from '../trades/queries';
import { TradingService } from '../trading-service';
import {
  announceTradesDue,
  closeListingsDue,
  expireBids,
  expireReopensDue,
  expireTradeRequestsDue,
  markContractsOverdue,
  markExpiringDue,
  markReviewsDue,
  type SweptListing,
} from './queries';

/** Rows one transaction of the sweep takes: small enough to keep locks short, large enough to keep up. */
export const SWEEP_BATCH = 2000;

export interface SweepReport {
  announcedTrades: number;
  reviews: number;
  expiring: number;
  expiredOffers: number;
  closedListings: number;
  expiredReopens: number;
  expiredTradeRequests: number;
  overdueContracts: number;
}

/**
 * Persists the marketplace's time-driven transitions and queues their notices (DESIGN §3): reads already derive
 * every state from the clock, so this only records what has happened and tells the people concerned. Each step
 * marks its rows in the statement that finds them and sends the notices in the same transaction, so running it
 * twice, or on two instances at once, tells nobody twice.
 */
export class TradingSweep extends TradingService {
  /** Runs one step in batches until nothing is due. */
  private async drain(step: (tx: Tx) => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const done = await this.db.transaction(step);
      total += done;
      if (done < SWEEP_BATCH) return total;
    }
  }

  /** The seller who made the listing hears of it; when they are gone, the business's members do. */
  private async sellerOf(tx: Tx, listing: SweptListing): Promise<string[]> {
    return listing.created_by ? [listing.created_by] : this.notices.membersOf(tx, listing.organisation_id);
  }

  /** Each listing's seller hears how its offers stand: the review time reached, or the offers about to expire. */
  private async sellerNotices(
    tx: Tx,
    listings: readonly SweptListing[],
    text: (values: {
      crop: string;
      reference: string;
      at: string;
      expires: string;
    }) => Omit<Notice, 'userIds' | 'path'>,
  ): Promise<Notice[]> {
    const notices: Notice[] = [];
    for (const listing of listings) {
      notices.push({
        ...text({
          crop: this.cropName(listing.commodity_id),
          reference: listing.reference,
          at: noticeTime(new Date(listing.review_at)),
          expires: noticeTime(new Date(listing.offers_expire_at)),
        }),
        userIds: await this.sellerOf(tx, listing),
        organisationId: listing.organisation_id,
        path: TRADING_PATHS.listingBids(listing.id),
        data: { listingId: listing.id },
      });
    }
    return notices;
  }

  /**
   * A trade tells the buyer's business (the trade confirmation) and the seller's (the trade summary), less the
   * person who accepted it, who already knows.
   */
  private tradeNotices(trade: TradeRow, members: Map<string, string[]>): Notice[] {
    const text = tradingNoticeTexts.trade({
      quantity: tonnes(trade.quantityKg),
      crop: this.cropName(trade.commodityId),
      price: formatMoney(trade.pricePerUnit, trade.currency),
      month: noticeMonth(trade.month),
      reference: trade.reference,
    });
    const data = { bidId: trade.bidId, tradeId: trade.id };
    const bidId = trade.bidId ?? '';
    return [
      {
        ...text,
        userIds: members.get(trade.buyerOrganisationId) ?? [],
        organisationId: trade.buyerOrganisationId,
        path: TRADING_PATHS.tradeConfirmation(bidId),
        data,
      },
      {
        ...text,
        userIds: (members.get(trade.sellerOrganisationId) ?? []).filter((id) => id !== trade.acceptedBy),
        organisationId: trade.sellerOrganisationId,
        path: TRADING_PATHS.tradeSummary(bidId, trade.optionId ?? ''),
        data,
      },
    ];
  }

  async run(): Promise<SweepReport> {
    const now = this.clock.now();
    // Trades first: an accept leaves telling both sides to this, and they are waiting for it.
    const announcedTrades = await this.drain(async (tx) => {
      const due = await announceTradesDue(tx, now, SWEEP_BATCH);
      const members = await this.notices.membersByOrganisation(
        tx,
        due.flatMap((trade) => [trade.buyerOrganisationId, trade.sellerOrganisationId]),
      );
      await this.notices.send(
        tx,
        due.flatMap((trade) => this.tradeNotices(trade, members)),
      );
      return due.length;
    });
    const reviews = await this.drain(async (tx) => {
      const due = await markReviewsDue(tx, now, SWEEP_BATCH);
      const withOffers = due.filter((each) => each.open_offers > 0);
      await this.notices.send(tx, await this.sellerNotices(tx, withOffers, tradingNoticeTexts.review));
      return due.length;
    });
    const warnBefore = new Date(now.getTime() + OFFERS_EXPIRING_WARNING_MS);
    const expiring = await this.drain(async (tx) => {
      const due = await markExpiringDue(tx, now, warnBefore, SWEEP_BATCH);
      // A warning that would arrive after the offers expired says nothing useful.
      const worthTelling = due.filter(
        (each) => each.open_offers > 0 && new Date(each.offers_expire_at).getTime() > now.getTime(),
      );
      await this.notices.send(tx, await this.sellerNotices(tx, worthTelling, tradingNoticeTexts.expiring));
      return due.length;
    });
    const expiredOffers = await this.drain(async (tx) => {
      const due = await expireBids(tx, now, SWEEP_BATCH);
      await this.notices.send(
        tx,
        due.map((bid) => ({
          ...tradingNoticeTexts.expired({
            crop: this.cropName(bid.commodity_id),
            reference: bid.reference,
            at: noticeTime(new Date(bid.expires_at)),
          }),
          userIds: [bid.buyer_user_id],
          organisationId: bid.buyer_organisation_id,
          path: TRADING_PATHS.bidDetail(bid.id),
          data: { listingId: bid.listing_id, bidId: bid.id },
        })),
      );
      return due.length;
    });
    const closedListings = await this.drain((tx) => closeListingsDue(tx, now, SWEEP_BATCH));
    const expiredReopens = await this.drain((tx) => expireReopensDue(tx, now, SWEEP_BATCH));
    const expiredTradeRequests = await this.drain((tx) => expireTradeRequestsDue(tx, now, SWEEP_BATCH));
    const overdueContracts = await this.drain(async (tx) => {
      const due = await markContractsOverdue(tx, now, SWEEP_BATCH);
      const notices: Notice[] = [];
      for (const trade of due) {
        notices.push({
          ...tradingNoticeTexts.contractOverdue({
            reference: trade.reference,
            due: noticeTime(new Date(trade.contract_due_at)),
          }),
          userIds: trade.accepted_by
            ? [trade.accepted_by]
            : await this.notices.membersOf(tx, trade.seller_organisation_id),
          organisationId: trade.seller_organisation_id,
          path: trade.bid_id ? TRADING_PATHS.bidDetail(trade.bid_id) : TRADING_PATHS.marketInsights,
          data: { tradeId: trade.id },
        });
      }
      await this.notices.send(tx, notices);
      return due.length;
    });
    return {
      announcedTrades,
      reviews,
      expiring,
      expiredOffers,
      closedListings,
      expiredReopens,
      expiredTradeRequests,
      overdueContracts,
    };
  }
}
