import { HEADERS, isClientOutOfDate, messages } from '@harvest/domain';
import type { FastifyInstance } from 'fastify';
import { sendFailure } from './envelope';

/** A client older than the oldest one this server supports is told to update (DESIGN §2). */
export function installAppVersionCheck(app: FastifyInstance, minimumVersion: string): void {
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers[HEADERS.appVersion];
    const clientVersion = Array.isArray(header) ? header[0] : header;
    if (!clientVersion || !isClientOutOfDate(clientVersion, minimumVersion)) return;
    return sendFailure(reply.header(HEADERS.offline, 'true'), 503, messages.errors.outOfDate);
  });
}
