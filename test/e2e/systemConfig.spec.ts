import { expect, test, type Locator, type Page } from '@playwright/test';
import { callerAs, freshTag, newAccount, openAs, openSelect, pickOption } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { apiAs, repairBody } from './records.ts';

/** Types into the config page's search box and presses Enter. */
async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: '按键或名称搜索' }).or(page.getByRole('textbox', { name: '按键或名称搜索' }));
  await box.clear();
  await box.pressSequentially(text);
  await box.press('Enter');
}

/** Fills the config item dialog key by key and presses 保存. */
async function saveItem(page: Page, fields: { key?: string; name?: string; type?: string; value: string }): Promise<Locator> {
  const dialog = page.getByRole('dialog').filter({ hasText: /配置项/ });
  if (fields.key) await dialog.getByLabel('键').pressSequentially(fields.key);
  if (fields.name) await dialog.getByLabel('名称').pressSequentially(fields.name);
  if (fields.type) {
    await openSelect(dialog, '类型');
    await pickOption(page, fields.type);
  }
  const value = dialog.getByLabel('值', { exact: true });
  await value.clear();
  if (fields.value) await value.pressSequentially(fields.value);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  return dialog;
}

test('全局配置: 新建 and 编辑 a value, a reload shows it; a secret stays masked and an empty edit keeps it; 删除', async ({ browser, request, baseURL }) => {
  test.slow(); // four dialogs, two reloads
  const tag = freshTag();
  const key = `e2e.${tag}`;
  const secretKey = `e2e.${tag}_secret`;
  const secret = `sk-${tag}-do-not-show`;
  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  const api = await callerAs(request, 'superadmin');
  await page.goto('/system');
  await expect(page.getByRole('heading', { name: '全局配置' })).toBeVisible();

  await page.getByRole('button', { name: '新建配置项' }).click();
  await saveItem(page, { key, name: `工作时间 ${tag}`, value: '9:00-18:00' });
  await search(page, key);
  const row = page.getByRole('row', { name: new RegExp(`${key.replace('.', '\\.')} `) });
  await expect(row).toContainText('9:00-18:00');
  await row.getByRole('button', { name: '编辑' }).click();
  await expect(page.getByRole('dialog', { name: '编辑配置项' }).getByLabel('键')).toBeDisabled();
  await saveItem(page, { value: '8:30-17:30' });
  await page.reload();
  await search(page, key);
  await expect(row).toContainText('8:30-17:30');
  expect(await api.get(`/system/config/key/${key}`)).toMatchObject({ key, value: '8:30-17:30' });

  await page.getByRole('button', { name: '新建配置项' }).click();
  await saveItem(page, { key: secretKey, name: `接口密钥 ${tag}`, type: '密钥', value: secret });
  await search(page, secretKey);
  const secretRow = page.getByRole('row', { name: new RegExp(secretKey) });
  await expect(secretRow).toContainText('******');
  await expect(secretRow).toContainText('不公开');
  await secretRow.getByRole('button', { name: '编辑' }).click();
  const secretInput = page.getByRole('dialog', { name: '编辑配置项' }).getByLabel('值', { exact: true });
  await expect(secretInput).toHaveValue('');
  await expect(secretInput).toHaveAttribute('placeholder', '留空则保持原值不变');
  await saveItem(page, { value: '' });
  await page.reload();
  await search(page, secretKey);
  await expect(secretRow).toContainText('******');
  expect(await page.locator('body').innerText()).not.toContain(secret);
  expect(await api.get(`/system/config/key/${secretKey}`)).toMatchObject({ value: '******' });
  await expectNoSeriousA11yFindings(page);

  for (const [k, r] of [[secretKey, secretRow], [key, row]] as const) {
    await search(page, k);
    await r.getByRole('button', { name: '删除' }).click();
    await page.locator('.ant-popover:not(.ant-popover-hidden)').getByRole('button', { name: /确\s*定/ }).click();
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
