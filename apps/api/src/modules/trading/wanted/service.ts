import {
  contractDueAt,
  formatMoney,
  messages,
  tonnes,
  tradeRequestDeadline,
  tradeRequestFarmIssue,
  tradeRequestHoldsFarm,
  tradeRequestIssues,
  tradeRequestState,
  TRADING_PATHS,
  type TradeRequestCreate,
  type TradeRequestView,
  type WantedCreate,
  type WantedView,
} from '@harvest/domain';
import type { Principal } from '../../../platform/auth/principal';
import type { Executor } from '../../../platform/db/database';
import type { Page } from '../../../platform/db/page-of';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/errors';
import { collectionOf, farmOf, holdFarm, organisationsById, sellerScopeOf } from '../directory-service';
import { invalid } from '../errors';
import { noticeMonth, noticeTime, tradingNoticeTexts } from '../notices/views';
import { nextReference } from '../queries';
import { insertTrade, tradesOfTradeRequests } from '../trades/queries';
import type { ContractsService } from '../contracts/service';
import { TradingService, type TradingParts } from '../trading-service';
import {
  farmTradeRequestFacts,
  findTradeRequest,
  findWanted,
  insertTradeRequest,
  insertWanted,
  lockTradeRequest,
  lockWanted,
  tradeRequestsPage,
  updateTradeRequest,
  updateWanted,
  wantedPage,
  type TradeRequestRow,
  type WantedRow,
} from './queries';
import { tradeRequestView, wantedView } from './views';

/**
 * Wanted listings and trade requests (trading §3-§4): a buyer says what they want; a seller answers by asking them
 * to trade, with a farm whose assurance scheme status is valid; the buyer has 2 hours to accept (a trade) or decline.
 */
export class WantedService extends TradingService {
  constructor(
    parts: TradingParts,
    private readonly contracts: ContractsService,
  ) {
    super(parts);
  }

  private async wantedViews(principal: Principal, rows: WantedRow[]): Promise<WantedView[]> {
    const names = await organisationsById(
      this.directory,
      rows.map((row) => row.organisationId),
    );
    return rows.map((row) =>
      wantedView(row, {
        buyerName: names.get(row.organisationId)?.name ?? '',
        mine: row.organisationId === principal.organisationId,
      }),
    );
  }

  async createWanted(principal: Principal, input: WantedCreate): Promise<WantedView> {
    if (!this.crops.commodityGroup(input.commodityId)) throw badRequest([invalid('commodityId')]);
    const row = await this.db.transaction(async (tx) =>
      insertWanted(tx, {
        reference: await nextReference(tx, 'W'),
        organisationId: principal.organisationId ?? '',
        createdBy: principal.userId,
        commodityId: input.commodityId,
        commodityItemId: input.commodityItemId ?? null,
        quantityMinKg: input.quantityMinKg,
        quantityMaxKg: input.quantityMaxKg,
        months: [...new Set(input.months)].sort(),
        pricePerUnit: input.pricePerUnit ?? null,
        currency: input.currency,
        deliveryPostcode: input.deliveryPostcode ?? null,
        notes: input.notes ?? null,
        status: 'active',
        createdAt: this.clock.now(),
      }),
    );
    const [view] = await this.wantedViews(principal, [row]);
    if (!view) throw notFound();
    return view;
  }

  async closeWanted(principal: Principal, id: string): Promise<WantedView> {
    const row = await this.db.transaction(async (tx) => {
      const wanted = await lockWanted(tx, id);
      if (!wanted || wanted.organisationId !== principal.organisationId) throw notFound();
      if (wanted.status === 'closed') return wanted;
      return updateWanted(tx, id, { status: 'closed', closedAt: this.clock.now() });
    });
    const [view] = await this.wantedViews(principal, [row]);
    if (!view) throw notFound();
    return view;
  }

  /** A buyer's own wanted listings (`mine`), or for a seller every active one. */
  async wanted(principal: Principal, mine: boolean, page: Page) {
    const { rows, total } = await wantedPage(
      this.db,
      mine ? { organisationId: principal.organisationId ?? '', activeOnly: false } : { activeOnly: true },
      page,
    );
    return { items: await this.wantedViews(principal, rows), total };
  }

  async wantedOne(principal: Principal, id: string): Promise<WantedView> {
    const row = await findWanted(this.db, id);
    if (!row || (row.status !== 'active' && row.organisationId !== principal.organisationId)) throw notFound();
    const [view] = await this.wantedViews(principal, [row]);
    if (!view) throw notFound();
    return view;
  }

  /**
   * §5: how many trade requests sent from the farm still hold it (the domain's tradeRequestHoldsFarm at the clock's
   * now). Accounts asks through its BusinessUnitLinks port, wired in app.ts.
   */
  async linksToBusinessUnit(unit: { id: string; organisationId: string }, exec: Executor): Promise<number> {
    const now = this.clock.now();
    return (await farmTradeRequestFacts(exec, unit)).filter((request) => tradeRequestHoldsFarm(request, now)).length;
  }

  // Trade requests

  /** One request as the caller sees it (404 when it is not theirs to see). */
  private async requestView(principal: Principal, row: TradeRequestRow): Promise<TradeRequestView> {
    const [view] = await this.requestViews(principal, [row]);
    if (!view) throw notFound();
    return view;
  }

  private async requestViews(principal: Principal, rows: TradeRequestRow[]): Promise<TradeRequestView[]> {
    const names = await organisationsById(
      this.directory,
      rows.flatMap((row) => [row.sellerOrganisationId, row.buyerOrganisationId]),
    );
    const now = this.clock.now();
    const trades = await tradesOfTradeRequests(
      this.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      tradeRequestView(row, now, {
        sellerName: names.get(row.sellerOrganisationId)?.name ?? '',
        buyerName: names.get(row.buyerOrganisationId)?.name ?? '',
        side: row.sellerOrganisationId === principal.organisationId ? 'seller' : 'buyer',
        tradeId: trades.get(row.id) ?? null,
      }),
    );
  }

  /**
   * §4: asking a buyer to trade needs a farm with a valid scheme status, and (§5) a quantity within the wanted
   * listing's min and max; the buyer has 2 hours.
   */
  async createTradeRequest(principal: Principal, input: TradeRequestCreate): Promise<TradeRequestView> {
    const farm = await farmOf(this.directory, principal, input.businessUnitId);
    const issue = tradeRequestFarmIssue(farm);
    if (issue) throw badRequest([invalid('businessUnitId', issue)], issue);
    const row = await this.db.transaction(async (tx) => {
      await holdFarm(this.directory, tx, farm.id);
      const wanted = await lockWanted(tx, input.wantedId);
      if (!wanted) throw notFound();
      if (wanted.organisationId === principal.organisationId) throw forbidden(messages.trading.ownListing);
      if (wanted.status !== 'active') throw conflict(messages.trading.wantedClosed);
      const issues = tradeRequestIssues(wanted, input);
      if (issues[0]) throw badRequest(issues, issues[0].message);
      const now = this.clock.now();
      const request = await insertTradeRequest(tx, {
        wantedId: wanted.id,
        sellerOrganisationId: principal.organisationId ?? '',
        sellerUserId: principal.userId,
        businessUnitId: farm.id,
        buyerOrganisationId: wanted.organisationId,
        commodityId: wanted.commodityId,
        quantityKg: input.quantityKg,
        month: input.month,
        pricePerUnit: input.pricePerUnit,
        currency: wanted.currency,
        notes: input.notes ?? null,
        schemeStatus: farm.farmDetails?.assuranceStatus ?? '',
        collection: collectionOf(farm),
        status: 'active',
        sentAt: now,
        expiresAt: tradeRequestDeadline(now),
      });
      const sellers = await organisationsById(this.directory, [request.sellerOrganisationId], tx);
      await this.notices.send(tx, [
        {
          ...tradingNoticeTexts.tradeRequest({
            seller: sellers.get(request.sellerOrganisationId)?.name ?? '',
            quantity: tonnes(request.quantityKg),
            crop: this.cropName(request.commodityId),
            at: noticeTime(now),
            expires: noticeTime(request.expiresAt),
          }),
          userIds: wanted.createdBy ? [wanted.createdBy] : await this.notices.membersOf(tx, wanted.organisationId),
          organisationId: wanted.organisationId,
          path: TRADING_PATHS.tradeRequestForBuyer(request.id),
          data: { tradeRequestId: request.id },
        },
      ]);
      return request;
    });
    return this.requestView(principal, row);
  }

  /**
   * PATCH /trading/trade-requests/{id}/close: the buyer accepts (a trade) or declines within 2 hours; the seller
   * may withdraw it while it waits.
   */
  async closeTradeRequest(
    principal: Principal,
    id: string,
    outcome: 'accepted' | 'declined' | 'withdrawn',
  ): Promise<TradeRequestView> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const { organisationId } = scope;
    const row = await this.db.transaction(async (tx) => {
      if (!(await findTradeRequest(tx, scope, id))) throw notFound();
      const request = await lockTradeRequest(tx, id);
      if (!request) throw notFound();
      const now = this.clock.now();
      const state = tradeRequestState(request, now);
      if (state.outcome === 'expired') throw conflict(messages.trading.tradeRequestExpired);
      if (state.status === 'closed') throw conflict(messages.trading.tradeRequestClosed);
      const isBuyer = request.buyerOrganisationId === organisationId;
      if ((outcome === 'withdrawn') === isBuyer) throw forbidden();
      const closed = await updateTradeRequest(tx, id, { status: 'closed', outcome, closedAt: now });
      const crop = this.cropName(request.commodityId);
      const sellerPeople = request.sellerUserId
        ? [request.sellerUserId]
        : await this.notices.membersOf(tx, request.sellerOrganisationId);
      if (outcome === 'accepted') {
        const trade = await insertTrade(tx, {
          reference: await nextReference(tx, 'T'),
          origin: 'trade-request',
          tradeRequestId: request.id,
          sellerOrganisationId: request.sellerOrganisationId,
          buyerOrganisationId: request.buyerOrganisationId,
          commodityId: request.commodityId,
          month: request.month,
          quantityKg: request.quantityKg,
          pricePerUnit: request.pricePerUnit,
          currency: request.currency,
          acceptedBy: principal.userId,
          acceptedAt: now,
          contractDueAt: contractDueAt(now),
          // Told here, to the seller who asked: the sweep has nothing to announce.
          announcedAt: now,
        });
        // A trade request names no specification or haulage: the contract leaves them for the parties to add.
        await this.contracts.openFromTrade(tx, trade, {
          sellerBusinessUnitId: request.businessUnitId,
          harvestYear: null,
          specification: null,
          haulage: null,
        });
        await this.notices.send(tx, [
          {
            ...tradingNoticeTexts.trade({
              quantity: tonnes(request.quantityKg),
              crop,
              price: formatMoney(request.pricePerUnit, request.currency),
              month: noticeMonth(request.month),
              reference: trade.reference,
            }),
            userIds: sellerPeople,
            organisationId: request.sellerOrganisationId,
            path: TRADING_PATHS.tradeRequestForSeller(request.id),
            data: { tradeRequestId: request.id, tradeId: trade.id },
          },
        ]);
      } else if (outcome === 'declined') {
        const buyers = await organisationsById(this.directory, [request.buyerOrganisationId], tx);
        await this.notices.send(tx, [
          {
            ...tradingNoticeTexts.tradeRequestDeclined({
              buyer: buyers.get(request.buyerOrganisationId)?.name ?? '',
              crop,
            }),
            userIds: sellerPeople,
            organisationId: request.sellerOrganisationId,
            path: TRADING_PATHS.tradeRequestForSeller(request.id),
            data: { tradeRequestId: request.id },
          },
        ]);
      }
      return closed;
    });
    return this.requestView(principal, row);
  }

  async tradeRequests(principal: Principal, page: Page) {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const { rows, total } = await tradeRequestsPage(this.db, scope, page);
    return { items: await this.requestViews(principal, rows), total };
  }

  async tradeRequest(principal: Principal, id: string): Promise<TradeRequestView> {
    const { scope } = await sellerScopeOf(this.directory, principal);
    const row = await findTradeRequest(this.db, scope, id);
    if (!row) throw notFound();
    return this.requestView(principal, row);
  }
}
