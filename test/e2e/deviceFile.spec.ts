import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { apiAs, repairBody, signedInAs, uniqueTag, type ApiList, type ApiRecord } from './records.ts';

/**
 * 设备档案 in Chromium on the demo data: a serial with decryption records gets a repair; from the
 * repair list its serial opens the device file, which shows the repair and the decryption records,
 * and its repair entry leads back to the record. As staff the decryption records are not shown at
 * all. The file reads at 375 px with no serious axe finding, and the keyboard alone reaches it
 * from the list (Tab to the serial, Enter) and opens another serial (type, Enter).
 */

test.use({ storageState: signedInAs('admin') });

/** A serial of the seeded decryption records, given a repair of its own (the newest of the list). */
async function serialWithRepair(page: Page): Promise<{ serial: string; repair: ApiRecord; decryptions: number }> {
  const api = await apiAs(page.request, 'admin');
  const logs = await api.get<ApiList>('/device/active-log?pageSize=50&result=success');
  const serial = String(logs.list.find((r) => /^SUP\d{2}[A-Z]{1,2}\d{4}$/.test(String(r.serial)))?.serial);
  const decryptions = (await api.get<ApiList>(`/device/active-log?serial=${serial}&pageSize=1`)).total;
  const repair = await api.post('/needs/manage-repair', repairBody(uniqueTag(), 1, { serial }));
  return { serial, repair, decryptions };
}

const fileOf = (page: Page) => page.getByTestId('device-file');

test('from a repair\'s serial in the list to its device file: the repair and the decryption records, and back to the repair', async ({ page }) => {
  const { serial, repair, decryptions } = await serialWithRepair(page);
  await page.goto('/repair/list');
  const link = page.getByRole('link', { name: `打开设备档案 ${serial}` }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(`/device/file/${serial}`);
  await expect(page.getByRole('heading', { name: `设备档案：${serial}` })).toBeVisible();
  const file = fileOf(page);
  await expect(file.getByTestId('device-file-facts')).toContainText('在保');
  const repairs = file.getByRole('region', { name: '维修记录' });
  await expect(repairs.getByRole('link', { name: String(repair.no) })).toBeVisible();
  const decrypted = file.getByRole('region', { name: '解密记录' });
  await expect(decrypted).toContainText(`共 ${decryptions} 条`);
  await expect(decrypted.getByTestId('device-file-entry')).toHaveCount(Math.min(decryptions, 50));
  await expectNoSeriousA11yFindings(page);

  await repairs.getByRole('link', { name: String(repair.no) }).click();
  await expect(page).toHaveURL(`/repair/${repair.id}`);
  await expect(page.getByText(String(repair.no)).first()).toBeVisible();
});

test('a decryption entry opens the records list filtered to the serial', async ({ page }) => {
  const { serial, decryptions } = await serialWithRepair(page);
  await page.goto(`/device/file/${serial}`);
  const decrypted = fileOf(page).getByRole('region', { name: '解密记录' });
  await decrypted.getByTestId('device-file-entry').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*/device/active-log\\?.*\\[value\\]=${serial}`));
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(Math.min(decryptions, 20));
});

test.describe('as staff', () => {
  test.use({ storageState: signedInAs('staff') });

  test('the decryption records and the sale are not shown at all; the repairs are', async ({ page }) => {
    const { serial, repair } = await serialWithRepair(page);
    await page.goto(`/device/file/${serial}`);
    const file = fileOf(page);
    await expect(file.getByRole('region', { name: '维修记录' })).toContainText(String(repair.no));
    await expect(file.getByRole('region', { name: '工单' })).toBeVisible();
    await expect(file.getByRole('region', { name: '解密记录' })).toHaveCount(0);
    await expect(file.getByRole('region', { name: '销售与发货' })).toHaveCount(0);
  });
});

test('at 375 px the file reads in one column with no serious axe finding', async ({ page }) => {
  const { serial } = await serialWithRepair(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/device/file/${serial}`);
  await expect(fileOf(page).getByRole('region', { name: '解密记录' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yFindings(page);
});

test('keyboard only: Tab to a serial in the repair list, Enter opens its file; type another serial, Enter opens it', async ({ page }) => {
  const { serial } = await serialWithRepair(page);
  await page.goto('/repair/list');
  const link = page.getByRole('link', { name: `打开设备档案 ${serial}` }).first();
  await expect(link).toBeVisible();
  let reached = false;
  for (let i = 0; i < 120 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await link.evaluate((el) => el === document.activeElement);
  }
  expect(reached, 'Tab reaches the serial link').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/device/file/${serial}`);

  const other = `SUP${serial.slice(3, 5)}ZZ2401`;
  const search = page.getByRole('searchbox', { name: '打开其他序列号' });
  await search.focus();
  await page.keyboard.type('sup123');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: '「sup123」不是有效的序列号' })).toBeVisible();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(other.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/device/file/${other}`);
  await expect(page.getByRole('heading', { name: `设备档案：${other}` })).toBeVisible();
});

test('序列号查询 (产品管理) links the checked serial to its device file', async ({ page }) => {
  await page.goto('/production/index');
  const checker = page.getByTestId('serial-checker');
  await checker.getByRole('searchbox').click();
  await checker.getByRole('searchbox').pressSequentially('sup02vp2401');
  await checker.getByRole('button', { name: /查询/ }).click();
  await page.getByTestId('serial-result').getByRole('link', { name: '打开设备档案 SUP02VP2401' }).click();
  await expect(page).toHaveURL('/device/file/SUP02VP2401');
  await expect(page.getByRole('heading', { name: '设备档案：SUP02VP2401' })).toBeVisible();
});
