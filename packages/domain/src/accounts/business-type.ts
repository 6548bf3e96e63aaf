/** What the platform knows of a business to say what kind it is: its modules, and whether someone in it hauls. */
export interface BusinessShape {
  modules: readonly string[];
  /** A member is in the carrier or driver group (carriers have no module of their own). */
  carrier?: boolean;
}

/** The kinds of business the platform serves (spec §1 users; trading §6 derived roles). */
export const BUSINESS_TYPES = ['seller', 'buyer', 'carrier', 'inventory', 'new'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Carriers have no module of their own: unless told, a business with no trading or inventory module hauls. */
const hauls = (business: BusinessShape) =>
  business.carrier ?? !business.modules.some((id) => id.startsWith('trading:') || id.startsWith('inventory:'));

/**
 * The kind of business (trading §6: seller with trading core, buyer with trading buyers only; then a carrier, an
 * inventory-only business, or a new one with nothing chosen yet).
 */
export function businessType(business: BusinessShape): BusinessType {
  const { modules } = business;
  if (modules.includes('trading:core')) return 'seller';
  if (modules.includes('trading:buyers')) return 'buyer';
  if (business.carrier) return 'carrier';
  return modules.includes('inventory:core') ? 'inventory' : 'new';
}

/** Whether the business sells, buys, keeps stock or hauls: what decides which permissions mean anything to it. */
export function businessSides(business: BusinessShape) {
  const { modules } = business;
  const sells = modules.includes('trading:core');
  const buys = modules.includes('trading:buyers');
  return {
    sells,
    buys,
    trades: sells || buys || modules.includes('trading:insights:grain'),
    keepsStock: modules.includes('inventory:core'),
    hauls: hauls(business),
  };
}
