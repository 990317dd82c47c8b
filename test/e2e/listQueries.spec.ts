import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_TODAY } from './clock.ts';
import { apiAs, repairBody, requestBody, signedInAs, stockBody, uniqueTag, type Api, type ApiList } from './records.ts';
import { typeKeys } from './recordPages.ts';

/**
 * Issue 16, part 4: paging (下一页, a page number, 跳至, the page size), sorting by a column
 * header both ways, the keyword typed key by key and a typed date range, on /repair/list and
 * /request/accessory. What the page shows is checked against the API's answer to the same query,
 * and the URL keeps the state.
 */

test.use({ storageState: signedInAs('superadmin'), viewport: { width: 1440, height: 900 } });

const rows = (page: Page): Locator => page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true });
const firstCells = async (page: Page): Promise<string[]> => (await rows(page).locator('> td:first-child').allInnerTexts()).map((t) => t.trim());
const pager = (page: Page): Locator => page.locator('.ant-pagination').filter({ visible: true });
const searchForm = (page: Page): Locator => page.locator('form.search-form').filter({ visible: true });

/** The record numbers of one page as the API answers it. */
async function apiPage(api: Api, query: string): Promise<{ nos: string[]; total: number }> {
  const answer = await api.get<ApiList>(`/needs/manage-repairs?type=1&${query}`);
  return { nos: answer.list.map((r) => String(r.no)), total: answer.total };
}

/** Waits until the table shows exactly the API's page. */
async function expectPage(page: Page, nos: string[]): Promise<void> {
  await expect.poll(() => firstCells(page)).toEqual(nos);
}

/** Types a date range into the list's range picker, day by day. */
async function typeRange(page: Page, from: string, to: string): Promise<void> {
  const form = searchForm(page);
  if (await form.getByRole('button', { name: /^展开/ }).count()) await form.getByRole('button', { name: /^展开/ }).click();
  for (const [box, day] of [[form.getByPlaceholder('开始日期'), from], [form.getByPlaceholder('结束日期'), to]] as const) {
    await box.click();
    await box.pressSequentially(day);
    await box.press('Enter');
  }
  await expect(form.getByPlaceholder('开始日期')).toHaveValue(from);
  await expect(form.getByPlaceholder('结束日期')).toHaveValue(to);
}

test('/repair/list: 下一页, a page number, 跳至 and 50 条/页 show the pages the API answers, and 共 N 条 its total', async ({ page }) => {
  const api = await apiAs(page.request, 'superadmin');
  await page.goto('/repair/list');
  const first = await apiPage(api, 'page=1&pageSize=20&sort=-created_at');
  await expectPage(page, first.nos);
  await expect(pager(page)).toContainText(`共 ${first.total} 条`);
  expect(first.total).toBeGreaterThan(100);

  await pager(page).locator('.ant-pagination-next').click();
  await expect(page).toHaveURL(/currentPage=2/);
  await expectPage(page, (await apiPage(api, 'page=2&pageSize=20&sort=-created_at')).nos);

  await pager(page).locator('.ant-pagination-item-4').click();
  await expect(page).toHaveURL(/currentPage=4/);
  await expectPage(page, (await apiPage(api, 'page=4&pageSize=20&sort=-created_at')).nos);

  const jumper = pager(page).locator('.ant-pagination-options-quick-jumper input');
  await typeKeys(jumper, '6');
  await jumper.press('Enter');
  await expect(page).toHaveURL(/currentPage=6/);
  await expectPage(page, (await apiPage(api, 'page=6&pageSize=20&sort=-created_at')).nos);

  await pager(page).locator('.ant-pagination-options .ant-select').click();
  await page.getByTitle('50 条/页').click();
  await expect(page).toHaveURL(/pageSize=50/);
  const current = Number(/currentPage=(\d+)/.exec(page.url())?.[1]);
  await expectPage(page, (await apiPage(api, `page=${current}&pageSize=50&sort=-created_at`)).nos);
  await expect(rows(page)).toHaveCount(50);

  await page.reload();
  await expect(rows(page)).toHaveCount(50);
  await expect(pager(page).locator('.ant-pagination-item-active')).toHaveText(String(current));
});

test('/repair/list: 更新时间 sorts ascending, then descending, as the API does', async ({ page }) => {
  const api = await apiAs(page.request, 'superadmin');
  await page.goto('/repair/list');
  await expect(rows(page)).toHaveCount(20);
  const header = page.locator('.ant-table-thead th').filter({ hasText: '更新时间' });
  await header.click();
  await expect(page).toHaveURL(/sorters\[0\]\[field\]=updated_at&sorters\[0\]\[order\]=asc/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expectPage(page, (await apiPage(api, 'page=1&pageSize=20&sort=updated_at')).nos);
  await header.click();
  await expect(page).toHaveURL(/sorters\[0\]\[field\]=updated_at&sorters\[0\]\[order\]=desc/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const descending = await apiPage(api, 'page=1&pageSize=20&sort=-updated_at');
  await expectPage(page, descending.nos);
  const column = (await page.locator('.ant-table-thead th').allInnerTexts()).map((t) => t.trim()).indexOf('更新时间');
  const times = (await rows(page).locator(`> td:nth-child(${column + 1})`).allInnerTexts()).map((t) => t.trim());
  expect(times).toEqual([...times].sort().reverse());
  await page.reload();
  await expectPage(page, descending.nos);
});

test('/repair/list: the keyword typed key by key and a typed date range narrow the list to what the API counts', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'superadmin');
  for (let i = 0; i < 3; i++) await api.post('/needs/manage-repair', repairBody(tag, 1, { customer_name: `区间${tag}` }));
  await page.goto('/repair/list');
  const keyword = searchForm(page).getByLabel('关键词');
  await typeKeys(keyword, `区间${tag}`);
  await keyword.press('Enter');
  await expect.poll(() => decodeURIComponent(page.url())).toContain(`[value]=区间${tag}`);
  await expect(rows(page)).toHaveCount(3);
  await expect(pager(page)).toContainText('共 3 条');

  await typeRange(page, E2E_TODAY, E2E_TODAY);
  await searchForm(page).getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(new RegExp(`created_at.*${E2E_TODAY}.*${E2E_TODAY}`));
  await expect(rows(page)).toHaveCount(3);
  const range = await api.get<ApiList>(`/needs/manage-repairs?type=1&q=${encodeURIComponent(`区间${tag}`)}&created_at=${E2E_TODAY},${E2E_TODAY}`);
  expect(range.total).toBe(3);

  await searchForm(page).getByRole('button', { name: /重\s*置/ }).click();
  await expect(keyword).toHaveValue('');
  const all = await apiPage(api, 'page=1&pageSize=20&sort=-created_at');
  await expect(pager(page)).toContainText(`共 ${all.total} 条`);

  await typeRange(page, '2026-11-01', '2026-11-23');
  await searchForm(page).getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/created_at.*2026-11-01.*2026-11-23/);
  const before = await apiPage(api, 'page=1&pageSize=20&sort=-created_at&created_at=2026-11-01,2026-11-23');
  expect(before.total).toBeLessThan(all.total);
  await expect(pager(page)).toContainText(`共 ${before.total} 条`);
  await expectPage(page, before.nos);
});

test('/request/accessory: keyword, date range, 下一页 and the total follow the API', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'superadmin');
  const stock = await api.post('/needs/stock/item', stockBody(tag, 'accessory'));
  for (let i = 0; i < 2; i++) await api.post('/needs/manage-request', requestBody(tag, 2, stock.id, { customer_name: `配区${tag}` }));
  await page.goto('/request/accessory');
  const all = await api.get<ApiList>('/needs/manage-requests?type=2&page=2&pageSize=20&sort=-created_at');
  await expect(pager(page)).toContainText(`共 ${all.total} 条`);
  await pager(page).locator('.ant-pagination-next').click();
  await expect(page).toHaveURL(/currentPage=2/);
  await expect.poll(() => firstCells(page)).toEqual(all.list.map((r) => String(r.no)));

  const keyword = searchForm(page).getByLabel('关键词');
  await typeKeys(keyword, `配区${tag}`);
  await keyword.press('Enter');
  await expect(rows(page)).toHaveCount(2);
  await expect(pager(page)).toContainText('共 2 条');
  await typeRange(page, E2E_TODAY, E2E_TODAY);
  await searchForm(page).getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(new RegExp(`created_at.*${E2E_TODAY}`));
  await expect(rows(page)).toHaveCount(2);
  await searchForm(page).getByRole('button', { name: /重\s*置/ }).click();
  await expect(keyword).toHaveValue('');
  await typeRange(page, '2026-10-01', '2026-10-31');
  await searchForm(page).getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/created_at.*2026-10-01.*2026-10-31/);
  const october = await api.get<ApiList>('/needs/manage-requests?type=2&page=1&pageSize=20&sort=-created_at&created_at=2026-10-01,2026-10-31');
  expect(october.total).toBeLessThan(all.total);
  await expect(pager(page)).toContainText(`共 ${october.total} 条`);
  await expect.poll(() => firstCells(page)).toEqual(october.list.map((r) => String(r.no)));
});
