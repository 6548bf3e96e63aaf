import { MAP_TILES_DEFAULT } from '@harvest/domain';
import { describe, expect, it } from 'vitest';
import { contentSecurityDirectives, tileImageSource } from './content-security-policy';

describe('tileImageSource', () => {
  it('is the origin of a tile template', () => {
    expect(tileImageSource(MAP_TILES_DEFAULT.url)).toBe('https://tile.openstreetmap.org');
    expect(tileImageSource('http://localhost:8080/styles/basic/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
    expect(tileImageSource('HTTPS://Tiles.Example.COM/{z}/{x}/{y}.png?key=abc')).toBe('https://tiles.example.com');
  });

  it('covers rotating subdomains with one wildcard', () => {
    expect(tileImageSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
  });

  it('adds nothing for tiles on this server or a template it cannot say as one source', () => {
    expect(tileImageSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(tileImageSource('https://tiles-{s}.example.org/{z}/{x}/{y}.png')).toBeNull();
    expect(tileImageSource('https://user:secret@tiles.example.org/{z}/{x}/{y}.png')).toBeNull();
    expect(tileImageSource('https://{s}.org/{z}/{x}/{y}.png')).toBeNull();
    expect(tileImageSource("https://tiles.example.org; script-src 'unsafe-inline'")).toBeNull();
  });
});

describe('contentSecurityDirectives', () => {
  it("keeps everything to 'self' and names the tile server among the image sources", () => {
    const directives = contentSecurityDirectives('https://tiles.example.test/{z}/{x}/{y}.png');
    expect(directives.defaultSrc).toEqual(["'self'"]);
    expect(directives.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.test', 'https:']);
    expect(directives.scriptSrc).toEqual(["'self'"]);
    expect(directives.connectSrc).toEqual(["'self'"]);
  });
});
