import {
  actsAs,
  canEditListing,
  canEndListing,
  editedReviewTimeIssue,
  farmAssuredOn,
  listingCreateSchema,
  listingFarmIssue,
  listingHoldsFarm,
  listingState,
  messages,
  movementMonths,
  offersExpireAt,
  TRADING_PATHS,
  type BusinessUnit,
  type Coordinates,
  type ListingClose,
  type ListingCreate,
  type ListingPatch,
  type ListingRelist,
  type ListingTab,
  type MarketListing,
  type SellerListing,
} from '@harvest/domain';
import { calendarDateIn, listingTimeline, reviewTimeIssue } from '@harvest/domain/calendar';
import type { Principal } from '../../../platform/auth/principal';
import type { Executor, Tx } from '../../../platform/db/database';
import type { Page } from '../../../platform/db/page-of';
import type { Scope } from '../../../platform/db/tenant-scope';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import type { UnitScope } from '../../accounts';
import { offerCounts, organisationBidsOn, updateBidsOfListing } from '../bids/queries';
import { areaOf, collectionOf, farmOf, holdFarm, organisationsById, sellerScopeOf } from '../directory-service';
import { invalid } from '../errors';
import { tradingNoticeTexts } from '../notices/views';
import { nextReference } from '../queries';
import type { StockLots } from '../ports';
import { TradingService, type TradingParts } from '../trading-service';
import {
  activeSellerIds,
  farmListingFacts,
  findListing,
  findListingsByIds,
  findSellerListing,
  insertListing,
  lockListing,
  marketListingsPage,
  sellerListingsPage,
  updateListing,
  type ListingRow,
} from './queries';
import { marketListingView, sellerListingView } from './views';

/** Everything a listing stores that the seller gives, from a create or a merged edit. */
type ListingInput = ListingCreate;

/** The collection farm and the country whose working days a listing's life counts. */
interface Place {
  farm: BusinessUnit;
  countryISO: string;
}

/**
 * Market listings (trading §2-§5): a seller posts, edits until the cutoff, ends or re-lists them; buyers see the
 * ones open for offers. The state a listing is in is derived when read (listing-state.ts); jobs only record
 * transitions and send their notices (sweep-service.ts).
 */
export class ListingsService extends TradingService {
  constructor(
    parts: TradingParts,
    private readonly lots: StockLots,
  ) {
    super(parts);
  }

  /** The farm a listing is collected from: one of the caller's, with what §5 requires of it. */
  private async farmFor(principal: Principal, businessUnitId: string): Promise<BusinessUnit> {
    const unit = await farmOf(this.directory, principal, businessUnitId);
    const issue = listingFarmIssue(unit);
    if (issue) throw badRequest([invalid('businessUnitId', issue)], issue);
    return unit;
  }

  /**
   * The farm and the calendar a listing keeps time by, read before any transaction opens (PGlite has one
   * connection: a read outside a transaction would wait for it).
   */
  private async placeOf(principal: Principal, businessUnitId: string): Promise<Place> {
    const [farm, units] = await Promise.all([
      this.farmFor(principal, businessUnitId),
      this.directory.unitScope(principal),
    ]);
    return { farm, countryISO: units.countryISO };
  }

  /** The stored values of a listing from its input at `now`; the review time is checked against its timeline. */
  private values(input: ListingInput, now: Date, place: Place, opened?: ListingRow) {
    if (!this.crops.commodityGroup(input.commodityId)) throw badRequest([invalid('commodityId')]);
    if (input.businessUnitId !== place.farm.id) throw conflict();
    const reviewAt = new Date(input.reviewAt);
    // A listing already open to buyers keeps the day of life it started; one not yet open starts again.
    const alreadyOpen = opened && opened.opensAt.getTime() <= now.getTime();
    const timeline = alreadyOpen
      ? { opensAt: opened.opensAt, closesAt: opened.closesAt }
      : listingTimeline({ now, reviewAt, scheduled: input.scheduled }, place.countryISO, place.farm.address?.region);
    // An edit keeps the listing before its own edit cutoff; a new listing (or a re-listing) may be reviewed sooner.
    const issue = reviewTimeIssue(reviewAt, now, timeline) ?? (opened ? editedReviewTimeIssue(reviewAt, now) : null);
    if (issue) throw badRequest([invalid('reviewAt', issue)], issue);
    const farm = place.farm;
    return {
      businessUnitId: farm.id,
      commodityId: input.commodityId,
      commodityItemId: input.commodityItemId ?? null,
      variety: input.variety ?? null,
      harvestYear: input.harvestYear ?? null,
      quantityUnit: input.quantityUnit,
      quantityMinKg: input.quantityMinKg,
      quantityMaxKg: input.quantityMaxKg,
      movement: input.movement,
      movementMonths: movementMonths(input.movement),
      scheduled: input.scheduled,
      opensAt: timeline.opensAt,
      reviewAt,
      offersExpireAt: offersExpireAt(reviewAt),
      closesAt: timeline.closesAt,
      notes: input.notes ?? null,
      specification: input.specification,
      haulage: input.haulage,
      deliveryPostcode: input.haulage === 'delivered' ? (input.deliveryPostcode ?? null) : null,
      tasccAssured: input.tasccAssured,
      // Not given: the farm's assurance on the clock's date, so an assured farm does not read 'No' to buyers.
      farmAssured: input.farmAssured ?? farmAssuredOn(farm.farmDetails, calendarDateIn(now, place.countryISO)),
      what3words: input.what3words ?? null,
      currency: input.currency,
      guidePrice: input.guidePrice ?? null,
      targetPrice: input.targetPrice ?? null,
      reasonId: input.reasonId ?? null,
      anonymous: input.anonymous,
      collection: collectionOf(farm),
      ...areaOf(farm),
      updatedAt: now,
    };
  }

  private async insert(
    tx: Tx,
    principal: Principal,
    input: ListingInput,
    place: Place,
    links: { relistedFromId: string | null; stockRecordId: string | null },
  ) {
    const now = this.clock.now();
    const values = this.values(input, now, place);
    await holdFarm(this.directory, tx, values.businessUnitId);
    return insertListing(tx, {
      ...values,
      reference: await nextReference(tx, 'L'),
      organisationId: principal.organisationId ?? '',
      createdBy: principal.userId,
      status: 'active',
      ...links,
      createdAt: now,
    });
  }

  async create(principal: Principal, input: ListingCreate): Promise<SellerListing> {
    const [place, stockRecordId] = await Promise.all([
      this.placeOf(principal, input.businessUnitId),
      this.lotFor(principal, input),
    ]);
    const row = await this.db.transaction((tx) =>
      this.insert(tx, principal, input, place, { relistedFromId: null, stockRecordId }),
    );
    return this.sellerView(principal, row);
  }

  /**
   * The stock lot a new listing is started from: the seller's own (at their farms and stores) and of the listing's
   * crop; anything else is refused naming the field, as a lot the caller cannot see does not exist for them.
   */
  private async lotFor(principal: Principal, input: ListingCreate): Promise<string | null> {
    if (!input.stockRecordId) return null;
    const lot = await this.lots.ownLot(principal, input.stockRecordId);
    if (!lot) throw badRequest([invalid('stockRecordId', messages.trading.lotNotYours)], messages.trading.lotNotYours);
    if (lot.commodityId !== input.commodityId) {
      throw badRequest([invalid('stockRecordId', messages.trading.lotOtherCrop)], messages.trading.lotOtherCrop);
    }
    return lot.id;
  }

  /** The caller's listing, locked; another organisation's (or a unit outside their scope) is 404. */
  private async lockOwn(tx: Tx, scope: Scope, id: string): Promise<ListingRow> {
    if (!(await findSellerListing(tx, scope, id))) throw notFound();
    const row = await lockListing(tx, id);
    if (!row) throw notFound();
    return row;
  }

  async edit(principal: Principal, id: string, patch: ListingPatch): Promise<SellerListing> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const current = await findSellerListing(this.db, scope, id);
    if (!current) throw notFound();
    const place = await this.placeOf(principal, patch.businessUnitId ?? current.businessUnitId);
    const row = await this.db.transaction(async (tx) => {
      const listing = await this.lockOwn(tx, scope, id);
      const now = this.clock.now();
      if (!canEditListing({ ...listing, vetted: true }, now)) {
        const ended = !canEndListing({ ...listing, vetted: true }, now);
        throw conflict(ended ? messages.trading.listingEnded : messages.trading.editCutoff);
      }
      const merged = listingCreateSchema.safeParse({ ...this.inputOf(listing), ...patch });
      if (!merged.success) {
        throw badRequest(merged.error.issues.map((issue) => invalid(issue.path.join('.'), issue.message)));
      }
      const values = this.values(merged.data, now, place, listing);
      await holdFarm(this.directory, tx, values.businessUnitId);
      const updated = await updateListing(tx, listing.id, values);
      if (values.reviewAt.getTime() !== listing.reviewAt.getTime()) {
        // Offers expire 30 minutes after the review time, wherever it moves.
        await updateBidsOfListing(tx, listing.id, ['sent', 'updated'], { expiresAt: values.offersExpireAt });
      }
      return updated;
    });
    return this.sellerView(principal, row);
  }

  /**
   * §5 a unit linked to a listing cannot be deleted: how many of the farm's listings still hold it (the domain's
   * listingHoldsFarm at the clock's now). Accounts asks through its BusinessUnitLinks port, wired in app.ts.
   */
  async linksToBusinessUnit(unit: { id: string; organisationId: string }, exec: Executor): Promise<number> {
    const now = this.clock.now();
    return (await farmListingFacts(exec, unit)).filter((listing) => listingHoldsFarm(listing, now)).length;
  }

  /** A stored listing as the create schema takes it, so an edit is checked exactly as a new listing is. */
  private inputOf(listing: ListingRow): Record<string, unknown> {
    return {
      businessUnitId: listing.businessUnitId,
      commodityId: listing.commodityId,
      commodityItemId: listing.commodityItemId,
      variety: listing.variety,
      harvestYear: listing.harvestYear,
      quantityUnit: listing.quantityUnit,
      quantityMinKg: listing.quantityMinKg,
      quantityMaxKg: listing.quantityMaxKg,
      movement: listing.movement,
      reviewAt: listing.reviewAt.toISOString(),
      scheduled: listing.scheduled,
      notes: listing.notes,
      specification: listing.specification,
      haulage: listing.haulage,
      deliveryPostcode: listing.deliveryPostcode,
      tasccAssured: listing.tasccAssured,
      farmAssured: listing.farmAssured,
      what3words: listing.what3words,
      currency: listing.currency,
      guidePrice: listing.guidePrice,
      targetPrice: listing.targetPrice,
      reasonId: listing.reasonId,
      anonymous: listing.anonymous,
    };
  }

  /** Ends a listing (§4): its open offers are declined and their buyers told. */
  private async end(tx: Tx, listing: ListingRow, reasonId: string, now: Date): Promise<ListingRow> {
    const ended = await updateListing(tx, listing.id, {
      status: 'closed',
      endReasonId: reasonId,
      endedAt: now,
      updatedAt: now,
    });
    const declined = await updateBidsOfListing(tx, listing.id, ['sent', 'updated'], {
      status: 'declined',
      finalAt: now,
      updatedAt: now,
    });
    const open = declined.filter((bid) => bid.expiresAt.getTime() > now.getTime());
    const crop = this.cropName(listing.commodityId);
    await this.notices.send(
      tx,
      open.map((bid) => ({
        ...tradingNoticeTexts.ended({ crop, reference: listing.reference }),
        userIds: [bid.buyerUserId],
        organisationId: bid.buyerOrganisationId,
        path: TRADING_PATHS.bidDetail(bid.id),
        data: { listingId: listing.id, bidId: bid.id },
      })),
    );
    return ended;
  }

  async close(principal: Principal, id: string, input: ListingClose): Promise<SellerListing> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const row = await this.db.transaction(async (tx) => {
      const listing = await this.lockOwn(tx, scope, id);
      const now = this.clock.now();
      if (!canEndListing({ ...listing, vetted: true }, now)) {
        throw conflict(messages.trading.listingEnded);
      }
      return this.end(tx, listing, input.reasonId, now);
    });
    return this.sellerView(principal, row);
  }

  /** §4: after the cutoff a listing can be re-listed: the same listing with a new review time; the old one ends. */
  async relist(principal: Principal, id: string, input: ListingRelist): Promise<SellerListing> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const current = await findSellerListing(this.db, scope, id);
    if (!current) throw notFound();
    const place = await this.placeOf(principal, current.businessUnitId);
    const row = await this.db.transaction(async (tx) => {
      const listing = await this.lockOwn(tx, scope, id);
      const now = this.clock.now();
      if (canEndListing({ ...listing, vetted: true }, now)) await this.end(tx, listing, 'relisted', now);
      const again = listingCreateSchema.parse({ ...this.inputOf(listing), ...input });
      // The same grain again: it keeps the lot it was listed from.
      return this.insert(tx, principal, again, place, {
        relistedFromId: listing.id,
        stockRecordId: listing.stockRecordId,
      });
    });
    return this.sellerView(principal, row);
  }

  /** Moves an ended or traded listing out of the seller's lists. */
  async archive(principal: Principal, id: string): Promise<SellerListing> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const row = await this.db.transaction(async (tx) => {
      const listing = await this.lockOwn(tx, scope, id);
      const now = this.clock.now();
      if (canEndListing({ ...listing, vetted: true }, now)) {
        throw conflict(messages.trading.listingNotOpen);
      }
      return updateListing(tx, listing.id, { archivedAt: listing.archivedAt ?? now, updatedAt: now });
    });
    return this.sellerView(principal, row);
  }

  /**
   * The names of these listings' farms: the caller's units, and a farm deleted since by the name it had (a deleted
   * unit stays for the history of what referred to it), so no listing is left without its farm's name.
   */
  private async farmNames(units: UnitScope, rows: readonly ListingRow[]): Promise<Map<string, string>> {
    const names = new Map(units.units.map((unit) => [unit.id, unit.name]));
    const missing = [...new Set(rows.map((row) => row.businessUnitId))].filter((id) => !names.has(id));
    if (missing.length > 0) {
      for (const [id, name] of await this.directory.unitNames(units.organisationId, missing)) names.set(id, name);
    }
    return names;
  }

  private async sellerView(principal: Principal, row: ListingRow): Promise<SellerListing> {
    const [{ units }, counts] = await Promise.all([
      sellerScopeOf(this.directory, principal),
      offerCounts(this.db, [row.id]),
    ]);
    const names = await this.farmNames(units, [row]);
    return sellerListingView(row, this.clock.now(), {
      businessUnitName: names.get(row.businessUnitId) ?? '',
      offerCount: counts.get(row.id) ?? 0,
    });
  }

  /** Seller views of these listings, in the order given (the trading search's page). */
  async sellerViewsOf(principal: Principal, ids: string[]): Promise<SellerListing[]> {
    const { units } = await sellerScopeOf(this.directory, principal);
    const rows = await findListingsByIds(this.db, ids);
    const [counts, names] = await Promise.all([offerCounts(this.db, ids), this.farmNames(units, rows)]);
    const now = this.clock.now();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        sellerListingView(row, now, {
          businessUnitName: names.get(row.businessUnitId) ?? '',
          offerCount: counts.get(row.id) ?? 0,
        }),
      ];
    });
  }

  /** Buyer views of these listings, in the order given. */
  /** The listings by id as the buyer sees them, with their distance from `from` (the site the search measures from). */
  async marketViewsOf(principal: Principal, ids: string[], from: Coordinates | null = null): Promise<MarketListing[]> {
    const rows = await findListingsByIds(this.db, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const [sellers, mine] = await Promise.all([
      organisationsById(
        this.directory,
        rows.map((row) => row.organisationId),
      ),
      organisationBidsOn(this.db, ids, principal.organisationId ?? ''),
    ]);
    const now = this.clock.now();
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const seller = sellers.get(row.organisationId);
      return [
        marketListingView(row, now, {
          sellerName: seller?.name ?? null,
          vetted: seller?.vetted ?? false,
          myBid: mine.get(row.id) ?? null,
          from,
          areaTown: this.areaTown(row.areaCode),
        }),
      ];
    });
  }

  /** The sellers a buyer must not see listings of: those not (or no longer) vetted. */
  async unvettedSellerIds(): Promise<string[]> {
    const sellers = await organisationsById(this.directory, await activeSellerIds(this.db, this.clock.now()));
    return [...sellers.values()].filter((ref) => !ref.vetted).map((ref) => ref.id);
  }

  async sellerListings(principal: Principal, tab: ListingTab | undefined, page: Page) {
    const { scope, units } = await sellerScopeOf(this.directory, principal);
    const now = this.clock.now();
    const { rows, total } = await sellerListingsPage(this.db, scope, tab, now, page);
    const [counts, names] = await Promise.all([
      offerCounts(
        this.db,
        rows.map((row) => row.id),
      ),
      this.farmNames(units, rows),
    ]);
    const items = rows.map((row) =>
      sellerListingView(row, now, {
        businessUnitName: names.get(row.businessUnitId) ?? '',
        offerCount: counts.get(row.id) ?? 0,
      }),
    );
    return { items, total };
  }

  /** How many listings are open for offers now, as the market counts them. */
  async openForOffers(): Promise<number> {
    const excluded = await this.unvettedSellerIds();
    const { total } = await marketListingsPage(
      this.db,
      { now: this.clock.now(), excludedOrganisationIds: excluded },
      { offset: 0, limit: 0 },
    );
    return total;
  }

  /** Listings open for offers, for buyers (§2 market); those of sellers not vetted wait as pending. */
  async market(principal: Principal, filter: { commodityId?: string | undefined }, page: Page) {
    const now = this.clock.now();
    const excluded = await this.unvettedSellerIds();
    const sellers = await organisationsById(this.directory, await activeSellerIds(this.db, now));
    const { rows, total } = await marketListingsPage(
      this.db,
      { now, excludedOrganisationIds: excluded, commodityId: filter.commodityId },
      page,
    );
    const mine = await organisationBidsOn(
      this.db,
      rows.map((row) => row.id),
      principal.organisationId ?? '',
    );
    const items: MarketListing[] = rows.map((row) =>
      marketListingView(row, now, {
        sellerName: sellers.get(row.organisationId)?.name ?? null,
        vetted: true,
        myBid: mine.get(row.id) ?? null,
        areaTown: this.areaTown(row.areaCode),
      }),
    );
    return { items, total };
  }

  /**
   * GET /trading/listings/{id}: the seller's own listing in full; for a buyer, a listing that has opened to buyers
   * (or one they made an offer on) without its internal fields. Anything else is 404.
   */
  async get(principal: Principal, id: string): Promise<SellerListing | MarketListing> {
    const organisationId = principal.organisationId ?? '';
    const row = await findListing(this.db, id);
    if (!row) throw notFound();
    const seller = actsAs(principal, 'seller');
    if (row.organisationId === organisationId) {
      if (!seller) throw notFound();
      const { scope } = await sellerScopeOf(this.directory, principal);
      if (!(await findSellerListing(this.db, scope, id))) throw notFound();
      return this.sellerView(principal, row);
    }
    // A buyer reads another's listing as the market shows it, so they need what the market needs (§6).
    const buyer = actsAs(principal, 'buyer');
    if (!buyer) throw notFound();
    const now = this.clock.now();
    const [sellers, mine] = await Promise.all([
      organisationsById(this.directory, [row.organisationId]),
      organisationBidsOn(this.db, [row.id], organisationId),
    ]);
    const sellerRef = sellers.get(row.organisationId);
    const myBid = mine.get(row.id) ?? null;
    const vetted = sellerRef?.vetted ?? false;
    const state = listingState({ ...row, vetted }, now);
    const visible = myBid !== null || (vetted && row.opensAt.getTime() <= now.getTime() && state !== 'archived');
    if (!visible) throw notFound();
    return marketListingView(row, now, {
      sellerName: sellerRef?.name ?? null,
      vetted,
      myBid,
      areaTown: this.areaTown(row.areaCode),
    });
  }
}
