import { defineConfig } from '@playwright/test';
import { serverArguments } from './scripts/server-command.mjs';

// Debian's Chromium: no browser can be downloaded here. Each site runs as its own built server on a fresh database.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Two checkouts on one machine can run their browser suites side by side with other ports.
const dtcPort = Number(process.env.E2E_DTC_PORT ?? 4400);
const hpsfPort = Number(process.env.E2E_HPSF_PORT ?? 4401);
// The autoship scheduler runs every two seconds, so a test that moves an autoship's date sees its order soon after.
// Everything else is the store's default configuration.
const server = (site: 'DTC' | 'HPSF', port: number) => ({
  command: `rm -rf .data/e2e-${site} && node ${serverArguments().join(' ')}`,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    NODE_ENV: 'production',
    SITE_ID: site,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:./.data/e2e-${site}/store.db`,
    ASTRO_TELEMETRY_DISABLED: '1',
    AUTOSHIP_EVERY_SECONDS: '2',
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Password hashing takes a moment on a busy two-core machine; assertions wait up to 10 s for the page to settle,
  // and a test that signs up and goes through checkout (or runs axe) may take a minute when both workers are busy.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT }]] : [['list']],
  use: {
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  // Each site's setup project signs its demo accounts in once (tests/e2e/support/roles.ts) before its tests start.
  projects: [
    {
      name: 'dtc-sign-in',
      testDir: 'tests/e2e/setup',
      testMatch: 'dtc.setup.ts',
      use: { baseURL: `http://127.0.0.1:${dtcPort}` },
    },
    {
      name: 'hpsf-sign-in',
      testDir: 'tests/e2e/setup',
      testMatch: 'hpsf.setup.ts',
      use: { baseURL: `http://127.0.0.1:${hpsfPort}` },
    },
    {
      name: 'dtc',
      testDir: 'tests/e2e/dtc',
      dependencies: ['dtc-sign-in'],
      use: { baseURL: `http://127.0.0.1:${dtcPort}`, browserName: 'chromium' },
    },
    {
      name: 'hpsf',
      testDir: 'tests/e2e/hpsf',
      dependencies: ['hpsf-sign-in'],
      use: { baseURL: `http://127.0.0.1:${hpsfPort}`, browserName: 'chromium' },
    },
  ],
  webServer: [server('DTC', dtcPort), server('HPSF', hpsfPort)],
});
