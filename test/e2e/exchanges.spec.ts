import { expect, test } from '@playwright/test';
import { exchanges } from '../../resources/needs/exchanges.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { apiAs, exchangeBody, signedInAs, stockBody, uniqueTag, type Api } from './records.ts';
import { advance, createThroughForm, detailValue, openRow, unpressed, walk } from './recordPages.ts';

/**
 * Issue 16, part 4: 换货管理 (/production/stock) — 新建换货单 through its form and every declared
 * exchange action pressed once in Chromium, with the stock the actions reserve, take out and release.
 */

test.use({ storageState: signedInAs('admin') });

const PATHS = {
  approved: ['approve'],
  shipped: ['ship', 'receive_old'],
  rejected: ['reject'],
  cancelled: ['approve', 'cancel'],
} as const;

test('the paths press every declared exchange action', () => {
  expect(exchanges.status?.actions.length).toBe(5);
  expect(unpressed(exchanges, PATHS)).toEqual([]);
});

const level = async (api: Api, id: number): Promise<[unknown, unknown]> => {
  const item = await api.get(`/needs/stock/item/${id}`);
  return [item.quantity, item.reserved];
};

test('新建换货单 through the form, then 审核通过 reserves 1 unit', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'admin');
  const stock = await api.post('/needs/stock/item', stockBody(tag, 'unit', { quantity: 2 }));
  await page.goto('/production/stock');
  await expect(page).toHaveTitle('换货管理 - 激光设备服务管理后台');
  await createThroughForm(page, exchanges, '新建换货单', {
    old_serial: 'SUP05U2501',
    stock_id: tag,
    customer_name: `换货${tag}`,
    customer_phone: '13312345678',
    reason: `衰减${tag}`,
  });
  const id = await openRow(page, `换货${tag}`, /\/production\/stock\/\d+$/);
  await expect(detailValue(page, '换出库存')).toHaveText(`测试库存 ${tag}`);
  await expectNoSeriousA11yFindings(page);
  await walk(page, api, exchanges, id, PATHS.approved, tag);
  expect(await level(api, stock.id)).toEqual([2, 1]);
});

test('换出新机 (takes the reserved unit out) → 收到旧机', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'admin');
  const stock = await api.post('/needs/stock/item', stockBody(tag, 'unit', { quantity: 2 }));
  const approved = await advance(api, exchanges, await api.post('/needs/exchange', exchangeBody(tag, stock.id)), ['approve'], tag);
  await page.goto(`/production/stock/${approved.id}`);
  await walk(page, api, exchanges, approved.id, PATHS.shipped.slice(0, 1), tag, { new_serial: 'SUP05U2611', express_out: `SF${tag}` });
  expect(await level(api, stock.id)).toEqual([1, 0]);
  await walk(page, api, exchanges, approved.id, PATHS.shipped.slice(1), tag, { express_back: `SFB${tag}` });
  await expect(detailValue(page, '新序列号')).toContainText('SUP05U2611');
  const stored = await api.get(`/needs/exchange/${approved.id}`);
  expect([stored.new_serial, stored.express_out, stored.express_back]).toEqual(['SUP05U2611', `SF${tag}`, `SFB${tag}`]);
});

test('驳回 ends a pending exchange; 取消换货 releases the unit an approval reserved', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'admin');
  const stock = await api.post('/needs/stock/item', stockBody(tag, 'unit', { quantity: 1 }));
  const rejected = await api.post('/needs/exchange', exchangeBody(tag, stock.id));
  await page.goto(`/production/stock/${rejected.id}`);
  await walk(page, api, exchanges, rejected.id, PATHS.rejected, tag);
  await page.getByTestId('actions-more').click();
  await expect(page.getByRole('button', { name: '审核通过' })).toBeDisabled();

  const cancelled = await api.post('/needs/exchange', exchangeBody(tag, stock.id));
  await page.goto(`/production/stock/${cancelled.id}`);
  await walk(page, api, exchanges, cancelled.id, PATHS.cancelled.slice(0, 1), tag);
  expect(await level(api, stock.id)).toEqual([1, 1]);
  await walk(page, api, exchanges, cancelled.id, PATHS.cancelled.slice(1), tag);
  expect(await level(api, stock.id)).toEqual([1, 0]);
});
