import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_TODAY } from './clock.ts';
import { signedInAs } from './records.ts';

/**
 * The serial checker on the server's clock (the e2e server starts at E2E_NOW, so the warranty
 * states below hold whatever the real date), and the Excel export of a filtered list. The request
 * actions are in requests.spec.ts.
 */

test.use({ storageState: signedInAs('admin') });

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('the serial checker shows model, production month, warranty end and the state on the server\'s date', async ({ page }) => {
  expect(E2E_TODAY).toBe('2026-11-24');
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
  // the warranty of a unit made in 2023-10 ended on 2026-10-31, one made in 2023-11 runs to 2026-11-30
  for (const [serial, end, state] of [['SUP02VP2310', '2026-10-31', '已过保'], ['SUP02VP2311', '2026-11-30', '在保']]) {
    await checker.getByRole('searchbox').clear();
    await checker.getByRole('searchbox').pressSequentially(serial);
    await checker.getByRole('button', { name: /查询/ }).click();
    await expect(result).toContainText(end);
    await expect(result).toContainText(state);
  }
  await checker.getByRole('searchbox').clear();
  await checker.getByRole('searchbox').pressSequentially('SUP02VP2413');
  await expect(checker.getByRole('searchbox')).toHaveValue('SUP02VP2413');
  await checker.getByRole('button', { name: /查询/ }).click();
  await expect(checker).toContainText('不是有效的序列号');
});

test('export a filtered list to Excel, open the file, and find the export record', async ({ page }) => {
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
  await expect(record).toContainText('王建国');
  await expect(record).toContainText('「状态」= 已入账');
  await expect(record).toContainText(String(total));
  const [stored] = await Promise.all([page.waitForEvent('download'), record.getByTestId('export-file').click()]);
  const again = new ExcelJS.Workbook();
  await again.xlsx.readFile(await stored.path());
  expect(again.worksheets[0].rowCount).toBe(total + 1);

  // on a phone the same record is a card with every column named; nothing scrolls sideways
  await page.setViewportSize({ width: 375, height: 812 });
  const card = page.getByTestId('export-card').first();
  await expect(card).toContainText('导出人王建国');
  await expect(card).toContainText('「状态」= 已入账');
  await expect(card.getByTestId('export-file')).toBeVisible();
  if (process.env.A11Y_SHOTS) await page.screenshot({ path: 'test-results/a11y-375/export_card.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // the long file name wraps inside the card (it ran past the card's edge before)
  expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
});
