/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };

export default defineConfig({
  // Explicit so the config works the same from the repo root (vitest projects) and from here.
  root,
  plugins: [react()],
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
