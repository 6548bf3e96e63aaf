import type { FastifyInstance } from 'fastify';

/**
 * The change-feed key of an organisation's inventory. The database triggers of migration 0010 announce the same
 * key (`'inventory:' || organisation_id`) when its storage locations, records, movements or harvest plans change.
 */
export function inventoryChangeKey(organisationId: string): string {
  return `inventory:${organisationId}`;
}

/** How many searches an instance keeps answered (about 20 to 40 KB each). */
export const KEPT_SEARCHES = 1_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that changes nothing (the live conflicts check): answering it keeps the organisation's searches. */
    readsOnly?: boolean;
  }
}

/**
 * A write that succeeded marks the organisation's inventory changed before it answers, so this instance's next
 * search reads afresh; other instances hear of it from the database (ChangeFeed). A refused write changed nothing.
 */
export function markInventoryWrites(app: FastifyInstance, changed: (organisationId: string) => void): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const organisationId = request.principal?.organisationId;
    const wrote = request.method !== 'GET' && reply.statusCode < 400 && !request.routeOptions.config.readsOnly;
    if (wrote && organisationId) changed(organisationId);
    return payload;
  });
}
