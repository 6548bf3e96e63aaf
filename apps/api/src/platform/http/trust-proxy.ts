import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * Fastify's trustProxy from TRUST_PROXY. Fastify 5 ignores a bare hop count (it trusts nobody then), so a
 * count becomes the function proxy-addr calls for each hop, nearest first: the socket's peer is hop 0, so
 * with 1 the peer is trusted and the client is the last X-Forwarded-For entry. A count cannot tell a proxy
 * from a client that connects directly and sends the header itself: use it only where the server is
 * reachable through the proxies alone, and name the proxies' addresses otherwise.
 */
export function trustProxyOption(trust: Config['trustProxy']): NonNullable<FastifyServerOptions['trustProxy']> {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
