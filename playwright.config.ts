import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4179);

/**
 * Browser tests against the production build (run `npm run build` first; `npm test` does),
 * served by the same plain static server as `npm start`. Chromium is the system one.
 */
export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  // Two, in CI or not: the machine these tests are run on has 2 cores, and each worker drives its
  // own Chromium beside the static server; more workers would only contend for them.
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  // How long a test waits, as a visitor would, for what they asked for to show. Not a speed test
  // (speed is `npm run bench`'s): on this 2-core machine, with two workers each driving Chromium,
  // a 5 s wait ran out about once per full run (a different test each time, the page right but
  // late), so each waits up to 10 s.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, browserName: 'chromium' },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
