import { ROLE_SYS_ADMIN, TRADING_MODULES, type ModuleId, type Permission } from '@harvest/domain';
import type { ComponentType } from 'react';
import type { Catalogue } from '../lib/i18n/en-gb';
import { paths } from '../lib/paths';
import { canAccess, hasOrganisationModule, hasRole, isAuthenticated } from '../lib/session/session-selectors';
import type { SessionState } from '../lib/storage/session-store';
import { namedGuards } from './guards/route-guard';
import { ArrowsIcon } from '../ui/icons/arrows-icon';
import { BarnIcon } from '../ui/icons/barn-icon';
import { BuildingIcon } from '../ui/icons/building-icon';
import { ContractIcon } from '../ui/icons/contract-icon';
import { GaugeIcon } from '../ui/icons/gauge-icon';
import { InvoiceIcon } from '../ui/icons/invoice-icon';
import { ListIcon } from '../ui/icons/list-icon';
import { LogsIcon } from '../ui/icons/logs-icon';
import { MailIcon } from '../ui/icons/mail-icon';
import { MapPinIcon } from '../ui/icons/map-pin-icon';
import { NewsIcon } from '../ui/icons/news-icon';
import { PencilIcon } from '../ui/icons/pencil-icon';
import { StatusIcon } from '../ui/icons/status-icon';
import { TeamIcon } from '../ui/icons/team-icon';
import { TruckIcon } from '../ui/icons/truck-icon';
import { UserIcon } from '../ui/icons/user-icon';
import { WheatIcon } from '../ui/icons/wheat-icon';

/** Sections of the navbar, in the order they appear. */
export const navSections = [
  { id: 'inventory', labelKey: 'nav.sections.inventory' },
  { id: 'trading', labelKey: 'nav.sections.trading' },
  { id: 'logistics', labelKey: 'nav.sections.logistics' },
  { id: 'account', labelKey: 'nav.sections.account' },
  { id: 'administration', labelKey: 'nav.sections.administration' },
  { id: 'help', labelKey: 'nav.sections.help' },
  { id: 'development', labelKey: 'nav.sections.development' },
] as const;

export type NavSectionId = (typeof navSections)[number]['id'];

export interface NavEntry {
  /** A key of the catalogue under `nav.`: add the label there first. */
  labelKey: `nav.${Exclude<keyof Catalogue['nav'], 'sections'>}`;
  path: string;
  section: NavSectionId;
  icon?: ComponentType<{ size?: number }>;
  /** Active only on this exact path, not on the pages beneath it (the home page). */
  end?: boolean;
  /** Shown only to signed-in users. */
  signedIn?: boolean;
  /** Shown only with this permission (and role), as the route's guard asks. */
  permission?: Permission;
  role?: string;
  /** Shown only when the organisation has this module. */
  module?: ModuleId;
  /** Shown only when the organisation has one of these modules (farm locations: those who keep stores). */
  anyModule?: readonly ModuleId[];
  /** Shown only where the API serves the development tools (it runs in development). */
  development?: boolean;
  /** Shown only when this named route guard (route-guard.ts) lets the session in, as the route's handle asks. */
  guard?: string;
}

/**
 * The navigation registry: each module adds its entries here as it arrives, and the
 * navbar shows those the user may open, grouped by section. Development entries are for
 * people working on the platform; the API answers 404 for them in production.
 */
export const navigation: readonly NavEntry[] = [
  {
    labelKey: 'nav.inventoryOverview',
    path: paths.inventoryOverview,
    section: 'inventory',
    icon: GaugeIcon,
    signedIn: true,
    permission: 'inventory.movements',
    module: 'inventory:core',
  },
  {
    labelKey: 'nav.storesAndFields',
    path: paths.inventoryStorage,
    section: 'inventory',
    icon: BarnIcon,
    signedIn: true,
    permission: 'inventory.movements',
    module: 'inventory:core',
  },
  {
    labelKey: 'nav.stock',
    path: paths.inventoryStock,
    section: 'inventory',
    icon: ListIcon,
    signedIn: true,
    permission: 'inventory.movements',
    module: 'inventory:core',
  },
  {
    labelKey: 'nav.movements',
    path: paths.inventoryMovements,
    section: 'inventory',
    icon: ArrowsIcon,
    signedIn: true,
    permission: 'inventory.movements',
    module: 'inventory:core',
  },
  {
    labelKey: 'nav.harvest',
    path: paths.inventoryHarvest,
    section: 'inventory',
    icon: WheatIcon,
    signedIn: true,
    permission: 'inventory.movements',
    module: 'inventory:core',
  },
  {
    labelKey: 'nav.marketInsights',
    path: paths.marketInsights,
    section: 'trading',
    icon: GaugeIcon,
    signedIn: true,
    guard: 'trader',
  },
  {
    labelKey: 'nav.priceAlerts',
    path: paths.alertPreferences,
    section: 'trading',
    icon: StatusIcon,
    signedIn: true,
    guard: 'trader',
  },
  {
    labelKey: 'nav.market',
    path: paths.market(),
    section: 'trading',
    icon: WheatIcon,
    signedIn: true,
    permission: 'trading.bids',
    module: 'trading:buyers',
  },
  {
    labelKey: 'nav.myOffers',
    path: paths.myBids,
    section: 'trading',
    icon: ArrowsIcon,
    signedIn: true,
    permission: 'trading.bids',
    module: 'trading:buyers',
  },
  {
    labelKey: 'nav.wanted',
    path: paths.wanted,
    section: 'trading',
    icon: NewsIcon,
    signedIn: true,
    permission: 'trading.bids',
    module: 'trading:buyers',
  },
  {
    labelKey: 'nav.wantedSeller',
    path: paths.wantedSeller,
    section: 'trading',
    icon: NewsIcon,
    signedIn: true,
    permission: 'trading.listings',
    module: 'trading:core',
  },
  {
    labelKey: 'nav.myListings',
    path: paths.sellerListings(),
    section: 'trading',
    icon: ListIcon,
    signedIn: true,
    permission: 'trading.listings',
    module: 'trading:core',
  },
  {
    labelKey: 'nav.contracts',
    path: paths.contracts(),
    section: 'trading',
    icon: ContractIcon,
    signedIn: true,
    permission: 'trading.contracts',
    anyModule: TRADING_MODULES,
  },
  {
    labelKey: 'nav.invoices',
    path: paths.invoices,
    section: 'trading',
    icon: InvoiceIcon,
    signedIn: true,
    permission: 'trading.contracts',
    anyModule: TRADING_MODULES,
  },
  {
    labelKey: 'nav.driverApp',
    path: paths.driver(),
    section: 'logistics',
    icon: TruckIcon,
    signedIn: true,
    guard: 'driver',
  },
  {
    labelKey: 'nav.jobs',
    path: paths.logisticsJobs,
    section: 'logistics',
    icon: MapPinIcon,
    signedIn: true,
    guard: 'haulage',
  },
  {
    labelKey: 'nav.loads',
    path: paths.loads,
    section: 'logistics',
    icon: ListIcon,
    signedIn: true,
    guard: 'haulage',
  },
  {
    labelKey: 'nav.loadPlanner',
    path: paths.loadPlanner,
    section: 'logistics',
    icon: GaugeIcon,
    signedIn: true,
    permission: 'logistics.carrier',
    guard: 'haulier',
  },
  {
    labelKey: 'nav.quoteRequests',
    path: paths.quoteRequests,
    section: 'logistics',
    icon: ListIcon,
    signedIn: true,
    permission: 'logistics.carrier',
    guard: 'haulier',
  },
  {
    labelKey: 'nav.vehicles',
    path: paths.logisticsVehicles,
    section: 'logistics',
    icon: TruckIcon,
    signedIn: true,
    permission: 'logistics.carrier',
    guard: 'haulier',
  },
  {
    labelKey: 'nav.trailers',
    path: paths.logisticsTrailers,
    section: 'logistics',
    icon: ListIcon,
    signedIn: true,
    permission: 'logistics.carrier',
    guard: 'haulier',
  },
  {
    labelKey: 'nav.drivers',
    path: paths.logisticsDrivers,
    section: 'logistics',
    icon: TeamIcon,
    signedIn: true,
    permission: 'logistics.carrier',
    guard: 'haulier',
  },
  {
    labelKey: 'nav.carrierTerms',
    path: paths.logisticsTerms,
    section: 'logistics',
    icon: ContractIcon,
    signedIn: true,
    permission: 'logistics.carrier',
    guard: 'haulier',
  },

  { labelKey: 'nav.account', path: paths.account, section: 'account', icon: UserIcon, signedIn: true },
  {
    labelKey: 'nav.team',
    path: paths.team,
    section: 'account',
    icon: TeamIcon,
    signedIn: true,
    permission: 'account.teams',
  },
  {
    labelKey: 'nav.businessSetup',
    path: paths.businessSetup,
    section: 'account',
    icon: BuildingIcon,
    signedIn: true,
    permission: 'account.business',
  },
  {
    labelKey: 'nav.farmLocations',
    path: paths.farmLocations,
    section: 'account',
    icon: MapPinIcon,
    signedIn: true,
    permission: 'account.business-units',
    // Farms and stores are where grain is kept: a merchant (buying only) or a haulier keeps none.
    anyModule: ['inventory:core', 'trading:core'],
  },
  {
    labelKey: 'nav.businessAccounts',
    path: paths.businessAccounts,
    section: 'administration',
    icon: BuildingIcon,
    signedIn: true,
    permission: 'administrator',
    role: ROLE_SYS_ADMIN,
  },
  {
    labelKey: 'nav.clientLogs',
    path: paths.clientLogs,
    section: 'administration',
    icon: LogsIcon,
    signedIn: true,
    permission: 'administrator',
    role: ROLE_SYS_ADMIN,
  },
  {
    labelKey: 'nav.latestUpdatesEditor',
    path: paths.latestUpdatesEditor,
    section: 'administration',
    icon: PencilIcon,
    signedIn: true,
    permission: 'administrator',
    role: ROLE_SYS_ADMIN,
  },
  {
    labelKey: 'nav.marketPrices',
    path: paths.marketPrices,
    section: 'administration',
    icon: WheatIcon,
    signedIn: true,
    permission: 'administrator',
    role: ROLE_SYS_ADMIN,
  },
  {
    labelKey: 'nav.marketUpdatesEditor',
    path: paths.marketUpdatesEditor,
    section: 'administration',
    icon: NewsIcon,
    signedIn: true,
    permission: 'administrator',
    role: ROLE_SYS_ADMIN,
  },
  { labelKey: 'nav.latestUpdates', path: paths.latestUpdates, section: 'help', icon: NewsIcon, signedIn: true },
  // Near help, not first: the platform's health is for the curious and for support, not the day's work.
  { labelKey: 'nav.status', path: paths.status, section: 'help', icon: StatusIcon, end: true },
  {
    labelKey: 'nav.mailbox',
    path: paths.devMailbox,
    section: 'development',
    icon: MailIcon,
    signedIn: true,
    role: ROLE_SYS_ADMIN,
    development: true,
  },
];

/** What the navigation knows of where it runs, besides the session. */
export interface NavContext {
  /** The API serves the development tools (the mailbox). */
  development: boolean;
}

/** The entries this session may see. */
export function visibleNavigation(
  session: SessionState,
  entries: readonly NavEntry[] = navigation,
  context: NavContext = { development: false },
): NavEntry[] {
  const signedIn = isAuthenticated(session);
  return entries.filter(
    (entry) =>
      (!entry.signedIn || signedIn) &&
      (!entry.development || context.development) &&
      (!entry.anyModule || (signedIn && entry.anyModule.some((module) => hasOrganisationModule(session, module)))) &&
      (!entry.permission || (signedIn && canAccess(session, entry.permission))) &&
      (!entry.role || (signedIn && hasRole(session, entry.role))) &&
      (!entry.module || (signedIn && hasOrganisationModule(session, entry.module))) &&
      (!entry.guard || (signedIn && (namedGuards[entry.guard]?.(session) ?? false))),
  );
}

/** Entries grouped by section in section order; empty sections are left out. */
export function navigationBySection(entries: readonly NavEntry[] = navigation) {
  return navSections
    .map((section) => ({ ...section, entries: entries.filter((entry) => entry.section === section.id) }))
    .filter((section) => section.entries.length > 0);
}
