import { MAP_TILES_DEFAULT } from '@harvest/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

/** The img-src sources of the policy the app is served with. */
async function imageSources(t: TestApp): Promise<string[]> {
  const reply = await t.app.inject({ method: 'GET', url: '/api/health' });
  const policy = String(reply.headers['content-security-policy']);
  expect(policy).toContain("default-src 'self'");
  const imgSrc = policy.split(';').find((directive) => directive.trim().startsWith('img-src'));
  return imgSrc?.trim().split(/\s+/).slice(1) ?? [];
}

describe('content security policy and the map tiles', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("lets images come from the default tile server (OpenStreetMap's) and this origin", async () => {
    t = await buildTestApp();
    expect(await imageSources(t)).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org', 'https:']);
    expect(MAP_TILES_DEFAULT.url).toMatch(/^https:\/\/tile\.openstreetmap\.org\//);
  });

  it('names the tile server MAP_TILE_URL sets instead', async () => {
    t = await buildTestApp({
      mapTiles: { url: 'http://tiles.farm.internal:8080/{z}/{x}/{y}.png', attribution: 'Our tiles' },
    });
    const sources = await imageSources(t);
    expect(sources).toContain('http://tiles.farm.internal:8080');
    expect(sources).not.toContain('https://tile.openstreetmap.org');
  });
});
