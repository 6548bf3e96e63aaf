import {
  hasModule,
  hasPermission,
  type AccessLevel,
  type AccessMap,
  type ModuleId,
  type Permission,
} from '../accounts/permissions';

/**
 * §6 derived roles: a seller lists and sells grain (the trading core module), a buyer makes offers (the trading
 * buyers module). Each side is a module of the organisation and a permission of the person, always as a pair: a
 * seller's module with a buyer's permission makes neither.
 */
export const TRADING_SIDES = {
  seller: { module: 'trading:core', permission: 'trading.listings' },
  buyer: { module: 'trading:buyers', permission: 'trading.bids' },
} as const satisfies Record<string, { module: ModuleId; permission: Permission }>;
export type TradingSide = keyof typeof TRADING_SIDES;

/** The modules of the two sides: a trading call or page needs one of them before anything else. */
export const TRADING_MODULES: readonly ModuleId[] = Object.values(TRADING_SIDES).map((side) => side.module);

/** Who acts: the acting organisation's modules and the person's access map (the API's principal, the web's profile). */
export interface TradingSubject {
  modules: readonly string[];
  access: AccessMap;
}

/** Acts as this side of a trade: the organisation has the side's module and the person its permission at the level. */
export function actsAs(subject: TradingSubject, side: TradingSide, level: AccessLevel = 'read'): boolean {
  const { module, permission } = TRADING_SIDES[side];
  return hasModule(subject.modules, module) && hasPermission(subject.access, permission, level);
}

/**
 * Either side of a trade: what reads and acts on what both sides share (an offer, a trade, a wanted listing and its
 * trade requests, the prices traded) asks for a seller or a buyer, each side with its own pair.
 */
export function isTrader(subject: TradingSubject, level: AccessLevel = 'read'): boolean {
  return actsAs(subject, 'seller', level) || actsAs(subject, 'buyer', level);
}

/**
 * §2: with the trading core or trading buyers module, `/` and `/inventory` land on market insights. Landing reads
 * the organisation's modules only (the spec's route table says so); what each page shows is then the guards' call.
 */
export function hasTradingModule(modules: readonly string[]): boolean {
  return TRADING_MODULES.some((module) => modules.includes(module));
}
