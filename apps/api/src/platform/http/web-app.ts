import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { AUTH_PATHS } from '@harvest/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Files of the installable app that say which build is current: the service worker, the
 * worker's registration script and the manifest. Browsers must ask for them every time, or a
 * deploy reaches the installed app only when a cache happens to expire.
 */
const UPDATE_FILES = new Set(['sw.js', 'registerSW.js', 'manifest.webmanifest']);

/** The built page that names the app's first chunks up front (apps/web/build/app-preload.ts). */
const APP_PAGE = 'app.html';

export interface WebApp {
  /** The built page to send for a page address (any address that is not the API's or a file's). */
  pageFor(path: string): string;
}

/**
 * Serves the built web app from the same origin as the API, so one URL is the whole
 * product. Hashed assets are cached for a year; index.html, the service worker and the
 * manifest never, so a deploy shows (and the installed app offers its update prompt).
 * Sign-in gets index.html, whose first load is the quick sign-in alone; every other page gets app.html (when the
 * build made one), which has the browser fetch the app, its shell and its words at once.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string | null): Promise<WebApp | null> {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return null;
  const appPage = existsSync(join(distDir, APP_PAGE)) ? APP_PAGE : 'index.html';
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
  return { pageFor: (path) => (path === AUTH_PATHS.login ? 'index.html' : appPage) };
}
