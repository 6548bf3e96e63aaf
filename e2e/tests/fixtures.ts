import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

// axe injects itself into every frame; a sandboxed frame (an email shown in the mailbox) refuses it and Chromium
// logs that refusal. It is the sandbox working, caused by the test tool, not the page.
const sandboxRefusedAxe = /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

/** Console errors a page logged; every journey ends by checking there were none. */
export const test = base.extend<{ consoleErrors: string[] }>({
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
