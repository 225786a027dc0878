import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4179);

/**
 * Browser tests against the production build (run `npm run build` first; `npm test` does),
 * served by the same plain static server as `npm start`. Chromium is the system one.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two, in CI or not: the machine these tests are run on has 2 cores, and each worker drives its
  // own Chromium beside the static server; more workers would only contend for them.
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 5_000 },
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
