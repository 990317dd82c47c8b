import { expect, test } from '@playwright/test';
import { login } from './session.ts';

// zhouwei (周伟) is a staff account (员工, group 64) of the demo data; the shared demo accounts stay as ROUTES.md says for the other specs.
test('a super admin grants staff 客户管理 in the rights page; staff sees 客户列表 after its next request', async ({ browser }) => {
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await login(staff, 'zhouwei');
  const staffMenu = staff.getByRole('menu');
  await expect(staffMenu.getByText('维修管理')).toBeVisible();
  await expect(staffMenu.getByText('客户管理')).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, 'superadmin');
  await admin.goto('/admin/permission');
  await expect(admin).toHaveTitle('权限 - 激光设备服务管理后台');
  await admin.locator('tr[data-username="zhouwei"]').click();
  await expect(admin.getByText('周伟（zhouwei）')).toBeVisible();
  const grant = admin.getByRole('checkbox', { name: '客户管理', exact: true });
  await expect(admin.getByRole('checkbox', { name: '维修管理', exact: true })).toBeChecked();
  await expect(grant).not.toBeChecked();
  await grant.check();
  await admin.getByRole('button', { name: '保存权限' }).click();
  await expect(admin.getByText('权限已保存，对方下一次请求即生效')).toBeVisible();

  await staff.reload();
  await staffMenu.getByText('客户管理').click();
  await staffMenu.getByText('客户列表').click();
  await expect(staff).toHaveURL(/\/user\/list(\?|$)/);
  await expect(staff.getByText(/共 \d+ 条/)).toBeVisible();

  // and the change shows in the action log with before and after
  await admin.goto('/admin/action-log?action=rights.update');
  const row = admin.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(row).toContainText('修改某账号的用户组与权限');
  await row.locator('.ant-table-row-expand-icon').click();
  await expect(admin.locator('.ant-table-expanded-row')).toContainText('manage_user_account');

  await staffContext.close();
  await adminContext.close();
});

test('a user edits the profile and changes the password; the other session ends', async ({ browser }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await login(otherPage, 'chenjing');

  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, 'chenjing');
  await page.goto('/account/profile');
  await expect(page).toHaveTitle('个人设置 - 激光设备服务管理后台');
  await page.getByLabel('昵称').fill('静静');
  await page.getByRole('button', { name: '保存资料' }).click();
  await expect(page.getByText('资料已保存')).toBeVisible();

  await page.getByLabel('原密码').fill('demo123456');
  await page.getByLabel('新密码', { exact: true }).fill('chenjing-2026-new');
  await page.getByLabel('确认新密码').fill('chenjing-2026-new');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('密码已修改，您在其他设备上的登录已退出')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await otherPage.goto('/account/profile');
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();
  await context.close();
});
