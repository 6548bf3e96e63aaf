/**
 * Browsers the platform no longer supports (spec: platform §2): Internet Explorer 11 (and older),
 * Chrome 60 or lower, Edge 20 or lower.
 */
export const OUTDATED_CHROME_MAX_VERSION = 60;
export const OUTDATED_EDGE_MAX_VERSION = 20;

/**
 * The rule itself, self-contained and in syntax Internet Explorer 11 runs (no arrows, template
 * strings or `??`): the web build also serialises it into a classic script, because the flagged
 * browsers cannot run the app's module bundle at all. Legacy Edge is judged by its `Edge/NN`
 * token before Chrome, because its user agent also claims a Chrome version; current Edge says
 * `Edg/NN` and is judged as the Chromium it is. An unreadable agent is not flagged.
 */
export function outdatedBrowserCheck(userAgent: string, chromeMaxVersion: number, edgeMaxVersion: number): boolean {
  // Internet Explorer: 11 says Trident/7.0 with rv:11.0; 10 and older say MSIE.
  if (/\bTrident\/\d+/.test(userAgent) || /\bMSIE \d+/.test(userAgent)) return true;
  const edge = /\bEdge\/(\d+)/.exec(userAgent);
  if (edge) return Number(edge[1]) <= edgeMaxVersion;
  const chrome = /\bChrome\/(\d+)/.exec(userAgent);
  if (chrome) return Number(chrome[1]) <= chromeMaxVersion;
  return false;
}

/** True when the user agent is one the spec flags as out of date. */
export function isOutdatedBrowser(userAgent: string): boolean {
  return outdatedBrowserCheck(userAgent, OUTDATED_CHROME_MAX_VERSION, OUTDATED_EDGE_MAX_VERSION);
}
