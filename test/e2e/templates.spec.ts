import { expect, test } from '@playwright/test';
import { callerAs, freshTag, openAs } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';

const TITLE = '邮件模板详情 - 激光设备服务管理后台';

test('邮件模板: 新建 typed key by key, 保存 holds after a reload, 发送测试邮件 without a reachable SMTP server says so, 删除', async ({ browser, request, baseURL }) => {
  test.slow(); // a lazily loaded editor, three saves and an SMTP attempt
  const tag = freshTag();
  const code = `e2e_${tag}`;
  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  await page.goto('/system/template');
  await page.getByRole('button', { name: '新建邮件模板' }).click();
  await expect(page).toHaveURL(/\/system\/template\/detail$/);
  await page.getByLabel('编码').pressSequentially(code);
  await page.getByLabel('名称').pressSequentially(`到货提醒 ${tag}`);
  await page.getByLabel('邮件主题').pressSequentially('您的配件已到货');
  const editor = page.getByRole('textbox', { name: '邮件正文（HTML）' });
  await editor.click();
  await editor.pressSequentially('<p>{{name}} 您好，配件已到货。</p>');
  const sample = page.getByLabel('示例变量（JSON，用于预览和测试邮件）');
  await sample.clear();
  await sample.pressSequentially('{"name":"张工"}');
  await expect(page.frameLocator('[data-testid="template-preview"]').getByText('张工 您好，配件已到货。')).toBeVisible();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.ant-message').getByText('已保存', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/system\/template\/detail\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page).toHaveTitle(TITLE);

  await page.getByLabel('邮件主题').clear();
  await page.getByLabel('邮件主题').pressSequentially('【到货】您的配件已到货');
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/system/template/${id}`));
  await page.getByRole('button', { name: /保\s*存/ }).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByLabel('邮件主题')).toHaveValue('【到货】您的配件已到货');
  await expect(page.getByLabel('编码')).toHaveValue(code);
  await expect(page.getByLabel('编码')).toBeDisabled();
  await expectNoSeriousA11yFindings(page);
  const api = await callerAs(request, 'superadmin');
  expect(await api.get(`/system/template/${id}`)).toMatchObject({ code, subject: '【到货】您的配件已到货', body: '<p>{{name}} 您好，配件已到货。</p>' });

  // the demo's smtp_host names a real mail server this machine cannot reach: the send is tried and its failure named
  await page.getByRole('button', { name: '发送测试邮件' }).click();
  const sendDialog = page.getByRole('dialog', { name: '发送测试邮件' });
  await sendDialog.getByLabel('收件邮箱').pressSequentially('not-an-address');
  await sendDialog.getByRole('button', { name: /发\s*送/ }).click();
  await expect(sendDialog.getByText('请输入正确的邮箱地址')).toBeVisible();
  await sendDialog.getByLabel('收件邮箱').clear();
  await sendDialog.getByLabel('收件邮箱').pressSequentially('zhang@example.com');
  await sendDialog.getByRole('button', { name: /发\s*送/ }).click();
  await expect(page.getByText(/邮件发送失败：/).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('测试邮件已发送至 zhang@example.com')).toHaveCount(0);
  await expect(sendDialog).toBeVisible();
  await sendDialog.getByRole('button', { name: /取\s*消/ }).click();

  await page.getByRole('button', { name: /删\s*除/ }).click();
  await page.locator('.ant-popover:not(.ant-popover-hidden)').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/system\/template$/);
  await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
  expect(await api.status(`/system/template/${id}`)).toBe(404);
  await context.close();
});

test('a <script> in an email template body does not run in the preview', async ({ browser, request, baseURL }) => {
  const api = await callerAs(request, 'superadmin');
  const tag = freshTag();
  const created = await api.post<{ id: number }>('/system/template', { code: `xss_${tag}`, name: `脚本测试 ${tag}`, subject: '测试', body: '<p>正文</p>', sample: {} });
  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  await page.goto(`/system/template/detail?id=${created.id}`);
  await expect(page).toHaveTitle(TITLE);
  const editor = page.getByRole('textbox', { name: '邮件正文（HTML）' });
  await expect(editor).toHaveValue('<p>正文</p>');
  await editor.click();
  await page.keyboard.press('Control+End');
  // #end comes after the script: once it is in the frame, the parser has passed the script and would have run it
  await page.keyboard.insertText('<p id="before">脚本之前</p><script>parent.document.title="pwned";window.parent.__pwned=1;document.body.setAttribute("data-ran","1")</script><p id="end">脚本之后</p>');
  const preview = page.getByTestId('template-preview');
  await expect(preview).toHaveAttribute('sandbox', '');
  await expect(preview).toHaveAttribute('srcdoc', /<script>parent\.document\.title/);
  const frame = page.frameLocator('[data-testid="template-preview"]');
  await expect(frame.locator('#before')).toHaveText('脚本之前');
  await expect(frame.locator('#end')).toHaveText('脚本之后');
  await expect(frame.locator('body')).not.toHaveAttribute('data-ran', '1');
  expect(await page.title()).toBe(TITLE);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await context.close();
});
