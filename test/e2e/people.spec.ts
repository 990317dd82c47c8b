import { expect, test } from '@playwright/test';
import { freshTag, loginStatus, newAccount, openAs } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { PASSWORD } from './session.ts';

test('个人设置: the profile saves; the password form names each mistake; a change ends the other session', async ({ browser, request, baseURL }) => {
  test.slow(); // two sessions and five submits
  const account = await newAccount(request, freshTag());
  const other = await openAs(browser, request, baseURL!, account.username);
  const { context, page } = await openAs(browser, request, baseURL!, account.username);
  await page.goto('/account/profile');
  await expect(page).toHaveTitle('个人设置 - 激光设备服务管理后台');
  await page.getByLabel('昵称').pressSequentially('静静');
  await page.getByRole('button', { name: '保存资料' }).click();
  await expect(page.getByText('资料已保存')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('昵称')).toHaveValue('静静');
  await expectNoSeriousA11yFindings(page);

  const change = page.getByRole('button', { name: '修改密码' });
  const oldPassword = page.getByLabel('原密码');
  const newPassword = page.getByLabel('新密码', { exact: true });
  const confirmPassword = page.getByLabel('确认新密码');
  await change.click();
  await expect(page.getByText('请输入原密码')).toBeVisible();
  await expect(page.getByText('请输入新密码')).toBeVisible();
  await oldPassword.pressSequentially(PASSWORD);
  await newPassword.pressSequentially('short');
  await expect(page.getByText('「新密码」至少 8 个字').and(page.locator('.ant-form-item-explain-error'))).toBeVisible();
  await newPassword.clear();
  await newPassword.pressSequentially(PASSWORD);
  await expect(page.getByText('新密码不能与原密码相同')).toBeVisible();
  await newPassword.clear();
  await newPassword.pressSequentially('better-2026-pw');
  await confirmPassword.pressSequentially('better-2026-px');
  await change.click();
  await expect(page.getByText('两次输入的新密码不一致')).toBeVisible();
  expect(await loginStatus(request, account.username)).toBe(200);

  await confirmPassword.clear();
  await confirmPassword.pressSequentially('better-2026-pw');
  await change.click();
  await expect(page.getByText('密码已修改，您在其他设备上的登录已退出')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await other.page.goto('/account/profile');
  await expect(other.page).toHaveURL(/\/login/);
  expect(await loginStatus(request, account.username)).not.toBe(200);
  expect(await loginStatus(request, account.username, 'better-2026-pw')).toBe(200);
  await other.context.close();
  await context.close();
});
