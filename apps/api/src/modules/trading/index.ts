import { messages } from '@harvest/domain';
import type { ApiModule, PlatformPorts } from '../../platform/module';
import type { BusinessUnitLinks } from '../accounts';
import type { NotificationsService } from '../notifications';
import { BuyerDashboardService } from './bids/dashboard-service';
import { bidsRoutes } from './bids/routes';
import { BidsService } from './bids/service';
import { contractChangesRoutes } from './contract-changes/routes';
import { ContractChangesService } from './contract-changes/service';
import { contractsRoutes } from './contracts/routes';
import { invoicesRoutes } from './invoices/routes';
import { InvoicesService } from './invoices/service';
import { ContractsService } from './contracts/service';
import { deliveriesRoutes } from './deliveries/routes';
import { DeliveriesService } from './deliveries/service';
import { settlementsRoutes } from './settlements/routes';
import { SettlementsService } from './settlements/service';
import { TradingDemoService } from './demo/service';
import { listingsRoutes } from './listings/routes';
import { ListingsService } from './listings/service';
import { TradingNotices } from './notices/service';
import type {
  AreaNames,
  ContractFiles,
  CropNames,
  DeliveryFiles,
  NoticePeople,
  PersonUnits,
  SettlementReasons,
  Specifications,
  StockLots,
  StockMovements,
  TradingDirectory,
} from './ports';
import { TradingSearchService } from './search/service';
import { registerTradingJobs, requestTradingSweep, TRADING_SWEEP_EVERY_MS, TradingSweepRequests } from './sweep/jobs';
import { TradingSweep } from './sweep/service';
import { tradesRoutes } from './trades/routes';
import { TradesService } from './trades/service';
import type { TradingParts } from './trading-service';
import { wantedRoutes } from './wanted/routes';
import { WantedService } from './wanted/service';

export { TradingSearchService };
export type { DeliveriesService, DeliveryHaulage } from './deliveries/service';

/** What trading needs of the modules before it. */
export interface TradingPorts {
  /** Businesses, farms and people; and §5's holds on a business unit (listings, trade requests). */
  directory: TradingDirectory &
    NoticePeople & { registerBusinessUnitUsage(kind: string, links: BusinessUnitLinks): void };
  crops: CropNames;
  /** The post towns of the postcode areas (geo), naming a listing's area. */
  areas: AreaNames;
  files: ContractFiles & DeliveryFiles;
  notifications: Pick<NotificationsService, 'notifyEach'>;
  people: PersonUnits;
  /** The seller's stock lots a listing may be started from (inventory). */
  lots: StockLots;
  /** A contract's deliveries plan, dispatch and delete their outbound movements through inventory. */
  movements: StockMovements;
  /** The reference specifications: a contract's picks its default deduction and bonus scale. */
  specifications: Specifications;
  /** Core config's settlement deduction and bonus reasons (reference). */
  reasons: SettlementReasons;
}

export type TradingModule = ApiModule<{
  listings: ListingsService;
  bids: BidsService;
  wanted: WantedService;
  tradingSweep: TradingSweep;
  trades: TradesService;
  contracts: ContractsService;
  contractChanges: ContractChangesService;
  deliveries: DeliveriesService;
  invoices: InvoicesService;
  settlements: SettlementsService;
  tradingDemo: TradingDemoService;
  tradingSearch: TradingSearchService;
}> & {
  /** Asks for the deadline sweep now (the test clock moved). */
  requestSweep(): void;
};

/**
 * The marketplace: listings, offers and their options, wanted listings, trade requests, trades and the contracts they
 * open, the deadline sweep.
 */
export function createTradingModule(platform: PlatformPorts, ports: TradingPorts): TradingModule {
  const { db, clock, config, jobs, log } = platform;
  // Trading tells people through notices: in the app and by email.
  const notices = new TradingNotices(ports.notifications, platform.outbox, ports.directory, config.publicUrl);
  const sweepRequests = new TradingSweepRequests(jobs, log, config.runWorkers);
  const parts: TradingParts = {
    db,
    clock,
    directory: ports.directory,
    crops: ports.crops,
    areas: ports.areas,
    notices,
  };
  const listings = new ListingsService(parts, ports.lots);
  const contracts = new ContractsService(parts, ports.files);
  const deliveries = new DeliveriesService(parts, ports.movements, ports.files, ports.specifications, ports.lots);
  const invoices = new InvoicesService(parts);
  const settlements = new SettlementsService(parts, invoices, ports.reasons);
  deliveries.readSettlementsFrom(settlements);
  // §7: no contract with a delivery or an invoice can be deleted.
  contracts.registerDeleteBlock('deliveries', deliveries);
  contracts.registerDeleteBlock('invoices', invoices);
  const contractChanges = new ContractChangesService(parts, contracts, ports.reasons);
  contracts.registerDeleteBlock('rollovers', contractChanges, messages.rollovers.deleteBlocked);
  const bids = new BidsService(parts, ports.files, sweepRequests, contracts);
  const wanted = new WantedService(parts, contracts);
  const tradingSweep = new TradingSweep(parts);
  const trades = new TradesService(parts);
  const tradingDemo = new TradingDemoService(db);
  const tradingSearch = new TradingSearchService(parts, listings, bids, ports.people, contracts);
  const dashboard = new BuyerDashboardService(bids, listings);
  // §5: what holds a business unit: its listings and the trade requests sent from it.
  ports.directory.registerBusinessUnitUsage('listings', listings);
  ports.directory.registerBusinessUnitUsage('tradeRequests', wanted);
  registerTradingJobs(jobs, tradingSweep);

  const requestSweep = () => {
    requestTradingSweep(jobs).catch((error: unknown) => log.error({ err: error }, 'trading sweep request'));
  };
  let sweepTimer: NodeJS.Timeout | null = null;
  return {
    services: {
      listings,
      bids,
      wanted,
      tradingSweep,
      trades,
      contracts,
      contractChanges,
      deliveries,
      invoices,
      settlements,
      tradingDemo,
      tradingSearch,
    },
    requestSweep: () => {
      if (config.runWorkers) requestSweep();
    },
    routes: async (api) => {
      await api.register(listingsRoutes, { listings, bids });
      await api.register(bidsRoutes, { service: bids, dashboard });
      await api.register(wantedRoutes, { service: wanted });
      await api.register(tradesRoutes, { service: trades });
      await api.register(contractsRoutes, { service: contracts, changes: contractChanges });
      await api.register(contractChangesRoutes, { service: contractChanges });
      await api.register(deliveriesRoutes, { service: deliveries });
      await api.register(invoicesRoutes, { service: invoices });
      await api.register(settlementsRoutes, { service: settlements });
    },
    start: async () => {
      if (!config.runWorkers) return;
      // Each instance asks for the trading sweep; the queue runs one at a time (jobs.ts).
      sweepTimer = setInterval(requestSweep, TRADING_SWEEP_EVERY_MS);
      sweepTimer.unref();
    },
    stop: async () => {
      if (sweepTimer) clearInterval(sweepTimer);
      sweepRequests.close();
    },
  };
}
