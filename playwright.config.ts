import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_NOW } from './test/e2e/clock.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
/** The accessibility sweep's own server: it reads every page while the flows change data on theirs. */
const a11yPort = port + 100;
const dataDir = mkdtempSync(join(tmpdir(), 'cms-e2e-'));
/**
 * The walks over many pages that only read (the accessibility sweep; every list's first screen
 * at 375 px, its width at 1440 px, its overdue tags, its filter drawer): they run beside the
 * flows on the second server. The flows, in order on the first, are the longer half.
 */
const PAGE_WALKS = /\/(a11y|mobileFirstScreen|wideLists|listOverdue|filterDrawer)\.spec\.ts$/;

/**
 * e2e: Debian's Chromium drives the built app served by `npm run serve` on a fresh
 * temporary SQLite database seeded with the demo data (run `npm run build` first).
 * Two projects side by side, one worker each: the flows in order on one server, and the
 * accessibility sweep with the other walks that only read (`PAGE_WALKS`) on a second server
 * with a database of its own, so neither sees the other's records.
 */
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'flows', testIgnore: PAGE_WALKS, workers: 1 },
    { name: 'a11y', testMatch: PAGE_WALKS, workers: 1, use: { baseURL: `http://localhost:${a11yPort}` } },
  ],
  // a flaky test is found and fixed, never retried
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // the app honours prefers-reduced-motion by switching antd's animations off: clicks never land mid-motion
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
    // a click or a key that cannot land fails with its own step named, not as the test's timeout
    actionTimeout: 20_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // the server bundle is rebuilt first (~0.5 s): a bare `vite build` empties dist/, bundle included
      command: 'npm run build:server --silent && npm run serve --silent',
      url: `http://localhost:${port}/login`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { PORT: String(port), DATABASE_URL: join(dataDir, 'app.db'), SEED: 'demo', NOW: E2E_NOW },
    },
    {
      // started after the first (Playwright starts its web servers in order), on the bundle just built
      command: 'npm run serve --silent',
      url: `http://localhost:${a11yPort}/login`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { PORT: String(a11yPort), DATABASE_URL: join(dataDir, 'a11y.db'), SEED: 'demo', NOW: E2E_NOW },
    },
  ],
});
