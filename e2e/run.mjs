// Runs the end-to-end journeys: builds the web app, starts the product on a fresh
// embedded database, and drives Debian's Chromium through Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const inCi = process.env.CI === 'true';

if (!existsSync(chromium)) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n  END-TO-END TESTS SKIPPED: no Chromium at ${chromium}.`);
  console.error('  Install it with: apt-get install -y chromium   (CI installs it itself)');
  console.error(`${banner}\n`);
  process.exit(inCi ? 1 : 0);
}

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', 'build', '-w', '@harvest/web']);

const dataDir = mkdtempSync(join(tmpdir(), 'harvest-e2e-'));
try {
  const extra = process.argv.slice(2);
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...extra], {
    E2E_DATA_DIR: dataDir,
    CHROMIUM_PATH: chromium,
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
