import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium on a closed network: no sandbox as root, nothing that phones home. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Journeys that move the one server's test clock forward (it never goes back). */
const MOVES_THE_CLOCK = /trading-.*\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Journeys sign in several people and walk many pages; on two busy cores a minute is too tight.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A failed journey keeps its trace (actions, DOM snapshots, console, network) and the screenshot of the failure;
    // the trace's screencast is left out: recording it made every journey about a tenth slower (docs/testing.md).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromium, args: chromiumArgs },
    // No transitions, so axe never measures colours halfway through a modal's fade-in.
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: MOVES_THE_CLOCK,
      // A journey of what only a phone has (a drawer in place of a side panel) runs in the phone project alone.
      grepInvert: /@phone-only/,
    },
    // Every page and dialog is looked at on a phone by the axe walk; of the journeys, only those a phone changes
    // (the menu, filter drawers, the installed app) run again there, which keeps the suite's time in bounds.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' },
      grep: /@phone/,
      testIgnore: MOVES_THE_CLOCK,
    },
    // Journeys that move the server's test clock run after every other one, which all assume the real time.
    {
      name: 'clock',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: MOVES_THE_CLOCK,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    // The product as `npm start` runs it: the built web app served by the API, on PGlite.
    command: 'npx tsx apps/api/src/main.ts',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
      DATABASE_URL: '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // The network is closed here: map tiles come from a host the journeys answer themselves (fixtures.ts).
      MAP_TILE_URL: 'https://tiles.e2e.test/{z}/{x}/{y}.png',
    },
  },
});
