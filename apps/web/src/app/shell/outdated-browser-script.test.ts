import { afterEach, describe, expect, it, vi } from 'vitest';
import { outdatedBrowserScript, STATIC_OUTDATED_BANNER_ID, staticOutdatedBannerShown } from './outdated-browser-script';

const ie11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const chrome60 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/60.0.3112.113 Safari/537.36';
const chrome142 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

function runAs(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  // The script is built for a classic <script> tag; run it the way the browser would.
  new Function(outdatedBrowserScript())();
}

describe('the classic out-of-date browser script (for browsers that cannot run the app)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.getElementById(STATIC_OUTDATED_BANNER_ID)?.remove();
    document.documentElement.removeAttribute('data-outdated-browser');
  });

  it.each([
    ['Internet Explorer 11', ie11],
    ['Chrome 60', chrome60],
  ])('shows the banner in %s, once', (_name, agent) => {
    runAs(agent);
    runAs(agent);
    const banners = document.querySelectorAll(`[role="region"][aria-label="Browser warning"]`);
    expect(banners).toHaveLength(1);
    expect(banners[0]?.textContent).toContain('Your browser is out of date');
    expect(staticOutdatedBannerShown()).toBe(true);
  });

  it('does nothing in a current browser', () => {
    runAs(chrome142);
    expect(document.getElementById(STATIC_OUTDATED_BANNER_ID)).toBeNull();
    expect(staticOutdatedBannerShown()).toBe(false);
  });

  it('uses no syntax Internet Explorer 11 cannot parse', () => {
    const script = outdatedBrowserScript();
    for (const modern of ['=>', '`', '?.', '??', 'class ', '...']) expect(script).not.toContain(modern);
  });
});
