/**
 * Browsers the platform no longer supports (spec: platform §2): Internet Explorer 11 (and older),
 * Chrome 60 or lower, Edge 20 or lower.
 */
export const OUTDATED_CHROME_MAX_VERSION = 60;
export const OUTDATED_EDGE_MAX_VERSION = 20;

function majorAfter(userAgent: string, token: RegExp): number | null {
  const match = token.exec(userAgent);
  return match ? Number(match[1]) : null;
}

/**
 * True when the user agent is one the spec flags as out of date. Legacy Edge is judged by its
 * `Edge/NN` token before Chrome, because its user agent also claims a Chrome version; current
 * Edge says `Edg/NN` and is judged as the Chromium it is. An unreadable agent is not flagged.
 */
export function isOutdatedBrowser(userAgent: string): boolean {
  // Internet Explorer: 11 says Trident/7.0 with rv:11.0; 10 and older say MSIE.
  if (/\bTrident\/\d+/.test(userAgent) || /\bMSIE \d+/.test(userAgent)) return true;
  const edge = majorAfter(userAgent, /\bEdge\/(\d+)/);
  if (edge !== null) return edge <= OUTDATED_EDGE_MAX_VERSION;
  const chrome = majorAfter(userAgent, /\bChrome\/(\d+)/);
  if (chrome !== null) return chrome <= OUTDATED_CHROME_MAX_VERSION;
  return false;
}
