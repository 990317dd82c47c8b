import { expect, test, type Locator, type Page } from '@playwright/test';
import { callerAs, freshTag, newAccount, openAs, openSelect, pickOption } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { apiAs, repairBody } from './records.ts';

/** Types the keyword into the list's search form and presses 查询. */
async function search(page: Page, keyword: string) {
  const box = page.locator('form.search-form').getByLabel('关键词').filter({ visible: true });
  await box.clear();
  await box.pressSequentially(keyword);
  await page.getByRole('button', { name: /查\s*询/ }).click();
}

/** Replaces what the drawer's 值 box holds, typed key by key (what parses as JSON is sent parsed, anything else as text). */
async function typeValue(drawer: Locator, value: string) {
  const box = drawer.getByLabel('值', { exact: true });
  await box.clear();
  await box.pressSequentially(value);
  await expect(box).toHaveValue(value);
}

/** Submits a drawer and waits for it to close. */
async function submit(drawer: Locator) {
  await drawer.getByRole('button', { name: /提\s*交/ }).click();
  await expect(drawer).toBeHidden();
}

test('全局配置: 新建 and 编辑 a value, a reload shows it; a secret stays masked and an edit that leaves it keeps it; search, 共 N 条, 删除', async ({ browser, request, baseURL }) => {
  test.slow(); // four drawers, two reloads
  const tag = freshTag();
  const key = `e2e.${tag}`;
  const secretKey = `e2e.${tag}_secret`;
  const secret = `sk-${tag}-do-not-show`;
  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  const api = await callerAs(request, 'superadmin');
  await page.goto('/system');
  await expect(page.getByTestId('express-phones')).toContainText('95338');
  await expect(page.getByText(/共\s*\d+\s*条/)).toBeVisible();

  await page.getByRole('button', { name: /新建配置项/ }).click();
  const create = page.getByRole('dialog', { name: '新建配置项' });
  await create.getByLabel('键', { exact: true }).pressSequentially(key);
  await create.getByLabel('名称', { exact: true }).pressSequentially(`工作时间 ${tag}`);
  await openSelect(create, '类型');
  await pickOption(page, '文本');
  await typeValue(create, '9:00-18:00');
  await submit(create);
  await search(page, key);
  const row = page.getByRole('row', { name: new RegExp(key.replace('.', '\\.')) });
  await expect(row).toContainText('9:00-18:00');
  await expect(page.getByText(/共\s*1\s*条/)).toBeVisible();
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑配置项' });
  await expect(edit.getByLabel('键', { exact: true })).toHaveCount(0);
  await typeValue(edit, '8:30-17:30');
  await submit(edit);
  await page.reload(); // the search is kept in the URL: the reload shows the same one row
  await expect(row).toContainText('8:30-17:30');
  await expect(page.getByText(/共\s*1\s*条/)).toBeVisible();
  expect(await api.get(`/system/config/key/${key}`)).toMatchObject({ key, value: '8:30-17:30' });

  await page.getByRole('button', { name: /新建配置项/ }).click();
  await create.getByLabel('键', { exact: true }).pressSequentially(secretKey);
  await create.getByLabel('名称', { exact: true }).pressSequentially(`接口密钥 ${tag}`);
  await openSelect(create, '类型');
  await pickOption(page, '密钥');
  await typeValue(create, secret);
  await submit(create);
  await search(page, secretKey);
  const secretRow = page.getByRole('row', { name: new RegExp(secretKey) });
  await expect(secretRow).toContainText('******');
  await expect(secretRow).toContainText('否');
  await secretRow.getByRole('button', { name: '编辑' }).click();
  await expect(edit.getByLabel('值', { exact: true })).not.toHaveValue(new RegExp(secret));
  await edit.getByLabel('名称', { exact: true }).pressSequentially('（已轮换）');
  await submit(edit);
  await page.reload();
  await expect(secretRow).toContainText('（已轮换）');
  await expect(secretRow).toContainText('******');
  expect(await page.locator('body').innerText()).not.toContain(secret);
  expect(await api.get(`/system/config/key/${secretKey}`)).toMatchObject({ value: '******' });
  await expectNoSeriousA11yFindings(page);

  for (const [k, r] of [[secretKey, secretRow], [key, row]] as const) {
    await search(page, k);
    await r.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').filter({ hasText: '确认删除' }).getByRole('button', { name: /确\s*定/ }).click();
    await expect(r).toHaveCount(0);
    expect(await api.status(`/system/config/key/${k}`)).toBe(404);
  }
  await context.close();
});

test('repair details show the public courier numbers, fetched once per browser session (also across reloads)', async ({ browser, request, baseURL }) => {
  const tag = freshTag();
  const records = await apiAs(request, 'admin');
  const ordinary = await records.post('/needs/manage-repair', repairBody(tag, 1));
  const quick = await records.post('/needs/manage-repair', repairBody(tag, 3));
  const { context, page } = await openAs(browser, request, baseURL!, (await newAccount(request, tag, 64, ['manage_needs_repair'])).username);
  const keyCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/cms/system/config/key/')) keyCalls.push(r.url());
  });
  await page.goto(`/repair/${ordinary.id}`);
  const panel = page.getByTestId('express-phones');
  await expect(panel).toContainText('95338');
  await expect(panel).toContainText('95311');
  expect(keyCalls.length).toBe(2);
  await page.reload();
  await expect(panel).toContainText('95338');
  await page.goto(`/repair/quickrp/${quick.id}`);
  await expect(page.getByTestId('express-phones')).toContainText('95338');
  expect(keyCalls.length).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('cms.expressPhones'))).toContain('95311');
  await context.close();
});
