/** Helmet's directive map: a name and its sources (null leaves a default directive out). */
export type CspDirectives = Record<string, string[] | null>;

/**
 * The origin a raster tile template ('https://{s}.tile.example.org/{z}/{x}/{y}.png') loads from,
 * as a CSP source: a leading {s} subdomain becomes '*.'. Null when 'self' already covers it (a
 * path on this server) or when the template cannot be said as one source; the map then falls
 * back to coordinates, which is safer than opening img-src wider.
 */
export function tileImageSource(tileUrl: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl.trim());
  if (!match) return null;
  const [, scheme = '', authority = ''] = match;
  const host = authority.replace(/^\{[a-z]+\}\./i, '*.');
  // Userinfo, or a placeholder anywhere but a leading subdomain, has no CSP form.
  if (!/^(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(host) || /^\*\.[^.]+(:\d+)?$/.test(host)) return null;
  return `${scheme.toLowerCase()}://${host.toLowerCase()}`;
}

/**
 * The content security policy the API sends with the app. Everything comes from this origin;
 * images also from data:/blob: (previews of chosen files), the configured map tile server and
 * https: (pictures in latest-update articles and rich text, which link to other sites).
 */
export function contentSecurityDirectives(mapTileUrl: string): CspDirectives {
  const tiles = tileImageSource(mapTileUrl);
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : []), 'https:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: ["'self'"],
    objectSrc: ["'none'"],
    upgradeInsecureRequests: null,
  };
}
