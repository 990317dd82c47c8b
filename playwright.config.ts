import { defineConfig } from '@playwright/test';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_NOW } from './test/e2e/clock.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
/** The page walks' own server: they read every page while the flows change data on theirs. */
const walksPort = port + 100;
const dataDir = mkdtempSync(join(tmpdir(), 'cms-e2e-'));
/**
 * The walks over many pages that only read (the accessibility sweep; every list's first screen
 * at 375 px, its width at 1440 px, its overdue tags, its filter drawer): their tests run in any
 * order, two at a time, on one server of their own.
 */
const PAGE_WALKS = /\/(a11y|mobileFirstScreen|wideLists|listOverdue|filterDrawer)\.spec\.ts$/;

/**
 * The flows change data, so each lane runs its files in order on a server and database of its
 * own: the spec files in name order, dealt to the lanes in turn. A file's tests stay together,
 * in their order. Three lanes beside the walks' two workers: 578, 617 and 535 s of tests against
 * the walks' 1,198 s, the whole e2e 11.0 min (one lane took 24.4 min; docs/testing.md, "CI time").
 */
const FLOW_LANES = 3;
const flowFiles = readdirSync(join(import.meta.dirname, 'test/e2e'))
  .filter((f) => f.endsWith('.spec.ts') && !PAGE_WALKS.test(`/${f}`))
  .sort();
const laneFiles = (lane: number): RegExp =>
  new RegExp(`/(${flowFiles.filter((_, i) => i % FLOW_LANES === lane).map((f) => f.replace(/\./g, '\\.')).join('|')})$`);
/** A lane's port: the first lane keeps E2E_PORT. */
const lanePort = (lane: number): number => port + lane;

const server = (serverPort: number, db: string, command = 'npm run serve --silent') => ({
  command,
  url: `http://localhost:${serverPort}/login`,
  reuseExistingServer: false,
  timeout: 180_000,
  env: { PORT: String(serverPort), DATABASE_URL: join(dataDir, db), SEED: 'demo', NOW: E2E_NOW },
});

/**
 * e2e: Debian's Chromium drives the built app served by `npm run serve` on fresh temporary
 * SQLite databases seeded with the demo data (run `npm run build` first). The tests mostly wait
 * (for the app, the server, the next poll), so they run five at a time on the two cores: three
 * flow lanes (`flows-1` … `flows-3`), each one worker in order on its own server, and the page
 * walks (`PAGE_WALKS`), two workers on a server of their own. No lane sees another's records.
 */
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: FLOW_LANES + 2,
  projects: [
    ...Array.from({ length: FLOW_LANES }, (_, lane) => ({
      name: `flows-${lane + 1}`,
      testMatch: laneFiles(lane),
      workers: 1,
      use: { baseURL: `http://localhost:${lanePort(lane)}` },
    })),
    { name: 'a11y', testMatch: PAGE_WALKS, fullyParallel: true, workers: 2, use: { baseURL: `http://localhost:${walksPort}` } },
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
    // the server bundle is rebuilt first (~0.5 s): a bare `vite build` empties dist/, bundle included;
    // Playwright starts its web servers in order, so the others start on the bundle just built
    server(lanePort(0), 'flows-1.db', 'npm run build:server --silent && npm run serve --silent'),
    ...Array.from({ length: FLOW_LANES - 1 }, (_, i) => server(lanePort(i + 1), `flows-${i + 2}.db`)),
    server(walksPort, 'walks.db'),
  ],
});
