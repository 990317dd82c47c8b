import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { login } from './session.ts';

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** Filters the current list by 状态 and opens the first row's detail page. */
async function openFirstWithStatus(page: Page, listPath: string, status: string): Promise<void> {
  await page.goto(listPath);
  await page.getByLabel('状态').click();
  await page.getByTitle(status, { exact: true }).click();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/status/);
  await expect(rows(page).first()).toContainText(status);
  await rows(page).first().getByRole('link', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/request\/backup\/\d+$/);
}

/** Runs a declared action in its one dialog: its fields (when it has any), then 确定 under its question. */
async function act(page: Page, label: RegExp, fields: Record<string, string>, question: string): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  for (const [name, value] of Object.entries(fields)) {
    const input = dialog.getByLabel(name);
    await input.click();
    await input.pressSequentially(value);
    await input.press('Tab');
  }
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function badge(page: Page, path: string): Promise<number> {
  const el = page.getByTestId(`badge:${path}`);
  return (await el.count()) ? Number((await el.innerText()).replace(/\D/g, '')) : 0;
}

test('a backup request: refuse with a reason (badge drops), confirm a return and credit it, with the timeline', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'staff');
  await page.goto('/request/backup');
  await expect(page).toHaveTitle('备用机申请 - 激光设备服务管理后台');
  const countBefore = await page.evaluate(async () => {
    const uid = localStorage.getItem('uid');
    const token = localStorage.getItem('token');
    const res = await fetch('/api/cms/needs/manage-requests/count', { headers: { authorization: `Basic ${btoa(`${uid}:${token}`)}` } });
    return ((await res.json()) as { data: Record<string, number> }).data;
  });
  await expect.poll(() => badge(page, '/request/backup'), { timeout: 30_000 }).toBe(countBefore['1']);

  await openFirstWithStatus(page, '/request/backup', '待审核');
  await expect(page.getByRole('button', { name: /确认归还/ })).toBeDisabled();
  await act(page, /拒绝申请/, { 拒绝原因: '设备已过保，请走付费维修流程' }, '拒绝后申请即结束');
  await expect(page.locator('.ant-descriptions').getByText('已拒绝').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /拒绝申请/ })).toBeDisabled();
  await expect(page.getByText(/待审核\s*→\s*已拒绝/).first()).toBeVisible();
  await expect(page.getByText('设备已过保，请走付费维修流程').first()).toBeVisible();
  await expect.poll(() => badge(page, '/request/backup'), { timeout: 30_000 }).toBe(countBefore['1'] - 1);

  await openFirstWithStatus(page, '/request/backup', '已发出');
  await act(page, /确认归还/, { 归还快递单号: 'SF8800112233', 验收情况: '外观完好，功能测试正常' }, '确认已收到归还的物品');
  await expect(page.locator('.ant-descriptions').getByText('已归还').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /确认归还/ })).toBeDisabled();
  await act(page, /入\s*账/, { 入账金额: '150' }, '入账后申请即结束');
  await expect(page.locator('.ant-descriptions').getByText('已入账').first()).toBeVisible();

  const timeline = page.getByTestId('history-entry');
  await expect(timeline.filter({ hasText: /已发出\s*→\s*已归还/ })).toContainText('SF8800112233');
  await expect(timeline.filter({ hasText: /已归还\s*→\s*已入账/ })).toContainText('¥150.00');
  await expect(timeline.last()).toContainText('李晓燕');
  await page.reload();
  await expect(page.getByText(/已归还\s*→\s*已入账/).first()).toBeVisible();
});

test('a backup request: approval reserves the unit, and the approved request can be sent', async ({ page }) => {
  await login(page, 'staff');
  await openFirstWithStatus(page, '/request/backup', '待审核');
  await act(page, /审核通过/, { 备注: '库存充足，同意借用' }, '通过后将按申请数量预留库存');
  await expect(page.locator('.ant-descriptions').getByText('待发出').first()).toBeVisible();
  await act(page, /^发\s*出$/, { 发出快递单号: 'SF7700112233' }, '确认已寄出？');
  await expect(page.locator('.ant-descriptions').getByText('已发出').first()).toBeVisible();
  await expect(page.locator('.ant-descriptions').getByText('SF7700112233')).toBeVisible();
  await expect(page.getByTestId('history-entry').filter({ hasText: /待发出\s*→\s*已发出/ })).toContainText('SF7700112233');
});

test('the serial checker shows model, production month, warranty end and state', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/production/index');
  const checker = page.getByTestId('serial-checker');
  await checker.getByRole('searchbox').click();
  await checker.getByRole('searchbox').pressSequentially('sup02vp2401');
  await expect(checker.getByRole('searchbox')).toHaveValue('sup02vp2401');
  await checker.getByRole('button', { name: /查询/ }).click();
  const result = page.getByTestId('serial-result');
  await expect(result).toContainText('F2 Pro 行业加长保版');
  await expect(result).toContainText('2024-01');
  await expect(result).toContainText('36 个月');
  await expect(result).toContainText('2027-01-31');
  await expect(result).toContainText('在保');
  await checker.getByRole('searchbox').clear();
  await checker.getByRole('searchbox').pressSequentially('SUP02VP2413');
  await expect(checker.getByRole('searchbox')).toHaveValue('SUP02VP2413');
  await checker.getByRole('button', { name: /查询/ }).click();
  await expect(checker).toContainText('不是有效的序列号');
});

test('export a filtered list to Excel, open the file, and find the export record', async ({ page }) => {
  await login(page, 'staff');
  await page.goto('/request/backup');
  await page.getByLabel('状态').click();
  await page.getByTitle('已入账', { exact: true }).click();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/status/);
  // the filtered page has arrived (every row 已入账) before its total is read
  await expect(rows(page).first()).toContainText('已入账');
  await expect(rows(page).filter({ hasNotText: '已入账' })).toHaveCount(0);
  const total = Number((await page.getByText(/共 \d+ 条/).innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-button').click()]);
  expect(download.suggestedFilename()).toMatch(/^备用机申请_\d{8}_\d{4}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const sheet = wb.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers.slice(0, 4)).toEqual(['申请单号', '申请类型', '状态', '客户设备序列号']);
  expect(sheet.rowCount).toBe(total + 1);
  const statusCol = headers.indexOf('状态') + 1;
  for (let r = 2; r <= sheet.rowCount; r++) {
    expect(sheet.getRow(r).getCell(statusCol).value).toBe('已入账');
    expect(String(sheet.getRow(r).getCell(1).value)).toMatch(/^BY\d{12}$/);
  }
  await expect(page.getByText(`已导出 ${total} 条`)).toBeVisible();

  await page.getByRole('link', { name: '查看导出记录' }).click();
  await expect(page).toHaveURL(/\/export\/backup$/);
  const record = rows(page).first();
  await expect(record).toContainText('李晓燕');
  await expect(record).toContainText('「状态」= 已入账');
  await expect(record).toContainText(String(total));
  const [stored] = await Promise.all([page.waitForEvent('download'), record.getByTestId('export-file').click()]);
  const again = new ExcelJS.Workbook();
  await again.xlsx.readFile(await stored.path());
  expect(again.worksheets[0].rowCount).toBe(total + 1);
});
