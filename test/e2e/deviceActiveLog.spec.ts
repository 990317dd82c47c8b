import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { signedInAs } from './records.ts';

/**
 * 解密记录 in Chromium on the demo data (5,000+ seeded requests): the warning names a serial that
 * asked too often; the list is filtered by that serial typed in 序列号; the serial opens its
 * history drawer, whose 查看 shows a whole code; 导出 Excel downloads exactly the filtered rows,
 * with the masked codes and never a whole one.
 */

test.use({ storageState: signedInAs('admin') });

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const WHOLE = /^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/;

test('filter the decryption records by serial, open its history, 查看 a code, and export the filtered rows', async ({ page }) => {
  await page.goto('/device/active-log');
  const warning = page.getByTestId('device-warnings');
  await expect(warning).toContainText(/近 30 天有 \d+ 个序列号单日请求超过 5 次/);
  const first = (await warning.getByRole('button').first().innerText()).trim();
  const serial = first.slice(0, first.indexOf('：'));
  expect(serial).toMatch(/^SUP\d{2}[A-Z]{1,2}\d{4}$/);

  await page.getByLabel('序列号', { exact: true }).fill(serial);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(new RegExp(`\\[field\\]=serial.*\\[value\\]=${serial}`));
  await expect(rows(page).first()).toContainText(serial);
  await expect(rows(page).filter({ hasNotText: serial })).toHaveCount(0);
  const total = Number((await page.getByText(/共 \d+ 条/).innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(5);
  await expect(rows(page)).toHaveCount(Math.min(total, 20));
  // the requests over N that day carry the warning tag
  await expect(page.getByLabel(/^第 6 次，超过单日上限 5 次$/).first()).toBeVisible();

  await rows(page).first().getByRole('button', { name: `查看序列号 ${serial} 的全部请求` }).click();
  const drawer = page.getByRole('dialog', { name: `序列号 ${serial} 的请求记录` });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('device-history-row')).toHaveCount(total);
  await expect(drawer).toContainText(`共 ${total} 次请求（最新在前）`);
  await drawer.getByRole('button', { name: /^查看完整解密码/ }).first().click();
  const shown = drawer.getByTestId('device-code-full').first();
  await expect(shown).toBeVisible();
  const code = (await shown.locator('span').first().innerText()).trim();
  expect(code).toMatch(WHOLE);
  await expect(drawer.getByRole('button', { name: `复制解密码 ${code}` })).toBeVisible();
  await expectNoSeriousA11yFindings(page);
  await drawer.getByRole('button', { name: /^(关闭|Close)$/ }).click();
  await expect(drawer).toBeHidden();
  // the list is as filtered before the drawer opened
  await expect(rows(page)).toHaveCount(Math.min(total, 20));

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-button').click()]);
  expect(download.suggestedFilename()).toMatch(/^解密记录_\d{8}_\d{4}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const sheet = wb.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers).toContain('序列号');
  expect(headers).toContain('解密码');
  expect(sheet.rowCount).toBe(total + 1);
  const serialCol = headers.indexOf('序列号') + 1;
  const codeCol = headers.indexOf('解密码') + 1;
  const masked = `${code.slice(0, 4)}-****-****-${code.slice(-4)}`;
  let withMask = 0;
  for (let r = 2; r <= sheet.rowCount; r++) {
    expect(sheet.getRow(r).getCell(serialCol).value).toBe(serial);
    const cell = String(sheet.getRow(r).getCell(codeCol).value ?? '');
    expect(cell).not.toMatch(WHOLE);
    if (cell === masked) withMask++;
  }
  expect(withMask).toBeGreaterThan(0);
  const text = JSON.stringify(sheet.getSheetValues());
  expect(text).not.toContain(code);
});

test('at 375 px with the keyboard: the warning is compact, the serial drawer fills the screen and 查看 answers Enter', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/device/active-log');
  const warning = page.getByTestId('device-warnings');
  await expect(warning).toContainText(/近 30 天有 \d+ 个序列号单日请求超过 5 次/);
  // the warning leaves room for the records in the first screen
  expect((await warning.boundingBox())?.height ?? 999).toBeLessThan(260);
  // a warned serial (its first requests of that day got codes): its button in the warning filters the list by it
  const item = warning.getByRole('button').first();
  const text = (await item.innerText()).trim();
  const serial = text.slice(0, text.indexOf('：'));
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^查看序列号 SUP\S+ 的全部请求$/ }).filter({ hasNotText: serial })).toHaveCount(0);
  const serialButton = page.getByRole('button', { name: `查看序列号 ${serial} 的全部请求` }).first();
  await serialButton.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: `序列号 ${serial} 的请求记录` });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('device-history-row').first()).toBeVisible();
  const box = await drawer.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(375);
  const reveal = drawer.getByRole('button', { name: /^查看完整解密码/ }).first();
  await reveal.focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByTestId('device-code-full').first()).toContainText(/[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}/);
  await expectNoSeriousA11yFindings(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('生成解密码: a code for a device in warranty (recorded first in the list), a refusal for an unknown serial, and the required fields', async ({ page }) => {
  await page.goto('/device/active-log');
  await expect(page.getByTestId('device-warnings')).toBeVisible();
  const letters = String.fromCharCode(65 + (Date.now() % 26), 65 + (Math.floor(Date.now() / 26) % 26));
  const serial = `SUP01${letters}2601`;
  const deviceCode = `E2E${Date.now().toString(36).toUpperCase()}`;

  await page.getByTestId('device-issue').click();
  const dialog = page.getByRole('dialog', { name: '为设备生成解密码' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /生\s*成/ }).click();
  await expect(dialog).toContainText('请输入序列号');
  await expect(dialog).toContainText('请输入设备码');

  await dialog.getByLabel('序列号').fill(serial);
  await dialog.getByLabel('设备码').fill(deviceCode);
  await dialog.getByLabel('客户（选填）').fill('王先生');
  await dialog.getByRole('button', { name: /生\s*成/ }).click();
  const issued = dialog.getByTestId('device-issued');
  await expect(issued).toContainText('已生成解密码，并记入解密记录');
  const code = (await issued.locator('.device-code > span').first().innerText()).trim();
  expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);

  await dialog.getByLabel('序列号').fill('SUP99ZZ2401');
  await dialog.getByRole('button', { name: /生\s*成/ }).click();
  await expect(dialog.getByTestId('device-issued')).toContainText('未生成：未知序列号（已记入解密记录）');
  await dialog.getByRole('button', { name: /关\s*闭/ }).first().click();
  await expect(dialog).toBeHidden();

  // both requests are the newest records: the refusal first, then the code, masked, by 后台
  const first = rows(page).first();
  await expect(first).toContainText('SUP99ZZ2401');
  await expect(first).toContainText('未知序列号');
  const second = rows(page).nth(1);
  await expect(second).toContainText(serial);
  await expect(second).toContainText(deviceCode);
  await expect(second).toContainText(`${code.slice(0, 4)}-****-****-${code.slice(-4)}`);
  await expect(second).toContainText('后台');
  await expect(second).toContainText('王建国');
});
