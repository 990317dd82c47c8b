import { expect, test, type Page } from '@playwright/test';
import { callerAs, freshTag, openAs, openSelect, pickOption as pick, pickOptions } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';

/** Types the keyword into the list's search form and presses 查询. */
async function search(page: Page, keyword: string) {
  const box = page.getByRole('textbox', { name: '关键词' });
  await box.clear();
  await box.pressSequentially(keyword);
  await page.getByRole('button', { name: /查\s*询/ }).click();
}

test('客户列表 新建客户, 客户权限 sets group and front-site rights, 编辑, 删除', async ({ browser, request, baseURL }) => {
  test.slow(); // four drawers and three list reloads
  const tag = freshTag();
  const username = `c_${tag}`;
  const { context, page } = await openAs(browser, request, baseURL!, 'admin');
  const api = await callerAs(request, 'admin');
  await page.goto('/user/list');
  await page.getByRole('button', { name: /新建客户/ }).click();
  const create = page.getByRole('dialog', { name: '新建客户' });
  await create.getByLabel('用户名').pressSequentially(username);
  await create.getByLabel('姓名', { exact: true }).pressSequentially(`客户${tag}`);
  await create.getByLabel('公司').pressSequentially(`东莞精雕${tag}有限公司`);
  await create.getByLabel('手机号').pressSequentially('13922223333');
  await create.getByRole('button', { name: /提\s*交/ }).click();
  await expect(create).toBeHidden();
  await search(page, username);
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toContainText(`客户${tag}`);
  await expect(row).toContainText('普通用户');
  const found = await api.get<{ list: { id: number; username: string }[] }>(`/account/user?q=${username}`);
  const id = found.list.find((c) => c.username === username)?.id;
  expect(id).toBeGreaterThan(0);

  await page.goto('/user/permission');
  await search(page, username);
  const rightsRow = page.getByRole('row', { name: new RegExp(username) });
  await rightsRow.getByRole('button', { name: '编辑' }).click();
  const rights = page.getByRole('dialog', { name: '编辑客户' });
  await openSelect(rights, '用户组');
  await pick(page, '经销商');
  await openSelect(rights, '前台权限');
  await pickOptions(page, ['固件下载', '经销商订货']);
  await rights.getByRole('button', { name: /提\s*交/ }).click();
  await expect(rights).toBeHidden();
  await page.reload();
  await search(page, username);
  await expect(rightsRow).toContainText('经销商');
  await expect(rightsRow).toContainText('固件下载');
  await expect(rightsRow).toContainText('经销商订货');
  await expectNoSeriousA11yFindings(page);
  expect(await api.get(`/account/user/${id}`)).toMatchObject({ group: 16, permissions: expect.arrayContaining(['firmware_download', 'dealer_order']) });

  await page.goto('/user/list');
  await search(page, username);
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑客户' });
  await edit.getByLabel('昵称', { exact: true }).pressSequentially('老客户');
  await edit.getByRole('button', { name: /提\s*交/ }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('老客户');
  expect(await api.get(`/account/user/${id}`)).toMatchObject({ nickname: '老客户', group: 16 });

  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').filter({ hasText: '确认删除' }).getByRole('button', { name: /确\s*定/ }).click();
  await expect(row).toHaveCount(0);
  expect(await api.status(`/account/user/${id}`)).toBe(404);
  await context.close();
});
