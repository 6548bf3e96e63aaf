import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from the same origin as the API, so one URL is the whole
 * product. Hashed assets are cached for a year; index.html never, so a deploy shows.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string | null): Promise<boolean> {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders(reply, path) {
      if (path.includes(`${join('/', 'assets', '/')}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
  return true;
}
