import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { OutdatedBrowserBanner } from './outdated-browser-banner';

const ie11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const chrome60 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/60.0.3112.113 Safari/537.36';
const chrome142 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

const banner = () => screen.queryByRole('region', { name: 'Browser warning' });

describe('OutdatedBrowserBanner (spec platform §2: IE 11, Chrome <= 60, Edge <= 20)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('warns a user of Internet Explorer 11, and can be closed', () => {
    renderRoute(<OutdatedBrowserBanner userAgent={ie11} />);
    expect(banner()?.textContent).toContain('Your browser is out of date');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(banner()).toBeNull();
  });

  it("reads the browser's own user agent", () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(chrome60);
    renderRoute(<OutdatedBrowserBanner />);
    expect(banner()).not.toBeNull();
  });

  it('stands aside when the classic script already showed its banner', () => {
    document.documentElement.setAttribute('data-outdated-browser', '');
    renderRoute(<OutdatedBrowserBanner userAgent={ie11} />);
    expect(banner()).toBeNull();
    document.documentElement.removeAttribute('data-outdated-browser');
  });

  it('says nothing to a current browser', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(chrome142);
    renderRoute(<OutdatedBrowserBanner />);
    expect(banner()).toBeNull();
  });
});
