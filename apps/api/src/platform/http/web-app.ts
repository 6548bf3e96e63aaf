import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Files of the installable app that say which build is current: the service worker, the
 * worker's registration script and the manifest. Browsers must ask for them every time, or a
 * deploy reaches the installed app only when a cache happens to expire.
 */
const UPDATE_FILES = new Set(['sw.js', 'registerSW.js', 'manifest.webmanifest']);

/**
 * Serves the built web app from the same origin as the API, so one URL is the whole
 * product. Hashed assets are cached for a year; index.html, the service worker and the
 * manifest never, so a deploy shows (and the installed app offers its update prompt).
 */
export async function serveWebApp(app: FastifyInstance, distDir: string | null): Promise<boolean> {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes a brotli and a gzip copy of each text file (apps/web/build/precompress.ts): sent as they are
    // to a browser that takes them; a file without one is compressed on the fly like any reply.
    preCompressed: true,
    setHeaders(reply, path) {
      const file = basename(path);
      if (UPDATE_FILES.has(file)) {
        reply.header('cache-control', 'no-cache');
        if (file === 'manifest.webmanifest') reply.header('content-type', 'application/manifest+json');
      } else if (path.includes(`${join('/', 'assets', '/')}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
  return true;
}
