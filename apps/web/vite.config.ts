/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';
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
    // A plain (blocking) script runs before the app's deferred module, so the app can see it ran.
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: path }, injectTo: 'head' }],
  };
}

export default defineConfig({
  // Explicit so the config works the same from the repo root (vitest projects) and from here.
  root,
  plugins: [react(), outdatedBrowserPlugin()],
  define: {
    // Sent as x-app-version so the API can tell an out-of-date client to reload.
    __APP_VERSION__: JSON.stringify(version),
  },
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [resolve(root, 'src/test/setup.ts')],
  },
});
