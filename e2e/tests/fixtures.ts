import AxeBuilder from '@axe-core/playwright';
import { LATEST_UPDATES_SEEN_KEY, MARKET_UPDATES_DISMISSED_KEY } from '@harvest/domain';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

// axe injects itself into every frame; a sandboxed frame (an email shown in the mailbox) refuses it and Chromium
// logs that refusal. It is the sandbox working, caused by the test tool, not the page.
const sandboxRefusedAxe = /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

/**
 * Console errors a page logged; every journey ends by checking there were none. `whatsNewSeen`
 * (on unless a spec turns it off) marks the latest updates as seen on the device, so the
 * what's-new window the demo articles bring does not stand in front of journeys about other things.
 */
/** The tile host the e2e server is configured with (playwright.config.ts): every tile is one plain field-green PNG. */
export const MAP_TILE_PATTERN = 'https://tiles.e2e.test/**';
const MAP_TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVR4nGO49uIIAAUaAoNTG+FyAAAAAElFTkSuQmCC',
  'base64',
);

/** Answers every map tile a page (or a whole browser context) asks for with the plain green tile. */
export async function serveMapTiles(target: Pick<BrowserContext, 'route'>): Promise<void> {
  await target.route(MAP_TILE_PATTERN, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: MAP_TILE_PNG }),
  );
}

export const test = base.extend<{ consoleErrors: string[]; whatsNewSeen: boolean; marketUpdatesDismissed: boolean }>({
  whatsNewSeen: [true, { option: true }],
  // Market updates one journey publishes must not float over another's buttons: dismissed far ahead unless a spec
  // is about them.
  marketUpdatesDismissed: [true, { option: true }],
  page: async ({ page, whatsNewSeen, marketUpdatesDismissed }, use) => {
    await serveMapTiles(page);
    if (marketUpdatesDismissed) {
      await page.addInitScript((key) => {
        try {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, '2999-12-31T00:00:00.000Z');
        } catch {
          // A sandboxed frame has no storage, and needs none.
        }
      }, MARKET_UPDATES_DISMISSED_KEY);
    }
    if (whatsNewSeen) {
      await page.addInitScript((key) => {
        try {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, '2999-12-31T00:00:00.000Z');
        } catch {
          // A sandboxed frame (an email in the mailbox) has no storage, and needs none.
        }
      }, LATEST_UPDATES_SEEN_KEY);
    }
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !sandboxRefusedAxe.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** WCAG 2.2 AA: no serious or critical violation on the page as it stands. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
