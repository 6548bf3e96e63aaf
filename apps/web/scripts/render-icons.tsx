/**
 * Renders the installed app's icons from the Harvest logo (ui/harvest-logo.tsx) with Debian's
 * Chromium, into public/. Run once after the logo changes and commit the PNGs:
 *   npm run icons -w @harvest/web
 */
import { resolve } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { chromium } from 'playwright-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { THEME_COLOUR } from '../src/app/theme-colour';
import { i18next } from '../src/lib/i18n/i18n';
import { HarvestLogo } from '../src/ui/harvest-logo';

const publicDir = resolve(import.meta.dirname, '../public');

/** The logo's mark as standalone SVG: the theme variable it fills with becomes the brand colour. */
function markSvg(): string {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18next}>
      <MantineProvider>
        <HarvestLogo />
      </MantineProvider>
    </I18nextProvider>,
  );
  const svg = /<svg[\s\S]*?<\/svg>/.exec(html)?.[0];
  if (!svg) throw new Error('The Harvest logo rendered no <svg>');
  return svg
    .replaceAll('var(--mantine-primary-color-filled)', THEME_COLOUR)
    .replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"')
    .replace(/ width="\d+"/, ' width="100%"')
    .replace(/ height="\d+"/, ' height="100%"');
}

interface Icon {
  file: string;
  size: number;
  /**
   * 'any': the mark edge to edge with its rounded corners on transparency. 'full-bleed': the
   * brand colour fills the square and the mark sits in the middle 70 %, inside the maskable
   * safe zone (a circle of 80 %), for launchers that cut their own shape and for iOS, which
   * fills transparency with black.
   */
  style: 'any' | 'full-bleed';
}

const icons: Icon[] = [
  { file: 'pwa-192x192.png', size: 192, style: 'any' },
  { file: 'pwa-512x512.png', size: 512, style: 'any' },
  { file: 'maskable-icon-512x512.png', size: 512, style: 'full-bleed' },
  { file: 'apple-touch-icon-180x180.png', size: 180, style: 'full-bleed' },
];

function page(svg: string, { size, style }: Icon): string {
  const inner = style === 'any' ? size : Math.round(size * 0.7);
  const background = style === 'any' ? 'transparent' : THEME_COLOUR;
  return `<!doctype html><html><body style="margin:0;background:transparent">
<div id="icon" style="width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:${background}">
<div style="width:${inner}px;height:${inner}px">${svg}</div></div></body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
try {
  const svg = markSvg();
  const tab = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    await tab.setViewportSize({ width: icon.size, height: icon.size });
    await tab.setContent(page(svg, icon));
    await tab.locator('#icon').screenshot({ path: resolve(publicDir, icon.file), omitBackground: true });
    console.warn(`wrote public/${icon.file}`);
  }
} finally {
  await browser.close();
}
