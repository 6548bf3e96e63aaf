import type { FastifyInstance } from 'fastify';

const isApi = (url: string) => {
  const path = url.split('?')[0] ?? url;
  return path === '/api' || path.startsWith('/api/');
};

/**
 * Replies under /api carry tokens and one organisation's data: no browser or shared cache keeps them
 * (Cache-Control: no-store), refusals included. A route that chose its own caching keeps it: reference
 * data answers with an ETag and no-cache, file downloads are private for a while, CSV exports no-store.
 */
export function installNoStoreByDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApi(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
