import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAs } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { apiAs, uniqueTag, type Api, type ApiRecord } from './records.ts';

/**
 * Issue 19, the ticket's handling in Chromium: the handler's badge, comment and reassignment, the
 * close (keyboard only), the creator's timeline, a bulk close with one row refused, the not-found
 * page, axe, and screenshots of the detail and the list at 1440 and 375 px (under /tmp).
 * Every record is made through the API here, apart from the demo accounts.
 */

/** A type of its own (no extra fields, nobody by default) for this spec's tickets. */
async function typeOf(admin: Api, tag: string): Promise<number> {
  const made = await admin.post('/workflow/type', {
    name: `流程${tag}`, category: '售后', enabled: true, sort: 1, default_priority: 'normal',
    sla_urgent: 4, sla_high: 24, sla_normal: 72, sla_low: 168, form_json: [],
  });
  return made.id;
}

const ticketBody = (typeId: number, title: string, more: Record<string, unknown> = {}) => ({
  title, type_id: typeId, description: `客户反映${title}开机报警。`, ...more,
});

/** The sidebar's figure for the queue (its item's badge; the group is open on a workflow page). */
const queueBadge = (page: Page) => page.getByTestId('badge:/workflow/consumer');

const entries = (page: Page) => page.getByTestId('process-entry');

/** Presses Tab until `target` has the focus (keyboard only), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never got the focus by Tab');
}

test('the handler sees the badge go up, comments and reassigns; the new handler closes by keyboard; the creator sees the whole timeline', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const admin = await apiAs(request, 'admin');
  const creator = await apiAs(request, 'superadmin');
  const staff = await apiAs(request, 'staff');
  const typeId = await typeOf(admin, tag);
  const base = baseURL ?? '';

  const { context: staffContext, page } = await openAs(browser, request, base, 'staff');
  await page.goto('/workflow/consumer');
  const before = (await staff.get<number[]>('/workflow/bucket/pending/count'))[0];
  if (before > 0) await expect(queueBadge(page).getByTitle(`${before} 条待处理`)).toBeVisible();
  const made = await creator.post('/workflow/bucket', ticketBody(typeId, `切割头报警${tag}`, { handler_id: staff.uid }));
  await page.reload();
  await expect(queueBadge(page).getByTitle(`${before + 1} 条待处理`)).toBeVisible();
  await page.goto('/dashboard');
  // the dashboard: my first five open tickets, overdue first (the seed's overdue ones before this new one)
  const card = page.getByTestId('dashboard-queue:ticketPending');
  await expect(card.locator('.ant-list-item')).toHaveCount(Math.min(5, before + 1));
  await expect(card.getByRole('link', { name: '查看全部' })).toHaveAttribute('href', /^\/workflow\/consumer\?/);
  await page.screenshot({ path: '/tmp/wfdetail-dashboard-1440.png' });
  await page.goto('/workflow/consumer');

  await page.locator('tr', { hasText: `切割头报警${tag}` }).getByRole('link', { name: '详情' }).click();
  await expect(page).toHaveURL(new RegExp(`/workflow/detail/${made.id}$`));
  await expect(entries(page)).toHaveCount(1);
  await page.getByLabel('添加处理记录').pressSequentially(`已电话联系客户${tag}`);
  await page.getByRole('button', { name: '提交记录' }).click();
  await expect(entries(page)).toHaveCount(2);
  await expect(entries(page).nth(1)).toContainText(`已电话联系客户${tag}`);

  await page.locator('button[data-action="assign"]').click();
  const dialog = page.getByRole('dialog');
  const handler = dialog.locator('.ant-select').filter({ has: page.getByLabel('新处理人', { exact: true }) });
  // the options come from the server: a click on a list that is being replaced can choose nothing
  await expect(async () => {
    await handler.click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '王建国' }).click({ timeout: 3_000 });
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0, { timeout: 2_000 });
    await expect(handler.locator('.ant-select-selection-item')).toContainText('王建国', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByLabel('转派原因').pressSequentially('需要主管确认备件');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(entries(page)).toHaveCount(3);
  await expect(entries(page).nth(2)).toContainText('转派给：王建国');
  await expect(entries(page).nth(2)).toContainText('转派原因：需要主管确认备件');
  if (before > 0) await expect(queueBadge(page).getByTitle(`${before} 条待处理`)).toBeVisible();
  else await expect(queueBadge(page)).toHaveCount(0);
  await staffContext.close();

  // the new handler: a comment and the close, keyboard only
  const { context: adminContext, page: adminPage } = await openAs(browser, request, base, 'admin');
  await adminPage.goto(`/workflow/detail/${made.id}`);
  await expect(entries(adminPage)).toHaveCount(3);
  const box = adminPage.getByLabel('添加处理记录');
  await tabTo(adminPage, box);
  await adminPage.keyboard.type('备件已寄出');
  await tabTo(adminPage, adminPage.getByRole('button', { name: '提交记录' }));
  await adminPage.keyboard.press('Enter');
  await expect(entries(adminPage)).toHaveCount(4);
  await tabTo(adminPage, adminPage.locator('button[data-action="close"]'));
  await adminPage.keyboard.press('Enter');
  const close = adminPage.getByRole('dialog');
  await expect(close).toBeVisible();
  await tabTo(adminPage, close.getByLabel('处理结果'));
  await adminPage.keyboard.type('更换切割头后恢复');
  await tabTo(adminPage, close.getByRole('button', { name: /确\s*定/ }));
  await adminPage.keyboard.press('Enter');
  await expect(close).toBeHidden();
  await expect(entries(adminPage)).toHaveCount(5);
  await expect(adminPage.locator('button[data-action="assign"]')).toBeDisabled();
  await adminContext.close();
  expect((await admin.get<ApiRecord>(`/workflow/bucket/${made.id}`)).status).toBe('closed');

  // the creator: the ticket in 我创建的工单, its whole timeline in order, and nothing left to do on it
  const { context: creatorContext, page: creatorPage } = await openAs(browser, request, base, 'superadmin');
  await creatorPage.goto('/workflow/producer');
  await creatorPage.locator('tr', { hasText: `切割头报警${tag}` }).getByRole('link', { name: '详情' }).click();
  await expect(creatorPage).toHaveURL(new RegExp(`/workflow/detail/${made.id}$`));
  await expect(entries(creatorPage)).toHaveCount(5);
  expect(await entries(creatorPage).evaluateAll((els) => els.map((e) => e.getAttribute('data-step')))).toEqual(['create', 'comment', 'assign', 'comment', 'close']);
  await expect(entries(creatorPage).nth(1)).toContainText('李晓燕');
  await expect(entries(creatorPage).nth(4)).toContainText('处理结果：更换切割头后恢复');
  await expect(creatorPage.getByLabel('添加处理记录')).toBeDisabled();
  await expect(creatorPage.getByRole('note')).toHaveText('工单已关闭，不能再添加处理记录');
  await creatorContext.close();
});

test('bulk close on 全部工单: one row refused, the summary says which and why', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const admin = await apiAs(request, 'admin');
  const typeId = await typeOf(admin, tag);
  const first = await admin.post('/workflow/bucket', ticketBody(typeId, `${tag}批量甲`, { handler_id: admin.uid }));
  const second = await admin.post('/workflow/bucket', ticketBody(typeId, `${tag}批量乙`, { handler_id: admin.uid }));
  await admin.put(`/workflow/bucket/${second.id}/close`, { version: second.version, result: '已由他人处理' });
  const { context, page } = await openAs(browser, request, baseURL ?? '', 'admin');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/workflow/index');
  await page.getByPlaceholder('工单号 / 标题 / 关联单号或序列号').pressSequentially(tag);
  await page.keyboard.press('Enter');
  const rows = page.locator('.schema-list-table tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('ticket-tab:all')).toBeVisible();
  await expectNoSeriousA11yFindings(page);
  await page.screenshot({ path: '/tmp/wfdetail-index-1440.png', fullPage: true });
  for (const title of [`${tag}批量甲`, `${tag}批量乙`]) await rows.filter({ hasText: title }).getByRole('checkbox').check();
  await expect(page.getByTestId('bulk-count')).toHaveText('已选 2 项');
  await page.getByRole('button', { name: '批量关闭工单' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('处理结果').pressSequentially('批量处理完毕');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('bulk-summary')).toHaveText('成功 1 项，失败 1 项');
  const refused = page.locator('[data-testid="bulk-outcome"][data-ok="false"]');
  await expect(refused).toContainText(String(second.no));
  await expect(refused).toContainText('已关闭');
  await expect(page.locator('[data-testid="bulk-outcome"][data-ok="true"]')).toContainText(String(first.no));
  await page.screenshot({ path: '/tmp/wfdetail-bulk-summary-1440.png' });
  await page.getByRole('button', { name: '知道了' }).click();
  expect((await admin.get<ApiRecord>(`/workflow/bucket/${first.id}`)).result).toBe('批量处理完毕');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByTestId('list-card').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/wfdetail-index-375.png', fullPage: true });
  await context.close();
});

test('the detail with a timeline passes axe, at 1440 and 375 px; /workflow/detail/abc is the not-found page', async ({ browser, request, baseURL }) => {
  const tag = uniqueTag();
  const admin = await apiAs(request, 'admin');
  const staff = await apiAs(request, 'staff');
  const typeId = await typeOf(admin, tag);
  const made = await admin.post('/workflow/bucket', ticketBody(typeId, `激光器不出光${tag}`, { handler_id: staff.uid }));
  await staff.post('/workflow/process', { bucket_id: made.id, content: '已远程查看报警记录' });
  const current = await staff.get<ApiRecord>(`/workflow/bucket/${made.id}`);
  await staff.put(`/workflow/bucket/${made.id}/desc`, { version: current.version, description: '激光器不出光，电源灯正常，报警 E21。' });
  const { context, page } = await openAs(browser, request, baseURL ?? '', 'staff');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/workflow/detail/${made.id}`);
  await expect(entries(page)).toHaveCount(3);
  await entries(page).nth(2).getByText('查看修改前后').click();
  await expect(page.getByTestId('desc-diff')).toContainText('报警 E21');
  await expectNoSeriousA11yFindings(page);
  await page.screenshot({ path: '/tmp/wfdetail-detail-1440.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(entries(page)).toHaveCount(3);
  await page.screenshot({ path: '/tmp/wfdetail-detail-375.png', fullPage: true });
  await page.goto('/workflow/detail/abc');
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  await context.close();
});
