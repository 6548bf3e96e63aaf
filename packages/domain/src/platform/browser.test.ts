import { describe, expect, it } from 'vitest';
import { isOutdatedBrowser } from './browser';

const ie11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const ie10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)';
const chrome = (major: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.3112.113 Safari/537.36`;
const legacyEdge = (major: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/${major}.10240`;
const chromiumEdge =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0';
const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0';
const safari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.1 Safari/605.1.15';
const iosChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0.0.0 Mobile/15E148 Safari/604.1';

describe('isOutdatedBrowser (Internet Explorer 11, Chrome 60 or lower, Edge 20 or lower)', () => {
  it('flags Internet Explorer 11, and older Internet Explorer', () => {
    expect(isOutdatedBrowser(ie11)).toBe(true);
    expect(isOutdatedBrowser(ie10)).toBe(true);
  });

  it('flags Chrome 60 but not Chrome 61', () => {
    expect(isOutdatedBrowser(chrome(60))).toBe(true);
    expect(isOutdatedBrowser(chrome(49))).toBe(true);
    expect(isOutdatedBrowser(chrome(61))).toBe(false);
  });

  it('flags legacy Edge 20 but not Edge 21, whatever Chrome version it also claims', () => {
    expect(isOutdatedBrowser(legacyEdge(20))).toBe(true);
    expect(isOutdatedBrowser(legacyEdge(12))).toBe(true);
    expect(isOutdatedBrowser(legacyEdge(21))).toBe(false);
  });

  it('does not flag current browsers or an agent it cannot read', () => {
    for (const agent of [chrome(142), chromiumEdge, firefox, safari, iosChrome, '', 'curl/8.5.0']) {
      expect(isOutdatedBrowser(agent)).toBe(false);
    }
  });
});
