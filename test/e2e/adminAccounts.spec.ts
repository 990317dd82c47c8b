import { expect, test, type Page } from '@playwright/test';
import { callerAs, freshTag, loginStatus, openAs } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { PASSWORD } from './session.ts';

/** Presses 确定 in the confirmation dialog that asks `question`. */
async function confirm(page: Page, question: string) {
  await page.getByRole('dialog').filter({ hasText: question }).getByRole('button', { name: /确\s*定/ }).click();
}

/** Types the keyword into the list's search form and presses 查询. */
async function search(page: Page, keyword: string) {
  const box = page.getByRole('textbox', { name: '关键词' });
  await box.clear();
  await box.pressSequentially(keyword);
  await page.getByRole('button', { name: /查\s*询/ }).click();
}

test('系统账号: 新建账号, 编辑, 禁用 ends its logins and 启用 restores them, 重置密码, 删除', async ({ browser, request, baseURL }) => {
  test.slow(); // five dialogs, each answered by the server
  const tag = freshTag();
  const username = `e2e_${tag}a`;
  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  await page.goto('/admin/list');
  await expect(page.getByRole('heading', { name: '系统账号' })).toBeVisible();

  await page.getByRole('button', { name: /新建账号/ }).click();
  const create = page.getByRole('dialog', { name: '新建账号' });
  await create.getByLabel('用户名').pressSequentially(username);
  await create.getByLabel('初始密码').pressSequentially(PASSWORD);
  await create.getByLabel('姓名').pressSequentially(`新同事${tag}`);
  // the select shows its declared default (普通用户), which covers its search input
  await create.getByLabel('用户组').click({ force: true });
  await page.locator('.ant-select-item-option', { hasText: '员工' }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await create.getByLabel('手机号').pressSequentially('13800138000');
  await create.getByRole('button', { name: /提\s*交/ }).click();
  await expect(create).toBeHidden();
  await search(page, username);
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toContainText(`新同事${tag}`);
  await expect(row).toContainText('员工');
  await expect(row).toContainText('正常');
  const id = (await callerAs(request, username)).uid;
  await expectNoSeriousA11yFindings(page);

  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: /编辑/ });
  await edit.getByLabel('姓名').clear();
  await edit.getByLabel('姓名').pressSequentially(`改名${tag}`);
  await edit.getByRole('button', { name: /提\s*交/ }).click();
  await expect(edit).toBeHidden();
  await page.reload();
  await search(page, username);
  await expect(row).toContainText(`改名${tag}`);
  const root = await callerAs(request, 'superadmin');
  expect(await root.get(`/account/admin/${id}`)).toMatchObject({ name: `改名${tag}`, group: 64 });

  await row.getByRole('button', { name: '禁用' }).click();
  await confirm(page, '确认禁用');
  await expect(row).toContainText('已禁用');
  expect(await loginStatus(request, username)).not.toBe(200);
  await row.getByRole('button', { name: '启用' }).click();
  await confirm(page, '确认启用');
  await expect(row).toContainText('正常');
  expect(await loginStatus(request, username)).toBe(200);

  await row.getByRole('button', { name: '重置密码' }).click();
  const reset = page.getByRole('dialog').filter({ hasText: '确认重置密码' });
  await reset.getByLabel('新密码').pressSequentially(`reset-${tag}-pw`);
  await reset.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('重置密码成功')).toBeVisible();
  expect(await loginStatus(request, username)).not.toBe(200);
  expect(await loginStatus(request, username, `reset-${tag}-pw`)).toBe(200);

  await row.getByRole('button', { name: '删除' }).click();
  await confirm(page, '确认删除');
  await expect(row).toHaveCount(0);
  expect(await root.status(`/account/admin/${id}`)).toBe(404);
  await page.reload();
  await search(page, username);
  await expect(page.locator('.ant-empty-description')).toHaveText('暂无数据');
  await expect(row).toHaveCount(0);
  await context.close();
});
