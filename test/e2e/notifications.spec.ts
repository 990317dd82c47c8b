import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { NotificationStat } from '../../src/domain/notificationStat.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { E2E_NOW, E2E_TODAY } from './clock.ts';
import { apiAs, signedInAs, type ApiList } from './records.ts';

/**
 * The 通知 pages as admin on the demo outbox (seeded, no vendor configured: every channel but
 * 站内信 only logs): the SMS list filtered as a user types, 重发 of a failed SMS and its new row,
 * a row's attempts, the Excel export read back, the keyboard path to 重发; the email list and a
 * detail page whose HTML sits in an iframe that can run nothing; the WeChat list; 统计 with a
 * typed range kept across tabs and its export. axe at 1440 and 375 px on each, screenshots under /tmp.
 */

test.use({ storageState: signedInAs('admin') });
test.describe.configure({ timeout: 120_000 });

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const total = (page: Page) => page.getByText(/共 \d+ 条/);
const keyword = (page: Page) => page.locator('form.search-form').getByLabel('关键词').filter({ visible: true });

/**
 * A failed row of the demo outbox that a vendor refused (it has attempts; not a resend): the
 * rows that earlier tests or runs made — resends, and resends refused at once by the SMS rate
 * limit, with no attempt — are left out, so the choice holds however often the suite ran. An
 * SMS is one to a number that only the seed wrote to (a handful of rows, all before the server's
 * start), so no rate limit can refuse its resend.
 */
async function vendorFailed(api: Awaited<ReturnType<typeof apiAs>>, channel: 'sms' | 'email'): Promise<ApiList['list'][number]> {
  const failed = (await api.get<ApiList>(`/notification/outbox?channel=${channel}&send_state=failed&pageSize=100`)).list;
  for (const r of failed) {
    if (!(Number(r.attempts) > 0 && r.trigger !== 'resend' && r.resend_of === null)) continue;
    if (channel === 'sms') {
      const toNumber = (await api.get<ApiList>(`/notification/outbox?channel=sms&recipient=${String(r.recipient)}&pageSize=20`)).list;
      if (toNumber.some((x) => Date.parse(String(x.created_at)) >= Date.parse(E2E_NOW))) continue;
    }
    return r;
  }
  throw new Error(`the demo outbox has no failed ${channel} row a vendor refused left to resend`);
}

/** A list's row by its record's id. */
const rowOf = (page: Page, id: unknown) => page.locator(`.ant-table-tbody tr.ant-table-row[data-row-key="${String(id)}"]`);

/** Types like a person, one key at a time. */
async function typeInto(box: Locator, text: string): Promise<void> {
  await box.click();
  await box.pressSequentially(text);
  await expect(box).toHaveValue(text);
}

/** axe at 1440 px and at 375 px, with a full-page screenshot of each. */
async function checkBothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yFindings(page);
  await page.screenshot({ path: `/tmp/nt-${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yFindings(page);
  await page.screenshot({ path: `/tmp/nt-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A sheet's rows as `cell|cell|…` (the writer leaves empty trailing cells out). */
async function sheetRows(path: string): Promise<string[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  return wb.worksheets[0].getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1).map((v) => (v === undefined || v === null ? '' : String(v))).join('|')] : []));
}

test('短信: a recipient typed key by key, 重发 of a failed SMS and its new row, the attempts, the export, axe at 1440 and 375 px', async ({ page, request }) => {
  const api = await apiAs(request, 'admin');
  const failed = await vendorFailed(api, 'sms');
  const phone = String(failed.recipient);
  const before = (await api.get<ApiList>(`/notification/outbox?channel=sms&recipient=${phone}&pageSize=1`)).total;

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/notification/phmsg');
  await expect(page.getByTestId('provider-notice')).toContainText('未配置短信服务商，只记录不发出');
  const box = keyword(page);
  await typeInto(box, phone);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q.*${phone}`));
  await expect(total(page)).toHaveText(`共 ${before} 条`);
  await expect(rows(page).filter({ hasNotText: phone })).toHaveCount(0);

  // the failed row: its reason in the row; expanded, its attempts
  const row = rowOf(page, failed.id);
  await expect(row).toContainText(String(failed.error));
  await expect(row).toContainText('失败');
  await row.getByRole('button', { name: /展开/ }).click();
  const detail = page.getByTestId('nt-detail');
  await expect(detail.getByTestId('attempt-1')).toContainText('第 1 次尝试');
  await expect(detail.getByTestId('nt-reason')).toContainText(String(failed.error));

  await row.getByRole('button', { name: '重发' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('原记录保持不变');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(total(page)).toHaveText(`共 ${before + 1} 条`);
  const made = (await api.get<ApiList>(`/notification/outbox?channel=sms&resend_of=${failed.id}&pageSize=1`)).list[0];
  expect(made).toMatchObject({ recipient: phone, trigger: 'resend', resend_of: failed.id });
  // the newest row first: the resent one, sent by the log provider (no vendor configured)
  await expect(rows(page).first()).toContainText(phone);
  await expect.poll(async () => (await api.get<{ send_state: string }>(`/notification/outbox/${made.id}`)).send_state, { timeout: 15_000 }).toBe('sent');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-button').click()]);
  expect(download.suggestedFilename()).toMatch(/^短信_\d{8}_\d{4}\.xlsx$/);
  const cells = await sheetRows(await download.path());
  expect(cells).toHaveLength(before + 2);
  expect(cells[0]).toContain('接收人');
  expect(cells.slice(1).every((c) => c.includes(phone))).toBe(true);

  await checkBothWidths(page, 'phmsg');
});

test('短信: the keyboard alone reaches 重发 and confirms it', async ({ page, request }) => {
  const api = await apiAs(request, 'admin');
  const failed = await vendorFailed(api, 'sms');
  const phone = String(failed.recipient);
  const before = (await api.get<ApiList>(`/notification/outbox?channel=sms&recipient=${phone}&pageSize=1`)).total;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/notification/phmsg');
  await keyword(page).focus();
  await page.keyboard.type(phone);
  await page.keyboard.press('Enter');
  await expect(total(page)).toHaveText(`共 ${before} 条`);
  const resend = rowOf(page, failed.id).getByRole('button', { name: '重发' });
  await expect(resend).toBeVisible();
  for (let i = 0; i < 80 && !(await resend.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(resend).toBeFocused();
  await page.keyboard.press('Enter');
  const ok = page.getByRole('dialog').getByRole('button', { name: /确\s*定/ });
  await expect(ok).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(total(page)).toHaveText(`共 ${before + 1} 条`);
});

test('邮件 and 邮件详情: a subject typed key by key, the HTML in an iframe that can run nothing, the attempts, axe at 1440 and 375 px', async ({ page, request }) => {
  const api = await apiAs(request, 'admin');
  const sent = (await api.get<ApiList>('/notification/outbox?channel=email&send_state=sent&pageSize=1')).list[0];
  expect(sent, 'the demo outbox has a sent email').toBeDefined();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/notification/email');
  await expect(page.getByTestId('provider-notice')).toContainText('未配置邮件服务商');
  await typeInto(keyword(page), String(sent.recipient));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/filters.*q/);
  await expect(rows(page).first()).toContainText(String(sent.recipient));
  await checkBothWidths(page, 'email');
  // on a phone the card carries 重发 beside 详情, as the table's row does
  await page.setViewportSize({ width: 375, height: 800 });
  const card = page.getByTestId('list-card').first();
  await expect(card.getByRole('link', { name: '详情' })).toBeVisible();
  await expect(card.getByRole('button', { name: '重发' })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto(`/notification/email/detail?id=${sent.id}`);
  const frame = page.getByTestId('email-body');
  await expect(frame).toHaveAttribute('sandbox', '');
  expect(await frame.getAttribute('srcdoc')).toContain("default-src 'none'");
  // no same origin: the page cannot reach into the frame, nor the frame out of it
  expect(await frame.evaluate((el: HTMLIFrameElement) => el.contentDocument)).toBeNull();
  // the body is drawn inside it (the demo email's greeting)
  await expect(page.frameLocator('[data-testid="email-body"]').locator('body')).toContainText('您好');
  await expect(page.getByTestId('attempt-1')).toBeVisible();
  await expect(page.getByRole('button', { name: /重\s*发/ })).toBeEnabled();
  await checkBothWidths(page, 'email-detail');
});

test('邮件: 重发 in a failed mail\'s row and on its detail page, each a new row linked to it', async ({ page, request }) => {
  const api = await apiAs(request, 'admin');
  const failed = await vendorFailed(api, 'email');
  const resent = async () => (await api.get<ApiList>(`/notification/outbox?channel=email&resend_of=${failed.id}&pageSize=1`)).total;
  const before = await resent();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/notification/email');
  await typeInto(keyword(page), String(failed.recipient));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/filters.*q/);
  // the failed row itself (its 详情 link carries its id): the new rows share its recipient
  const row = rowOf(page, failed.id);
  await expect(row).toContainText('失败');
  await row.getByRole('button', { name: '重发' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('原记录保持不变');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect.poll(resent).toBe(before + 1);
  await expect(row).toContainText('失败');

  await row.getByRole('link', { name: '详情' }).click();
  await page.waitForURL(`**/notification/email/detail?id=${failed.id}`);
  // the detail page's own button (the list, kept alive in its tab, may still be leaving the screen)
  await page.locator('.schema-show-card').getByRole('button', { name: /重\s*发/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect.poll(resent).toBe(before + 2);
});

test('微信: a row expanded to its attempts and variables, axe at 1440 and 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/notification/wechat');
  await expect(page.getByTestId('provider-notice')).toContainText('未配置微信服务商');
  await expect(rows(page).first()).toBeVisible();
  await rows(page).first().getByRole('button', { name: /展开/ }).click();
  await expect(page.getByTestId('nt-detail')).toBeVisible();
  await expect(page.getByTestId('nt-detail')).toContainText('发送记录');
  await checkBothWidths(page, 'wechat');
});

test('统计: the figures, a range typed key by key kept across tabs, the export, axe at 1440 and 375 px', async ({ page, request }) => {
  const api = await apiAs(request, 'admin');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/notification/stat');
  const last30 = await api.get<NotificationStat>('/notification/stat');
  expect(last30.to).toBe(E2E_TODAY);
  await expect(page.getByTestId('stat-total')).toHaveText(String(last30.total.total));
  await expect(page.getByTestId('stat-failed')).toHaveText(String(last30.total.failed));
  await expect(page.getByTestId('stat-days').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('stat-rates').locator('canvas')).toBeVisible();
  await page.screenshot({ path: '/tmp/nt-stat-1440-30days.png', fullPage: true });

  const from = `${E2E_TODAY.slice(0, 8)}01`;
  const tools = page.getByTestId('nt-stat-tools');
  const [start, end] = [tools.locator('.ant-picker-input input').first(), tools.locator('.ant-picker-input input').last()];
  await start.click();
  await start.press('ControlOrMeta+a');
  await start.pressSequentially(from);
  await start.press('Enter');
  await end.press('ControlOrMeta+a');
  await end.pressSequentially(E2E_TODAY);
  await end.press('Enter');
  // the picker's panel has closed: nothing lies over the tab bar
  await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toHaveCount(0);
  const picked = await api.get<NotificationStat>(`/notification/stat?from=${from}&to=${E2E_TODAY}`);
  await expect(page.getByTestId('stat-total')).toHaveText(String(picked.total.total));

  await page.getByTestId('tab:/dashboard').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('tab:/notification/stat').click();
  await expect(start).toHaveValue(from);
  await expect(page.getByTestId('stat-total')).toHaveText(String(picked.total.total));

  await page.locator('.ant-radio-button-wrapper', { hasText: '短信' }).click();
  await expect(page.getByRole('radio', { name: '短信' })).toBeChecked();
  await expect(page.getByTestId('stat-days')).toContainText('每日发送（短信）');

  const [download] = await Promise.all([page.waitForEvent('download'), tools.getByRole('button', { name: /导\s*出/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^通知统计_\d{8}_\d{4}\.xlsx$/);
  const cells = await sheetRows(await download.path());
  expect(cells[0]).toBe('分类|项目|通知总数|成功|失败|已忽略|发送结果未知|已送达|成功率');
  expect(cells).toContain(`统计时间|${from} ~ ${E2E_TODAY}`);
  expect(cells.find((c) => c.startsWith('概况|全部渠道|'))).toMatch(new RegExp(`^概况\\|全部渠道\\|${picked.total.total}\\|${picked.total.sent}\\|${picked.total.failed}\\|`));
  await checkBothWidths(page, 'stat');
});
