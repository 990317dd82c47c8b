import { expect, test } from '@playwright/test';
import { login } from './session.ts';

test('a message admin sends shows as unread for staff (page marker and header bell) and goes read when opened', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, 'admin');
  await admin.goto('/account/message?compose=1');
  const dialog = admin.getByRole('dialog', { name: '写站内信' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('收件人').click();
  await admin.locator('.ant-select-item-option', { hasText: '李晓燕' }).click();
  await admin.keyboard.press('Escape');
  await expect(dialog.locator('.ant-select-selection-item', { hasText: '李晓燕' })).toBeVisible();
  await dialog.getByLabel('标题').fill('e2e 配件到货通知');
  await dialog.getByLabel('内容').fill('30W 激光模组已到货，请安排更换。');
  await dialog.getByRole('button', { name: /发\s*送/ }).click();
  await expect(admin.getByText('站内信已发送')).toBeVisible();
  await expect(admin.getByRole('tab', { name: '发件箱', selected: true })).toBeVisible();
  await expect(admin.getByRole('row', { name: /e2e 配件到货通知/ })).toContainText('已读 0/1');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await login(staff, 'staff');
  const bell = staff.getByTestId('header-messages');
  const bellBadge = bell.locator('.ant-badge-count');
  const before = Number((await bellBadge.getAttribute('title', { timeout: 10_000 })) ?? 'NaN');
  expect(before).toBeGreaterThanOrEqual(1);
  await staff.goto('/account/message');
  const row = staff.getByRole('row', { name: /e2e 配件到货通知/ });
  await expect(row.getByTestId('unread-marker')).toHaveText('未读');
  const tabBadge = staff.getByTestId('inbox-tab').locator('.ant-badge-count');
  await expect(tabBadge).toHaveAttribute('title', `${before} 封未读`);

  await row.getByText('e2e 配件到货通知').click();
  await expect(staff.getByText('30W 激光模组已到货，请安排更换。')).toBeVisible();
  await expect(row.getByTestId('unread-marker')).toHaveCount(0);
  await expect(row).toContainText('已读');
  if (before === 1) await expect(bellBadge).toHaveCount(0);
  else await expect(bellBadge).toHaveAttribute('title', String(before - 1));

  await admin.reload();
  await expect(admin.getByRole('row', { name: /e2e 配件到货通知/ })).toContainText('已读 1/1');
  await staffContext.close();
  await adminContext.close();
});

test('a <script> in an email template body does not run in the preview', async ({ page }) => {
  await login(page, 'superadmin');
  await page.goto('/system/template/detail?id=1');
  const title = '邮件模板详情 - 激光设备服务管理后台';
  await expect(page).toHaveTitle(title);
  const editor = page.getByRole('textbox', { name: '邮件正文（HTML）' });
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('<p id="after">脚本之后</p><script>parent.document.title="pwned";window.parent.__pwned=1;document.body.setAttribute("data-ran","1")</script>');
  const preview = page.getByTestId('template-preview');
  await expect(preview).toHaveAttribute('sandbox', '');
  await expect(preview).toHaveAttribute('srcdoc', /<script>parent\.document\.title/);
  const frame = page.frameLocator('[data-testid="template-preview"]');
  await expect(frame.locator('#after')).toHaveText('脚本之后');
  await page.waitForTimeout(500);
  await expect(frame.locator('body')).not.toHaveAttribute('data-ran', '1');
  expect(await page.title()).toBe(title);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('repair details show the public courier numbers, fetched once per browser session (also across reloads)', async ({ page }) => {
  const keyCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/cms/system/config/key/')) keyCalls.push(r.url());
  });
  await login(page, 'staff');
  await page.goto('/repair/list');
  const ordinary = await page.locator('.ant-table-tbody a[href^="/repair/"]').first().getAttribute('href');
  await page.goto(ordinary ?? '/repair/1');
  const panel = page.getByTestId('express-phones');
  await expect(panel).toContainText('95338');
  await expect(panel).toContainText('95311');
  expect(keyCalls.length).toBe(2);
  await page.goto('/repair/quickrp');
  const quick = await page.locator('.ant-table-tbody a[href^="/repair/quickrp/"]').first().getAttribute('href');
  await page.goto(quick ?? '/repair/quickrp/1');
  await expect(page.getByTestId('express-phones')).toContainText('95338');
  expect(keyCalls.length).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('cms.expressPhones'))).toContain('95311');
});
