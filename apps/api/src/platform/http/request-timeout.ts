import { messages } from '@harvest/domain';
import type { FastifyInstance } from 'fastify';
import { sendFailure } from './envelope';

/**
 * Answers 503 with the envelope when a handler has not replied within the limit, so a
 * client is never left hanging on a slow query. The handler's own late reply is dropped.
 */
export function installRequestTimeout(app: FastifyInstance, timeoutMs: number): void {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', async (request, reply) => {
    const timer = setTimeout(() => {
      if (reply.sent) return;
      request.log.warn({ timeoutMs }, 'request timed out');
      void sendFailure(reply.header('retry-after', '60'), 503, messages.errors.timedOut);
    }, timeoutMs);
    timer.unref();
    timers.set(request, timer);
  });
  const clear = async (request: object) => {
    const timer = timers.get(request);
    if (timer) clearTimeout(timer);
  };
  app.addHook('onResponse', clear);
  app.addHook('onRequestAbort', clear);
}
