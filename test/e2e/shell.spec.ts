import { expect, test, type Page } from '@playwright/test';
import { seriousA11yFindings } from './axe.ts';
import { openAs } from './accounts.ts';
import { apiAs, repairBody, uniqueTag } from './records.ts';
import { trackRequests, waitForQuietNetwork } from './quietNetwork.ts';
import { login } from './session.ts';
import { openMenu, tab, tabMenu } from './tabSteps.ts';

/** Findings other than colour contrast (the app-wide contrast is fixed apart from these pages). */
const beyondContrast = (findings: string[]): string[] => findings.filter((f) => !f.startsWith('color-contrast'));

const keyword = (page: Page) => page.getByPlaceholder('单号 / 序列号 / 手机号 / 客户姓名').filter({ visible: true });

test('tabs: context menu, keep-alive input, 刷新, pinned home, middle-click, reload', async ({ page }) => {
  await login(page, 'staff');
  await expect(page).toHaveTitle('首页 - 激光设备服务管理后台');
  await expect(tab(page, '/dashboard')).toBeVisible();

  await openMenu(page, '维修管理', '普通维修');
  await expect(page).toHaveTitle('普通维修 - 激光设备服务管理后台');
  await expect(page.getByTestId('breadcrumbs')).toHaveText(/维修管理\s*\/\s*普通维修/);
  await expect(page.getByText(/共 \d+ 条/).filter({ visible: true })).toBeVisible();

  // half-typed, never submitted
  await keyword(page).click();
  await keyword(page).pressSequentially('半截输入');
  await expect(keyword(page)).toHaveValue('半截输入');
  await openMenu(page, '维修管理', '快速维修');
  await expect(page).toHaveURL(/\/repair\/quickrp(\?|$)/);
  await expect(tab(page, '/repair/quickrp')).toBeVisible();

  // back through the tab: the input is still there (keep-alive)
  await tab(page, '/repair/list').click();
  await expect(page).toHaveURL(/\/repair\/list/);
  await expect(keyword(page)).toHaveValue('半截输入');

  // the right-click menu: 105 px wide, four items
  await tab(page, '/repair/list').click({ button: 'right' });
  const menu = page.locator('.tab-context-menu:not(.ant-dropdown-hidden)');
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(105);
  await expect(menu.getByRole('menuitem')).toHaveText(['刷新', '关闭', '关闭其他', '关闭所有']);

  // 刷新 re-mounts the page: the half-typed input is gone
  await menu.getByRole('menuitem', { name: '刷新' }).click();
  await expect(page).toHaveURL(/\/repair\/list(\?|$)/);
  await expect(page.getByText(/共 \d+ 条/).filter({ visible: true })).toBeVisible();
  await expect(keyword(page)).toHaveValue('');

  // the pinned home tab has no close button and its 关闭 is disabled
  await expect(page.locator('.app-tabs .ant-tabs-tab').filter({ has: tab(page, '/dashboard') }).locator('.ant-tabs-tab-remove')).toHaveCount(0);
  await tab(page, '/dashboard').click({ button: 'right' });
  await expect(page.locator('.tab-context-menu:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: '关闭', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  // open tabs survive a reload
  await page.reload();
  await expect(tab(page, '/repair/quickrp')).toBeVisible();
  await expect(tab(page, '/repair/list')).toBeVisible();

  // middle-click closes; closing the active tab goes to its neighbour
  await tab(page, '/repair/quickrp').click({ button: 'middle' });
  await expect(tab(page, '/repair/quickrp')).toHaveCount(0);
  await expect(page).toHaveURL(/\/repair\/list/);

  // 关闭所有 keeps the pinned home tab only
  await tabMenu(page, '/repair/list', '关闭所有');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('.app-tabs .ant-tabs-tab')).toHaveCount(1);
});

test('a tab holding an unsaved form asks before it closes', async ({ browser, request, baseURL }) => {
  const tag = uniqueTag();
  const repair = await (await apiAs(request, 'admin')).post('/needs/manage-repair', repairBody(tag, 1));
  const { page } = await openAs(browser, request, baseURL!, 'staff');
  const path = `/repair/${repair.id}`;
  await page.goto(path);
  await page.getByRole('button', { name: /编\s*辑/ }).click();
  // the record loaded into the drawer is not an unsaved change
  const fault = page.locator('.ant-drawer-open').getByLabel('故障描述');
  await expect(fault).toHaveValue(String(repair.fault));
  await expect(tab(page, path)).not.toContainText('●');
  await fault.press('End');
  await fault.pressSequentially('半截修改');
  await expect(tab(page, path)).toContainText('●');
  await tabMenu(page, path, '关闭');
  const ask = page.getByRole('dialog').filter({ hasText: '有未保存的内容，确定离开？' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: /取\s*消/ }).click();
  await expect(tab(page, path)).toBeVisible();
});

test('a badge goes down after a status change', async ({ browser, request, baseURL }) => {
  const repair = await (await apiAs(request, 'admin')).post('/needs/manage-repair', repairBody(uniqueTag(), 3));
  const { page } = await openAs(browser, request, baseURL!, 'staff');
  await page.goto(`/repair/quickrp/${repair.id}`);
  await openMenu(page, '维修管理', '快速维修');
  const badge = page.getByTestId('badge:/repair/quickrp');
  await expect(badge).toBeVisible();
  const before = Number((await badge.innerText()).trim());
  expect(before).toBeGreaterThan(0);
  await tab(page, `/repair/quickrp/${repair.id}`).click();
  await page.getByRole('button', { name: /取消维修/ }).click();
  const form = page.getByRole('dialog').filter({ hasText: '取消原因' });
  await form.getByLabel('取消原因').pressSequentially('客户电话告知不修了');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-descriptions').getByText('已取消').first()).toBeVisible();
  await expect(badge).toHaveText(String(before - 1));
});

test('sider: the collapsed state survives a reload', async ({ page }) => {
  await login(page, 'staff');
  const sider = page.getByTestId('sider');
  await expect(sider).toHaveAttribute('data-collapsed', 'false');
  await page.getByTestId('sider-toggle').click();
  await expect(sider).toHaveAttribute('data-collapsed', 'true');
  await page.reload();
  await expect(sider).toHaveAttribute('data-collapsed', 'true');
  await page.getByTestId('sider-toggle').click();
  await page.reload();
  await expect(sider).toHaveAttribute('data-collapsed', 'false');
});

test('sider: a collapsed group pops up with its items labelled, inside their rows', async ({ page }) => {
  await login(page, 'staff');
  await page.getByTestId('sider-toggle').click();
  await expect(page.getByTestId('sider')).toHaveAttribute('data-collapsed', 'true');
  await page.getByTestId('sider').locator('.ant-menu-submenu', { has: page.locator('[aria-label="tool"]') }).first().hover();
  const popup = page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)');
  const label = popup.getByText('普通维修', { exact: true });
  await expect(label).toBeVisible();
  const [row, text] = await Promise.all([popup.getByRole('menuitem').filter({ hasText: '普通维修' }).boundingBox(), label.boundingBox()]);
  // the label once wrapped under the icon, below its row, and was cut off
  expect(text!.y).toBeGreaterThanOrEqual(row!.y);
  expect(text!.y + text!.height).toBeLessThanOrEqual(row!.y + row!.height + 1);
  await page.getByTestId('sider-toggle').click();
});

test('a 375 px wide window starts with the sider collapsed', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await login(page, 'staff');
  await expect(page.getByTestId('sider')).toHaveAttribute('data-collapsed', 'true');
  await expect(page.getByTestId('header-user-menu')).toBeVisible();
  await context.close();
});

test('header: items follow access; the user menu leads out', async ({ page }) => {
  await login(page, 'member');
  // a member opens no repair page: no badge queries, no repair menu, only 首页
  await expect(page.getByRole('menu').getByText('维修管理')).toHaveCount(0);
  await page.getByTestId('header-user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('header: 发送站内信 opens the compose form; the bell leads to the inbox; 个人设置 to the profile', async ({ page }) => {
  await login(page, 'staff');
  await expect(page.getByTestId('header-site')).toHaveCount(0); // OFFICIAL_SITE_URL is not set in the e2e server
  await page.getByTestId('header-create').click();
  const createMenu = page.getByRole('menu').filter({ hasText: '发送站内信' });
  // staff holds create_workflow_bucket: 创建工单 is offered (workflowCreate.spec.ts follows it)
  await expect(createMenu.getByRole('menuitem')).toHaveText(['创建工单', '发送站内信']);
  await createMenu.getByRole('menuitem', { name: '发送站内信' }).click();
  await expect(page).toHaveURL(/\/account\/message\?compose=1/);
  await expect(page.getByRole('dialog').filter({ hasText: '写站内信' })).toBeVisible();
  await expect(page).toHaveTitle('我的站内信 - 激光设备服务管理后台');
  await page.getByRole('dialog').filter({ hasText: '写站内信' }).getByRole('button', { name: /取\s*消/ }).click();
  await page.getByTestId('header-messages').click();
  await expect(page).toHaveURL(/\/account\/message/);
  await page.getByTestId('header-user-menu').click();
  await page.getByRole('menuitem', { name: '个人设置' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByTestId('breadcrumbs')).toHaveText('个人设置');
});

test('a page form (个人设置) marks its tab unsaved until it is saved', async ({ page }) => {
  await login(page, 'staff');
  await page.goto('/account/profile');
  // the loaded profile is the saved state: no mark before anyone types
  await expect(page.locator('#profile_name')).toHaveValue(/.+/);
  await expect(tab(page, '/account/profile')).not.toContainText('●');
  await page.locator('#profile_nickname').clear();
  await page.locator('#profile_nickname').pressSequentially('小李');
  await expect(tab(page, '/account/profile')).toContainText('●');
  await tabMenu(page, '/account/profile', '刷新');
  const ask = page.getByRole('dialog').filter({ hasText: '有未保存的内容，确定离开？' });
  await expect(ask).toContainText('刷新后将丢失');
  await ask.getByRole('button', { name: /取\s*消/ }).click();
  await expect(page.locator('#profile_nickname')).toHaveValue('小李');
  await page.locator('form#profile').getByRole('button', { name: /保\s*存/ }).click();
  await expect(tab(page, '/account/profile')).not.toContainText('●');
});

test('a kept-alive tab restored after a reload costs nothing until it is opened', async ({ page }) => {
  await login(page, 'staff');
  await openMenu(page, '维修管理', '普通维修');
  await expect(page.getByText(/共 \d+ 条/).filter({ visible: true })).toBeVisible();
  const dashboardChunk: string[] = [];
  trackRequests(page);
  page.on('request', (r) => {
    if (/\/assets\/DashboardPage-[\w-]+\.js$/.test(r.url())) dashboardChunk.push(r.url());
  });
  await page.reload();
  await expect(page.getByText(/共 \d+ 条/).filter({ visible: true })).toBeVisible();
  await expect(tab(page, '/dashboard')).toBeVisible();
  await waitForQuietNetwork(page);
  expect(dashboardChunk, 'the hidden 首页 loaded its page chunk').toHaveLength(0);
  await tab(page, '/dashboard').click();
  await expect.poll(() => dashboardChunk.length).toBeGreaterThan(0);
});

test("antd's styles come from the build's stylesheet: a list and its create drawer insert no antd <style>", async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/repair/list');
  await expect(page.locator('.ant-table-tbody > tr.ant-table-row')).toHaveCount(20);
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/antd-"]')).toHaveCount(1);
  // the last column stays in view (CSS sticky), the first cell is styled by the stylesheet
  await expect(page.locator('.ant-table-thead th').last()).toHaveCSS('position', 'sticky');
  await expect(page.locator('.ant-table-thead th').first()).toHaveCSS('font-weight', '600');
  await page.getByRole('button', { name: /新建维修单/ }).click();
  await expect(page.locator('.ant-drawer-content').filter({ visible: true })).toBeVisible();
  const antdStyles = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').filter((css) => /\.ant-[a-z]/.test(css)).map((css) => css.slice(0, 80)));
  expect(antdStyles).toEqual([]);
});

test('/export/:type without the list\'s right: the 403 page, decided before any request', async ({ page }) => {
  await login(page, 'member');
  const exportCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/cms/export/')) exportCalls.push(r.url());
  });
  await page.goto('/export/repair');
  await expect(page.getByText('抱歉，您没有权限访问该页面')).toBeVisible();
  await expect(page.getByText(/\[40300\]/)).toHaveCount(0);
  await expect(page.locator('.ant-table')).toHaveCount(0);
  expect(exportCalls).toEqual([]);
});

test('/export/repair sits under 普通维修; a detail tab carries its number; the 404 page highlights no tab', async ({ page }) => {
  await login(page, 'staff');
  await openMenu(page, '维修管理', '普通维修');
  await page.getByRole('link', { name: '导出记录' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/export\/repair$/);
  await expect(page.getByTestId('breadcrumbs')).toHaveText(/维修管理\s*\/\s*普通维修\s*\/\s*导出记录/);
  await expect(page.getByTestId('sider').locator('.ant-menu-item-selected')).toHaveText(/^普通维修\d*$/);
  await expect(tab(page, '/export/repair')).toHaveText('导出记录 · 普通维修');
  await expect(page).toHaveTitle('导出记录 · 普通维修 - 激光设备服务管理后台');
  expect(beyondContrast(await seriousA11yFindings(page))).toEqual([]);

  await openMenu(page, '维修管理', '普通维修');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true });
  const numberOf = async (i: number) => /WX\d+/.exec(await rows.nth(i).innerText())?.[0] ?? '';
  const numbers = [await numberOf(0), await numberOf(1)];
  expect(numbers.every((n) => n.startsWith('WX'))).toBe(true);
  for (const [i, no] of numbers.entries()) {
    await openMenu(page, '维修管理', '普通维修');
    // the record's own link (a serial in the row links to its device file)
    await rows.nth(i).locator('a[href^="/repair/"]').first().click();
    await expect(page).toHaveURL(/\/repair\/\d+$/);
    await expect(tab(page, new URL(page.url()).pathname)).toHaveText(`维修详情 · ${no}`);
  }
  await expect(page.locator('.app-tabs .ant-tabs-tab').filter({ hasText: '维修详情 · ' })).toHaveCount(2);

  await page.goto('/no/such/page');
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  await expect(tab(page, '/dashboard')).toBeVisible();
  await expect(page.locator('.app-tabs .ant-tabs-tab-active')).toHaveCount(0);
});

test('sider: the title is not cut, and a folded group shows the sum of its badges', async ({ page }) => {
  await login(page, 'staff');
  const title = page.locator('.app-logo-text');
  await expect(title).toHaveText('激光设备服务管理后台');
  const fits = await title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight);
  expect(fits).toBe(true);
  await expect(page.locator('.app-logo')).toHaveAttribute('title', '激光设备服务管理后台');

  const group = page.getByTestId('badge:group:repair');
  await expect(group).toBeVisible();
  const sum = Number((await group.innerText()).trim());
  await page.getByRole('menu').getByText('维修管理').click();
  const items = [page.getByTestId('badge:/repair/list'), page.getByTestId('badge:/repair/quickrp')];
  const parts = await Promise.all(items.map(async (b) => ((await b.count()) ? Number((await b.innerText()).trim()) : 0)));
  expect(parts[0] + parts[1]).toBe(sum);
  await expect(group).toHaveCount(0);
});
