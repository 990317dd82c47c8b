import { expect, test, type Page } from '@playwright/test';
import { callerAs, freshTag, newAccount, openAs } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';

const FORBIDDEN = '抱歉，您没有权限访问该页面';

/** On /admin/permission: finds the account by typing its username and opens its matrix. */
async function openRights(page: Page, username: string) {
  await page.getByPlaceholder('搜索用户名、姓名或手机号').pressSequentially(username);
  await page.locator(`tr[data-username="${username}"]`).click();
}

test('权限: a super admin grants 客户管理 and the account opens /user/list on its next request; taken away, the 403 page', async ({ browser, request, baseURL }) => {
  test.slow(); // two sessions, two saves, each proven in the other browser
  const account = await newAccount(request, freshTag());
  const staff = await openAs(browser, request, baseURL!, account.username);
  await staff.page.goto('/user/list');
  await expect(staff.page.getByText(FORBIDDEN)).toBeVisible();
  await expect(staff.page.getByRole('menu').getByText('客户管理')).toHaveCount(0);

  const root = await openAs(browser, request, baseURL!, 'superadmin');
  const page = root.page;
  await page.goto('/admin/permission');
  await expect(page).toHaveTitle('权限 - 激光设备服务管理后台');
  await openRights(page, account.username);
  await expect(page.getByText(`${account.name}（${account.username}）`)).toBeVisible();
  const grant = page.getByRole('checkbox', { name: '客户管理', exact: true });
  await expect(grant).not.toBeChecked();
  await grant.check();
  await page.getByRole('button', { name: '保存权限' }).click();
  await expect(page.getByText('权限已保存，对方下一次请求即生效')).toBeVisible();
  await expectNoSeriousA11yFindings(page);
  const api = await callerAs(request, 'superadmin');
  expect((await api.get<{ actions: string[] }>(`/account/admin/${account.id}/permission`)).actions).toContain('manage_user_account');

  await staff.page.reload();
  await expect(staff.page).toHaveURL(/\/user\/list(\?|$)/);
  await expect(staff.page.getByText(/共 \d+ 条/)).toBeVisible();
  await expect(staff.page.getByRole('menu').getByText('客户管理')).toBeVisible();

  await page.reload();
  await openRights(page, account.username);
  await expect(grant).toBeChecked();
  await grant.uncheck();
  await page.getByRole('button', { name: '保存权限' }).click();
  await expect(page.getByText('权限已保存，对方下一次请求即生效')).toBeVisible();
  expect((await api.get<{ actions: string[] }>(`/account/admin/${account.id}/permission`)).actions).not.toContain('manage_user_account');

  await staff.page.reload();
  await expect(staff.page.getByText(FORBIDDEN)).toBeVisible();
  await expect(staff.page.locator('.ant-table')).toHaveCount(0);
  await staff.context.close();
  await root.context.close();
});

test('权限 at 375 px: an opened account reads without sideways scrolling; the search pages the accounts on the server', async ({ browser, request, baseURL }) => {
  // a username of 32 letters with no break once ran the page 615 px wide at 375 (the table took its width)
  const root = await callerAs(request, 'superadmin');
  await root.post('/account/admin', { username: `W${freshTag().replace(/[^A-Za-z0-9]/g, '')}`.padEnd(32, 'W').slice(0, 32), password: 'Passw0rd!23', name: '长名字测试账号长名字测试账号', group: 1 });
  const { page } = await openAs(browser, request, baseURL!, 'superadmin');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/permission');
  // the table pages in the simple form and scrolls in its own box
  await expect(page.locator('tr[data-username]').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // newest first: staff is found by the search, not on page 1
  const search = page.getByPlaceholder('搜索用户名、姓名或手机号');
  await search.pressSequentially('staff');
  await page.locator('tr[data-username="staff"]').click();
  await expect(page.getByText('李晓燕（staff）')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const searched = page.waitForRequest((r) => r.url().includes('/api/cms/account/permission?') && r.url().includes('q=member'));
  await search.fill('');
  await search.pressSequentially('member');
  await searched;
  await expect(page.locator('tr[data-username="staff"]')).toHaveCount(0);
  await expect(page.locator('tr[data-username="member"]')).toBeVisible();
  await expect(page.getByText('李晓燕（staff）')).toBeVisible();
});
