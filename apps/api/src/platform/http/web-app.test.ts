import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp, type WebApp } from './web-app';

describe('serving the built web app', () => {
  let dist: string;
  let app: FastifyInstance;
  let web: WebApp | null;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Harvest</title>');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Harvest"}');
    writeFileSync(join(dist, 'pwa-192x192.png'), 'png');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'export {};');
    // The build's compressed copies (apps/web/build/precompress.ts).
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync('<!doctype html><title>Harvest</title>'));
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('export {};'));
    app = Fastify();
    writeFileSync(join(dist, 'app.html'), '<!doctype html><title>Harvest</title><link rel="modulepreload">');
    web = await serveWebApp(app, dist);
    expect(web).not.toBeNull();
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('never lets a browser keep the service worker or the manifest, so a deploy reaches the installed app', async () => {
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);

    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
  });

  it('caches hashed assets for a year and everything else not at all', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/pwa-192x192.png' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's brotli copy to a browser that takes it, with the file's own type and cache rule", async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('export {};');

    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export {};');
  });

  it('sends sign-in the lean page and every other page the one that fetches the app at once', () => {
    expect(web?.pageFor('/inventory/auth/login')).toBe('index.html');
    expect(web?.pageFor('/inventory/stock')).toBe('app.html');
    expect(web?.pageFor('/inventory/auth/login/create-account')).toBe('app.html');
  });

  it('falls back to index.html for every page when the build made no app page', async () => {
    const older = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(older, 'index.html'), '<!doctype html>');
    try {
      expect((await serveWebApp(Fastify(), older))?.pageFor('/inventory/stock')).toBe('index.html');
    } finally {
      rmSync(older, { recursive: true, force: true });
    }
  });

  it('serves nothing when there is no build', async () => {
    expect(await serveWebApp(Fastify(), null)).toBeNull();
    expect(await serveWebApp(Fastify(), join(dist, 'missing'))).toBeNull();
  });
});
