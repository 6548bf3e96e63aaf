/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appPreloadPlugin } from './build/app-preload.ts';
import { CHUNK_GROUPS } from './build/chunk-groups.ts';
import { mantineStylesPlugin } from './build/mantine-styles.ts';
import { precompressPlugin } from './build/precompress.ts';
import { THEME_COLOUR } from './src/app/theme-colour.ts';
import type * as OutdatedBrowserScript from './src/app/shell/outdated-browser-script';

const root = import.meta.dirname;
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };

/**
 * Serves and emits the classic out-of-date browser script and loads it from index.html before
 * the app, so browsers too old for the module bundle are still told why (spec platform §2).
 */
function outdatedBrowserPlugin(): Plugin {
  const path = '/outdated-browser.js';
  // The script is made from the domain's rule and the catalogue (TypeScript), so it is loaded
  // through Vite's module runner rather than the config's own loader.
  const script = async () => {
    const { module } = await runnerImport<typeof OutdatedBrowserScript>(
      resolve(root, 'src/app/shell/outdated-browser-script.ts'),
      { root, configFile: false },
    );
    return module.outdatedBrowserScript();
  };
  return {
    name: 'harvest-outdated-browser',
    configureServer(server) {
      server.middlewares.use(path, (_request, response, next) => {
        script().then((source) => {
          response.setHeader('content-type', 'text/javascript; charset=utf-8');
          response.end(source);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: path.slice(1), source: await script() });
    },
    // Deferred, so it does not hold up the first paint, and first in <head>: deferred scripts and the app's module
    // run in document order, so it still runs before the app, which can see it ran.
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: path, defer: true }, injectTo: 'head-prepend' }],
  };
}

/**
 * The installable app (spec platform §1: the app works offline and takes over-the-air updates).
 * The service worker precaches the built app and answers every page address with index.html,
 * except the API's: API calls always go to the network (no runtime caching), so nothing a
 * person may not see any more is served from a cache; the app's own saved state covers offline.
 * 'prompt': a new build waits until the person chooses Reload in the update prompt.
 */
function installableAppPlugin() {
  return VitePWA({
    registerType: 'prompt',
    strategies: 'generateSW',
    // The app registers the worker itself through virtual:pwa-register/react (app/shell/update-prompt.tsx).
    injectRegister: false,
    includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
    manifest: {
      id: '/',
      // The product's name as the catalogue spells it (app.name); the manifest is made before the catalogue loads.
      name: 'Harvest',
      short_name: 'Harvest',
      description: 'Farm inventory, grain trading and haulage in one place for farmers, buyers and carriers.',
      lang: 'en-GB',
      theme_color: THEME_COLOUR,
      background_color: '#ffffff',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      icons: [
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api(?:\/|$)/],
      cleanupOutdatedCaches: true,
      runtimeCaching: [],
    },
    devOptions: { enabled: false },
  });
}

export default defineConfig({
  // Explicit so the config works the same from the repo root (vitest projects) and from here.
  root,
  plugins: [
    react(),
    mantineStylesPlugin(),
    outdatedBrowserPlugin(),
    installableAppPlugin(),
    // What a signed-in page needs before it draws: the app, the shell most pages use and the full catalogue.
    appPreloadPlugin(['src/app/start-app.tsx', 'src/app/layouts/default-layout.tsx', 'src/lib/i18n/en-gb.ts']),
    precompressPlugin(),
  ],
  define: {
    // Sent as x-app-version so the API can tell an out-of-date client to reload.
    __APP_VERSION__: JSON.stringify(version),
  },
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    proxy: {
      // The API listens on 127.0.0.1 by default; `localhost` may resolve to ::1 first.
      '/api': 'http://127.0.0.1:3000',
    },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [resolve(root, 'src/test/setup.ts')],
    // A page test renders the whole page in jsdom: on two busy cores 5 s was seen to run out with nothing wrong.
    testTimeout: 20_000,
  },
});
