/**
 * The change-feed key of an organisation's inventory. The database triggers of migration 0010 announce the same
 * key (`'inventory:' || organisation_id`) when its storage locations, records, movements or harvest plans change.
 */
export function inventoryChangeKey(organisationId: string): string {
  return `inventory:${organisationId}`;
}

/** How many searches an instance keeps answered (about 20 to 40 KB each). */
export const KEPT_SEARCHES = 1_000;
