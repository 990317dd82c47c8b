import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { TicketSummary } from '../../src/domain/ticketSummary.ts';
import { freshTag } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { E2E_TODAY } from './clock.ts';
import { apiAs, signedInAs } from './records.ts';

/**
 * 问题汇总 (/workflow/question) as admin: the figures and charts of the tickets filed through the
 * API, a period that survives a switch to another tab and back (the route is kept alive), the
 * summary's Excel export, a recurring problem's tickets, axe, and the page at 1440 and 375 px
 * (screenshots under /tmp).
 */

test.use({ storageState: signedInAs('admin') });

const figure = (page: Page, name: 'open' | 'overdue' | 'total'): Locator => page.getByTestId(`summary-${name}`);

/** The figures the page should show: the API's own answer for the same period. */
async function expectFigures(page: Page, s: TicketSummary): Promise<void> {
  await expect(figure(page, 'total')).toHaveText(String(s.total));
  await expect(figure(page, 'open')).toHaveText(String(s.open));
  await expect(figure(page, 'overdue')).toHaveText(String(s.overdue));
}

test('问题汇总: figures and charts, a period kept across tabs, the Excel export, a problem\'s tickets, axe, 1440 and 375 px', async ({ page, request }) => {
  const api = await apiAs(request, 'admin');
  const tag = freshTag();
  const type = await api.post('/workflow/type', { name: `汇总类型${tag}`, category: '售后', default_priority: 'normal', sla_urgent: 4, sla_high: 24, sla_normal: 72, sla_low: 168 });
  const question = await api.post('/workflow/question', { title: `镜片发黑${tag}`, category: '光路', answer: '用无水酒精清洁镜片' });
  const file = (title: string, extra: Record<string, unknown> = {}) => api.post('/workflow/bucket', { title: `${title}${tag}`, type_id: type.id, priority: 'normal', description: '客户反馈', model: `E2E${tag}`, ...extra });
  await file('激光不出光', { handler_id: api.uid });
  await file('风扇异响');
  const closed = await file('镜片发黑');
  await api.put(`/workflow/bucket/${closed.id}/close`, { version: closed.version, result: '清洁后恢复', question_id: question.id });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/workflow/question');
  const panel = page.getByTestId('ticket-summary');
  await expectFigures(page, await api.get<TicketSummary>('/workflow/question/summary'));
  // overdue in the theme's red
  const [r, g, b] = (await figure(page, 'overdue').evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number);
  expect(r).toBeGreaterThan(150);
  expect(Math.max(g, b)).toBeLessThan(80);
  for (const chart of ['byType', 'byModel', 'byHandler', 'byMonth']) await expect(panel.getByTestId(`summary-${chart}`).locator('canvas')).toBeVisible();
  // the charts' figures as text: this run's type with its three tickets
  await expect(panel.getByTestId('summary-byType').getByRole('group')).toHaveAccessibleDescription(new RegExp(`汇总类型${tag} 3`));

  await page.screenshot({ path: '/tmp/wfq-question-1440-12months.png', fullPage: true });

  // a period of this month, typed as a user types it
  const monthStart = `${E2E_TODAY.slice(0, 8)}01`;
  const [from, to] = [panel.locator('.ant-picker-input input').first(), panel.locator('.ant-picker-input input').last()];
  await from.click();
  await from.press('ControlOrMeta+a');
  await from.pressSequentially(monthStart);
  await from.press('Enter');
  await to.press('ControlOrMeta+a');
  await to.pressSequentially(E2E_TODAY);
  await to.press('Enter');
  const picked = await api.get<TicketSummary>(`/workflow/question/summary?created=${monthStart},${E2E_TODAY}`);
  await expect(from).toHaveValue(monthStart);
  await expect(to).toHaveValue(E2E_TODAY);
  await expectFigures(page, picked);

  // another tab and back: the period and its figures are still there
  await page.getByTestId('tab:/dashboard').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('tab:/workflow/question').click();
  await expect(page).toHaveURL(/\/workflow\/question/);
  await expect(from).toHaveValue(monthStart);
  await expect(to).toHaveValue(E2E_TODAY);
  await expectFigures(page, picked);

  // 导出汇总: the figures of the period in an xlsx
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: /导出汇总/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^问题汇总_\d{8}_\d{4}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  // a row as `cell|cell|…` (the writer leaves empty trailing cells out)
  const cells = wb.worksheets[0].getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1).map((v) => (v === undefined || v === null ? '' : String(v))).join('|')] : []));
  expect(cells[0]).toBe('分类|项目|工单数|关闭');
  expect(cells).toContain(`统计时间|${monthStart} ~ ${E2E_TODAY}`);
  expect(cells).toContain(`概况|工单总数|${picked.total}`);
  expect(cells).toContain(`按类型|汇总类型${tag}|3`);

  // the problem's row opens to its ticket, which links to the detail page
  const row = page.locator('.schema-list-table tr.ant-table-row', { hasText: `镜片发黑${tag}` });
  await row.getByRole('button', { name: /展开/ }).click();
  const filed = page.getByTestId(`question-tickets:${question.id}`);
  await expect(filed).toContainText('共 1 张');
  await expect(filed.getByRole('link', { name: String(closed.no) })).toHaveAttribute('href', `/workflow/detail/${closed.id}`);

  await expectNoSeriousA11yFindings(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '/tmp/wfq-question-1440.png', fullPage: true });

  await page.setViewportSize({ width: 375, height: 800 });
  // the charts stack: each as wide as the panel
  const [first, second] = await Promise.all(['byType', 'byModel'].map((c) => panel.getByTestId(`summary-${c}`).boundingBox()));
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  // a chart redraws at the new width on its resize observer, a moment after the layout stacks them
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // on a phone the problem is a card, and 展开 under it shows the same tickets
  const card = page.getByTestId('list-card').filter({ hasText: `镜片发黑${tag}` });
  await card.getByRole('button', { name: '展开' }).click();
  await expect(card.getByTestId(`question-tickets:${question.id}`).getByRole('link', { name: String(closed.no) })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yFindings(page);
  await page.screenshot({ path: '/tmp/wfq-question-375.png', fullPage: true });
});
