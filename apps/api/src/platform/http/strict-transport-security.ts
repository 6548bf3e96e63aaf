import type { FastifyInstance } from 'fastify';

/** A year, subdomains included (helmet's default value). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Strict-Transport-Security only on replies to https requests: over plain http it means nothing to a
 * browser (RFC 6797 §7.2) and only misleads. The request is https when its socket is, or when a trusted
 * proxy says so in X-Forwarded-Proto (Fastify reads the header only with TRUST_PROXY set).
 */
export function installStrictTransportSecurity(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
}
