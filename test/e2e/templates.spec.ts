import { expect, test, type Locator, type Page } from '@playwright/test';
import { callerAs, freshTag, openAs } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';


/** Types the keyword into the list's search form and presses 查询. */
async function search(page: Page, keyword: string) {
  const box = page.locator('form.search-form').getByLabel('关键词').filter({ visible: true });
  await box.clear();
  await box.pressSequentially(keyword);
  await page.getByRole('button', { name: /查\s*询/ }).click();
}

/** Submits a drawer and waits for it to close. */
async function submit(drawer: Locator) {
  await drawer.getByRole('button', { name: /提\s*交/ }).click();
  await expect(drawer).toBeHidden();
}

test('邮件模板: 新建 typed key by key, search, 详情 previews it, 编辑 holds after a reload, 发送测试邮件 without a reachable SMTP server says so, 删除', async ({ browser, request, baseURL }) => {
  test.slow(); // two drawers, a reload and an SMTP attempt
  const tag = freshTag();
  const code = `e2e_${tag}`;
  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  const api = await callerAs(request, 'superadmin');
  await page.goto('/system/template');
  await page.getByRole('button', { name: /新建模板/ }).click();
  const create = page.getByRole('dialog', { name: '新建模板' });
  await create.getByLabel('编码', { exact: true }).pressSequentially(code);
  await create.getByLabel('名称', { exact: true }).pressSequentially(`到货提醒 ${tag}`);
  await create.getByLabel('邮件主题', { exact: true }).pressSequentially('您的配件已到货');
  await create.getByLabel('邮件正文', { exact: true }).pressSequentially('<p>{{name}} 您好，配件已到货。</p><script>parent.document.title="pwned"</script>');
  await create.getByLabel('示例变量', { exact: true }).pressSequentially('{"name":"张工"}');
  await submit(create);

  await search(page, code);
  await expect(page.getByText(/共\s*1\s*条/)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await row.getByRole('link', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/system\/template\/detail\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page).toHaveTitle(`邮件模板详情 · 到货提醒 ${tag} #${id} - 激光设备服务管理后台`);
  const preview = page.getByTestId('template-preview');
  await expect(preview).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('[data-testid="template-preview"]').getByText('张工 您好，配件已到货。')).toBeVisible();
  await expect(preview).not.toHaveAttribute('srcdoc', /<script/);
  expect(await api.get(`/system/template/${id}`)).toMatchObject({ code, body: '<p>{{name}} 您好，配件已到货。</p>', variables: ['name'] });

  await page.getByRole('button', { name: /编\s*辑/ }).click();
  const edit = page.getByRole('dialog', { name: '编辑邮件模板' });
  await expect(edit.getByLabel('编码', { exact: true })).toHaveCount(0);
  const subject = edit.getByLabel('邮件主题', { exact: true });
  await subject.clear();
  await subject.pressSequentially('【到货】您的配件已到货');
  await submit(edit);
  await page.reload();
  await expect(page.getByTestId('preview-subject')).toHaveText('【到货】您的配件已到货');
  await expectNoSeriousA11yFindings(page);
  expect(await api.get(`/system/template/${id}`)).toMatchObject({ subject: '【到货】您的配件已到货' });

  // the demo's smtp_host names a real mail server this machine cannot reach: the send is tried and its failure named
  await page.getByRole('button', { name: '发送测试邮件' }).click();
  const sendDialog = page.getByRole('dialog', { name: '发送测试邮件' });
  await sendDialog.getByLabel('收件邮箱').pressSequentially('not-an-address');
  await sendDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(sendDialog.getByText('「收件邮箱」格式不正确')).toBeVisible();
  await sendDialog.getByLabel('收件邮箱').clear();
  await sendDialog.getByLabel('收件邮箱').pressSequentially('zhang@example.com');
  await sendDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText(/邮件发送失败：/).first()).toBeVisible({ timeout: 30_000 });
  await sendDialog.getByRole('button', { name: /取\s*消/ }).click();

  await page.getByRole('button', { name: /删\s*除/ }).click();
  await page.getByRole('dialog').filter({ hasText: '确认删除' }).getByRole('button', { name: /确\s*定/ }).click();
  // back on the list, which may already have written its state into the query (?pageSize=…)
  await expect(page).toHaveURL(/\/system\/template(\?.*)?$/);
  expect(await api.status(`/system/template/${id}`)).toBe(404);
  await context.close();
});
