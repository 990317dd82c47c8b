import { expect, test } from '@playwright/test';
import { apiAs, repairBody, uniqueTag } from './records.ts';
import { login } from './session.ts';
import { closeTabButton, formItem, leaveDialog, openMenu, tab, tabItem, tabMenu, ticketTypeBody, typeInto } from './tabSteps.ts';

/**
 * Issue 32, broken 1: typed work was lost without warning. Half a ticket on 创建工单 and half a
 * 处理记录 on a ticket were empty after a visit to another menu item and tab, and closing the
 * dirty tab with × asked nothing although it showed ●. Now a tab holding unsaved input stays
 * as it was, and closing it — or leaving a form that cannot be kept — asks first.
 */

test.use({ viewport: { width: 1440, height: 900 } });

test('half a ticket and half a 处理记录 survive a visit to another menu item and tab; × on the dirty tab asks, 取消 keeps it, 确定 closes it', async ({ page }) => {
  const tag = uniqueTag();
  const admin = await apiAs(page.request, 'admin');
  const type = await admin.post('/workflow/type', ticketTypeBody(`未保存${tag}`));
  const ticket = await admin.post('/workflow/bucket', { title: `打标偏移 ${tag}`, type_id: type.id, description: '客户反映打标位置整体偏移。' });
  const detail = `/workflow/detail/${ticket.id}`;
  await login(page, 'staff');
  await page.goto(detail);
  const comment = page.getByLabel('添加处理记录');
  await expect(comment).toBeEnabled();

  // half a ticket on 创建工单, opened from the menu
  await openMenu(page, '工单', '创建工单');
  await expect(page).toHaveURL(/\/workflow\/create$/);
  const title = formItem(page, '标题').locator('input');
  const description = formItem(page, '问题描述').locator('textarea');
  await typeInto(title, `打印头温度过高 ${tag}`);
  await typeInto(description, '连续工作两小时后');
  await expect(tab(page, '/workflow/create')).toContainText('●');

  // half a 处理记录 on the ticket's tab
  await tab(page, detail).click();
  await expect(page).toHaveURL(new RegExp(`${detail}$`));
  await typeInto(comment, '已电话联系客户，约');
  await expect(tab(page, detail)).toContainText('●');

  // another menu item, then back by the tabs
  await openMenu(page, '维修管理', '普通维修');
  await expect(page).toHaveURL(/\/repair\/list/);
  await expect(page.getByText(/共 \d+ 条/).filter({ visible: true })).toBeVisible();
  await tab(page, '/workflow/create').click();
  await expect(title).toBeVisible();
  await expect(title).toHaveValue(`打印头温度过高 ${tag}`);
  await expect(description).toHaveValue('连续工作两小时后');
  await tab(page, detail).click();
  // the kept page is shown again (its text never left the page, hidden or not)
  await expect(comment).toBeVisible();
  await expect(comment).toHaveValue('已电话联系客户，约');
  // the kept form goes on where it was left
  await comment.pressSequentially('明天上门');
  await expect(comment).toHaveValue('已电话联系客户，约明天上门');

  // × on the dirty tab (not the shown one) asks; 取消 keeps tab and text
  await closeTabButton(page, '/workflow/create').click();
  await expect(leaveDialog(page)).toBeVisible();
  await expect(leaveDialog(page)).toContainText('创建工单');
  await leaveDialog(page).getByRole('button', { name: /取\s*消/ }).click();
  await expect(leaveDialog(page)).toHaveCount(0);
  await expect(tabItem(page, '/workflow/create')).toBeVisible();
  await tab(page, '/workflow/create').click();
  await expect(title).toHaveValue(`打印头温度过高 ${tag}`);

  // × again, 确定: the tab closes and its text is gone
  await closeTabButton(page, '/workflow/create').click();
  await leaveDialog(page).getByRole('button', { name: /确\s*定/ }).click();
  await expect(tabItem(page, '/workflow/create')).toHaveCount(0);
  await expect(page).toHaveURL(/\/(repair\/list|workflow\/detail)/);

  // the context menu's 关闭所有 asks for the ticket's half comment too
  await tabMenu(page, detail, '关闭所有');
  await expect(leaveDialog(page)).toContainText(`工单详情 · ${ticket.no as string}`);
  await leaveDialog(page).getByRole('button', { name: /取\s*消/ }).click();
  await expect(tabItem(page, detail)).toBeVisible();
  await expect(comment).toHaveValue('已电话联系客户，约明天上门');
});

test('a form that cannot be kept asks before it is left: a form drawer’s 取消, and 退出登录', async ({ page }) => {
  const tag = uniqueTag();
  const repair = await (await apiAs(page.request, 'admin')).post('/needs/manage-repair', repairBody(tag, 1));
  await login(page, 'staff');
  await page.goto(`/repair/${repair.id}`);
  await page.getByRole('button', { name: /编\s*辑/ }).click();
  const drawer = page.locator('.ant-drawer-open');
  const fault = drawer.getByLabel('故障描述');
  await expect(fault).toHaveValue(String(repair.fault));
  await fault.press('End');
  await fault.pressSequentially('，偶发');
  await drawer.getByRole('button', { name: /取\s*消/ }).click();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: /取\s*消/ }).click();
  await expect(fault).toHaveValue(`${String(repair.fault)}，偶发`);

  await page.getByTestId('header-user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: /取\s*消/ }).click();
  await expect(fault).toHaveValue(`${String(repair.fault)}，偶发`);
  await page.getByTestId('header-user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await leaveDialog(page).getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/login/);
});
