import { expect, test } from '@playwright/test';
import { login, loginWithForm } from './session.ts';

test('a logged-out visit to /repair/list goes to login and comes back after it', async ({ page }) => {
  await page.goto('/repair/list');
  await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)repair(%2F|\/)list/);
  await expect(page).toHaveTitle(/登录/);
  await loginWithForm(page, 'staff');
  await expect(page).toHaveURL(/\/repair\/list/);
  // a sticky header is a table of its own above the rows' table
  await expect(page.locator('main .ant-table-tbody tr.ant-table-row').first()).toBeVisible();
});

test('a wrong password shows the server message and stays on login', async ({ page }) => {
  await page.goto('/login');
  await loginWithForm(page, 'staff', 'wrong-password');
  await expect(page.getByText('用户名或密码错误').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a member who opens /repair/list sees the 403 page and can go home', async ({ page }) => {
  await login(page, 'member');
  await page.goto('/repair/list');
  await expect(page.getByText('抱歉，您没有权限访问该页面')).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a member does not see the repair menu', async ({ page }) => {
  await login(page, 'member');
  await expect(page.getByRole('menu').getByText('普通维修')).toHaveCount(0);
});

test('a session whose last-auth time is older than 30 days must log in again', async ({ page }) => {
  await login(page, 'staff');
  await page.evaluate(() => {
    localStorage.setItem('lastAuthTime', String(Date.now() - 31 * 24 * 3600 * 1000));
  });
  await page.goto('/repair/list');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('logout revokes the session', async ({ page }) => {
  await login(page, 'staff');
  const auth = await page.evaluate(() => `Basic ${btoa(`${localStorage.getItem('uid')}:${localStorage.getItem('token')}`)}`);
  await page.getByTestId('header-user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  const res = await page.request.get('/api/cms/account/admin/check', { headers: { Authorization: auth } });
  expect(res.status()).toBe(401);
});
