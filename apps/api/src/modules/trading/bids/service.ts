import {
  acceptIssue,
  bidIssues,
  bidState,
  contractDueAt,
  contractState,
  formatMessage,
  listingState,
  messages,
  reopenDeadline,
  reopenState,
  tonnes,
  tradeLabels,
  tradeQuantity,
  TRADING_PATHS,
  withdrawIssue,
  type BidAccept,
  type BidCreate,
  type BidEdit,
  type BidView,
  type BuyerDashboard,
  sentOffer,
  type ContractDetails,
  type ReopenRequestInput,
} from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import type { Executor, Tx } from '../../../platform/db/database';
import type { Page } from '../../../platform/db/page-of';
import { reaches, type Scope } from '../../../platform/db/tenant-scope';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { AppError, badRequest, conflict, conflictOn, notFound } from '../../../platform/http/errors';
import { organisationsById, sellerScopeOf } from '../directory-service';
import { invalid } from '../errors';
import { findListing, findListingsByIds, findSellerListing, type ListingRow } from '../listings/queries';
import { listingFacts } from '../listings/views';
import type { Notice } from '../notices/service';
import { noticeTime, tradingNoticeTexts } from '../notices/views';
import { contractIdsOfTrades } from '../contracts/queries';
import { deliveryFactsOf } from '../deliveries/queries';
import type { ContractsService } from '../contracts/service';
import type { ContractFiles } from '../ports';
import type { SweepRequests } from '../sweep/jobs';
import {
  contractsAwaitedOfBuyer,
  lockTradeOfBid,
  recordTrade,
  tradesOfBids,
  updateTrade,
  type NewTrade,
  type TradeRow,
} from '../trades/queries';
import { tradeView } from '../trades/views';
import { TradingService, type TradingParts } from '../trading-service';
import {
  bidsOfBuyerPage,
  bidsOfListing,
  findBid,
  findBidsByIds,
  findOrganisationBid,
  findPendingReopen,
  insertBid,
  insertReopen,
  latestReopens,
  lockBidWithOptions,
  lockListingOfBid,
  lockOffer,
  openBidsOfBuyer,
  optionsOf,
  replaceOptions,
  updateBid,
  updateReopen,
  type BidOptionRow,
  type BidRow,
} from './queries';
import { bidView } from './views';

type Side = 'seller' | 'buyer';

/**
 * Price offers (trading §3-§5, §7): buyers send, change and withdraw them; the seller accepts one option, or asks
 * the buyer of an expired one to reopen it; the buyer attaches the contract. Every change locks the listing and
 * then the offer, in that order, so two accepts of one offer, an accept racing a withdrawal, or accepts that
 * together would sell more than the listing has, can never both win.
 */
export class BidsService extends TradingService {
  constructor(
    parts: TradingParts,
    private readonly files: ContractFiles,
    private readonly sweeps: SweepRequests,
    private readonly contracts: ContractsService,
  ) {
    super(parts);
  }

  /**
   * The listing and the offer, both locked in that order, with the offer's priced months; otherwise 404. A buyer
   * (no scope) reaches only their business's offers, a seller only offers on listings in their scope.
   */
  private async lockBoth(tx: Tx, principal: Principal, bidId: string, scope: Scope | null) {
    const locked = (await lockOffer(tx, bidId)) ?? (await this.lockOneByOne(tx, bidId));
    if (!locked) throw notFound();
    const { listing, bid, options } = locked;
    if (scope === null && bid.buyerOrganisationId !== principal.organisationId) throw notFound();
    if (scope !== null && !reaches(scope, listing)) throw notFound();
    return { listing, bid, options };
  }

  /** The listing, then the offer with its options as they are now: when lockOffer found nothing to lock at once. */
  private async lockOneByOne(tx: Tx, bidId: string) {
    const listing = await lockListingOfBid(tx, bidId);
    const locked = listing ? await lockBidWithOptions(tx, bidId) : null;
    return listing && locked ? { listing, ...locked } : null;
  }

  /** The seller's scope, read before the transaction that uses it (PGlite has one connection). */
  private async sellerScope(principal: Principal): Promise<Scope> {
    return (await sellerScopeOf(this.directory, principal)).scope;
  }

  /** The buyer checks: the listing is another business's, its seller vetted, and it is open for offers now. */
  private async openListingFor(tx: Tx, principal: Principal, listingId: string): Promise<ListingRow> {
    const listing = await findListing(tx, listingId);
    if (!listing) throw notFound();
    const sellers = await organisationsById(this.directory, [listing.organisationId], tx);
    const vetted = sellers.get(listing.organisationId)?.vetted ?? false;
    const now = this.clock.now();
    if (listing.organisationId === principal.organisationId) {
      throw conflictOn('listingId', messages.trading.ownListing);
    }
    const state = listingState(listingFacts(listing, vetted), now);
    if (state === 'pending' || (state === 'scheduled' && !vetted)) throw notFound();
    if (state === 'scheduled') throw conflict(messages.trading.listingNotYetOpen);
    if (state !== 'live') throw conflict(messages.trading.listingNotOpen);
    return listing;
  }

  private checkTerms(listing: ListingRow, input: BidEdit): void {
    const issues = bidIssues(listing, input);
    if (issues.length > 0) throw badRequest(issues);
  }

  private optionValues(input: BidEdit) {
    return input.options.map((option) => ({
      month: option.month,
      pricePerUnit: option.pricePerUnit,
      premium: option.premium ?? null,
      notes: option.notes ?? null,
    }));
  }

  async create(principal: Principal, input: BidCreate): Promise<BidView> {
    const organisationId = principal.organisationId ?? '';
    const id = await this.db.transaction(async (tx) => {
      const listing = await this.openListingFor(tx, principal, input.listingId);
      const standing = await findOrganisationBid(tx, listing.id, organisationId);
      if (standing) {
        const own = standing.buyerUserId === principal.userId;
        throw conflict(own ? messages.trading.ownOffer : messages.trading.colleagueOffer);
      }
      this.checkTerms(listing, input);
      const now = this.clock.now();
      let bid: BidRow;
      try {
        bid = await insertBid(tx, {
          listingId: listing.id,
          buyerOrganisationId: organisationId,
          buyerUserId: principal.userId,
          status: 'sent',
          quantityMinKg: input.quantityMinKg,
          quantityMaxKg: input.quantityMaxKg,
          note: input.note ?? null,
          currency: input.currency,
          expiresAt: listing.offersExpireAt,
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        // A colleague's offer committed between the check and the insert.
        if (isUniqueViolation(error)) throw conflict(messages.trading.colleagueOffer);
        throw error;
      }
      await replaceOptions(tx, bid.id, this.optionValues(input));
      await this.noticeNewOffer(tx, principal, listing, bid);
      return bid.id;
    });
    return this.view(principal, id, 'buyer');
  }

  /** The seller's business hears of a new offer; the buyer's colleagues hear that a price was sent (§6). */
  private async noticeNewOffer(tx: Tx, principal: Principal, listing: ListingRow, bid: BidRow) {
    const buyers = await organisationsById(this.directory, [bid.buyerOrganisationId], tx);
    const values = {
      buyer: buyers.get(bid.buyerOrganisationId)?.name ?? '',
      crop: this.cropName(listing.commodityId),
      reference: listing.reference,
    };
    const notices: Notice[] = [
      {
        ...tradingNoticeTexts.newOffer(values),
        userIds: await this.notices.membersOf(tx, listing.organisationId),
        organisationId: listing.organisationId,
        path: TRADING_PATHS.listingBids(listing.id),
        data: { listingId: listing.id, bidId: bid.id },
      },
      {
        ...tradingNoticeTexts.colleagueOffer(values),
        userIds: await this.notices.membersOf(tx, bid.buyerOrganisationId, [principal.userId]),
        organisationId: bid.buyerOrganisationId,
        path: TRADING_PATHS.bidDetail(bid.id),
        data: { listingId: listing.id, bidId: bid.id },
      },
    ];
    await this.notices.send(tx, notices);
  }

  /** §4: editing an offer replaces it; only while the listing is live, and only by the buyer who sent it (§6). */
  async edit(principal: Principal, id: string, input: BidEdit): Promise<BidView> {
    await this.db.transaction(async (tx) => {
      const { listing, bid } = await this.lockBoth(tx, principal, id, null);
      // §6: the same rule the offer page uses to offer 'Change my offer' (canChangeOffer).
      if (!sentOffer(bid, principal.userId)) throw conflict(messages.trading.colleagueOffer);
      const now = this.clock.now();
      const state = bidState({ status: bid.status, reviewAt: listing.reviewAt }, now);
      if (state !== 'sent' && state !== 'updated') {
        throw conflict(withdrawIssue(state) ?? messages.trading.editAfterReview);
      }
      if (listingState(listingFacts(listing), now) !== 'live') {
        throw conflict(messages.trading.editAfterReview);
      }
      this.checkTerms(listing, input);
      await updateBid(tx, bid.id, {
        status: 'updated',
        quantityMinKg: input.quantityMinKg,
        quantityMaxKg: input.quantityMaxKg,
        note: input.note ?? null,
        currency: input.currency,
        revision: bid.revision + 1,
        updatedAt: now,
      });
      await replaceOptions(tx, bid.id, this.optionValues(input));
    });
    return this.view(principal, id, 'buyer');
  }

  /** §4: no withdrawal once the acceptance timeframe (30 minutes after the review time) has passed. */
  async withdraw(principal: Principal, id: string): Promise<BidView> {
    await this.db.transaction(async (tx) => {
      const { listing, bid } = await this.lockBoth(tx, principal, id, null);
      const now = this.clock.now();
      const issue = withdrawIssue(bidState({ status: bid.status, reviewAt: listing.reviewAt }, now));
      if (issue) throw conflict(issue);
      await updateBid(tx, bid.id, { status: 'withdrawn', finalAt: now, updatedAt: now });
    });
    return this.view(principal, id, 'buyer');
  }

  /** How much a trade of this offer sells: 400 for a quantity outside the ranges, 409 when the listing has too little left. */
  private quantityOf(listing: ListingRow, bid: BidRow, asked: number | undefined): number {
    const result = tradeQuantity(listing, bid, asked);
    if ('quantityKg' in result) return result.quantityKg;
    const remaining = Math.max(0, listing.quantityMaxKg - listing.tradedKg);
    const wanted = asked ?? Math.min(bid.quantityMaxKg, remaining);
    if (wanted > remaining || remaining < listing.quantityMinKg) {
      const message = formatMessage(messages.trading.quantityOverRemaining, { remaining: tonnes(remaining) });
      throw conflictOn('quantityKg', message);
    }
    throw badRequest([result.issue]);
  }

  private optionOf(options: BidOptionRow[], optionId: string): BidOptionRow {
    const option = options.find((each) => each.id === optionId);
    if (!option) throw badRequest([invalid('optionId', messages.trading.optionNotOnBid)]);
    return option;
  }

  /**
   * Records the trade and closes the offer and the listing (unless kept open with enough left), in one statement.
   * The sweep tells both sides (announceTrades), asked for as soon as this commits.
   */
  private async trade(
    tx: Tx,
    principal: Principal,
    listing: ListingRow,
    bid: BidRow,
    option: BidOptionRow,
    quantityKg: number,
    origin: 'offer' | 'reopen',
    keepOpen: boolean,
  ): Promise<{ trade: TradeRow; contractId: string; bid: BidRow; listing: ListingRow }> {
    const now = this.clock.now();
    const values: NewTrade = {
      origin,
      listingId: listing.id,
      bidId: bid.id,
      optionId: option.id,
      sellerOrganisationId: listing.organisationId,
      buyerOrganisationId: bid.buyerOrganisationId,
      commodityId: listing.commodityId,
      month: option.month,
      quantityKg,
      pricePerUnit: option.pricePerUnit,
      premium: option.premium,
      currency: bid.currency,
      acceptedBy: principal.userId,
      acceptedAt: now,
      contractDueAt: contractDueAt(now),
    };
    const bidValues = { status: 'accepted' as const, acceptedOptionId: option.id, finalAt: now, updatedAt: now };
    const tradedKg = listing.tradedKg + quantityKg;
    const soldOut = listing.quantityMaxKg - tradedKg < listing.quantityMinKg;
    const listingValues = {
      tradedKg,
      status: listing.status === 'active' && (soldOut || !keepOpen) ? ('traded' as const) : listing.status,
      endReasonId: soldOut ? 'sold-out' : listing.endReasonId,
      updatedAt: now,
    };
    const recorded = await recordTrade(
      tx,
      values,
      { id: bid.id, acceptedOptionId: option.id, at: now },
      { id: listing.id, tradedKg, status: listingValues.status, endReasonId: listingValues.endReasonId, at: now },
    );
    const trade: TradeRow = {
      ...values,
      ...recorded,
      listingId: listing.id,
      bidId: bid.id,
      optionId: option.id,
      premium: option.premium,
      acceptedBy: principal.userId,
      tradeRequestId: null,
      contract: null,
      contractFileId: null,
      contractReceivedAt: null,
      contractRequestedAt: null,
      overdueDoneAt: null,
      announcedAt: null,
    };
    const contract = await this.contracts.openFromTrade(tx, trade, {
      sellerBusinessUnitId: listing.businessUnitId,
      harvestYear: listing.harvestYear,
      specification: listing.specification,
      haulage: listing.haulage,
    });
    return { trade, contractId: contract.id, bid: { ...bid, ...bidValues }, listing: { ...listing, ...listingValues } };
  }

  /** §4: the seller accepts one option of an offer under review. */
  async accept(principal: Principal, id: string, input: BidAccept): Promise<BidView> {
    const scope = await this.sellerScope(principal);
    const view = await this.db.transaction(async (tx) => {
      const { listing, bid, options } = await this.lockBoth(tx, principal, id, scope);
      const now = this.clock.now();
      const issue = acceptIssue(bidState({ status: bid.status, reviewAt: listing.reviewAt }, now));
      if (issue) throw conflict(issue);
      if (listing.status !== 'active') throw conflict(messages.trading.listingEnded);
      const option = this.optionOf(options, input.optionId);
      const quantityKg = this.quantityOf(listing, bid, input.quantityKg);
      const done = await this.trade(tx, principal, listing, bid, option, quantityKg, 'offer', input.keepOpen);
      // The answer from the rows in hand (an offer under review has no reopen request) and one read of the names.
      const names = await this.directory.namesOf(
        tx,
        [done.bid.buyerOrganisationId, done.listing.organisationId],
        [done.bid.buyerUserId],
      );
      const sellerName = names.organisations.get(done.listing.organisationId)?.name ?? '';
      const buyerName = names.organisations.get(done.bid.buyerOrganisationId)?.name ?? '';
      return bidView(done.bid, options, done.listing, now, {
        side: 'seller',
        buyerOrganisationName: buyerName,
        buyerName: names.people.get(done.bid.buyerUserId)?.name ?? '',
        sellerOrganisationName: sellerName,
        reopen: null,
        trade: tradeView(done.trade, now, {
          sellerName,
          buyerName,
          collection: done.listing.collection,
          haulage: done.listing.haulage,
          contractId: done.contractId,
        }),
      });
    });
    this.sweeps.soon();
    return view;
  }

  /** §4 reopen request: the seller asks the buyer of an expired offer to trade at it; the buyer has 2 hours. */
  async requestReopen(principal: Principal, id: string, input: ReopenRequestInput): Promise<BidView> {
    const scope = await this.sellerScope(principal);
    await this.db.transaction(async (tx) => {
      const { listing, bid, options } = await this.lockBoth(tx, principal, id, scope);
      const now = this.clock.now();
      const state = bidState({ status: bid.status, reviewAt: listing.reviewAt }, now);
      if (state !== 'expired') throw conflict(messages.trading.reopenNotExpired);
      if (listing.status === 'closed') throw conflict(messages.trading.listingEnded);
      const pending = await findPendingReopen(tx, bid.id);
      if (pending && reopenState(pending, now) === 'pending') {
        throw conflict(messages.trading.reopenPending);
      }
      if (pending) await updateReopen(tx, pending.id, { status: 'expired' });
      const option = this.optionOf(options, input.optionId);
      const quantityKg = this.quantityOf(listing, bid, input.quantityKg);
      if (bid.status !== 'expired') await updateBid(tx, bid.id, { status: 'expired', finalAt: bid.expiresAt });
      const request = await insertReopen(tx, {
        bidId: bid.id,
        optionId: option.id,
        quantityKg,
        note: input.note ?? null,
        status: 'pending',
        requestedBy: principal.userId,
        requestedAt: now,
        expiresAt: reopenDeadline(now),
      });
      await this.notices.send(tx, [
        {
          ...tradingNoticeTexts.reopen({
            crop: this.cropName(listing.commodityId),
            reference: listing.reference,
            at: noticeTime(now),
            expires: noticeTime(request.expiresAt),
          }),
          userIds: await this.notices.membersOf(tx, bid.buyerOrganisationId),
          organisationId: bid.buyerOrganisationId,
          path: TRADING_PATHS.bidDetail(bid.id),
          data: { bidId: bid.id, reopenRequestId: request.id },
        },
      ]);
    });
    return this.view(principal, id, 'seller');
  }

  /** The pending reopen request of a locked offer, or 409 when there is none or its 2 hours have passed. */
  private async pendingReopen(tx: Tx, bidId: string, now: Date) {
    const pending = await findPendingReopen(tx, bidId);
    if (!pending) throw conflict(messages.trading.reopenNone);
    if (reopenState(pending, now) === 'expired') throw conflict(messages.trading.reopenExpired);
    return pending;
  }

  /** The buyer accepts the reopen request within its 2 hours: the trade is confirmed (§4). */
  async acceptReopen(principal: Principal, id: string): Promise<BidView> {
    await this.db.transaction(async (tx) => {
      const { listing, bid, options } = await this.lockBoth(tx, principal, id, null);
      const now = this.clock.now();
      const pending = await this.pendingReopen(tx, bid.id, now);
      if (listing.status === 'closed') throw conflict(messages.trading.listingEnded);
      const option = options.find((each) => each.id === pending.optionId);
      if (!option) throw conflict(messages.trading.priceGone);
      const quantityKg = this.quantityOf(listing, bid, pending.quantityKg);
      await updateReopen(tx, pending.id, { status: 'accepted', answeredAt: now });
      await this.trade(tx, principal, listing, bid, option, quantityKg, 'reopen', listing.status === 'active');
    });
    this.sweeps.soon();
    return this.view(principal, id, 'buyer');
  }

  async declineReopen(principal: Principal, id: string): Promise<BidView> {
    await this.db.transaction(async (tx) => {
      const { listing, bid } = await this.lockBoth(tx, principal, id, null);
      const now = this.clock.now();
      const pending = await this.pendingReopen(tx, bid.id, now);
      await updateReopen(tx, pending.id, { status: 'declined', answeredAt: now });
      const buyers = await organisationsById(this.directory, [bid.buyerOrganisationId], tx);
      await this.notices.send(tx, [
        {
          ...tradingNoticeTexts.reopenDeclined({
            buyer: buyers.get(bid.buyerOrganisationId)?.name ?? '',
            reference: listing.reference,
          }),
          userIds: await this.notices.membersOf(tx, listing.organisationId),
          organisationId: listing.organisationId,
          path: TRADING_PATHS.listingBids(listing.id),
          data: { bidId: bid.id },
        },
      ]);
    });
    return this.view(principal, id, 'buyer');
  }

  /** §4: the buyer attaches the contract details to the trade (they may correct them later). */
  async attachContract(principal: Principal, id: string, input: ContractDetails): Promise<BidView> {
    let fileOwner: string | null = null;
    if (input.fileId) {
      try {
        fileOwner = (await this.files.describe(principal, input.fileId)).organisationId;
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) throw badRequest([invalid('fileId')]);
        throw error;
      }
    }
    await this.db.transaction(async (tx) => {
      const { bid } = await this.lockBoth(tx, principal, id, null);
      const trade = await lockTradeOfBid(tx, bid.id);
      if (!trade) throw conflict(messages.trading.notTraded);
      const now = this.clock.now();
      await updateTrade(tx, trade.id, {
        contract: { contractNumber: input.contractNumber, fileId: input.fileId ?? null, notes: input.notes ?? null },
        contractFileId: input.fileId ?? null,
        contractReceivedAt: trade.contractReceivedAt ?? now,
      });
      await this.contracts.tradeContractSent(tx, trade.id, {
        contractNumber: input.contractNumber,
        fileId: input.fileId ?? null,
        fileOwner,
      });
    });
    return this.view(principal, id, 'buyer');
  }

  /** §4: once the 72 hours have passed without a contract, the seller requests one. */
  async requestContract(principal: Principal, id: string): Promise<BidView> {
    const scope = await this.sellerScope(principal);
    await this.db.transaction(async (tx) => {
      const { listing, bid } = await this.lockBoth(tx, principal, id, scope);
      const trade = await lockTradeOfBid(tx, bid.id);
      if (!trade) throw conflict(messages.trading.notTraded);
      const now = this.clock.now();
      if (contractState(trade, now) !== 'overdue') {
        const message =
          trade.contractReceivedAt !== null
            ? messages.trading.contractAlready
            : formatMessage(messages.trading.contractNotOverdue, { due: noticeTime(trade.contractDueAt) });
        throw conflict(message);
      }
      await updateTrade(tx, trade.id, { contractRequestedAt: now });
      await this.notices.send(tx, [
        {
          ...tradingNoticeTexts.contractRequested({ reference: trade.reference, at: noticeTime(now) }),
          userIds: await this.notices.membersOf(tx, bid.buyerOrganisationId),
          organisationId: bid.buyerOrganisationId,
          path: TRADING_PATHS.tradeConfirmation(bid.id),
          data: { bidId: bid.id, tradeId: trade.id, listingId: listing.id },
        },
      ]);
    });
    return this.view(principal, id, 'seller');
  }

  // Reads

  /** The views of these offers, each with its options, latest reopen request and trade. */
  private async views(exec: Executor, rows: BidRow[], side: Side): Promise<BidView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [options, reopens, trades, listings, people] = await Promise.all([
      optionsOf(exec, ids),
      latestReopens(exec, ids),
      tradesOfBids(exec, ids),
      findListingsByIds(
        exec,
        rows.map((row) => row.listingId),
      ),
      this.directory.people(
        exec,
        rows.map((row) => row.buyerUserId),
      ),
    ]);
    const listingsById = new Map(listings.map((listing) => [listing.id, listing]));
    const contracts = await contractIdsOfTrades(
      exec,
      [...trades.values()].map((trade) => trade.id),
    );
    const facts = await deliveryFactsOf(exec, [...contracts.values()]);
    const organisations = await organisationsById(this.directory, [
      ...rows.map((row) => row.buyerOrganisationId),
      ...listings.map((listing) => listing.organisationId),
    ]);
    const names = new Map(people.map((person) => [person.id, person.name]));
    const now = this.clock.now();
    return rows.flatMap((row) => {
      const listing = listingsById.get(row.listingId);
      if (!listing) return [];
      const sellerName = organisations.get(listing.organisationId)?.name ?? '';
      const buyerName = organisations.get(row.buyerOrganisationId)?.name ?? '';
      const trade = trades.get(row.id);
      return [
        bidView(
          row,
          options.filter((option) => option.bidId === row.id),
          listing,
          now,
          {
            side,
            buyerOrganisationName: buyerName,
            buyerName: names.get(row.buyerUserId) ?? '',
            sellerOrganisationName: side === 'seller' || !listing.anonymous || trade ? sellerName : null,
            reopen: reopens.get(row.id) ?? null,
            trade: trade
              ? tradeView(trade, now, {
                  sellerName,
                  buyerName,
                  collection: listing.collection,
                  haulage: listing.haulage,
                  contractId: contracts.get(trade.id) ?? null,
                  labels: tradeLabels(facts.get(contracts.get(trade.id) ?? '') ?? null),
                })
              : null,
          },
        ),
      ];
    });
  }

  /** The buyer's views of these offers of theirs, in the order given (the trading search's page). */
  async buyerViewsOf(principal: Principal, ids: string[]): Promise<BidView[]> {
    const rows = (await findBidsByIds(this.db, ids)).filter(
      (row) => row.buyerOrganisationId === principal.organisationId,
    );
    const views = new Map((await this.views(this.db, rows, 'buyer')).map((view) => [view.id, view]));
    return ids.flatMap((id) => views.get(id) ?? []);
  }

  /** One offer for whoever may see it: its buyer's business, or the listing's seller; anyone else 404. */
  async get(principal: Principal, id: string): Promise<BidView> {
    const bid = await findBid(this.db, id);
    if (!bid) throw notFound();
    if (bid.buyerOrganisationId === principal.organisationId) return this.view(principal, id, 'buyer');
    return this.view(principal, id, 'seller');
  }

  private async view(principal: Principal, id: string, side: Side): Promise<BidView> {
    const bid = await findBid(this.db, id);
    if (!bid) throw notFound();
    if (side === 'buyer' && bid.buyerOrganisationId !== principal.organisationId) throw notFound();
    if (side === 'seller') {
      const { scope } = await sellerScopeOf(this.directory, principal);
      if (!(await findSellerListing(this.db, scope, bid.listingId))) throw notFound();
    }
    const [view] = await this.views(this.db, [bid], side);
    if (!view) throw notFound();
    return view;
  }

  /** The offers on one of the seller's listings, oldest first (§2 bids on a listing). */
  async listingBids(principal: Principal, listingId: string): Promise<BidView[]> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    if (!(await findSellerListing(this.db, scope, listingId))) throw notFound();
    return this.views(this.db, await bidsOfListing(this.db, listingId), 'seller');
  }

  /** §7 buyer dashboard: the business's open offers and what waits on it (the listings open come from listings). */
  async buyerPosition(principal: Principal): Promise<Omit<BuyerDashboard, 'listingsOpen'>> {
    const organisationId = principal.organisationId ?? '';
    const now = this.clock.now();
    const [rows, contracts] = await Promise.all([
      openBidsOfBuyer(this.db, organisationId, now),
      contractsAwaitedOfBuyer(this.db, organisationId, now),
    ]);
    const openOffers = await this.views(this.db, rows, 'buyer');
    return {
      openOffers,
      reopenRequests: openOffers.filter((view) => view.reopenRequest?.status === 'pending').length,
      contractsDue: contracts.due,
      contractsOverdue: contracts.overdue,
    };
  }

  /** The buyer's business's offers, latest first. */
  async myBids(principal: Principal, page: Page): Promise<{ items: BidView[]; total: number }> {
    const { rows, total } = await bidsOfBuyerPage(this.db, principal.organisationId ?? '', page);
    return { items: await this.views(this.db, rows, 'buyer'), total };
  }
}
