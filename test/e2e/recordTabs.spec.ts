import { expect, test } from '@playwright/test';
import { apiAs, repairBody, uniqueTag } from './records.ts';
import { login } from './session.ts';
import { tab, tabItem, ticketTypeBody } from './tabSteps.ts';

/**
 * Issue 32, rough: tab titles and tabs that stay behind. Two tickets with one title gave two
 * identical tabs and 编辑工单 tabs carried no number; two email templates (and two emails)
 * replaced each other in one tab (their id rides in the query); /403 left a 无权限 tab; a deleted
 * record's tabs stayed open.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const tabs = (page: import('@playwright/test').Page) => page.locator('.app-tabs .ant-tabs-tab');

test('two tickets with the same title get two tabs told apart by their numbers; an edit tab names its ticket', async ({ page }) => {
  const tag = uniqueTag();
  const admin = await apiAs(page.request, 'admin');
  const type = await admin.post('/workflow/type', ticketTypeBody(`标签${tag}`));
  const body = { title: `其他问题 ${tag}`, type_id: type.id, description: '客户来电咨询其他问题。' };
  const a = await admin.post('/workflow/bucket', body);
  const b = await admin.post('/workflow/bucket', body);
  await login(page, 'admin');
  await page.goto(`/workflow/detail/${a.id}`);
  await expect(tab(page, `/workflow/detail/${a.id}`)).toHaveText(`工单详情 · ${String(a.no)}`);
  await page.goto(`/workflow/detail/${b.id}`);
  await expect(tab(page, `/workflow/detail/${b.id}`)).toHaveText(`工单详情 · ${String(b.no)}`);
  await expect(tab(page, `/workflow/detail/${a.id}`)).toHaveText(`工单详情 · ${String(a.no)}`);
  await expect(page).toHaveTitle(`工单详情 · ${String(b.no)} - 激光设备服务管理后台`);
  await page.locator('.schema-show-card').getByRole('button', { name: /编\s*辑/ }).click();
  await expect(page).toHaveURL(new RegExp(`/workflow/edit/${b.id}$`));
  await expect(tab(page, `/workflow/edit/${b.id}`)).toHaveText(`编辑工单 · ${String(b.no)}`);
});

test('two email templates open in two tabs (their id rides in the query), each named by its record', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'superadmin');
  const one = await api.post('/system/template', { code: `tab_a_${tag}`, name: `到货提醒 ${tag}`, subject: '到货', body: '<p>到货了</p>' });
  const two = await api.post('/system/template', { code: `tab_b_${tag}`, name: `到货提醒 ${tag}`, subject: '到货', body: '<p>到货了</p>' });
  await login(page, 'superadmin');
  await page.goto(`/system/template/detail?id=${one.id}`);
  await expect(tab(page, `/system/template/detail?id=${one.id}`)).toHaveText(`邮件模板详情 · 到货提醒 ${tag} #${one.id}`);
  await page.goto(`/system/template/detail?id=${two.id}`);
  await expect(tab(page, `/system/template/detail?id=${two.id}`)).toHaveText(`邮件模板详情 · 到货提醒 ${tag} #${two.id}`);
  await expect(tab(page, `/system/template/detail?id=${one.id}`)).toBeVisible();
  await tab(page, `/system/template/detail?id=${one.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/system/template/detail\\?id=${one.id}$`));
  await expect(page.locator('.schema-show-card').getByText(`tab_a_${tag}`)).toBeVisible();
  await tab(page, `/system/template/detail?id=${two.id}`).click();
  await expect(page.locator('.schema-show-card').getByText(`tab_b_${tag}`)).toBeVisible();
});

test('the 403 page opens no tab', async ({ page }) => {
  await login(page, 'staff');
  await page.goto('/403');
  await expect(page.getByText('抱歉，您没有权限访问该页面')).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/repair/list');
  await expect(tab(page, '/repair/list')).toBeVisible();
  await expect(tabs(page).filter({ hasText: '无权限' })).toHaveCount(0);
});

test('a deleted record’s detail and edit tabs close', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'superadmin');
  const repair = await api.post('/needs/manage-repair', repairBody(tag, 1));
  const type = await api.post('/workflow/type', ticketTypeBody(`删除${tag}`));
  const ticket = await api.post('/workflow/bucket', { title: `待删除 ${tag}`, type_id: type.id, description: '测试删除后关闭标签。' });
  await login(page, 'superadmin');

  await page.goto(`/repair/${repair.id}`);
  await page.locator('.schema-show-card').getByRole('button', { name: /删\s*除/ }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/repair\/list/);
  await expect(tabItem(page, `/repair/${repair.id}`)).toHaveCount(0);

  // its edit tab too, when it is deleted from its detail page
  await page.goto(`/workflow/edit/${ticket.id}`);
  await expect(tab(page, `/workflow/edit/${ticket.id}`)).toHaveText(`编辑工单 · ${String(ticket.no)}`);
  await page.goto(`/workflow/detail/${ticket.id}`);
  await page.locator('.schema-show-card').getByRole('button', { name: /删\s*除/ }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/workflow\/index/);
  await expect(tabItem(page, `/workflow/detail/${ticket.id}`)).toHaveCount(0);
  await expect(tabItem(page, `/workflow/edit/${ticket.id}`)).toHaveCount(0);
});
