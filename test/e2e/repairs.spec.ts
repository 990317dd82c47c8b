import { expect, test, type Page } from '@playwright/test';
import { apiAs, repairBody, uniqueTag } from './records.ts';
import { typeKeys } from './recordPages.ts';
import { login } from './session.ts';

/** A 待受理 ordinary repair of its own for the test (寄修 unless `mode` says otherwise), its detail page open. */
async function openOwnRepair(page: Page, mode: 'mail' | 'store', label: string): Promise<void> {
  const repair = await (await apiAs(page.request, 'staff')).post('/needs/manage-repair', repairBody(uniqueTag(), 1, { service_mode: mode }));
  await page.goto(`/repair/${repair.id}`);
  await expect(page.locator('.ant-descriptions').getByText(label, { exact: true })).toBeVisible();
  await expect(page.locator('.ant-descriptions').getByText('待受理', { exact: true })).toBeVisible();
}

test('staff works a repair: list → filter → detail → status change → follow note', async ({ page }) => {
  const tag = uniqueTag();
  await (await apiAs(page.request, 'staff')).post('/needs/manage-repair', repairBody(tag, 1, { customer_name: `跟进${tag}` }));
  await login(page, 'staff');
  await page.getByRole('menu').getByText('维修管理').click();
  await page.getByRole('menu').getByText('普通维修').click();
  await expect(page).toHaveURL(/\/repair\/list/);
  await expect(page).toHaveTitle('普通维修 - 激光设备服务管理后台');
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  // antd speaks Chinese too: the date range (behind 展开) and the page-size changer
  await page.getByRole('button', { name: '展开', exact: true }).click();
  await expect(page.getByPlaceholder('开始日期')).toBeVisible();
  await expect(page.locator('.ant-pagination').getByText('20 条/页')).toBeVisible();

  // filter by 待受理: the URL keeps the filter and every row shows the status
  await page.getByLabel('状态').click();
  await page.getByTitle('待受理').click();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/status/);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const statusCells = rows.locator('td').filter({ hasText: /^(待受理|已收件|检测中|待客户确认|维修中|待寄回|已寄回|已完成|已取消)$/ });
  await expect(statusCells.first()).toHaveText('待受理');
  expect(await statusCells.allTextContents()).toEqual(Array(await statusCells.count()).fill('待受理'));

  // the filter survives a reload
  await page.reload();
  await expect(statusCells.first()).toHaveText('待受理');

  // open the repair made for this test (the newest: on the first page)
  const own = rows.filter({ hasText: `跟进${tag}` });
  await expect(own).toHaveCount(1);
  const no = (await own.locator('td').first().innerText()).trim();
  await own.getByRole('link', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/repair\/\d+$/);
  await expect(page).toHaveTitle(/维修详情/);
  await expect(page.getByText(no).filter({ visible: true }).first()).toBeVisible();

  // a button not allowed from 待受理 waits under 更多, disabled (issue 32)
  await expect(page.getByRole('button', { name: /寄回设备/ })).toHaveCount(0);
  await page.getByTestId('actions-more').click();
  await expect(page.getByRole('button', { name: /寄回设备/ })).toBeDisabled();

  // change the status: 确认收件, one dialog (its question depends on the service mode)
  await page.getByRole('button', { name: /确认收件/ }).click();
  const form = page.getByRole('dialog').filter({ hasText: '备注' });
  await typeKeys(form.getByLabel('备注'), '已收到设备');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-descriptions').getByText('已收件').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /确认收件/ })).toBeDisabled();

  // the history shows the change
  await expect(page.getByText(/待受理\s*→\s*已收件/).first()).toBeVisible();

  // add a follow-up note
  const note = `已电话联系客户，确认寄回地址 ${Date.now()}`;
  await typeKeys(page.getByPlaceholder(/跟进/), note);
  await page.getByRole('button', { name: /添加跟进/ }).click();
  await expect(page.getByText(note)).toBeVisible();

  // after a reload the new status and the note are still there
  await page.reload();
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByText(/待受理\s*→\s*已收件/).first()).toBeVisible();
});

test('quick repairs are their own list', async ({ page }) => {
  await login(page, 'staff');
  await page.goto('/repair/quickrp');
  await expect(page).toHaveTitle('快速维修 - 激光设备服务管理后台');
  const firstNo = page.locator('.ant-table-tbody tr.ant-table-row').first().locator('td').first();
  await expect(firstNo).toHaveText(/^KX/);
});

test('确认收件 asks what fits the repair: a courier number for a mail-in one, nothing of the kind for a walk-in one; one click on 确定 does it', async ({ page }) => {
  await login(page, 'staff');

  await openOwnRepair(page, 'mail', '寄修');
  await page.getByRole('button', { name: /确认收件/ }).click();
  const mailIn = page.getByRole('dialog');
  await expect(mailIn).toContainText('确认已收到客户寄来的设备？');
  await typeKeys(mailIn.getByLabel('寄入快递单号'), 'SF5566778899');
  await mailIn.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.ant-descriptions').getByText('已收件').first()).toBeVisible();
  await expect(page.locator('.ant-descriptions').getByText('SF5566778899')).toBeVisible();

  await openOwnRepair(page, 'store', '到店');
  await page.getByRole('button', { name: /确认收件/ }).click();
  const walkIn = page.getByRole('dialog');
  await expect(walkIn).toContainText('确认客户已将设备送到店？');
  await expect(walkIn).not.toContainText('寄');
  await expect(walkIn.getByLabel('寄入快递单号')).toHaveCount(0);
  await typeKeys(walkIn.getByLabel('备注'), '客户到店交机');
  await walkIn.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.ant-descriptions').getByText('已收件').first()).toBeVisible();
  await expect(page.getByTestId('history-entry').filter({ hasText: /待受理\s*→\s*已收件/ })).toContainText('客户到店交机');
});
