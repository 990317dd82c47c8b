import { expect, test, type Locator, type Page } from '@playwright/test';
import { requests } from '../../resources/needs/requests.ts';
import { stockItems } from '../../resources/needs/stock.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { apiAs, requestBody, signedInAs, stockBody, uniqueTag, type ApiList } from './records.ts';
import { createThroughForm, runAction } from './recordPages.ts';

/**
 * Issue 16, part 4: 备件库存 (/production/inventory) — 新增库存物品 through its form, and the
 * figures the list shows move as a request's approval reserves units and its sending takes them out.
 */

test.use({ storageState: signedInAs('admin') });

/** The list row of the item named `name`, found through the keyword typed key by key. */
async function itemRow(page: Page, name: string): Promise<Locator> {
  await page.goto('/production/inventory');
  const keyword = page.locator('form.search-form').getByLabel('关键词');
  await keyword.click();
  await keyword.pressSequentially(name);
  await keyword.press('Enter');
  await expect(page).toHaveURL(/filters.*q/);
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

/** The row's cell under the column `title`. */
async function cell(page: Page, row: Locator, title: string): Promise<Locator> {
  const titles = (await page.locator('.ant-table-thead th').allInnerTexts()).map((t) => t.trim());
  expect(titles).toContain(title);
  return row.locator('> td').nth(titles.indexOf(title));
}

test('新增库存物品 through the form: the list finds it by keyword with its figures, the server holds it', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'admin');
  const name = `激光镜片${tag}`;
  await page.goto('/production/inventory');
  await expect(page).toHaveTitle('备件库存 - 激光设备服务管理后台');
  await createThroughForm(page, stockItems, '新增库存物品', { name, sku: `JP-${tag}`, kind: '配件', quantity: '5', location: `A-${tag}` });
  const row = await itemRow(page, name);
  await expect(await cell(page, row, '库存数量')).toHaveText('5');
  await expect(await cell(page, row, '已预留')).toHaveText('0');
  await expect(await cell(page, row, '类别')).toHaveText('配件');
  await expectNoSeriousA11yFindings(page);
  const found = await api.get<ApiList>(`/needs/stock/items?q=${encodeURIComponent(name)}`);
  expect(found.list.map((item) => [item.sku, item.quantity, item.reserved, item.location])).toEqual([[`JP-${tag}`, 5, 0, `A-${tag}`]]);
});

test('审核通过 of a request shows on 备件库存 as 已预留; 发出 takes the units off 库存数量', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'admin');
  const item = await api.post('/needs/stock/item', stockBody(tag, 'accessory', { quantity: 5 }));
  const name = String(item.name);
  const request = await api.post('/needs/manage-request', requestBody(tag, 2, item.id, { quantity: 2 }));
  await page.goto(`/request/accessory/${request.id}`);
  const approved = await runAction(page, requests, { ...request, status: 'pending' }, 'approve', tag);
  let row = await itemRow(page, name);
  await expect(await cell(page, row, '库存数量')).toHaveText('5');
  await expect(await cell(page, row, '已预留')).toHaveText('2');

  await page.goto(`/request/accessory/${request.id}`);
  await runAction(page, requests, approved, 'ship', tag);
  row = await itemRow(page, name);
  await expect(await cell(page, row, '库存数量')).toHaveText('3');
  await expect(await cell(page, row, '已预留')).toHaveText('0');
  const after = await api.get(`/needs/stock/item/${item.id}`);
  expect([after.quantity, after.reserved]).toEqual([3, 0]);
});
