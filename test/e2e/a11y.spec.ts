import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { findScreen, routeTable } from '../../resources/registry.ts';
import { seriousA11yFindings } from './axe.ts';
import { apiAs, repairBody, uniqueTag } from './records.ts';
import { trackRequests, waitForQuietNetwork } from './quietNetwork.ts';
import { login } from './session.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Issue 15's bar: every page, as each kind of user, at 1440 and 375 px, has no serious or
 * critical axe finding; so do the main dialogs. Each account logs in once per worker; each test
 * starts from that session. The superadmin's page sweep opens every page in one tab per width
 * (`pageOf`), as a user goes from page to page: the app's files load once, not once per page.
 * With `A11Y_SHOTS=1`, each page's full-length screenshot at 375 px goes to
 * `test-results/a11y-375/` to be looked at.
 */
const test = base.extend<{ account: string | undefined }, { sessionOf: (user: string) => Promise<StorageState>; pageOf: (user: string, width: number) => Promise<Page> }>({
  account: [undefined, { option: true }],
  pageOf: [
    async ({ browser, sessionOf }, provide, workerInfo) => {
      const pages = new Map<string, Page>();
      const { baseURL, locale, timezoneId, reducedMotion } = workerInfo.project.use;
      await provide(async (user, width) => {
        const key = `${user}@${width}`;
        const known = pages.get(key);
        if (known) return known;
        const context = await browser.newContext({ baseURL, locale, timezoneId, reducedMotion, viewport: { width, height: 900 }, storageState: await sessionOf(user) });
        await watchCsp(context);
        const page = await context.newPage();
        trackRequests(page);
        pages.set(key, page);
        return page;
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
  sessionOf: [
    async ({ browser }, provide, workerInfo) => {
      const sessions = new Map<string, StorageState>();
      await provide(async (user) => {
        const known = sessions.get(user);
        if (known) return known;
        const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, locale: 'zh-CN' });
        await login(await context.newPage(), user);
        const state = await context.storageState();
        await context.close();
        sessions.set(user, state);
        return state;
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ account, sessionOf }, provide) => provide(account ? await sessionOf(account) : undefined),
  context: async ({ context }, provide) => {
    await watchCsp(context);
    await provide(context);
  },
});

// axe reads every element's colours and roles: seconds a page, a minute on a busy machine
test.describe.configure({ timeout: 240_000 });

const routes = routeTable();

/** Pages opened by their path: every route without a parameter (the login page is checked logged out; a detail page by `?id=` is opened from its list). */
const plainPages = routes.filter((r) => r.view.kind !== 'show').map((r) => r.path).filter((p) => !p.includes(':') && !p.includes('*') && p !== '/login');

/** Pages with a parameter, opened as a user does: the first link to them on the page they are opened from. */
const linkedPages: { path: string; from: string; href: RegExp }[] = [
  ...routes
    .filter((r) => r.view.kind === 'show')
    .map((show) => {
      const list = routes.find((l) => l.view.kind === 'list' && show.view.kind === 'show' && l.view.resource === show.view.resource && l.view.screen === show.view.screen);
      // the id in the path (`/repair/:id`) or in the query (`/system/template/detail?id=3`)
      const href = show.path.includes(':id') ? show.path.replace(':id', '\\d+') : `${show.path}\\?id=\\d+`;
      return { path: show.path, from: list?.path ?? '', href: new RegExp(`^${href}$`) };
    }),
  { path: '/export/:type', from: '/repair/list', href: /^\/export\/\w+$/ },
  // one follower's thread: the history's follower link (the openid, as the path's id)
  { path: '/reply/conversation/:id', from: '/reply/history', href: /^\/reply\/conversation\/[^/]+$/ },
  // ERP: an order's detail by its number on 采购单, one company's orders by its name on 公司 (the demo's orders and companies)
  { path: '/erp/purchase/:id', from: '/erp/purchase', href: /^\/erp\/purchase\/\d+$/ },
  { path: '/erp/company/purchase/:id', from: '/erp/company', href: /^\/erp\/company\/purchase\/\d+$/ },
  // 设备档案: a demo repair's serial (every serial by the SUP rule links its file)
  { path: '/device/file/:serial', from: '/repair/list', href: /^\/device\/file\/SUP[0-9A-Z]+$/ },
];

/** Edit routes (`ScreenDef.editPath`), opened as a user does: 编辑 on the detail page of a record made for it. */
const editPages = routes.filter((r) => r.view.kind === 'page' && r.path.endsWith('/edit/:id'));

/**
 * Form pages of their own (`ScreenDef.form`, `…/:id?`), opened by the list's create button (its
 * `createLabel`: 新建关键词, 添加规则 …): the create form (the edit form is the same fields,
 * intelligence.spec.ts and replyRules.spec.ts open it).
 */
const formPages = routes.filter((r) => r.view.kind === 'form').map((r) => {
  const list = routes.find((l) => l.view.kind === 'list' && r.view.kind === 'form' && l.view.screen === r.view.screen);
  const label = r.view.kind === 'form' ? findScreen(r.view.screen)?.screen.createLabel : undefined;
  return { path: r.path, from: list?.path ?? '', create: r.path.replace('/:id?', ''), label: label ?? '新建' };
});

/** A fresh open ticket (its own type) whose detail page offers 编辑. */
async function openTicket(page: Page): Promise<number> {
  const api = await apiAs(page.request, 'superadmin');
  const tag = uniqueTag();
  const type = await api.post('/workflow/type', { name: `无障碍${tag}`, category: '售后', enabled: true, sort: 1, default_priority: 'normal', sla_urgent: 4, sla_high: 24, sla_normal: 72, sla_low: 168, form_json: [] });
  const ticket = await api.post('/workflow/bucket', { title: `无障碍检查${tag}`, type_id: type.id, description: '客户反映开机报警。' });
  return ticket.id;
}

/** Waits until the page has its data and no loader is left. */
async function settle(page: Page): Promise<void> {
  await waitForQuietNetwork(page);
  await expect(page.locator('.ant-spin-spinning, [data-testid="top-progress"]')).toHaveCount(0);
}

/**
 * Every page of the sweep also runs under the server's Content-Security-Policy: a violation the
 * browser reports (the `securitypolicyviolation` event) since the last check is a finding too.
 * This took over the CSP walk of offline.spec.ts, which opened the plain routes once more only
 * for it; the sweep opens every route, linked and edit pages and dialogs included.
 */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      w.__csp = [...(w.__csp ?? []), `${e.violatedDirective} ${e.blockedURI}`];
    });
  });
}

/** The CSP violations reported on the page since the last call. */
const takeCspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const w = window as unknown as { __csp?: string[] };
    const seen = w.__csp ?? [];
    w.__csp = [];
    return seen.map((v) => `csp: ${v}`);
  });

/** The serious and critical findings on the page as it is now, and its CSP violations; at 375 px also its screenshot. */
async function check(page: Page, name: string): Promise<string[]> {
  await settle(page);
  if (process.env.A11Y_SHOTS && page.viewportSize()?.width === 375) {
    await page.screenshot({ path: `test-results/a11y-375/${name.replace(/[/?=:]+/g, '_').replace(/^_/, '') || 'root'}.png`, fullPage: true });
  }
  return [...(await takeCspViolations(page)), ...(await seriousA11yFindings(page))];
}

/** The findings once every colour transition has ended (a hovered link fades to its hover colour). */
async function checkSettled(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
  return seriousA11yFindings(page);
}

/**
 * Issue 15: no table without 跳至 — every pager with more than one page offers it (antd shows
 * 跳至 only when there is a page to jump to; lists.spec.ts presses it on two lists).
 */
async function expectEveryPagerJumps(page: Page, path: string): Promise<void> {
  const pagers = await page.locator('.ant-pagination').filter({ visible: true }).all();
  for (const pager of pagers) {
    // a phone's cards page in antd's simple form: its page box is the jump
    if (await pager.evaluate((el) => el.classList.contains('ant-pagination-simple'))) {
      await expect(pager.locator('.ant-pagination-simple-pager input'), `the page box on ${path}`).toBeEditable();
      continue;
    }
    if ((await pager.locator('.ant-pagination-item').count()) < 2) continue;
    await expect(pager.locator('.ant-pagination-options-quick-jumper'), `跳至 on ${path}`).toHaveCount(1);
  }
}

/** Opens the first link on `from` whose href matches. */
async function openFirstLink(page: Page, from: string, href: RegExp): Promise<void> {
  await page.goto(from);
  await settle(page);
  const links = page.locator('main a[href]').filter({ visible: true });
  let hrefs: string[] = [];
  // the list's rows can come after the network has gone quiet (its chunk, then its request)
  await expect
    .poll(async () => {
      hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      return hrefs.findIndex((h) => href.test(h));
    }, { message: `a link matching ${href} on ${from}` })
    .toBeGreaterThanOrEqual(0);
  const target = hrefs[hrefs.findIndex((h) => href.test(h))];
  // by its href, not by its place: a list that re-renders (375 px cards) can put another link at
  // that place, and a click that landed on nothing is tried again instead of waiting out the test
  await expect(async () => {
    await page.locator(`main a[href="${target}"]`).filter({ visible: true }).first().click({ timeout: 5_000 });
    await page.waitForURL((url) => href.test(url.pathname + url.search), { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  // the URL changes before the list's tab gives way to the opened page: axe once checked the list
  // (its link under the mouse, on a hovered row) instead of the page it was to check
  await expect(page.locator(`main a[href="${target}"]`).filter({ visible: true })).toHaveCount(0);
}

test('the check finds a serious finding when there is one (a nameless button, grey on grey) and a CSP violation (an inline script)', async ({ page }) => {
  await page.goto('/login');
  await settle(page);
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'a11y-control';
    document.body.append(button);
    const text = document.createElement('p');
    text.id = 'a11y-control-text';
    text.textContent = '对比度不足的文字';
    text.style.cssText = 'color:#bbb;background:#ccc';
    document.body.append(text);
    // an inline script, which the policy refuses
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  const findings = await check(page, 'control');
  expect(findings).toContain('csp: script-src-elem inline');
  expect(findings.some((f) => f.startsWith('button-name (critical): #a11y-control'))).toBe(true);
  expect(findings.some((f) => f.startsWith('color-contrast (serious): #a11y-control-text'))).toBe(true);
});

test('the spec visits every route of the app', () => {
  // /__redirect/* shows nothing: it only sends the browser on
  const visited = new Set([...plainPages, ...linkedPages.map((p) => p.path), ...editPages.map((p) => p.path), ...formPages.map((p) => p.path), '/login', '/__redirect/*']);
  expect(formPages.filter((p) => !p.from)).toEqual([]);
  expect(editPages.map((p) => p.path)).toEqual(['/workflow/edit/:id']);
  expect(routes.map((r) => r.path).filter((p) => !visited.has(p))).toEqual([]);
  expect(linkedPages.filter((p) => !p.from)).toEqual([]);
});

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the login page, logged out', async ({ page }) => {
      await page.goto('/login');
      expect(await check(page, 'login')).toEqual([]);
    });

    test.describe('as superadmin', () => {
      test.use({ account: 'superadmin' });

      for (const path of plainPages) {
        test(`page ${path} (and 跳至 on each pager of several pages)`, async ({ pageOf }) => {
          const page = await pageOf('superadmin', width);
          await page.goto(path);
          expect(await check(page, path)).toEqual([]);
          await expectEveryPagerJumps(page, path);
        });
      }

      for (const { path, from, href } of linkedPages) {
        test(`page ${path}, opened from ${from}`, async ({ pageOf }) => {
          const page = await pageOf('superadmin', width);
          await openFirstLink(page, from, href);
          expect(await check(page, path)).toEqual([]);
          await expectEveryPagerJumps(page, path);
        });
      }

      for (const { path } of editPages) {
        test(`page ${path}, opened by 编辑 on the detail page`, async ({ pageOf }) => {
          const page = await pageOf('superadmin', width);
          const id = await openTicket(page);
          await page.goto(`/workflow/detail/${id}`);
          await settle(page);
          await page.locator('main').getByRole('button', { name: /编\s*辑/ }).first().click();
          await page.waitForURL(`**/workflow/edit/${id}`);
          expect(await check(page, path)).toEqual([]);
        });
      }

      for (const { path, from, create, label } of formPages) {
        test(`page ${path}, opened by ${label} on ${from}`, async ({ pageOf }) => {
          const page = await pageOf('superadmin', width);
          await page.goto(from);
          await settle(page);
          await page.locator('main').getByRole('button', { name: new RegExp(label) }).first().click();
          await page.waitForURL(`**${create}`);
          expect(await check(page, path)).toEqual([]);
        });
      }

      // a phone shows the list as cards: rows under a mouse are a desktop's
      if (width === 1440) test("a list's link under the mouse keeps its contrast, on a hovered row and on a selected one", async ({ pageOf }) => {
        const page = await pageOf('superadmin', width);
        await openTicket(page);
        await page.goto('/workflow/index');
        await settle(page);
        const row = page.locator('main tr.ant-table-row').filter({ visible: true }).first();
        const link = row.locator('a[href^="/workflow/detail/"]');
        await expect(link).toHaveCount(1);
        await link.hover();
        expect(await checkSettled(page)).toEqual([]);
        // the tickets list declares bulk actions: its rows can be selected
        await row.getByRole('checkbox').check();
        await expect(row).toHaveClass(/ant-table-row-selected/);
        await link.hover();
        expect(await checkSettled(page)).toEqual([]);
      });

      test("dialog: a list's 新建 drawer", async ({ page }) => {
        await page.goto('/repair/list');
        await settle(page);
        await page.locator('main').getByRole('button', { name: /新\s*建/ }).filter({ visible: true }).click();
        await expect(page.locator('.ant-drawer-open')).toBeVisible();
        expect(await check(page, 'dialog-create')).toEqual([]);
      });

      test("dialog: a repair's action (确认收件)", async ({ page }) => {
        const repair = await (await apiAs(page.request, 'superadmin')).post('/needs/manage-repair', repairBody(uniqueTag(), 1));
        await page.goto(`/repair/${repair.id}`);
        await settle(page);
        await page.getByRole('button', { name: /确认收件/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await check(page, 'dialog-action')).toEqual([]);
      });

      test("dialog: the header's 新建 → 发送站内信", async ({ page }) => {
        await page.goto('/dashboard');
        await settle(page);
        await page.getByTestId('header-create').click();
        await page.getByRole('menuitem', { name: '发送站内信' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await check(page, 'dialog-compose')).toEqual([]);
      });
    });

    for (const account of ['staff', 'member']) {
      test.describe(`as ${account}`, () => {
        test.use({ account });

        test('the dashboard and the 403 page', async ({ page }) => {
          const findings: string[] = [];
          await page.goto('/dashboard');
          findings.push(...(await check(page, `${account}-dashboard`)).map((f) => `/dashboard: ${f}`));
          await page.goto('/admin/list');
          await expect(page.getByText('抱歉，您没有权限访问该页面')).toBeVisible();
          findings.push(...(await check(page, `${account}-403`)).map((f) => `403: ${f}`));
          expect(findings).toEqual([]);
        });
      });
    }
  });
}
