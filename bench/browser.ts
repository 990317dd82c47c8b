import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { roundsOf, type JsRequest } from './rounds.ts';

/**
 * The browser budget: Chromium with 4× CPU slowdown opens /repair/list with a fresh cache and
 * the time from navigation start until the table shows `rows` data rows is taken (median of
 * `runs`). Chunk rounds: how many bursts of JS requests the browser made before the rows
 * appeared (see roundsOf).
 */
export interface BrowserResult {
  runsMs: number[];
  medianMs: number;
  rounds: number;
  /** The JS files of the deepest chain, shallowest first. */
  chain: string[];
}

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CONTEXT: BrowserContextOptions = { locale: 'zh-CN', timezoneId: 'Asia/Shanghai', reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } };

let open: Browser | null = null;
/** Closes the browser if a run is in progress (for exit handlers). */
export async function closeBrowser(): Promise<void> {
  const b = open;
  open = null;
  await b?.close().catch(() => undefined);
}

/** Records, from the document's start, when the table first holds `rows` data rows. */
const observeRows = (rows: number): string => `(() => {
  const check = () => {
    if (window.__benchRowsAt !== undefined) return;
    if (document.querySelectorAll('.ant-table-tbody > tr.ant-table-row').length >= ${rows}) window.__benchRowsAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

export async function measureListPage(opts: { baseUrl: string; path?: string; rows?: number; runs?: number; throttle?: number; username?: string; password?: string }): Promise<BrowserResult> {
  const { baseUrl, path = '/repair/list', rows = 20, runs = 3, throttle = 4, username = 'superadmin', password = 'demo123456' } = opts;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  open = browser;
  try {
    // log in once through the form, unthrottled; every timed run starts from this session (its
    // cookie and local storage) with an empty HTTP cache
    const login = await browser.newContext({ ...CONTEXT, baseURL: baseUrl });
    const p = await login.newPage();
    const problems: string[] = [];
    p.on('pageerror', (e) => problems.push(e.message));
    p.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
    try {
      await p.goto('/login');
      await p.getByLabel('用户名').fill(username, { timeout: 20_000 });
      await p.getByLabel('密码').fill(password);
      await p.getByRole('button', { name: /登\s*录/ }).click();
      await p.waitForURL(/\/dashboard$/, { timeout: 30_000 });
      // the state of someone who has logged in and seen the dashboard (not one caught mid-load)
      await p.waitForLoadState('networkidle', { timeout: 30_000 });
    } catch (err) {
      const shot = join(tmpdir(), `cms-bench-login-${Date.now()}.png`);
      await p.screenshot({ path: shot }).catch(() => undefined);
      throw new Error(`logging in through the form failed on ${p.url()} (${problems.slice(0, 3).join(' / ') || 'no page errors'}; screenshot ${shot}): ${(err as Error).message.split('\n')[0]}`);
    }
    const storageState = await login.storageState();
    await login.close();

    const runsMs: number[] = [];
    let worst = { rounds: 0, chain: [] as string[] };
    for (let i = 0; i < runs; i++) {
      const ctx = await browser.newContext({ ...CONTEXT, baseURL: baseUrl, storageState });
      try {
        const page = await ctx.newPage();
        const cdp = await ctx.newCDPSession(page);
        const requests = new Map<string, JsRequest>();
        let clockOffset = 0; // wall-clock seconds minus CDP monotonic seconds
        cdp.on('Network.requestWillBeSent', (e) => {
          clockOffset = e.wallTime - e.timestamp;
          if (/\.m?js$/.test(new URL(e.request.url).pathname)) requests.set(e.requestId, { url: e.request.url, sent: e.timestamp, parser: e.initiator.type === 'parser' });
        });
        await cdp.send('Network.enable');
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
        await page.addInitScript(observeRows(rows));
        await page.goto(path, { waitUntil: 'commit', timeout: 60_000 });
        await page.waitForFunction(() => (window as unknown as { __benchRowsAt?: number }).__benchRowsAt !== undefined, undefined, { timeout: 60_000, polling: 200 });
        const t = await page.evaluate(() => ({ at: (window as unknown as { __benchRowsAt: number }).__benchRowsAt, origin: performance.timeOrigin, url: location.pathname }));
        if (t.url !== path) throw new Error(`the browser ended on ${t.url}, not ${path}`);
        runsMs.push(t.at);
        const shownMonotonic = (t.origin + t.at) / 1000 - clockOffset;
        const c = roundsOf([...requests.values()], shownMonotonic);
        if (c.rounds > worst.rounds) worst = c;
        process.stderr.write(`[bench] browser run ${i + 1}: ${Math.round(t.at)} ms, ${c.rounds} chunk rounds (${c.chain.join(' → ')})\n`);
      } finally {
        await ctx.close();
      }
    }
    const sorted = [...runsMs].sort((a, b) => a - b);
    return { runsMs, medianMs: sorted[Math.floor(sorted.length / 2)], rounds: worst.rounds, chain: worst.chain };
  } finally {
    await closeBrowser();
  }
}
