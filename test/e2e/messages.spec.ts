import { expect, test, type Page } from '@playwright/test';
import { seriousA11yFindings } from './axe.ts';
import { login } from './session.ts';

const TITLE = ' - 激光设备服务管理后台';
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Serious and critical axe findings other than colour contrast (the app-wide theme fixes that, issue 15 elsewhere). */
const pageFindings = async (page: Page): Promise<string[]> => (await seriousA11yFindings(page)).filter((f) => !f.startsWith('color-contrast'));

/** What the browser gets for a URL with the session's cookie (as an <img> or a download link asks). */
const statusOf = (page: Page, url: string): Promise<number> => page.evaluate(async (u) => (await fetch(u, { credentials: 'same-origin' })).status, url);

test('站内信管理 sends and edits notices only; the recipient sees 已编辑 with who and when; a private message is not there', async ({ browser }) => {
  test.slow(); // two sessions, four dialogs and three axe runs
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, 'admin');
  await admin.getByTestId('sider').getByText('通知', { exact: true }).click();
  await admin.getByRole('link', { name: '站内信管理' }).click();
  await expect(admin).toHaveURL(/\/notification\/message$/);
  await expect(admin).toHaveTitle(`站内信管理${TITLE}`);
  await expect(admin.getByRole('heading', { name: '站内信管理' })).toBeVisible();
  await expect(admin.getByRole('row', { name: /系统维护通知/ })).toBeVisible();
  await expect(admin.getByRole('row', { name: /本周维修周报/ })).toHaveCount(0); // the seed's private message admin → staff

  await admin.getByRole('button', { name: '发送通知' }).focus();
  await admin.keyboard.press('Enter');
  const compose = admin.getByRole('dialog', { name: '发送通知' });
  await compose.getByLabel('收件人').click();
  await admin.locator('.ant-select-item-option', { hasText: '李晓燕' }).click();
  await admin.keyboard.press('Escape');
  await compose.getByLabel('标题').fill('e2e 停电通知');
  await compose.getByLabel('内容').fill('周日 9:00–12:00 停电，请提前保存工作。');
  expect(await pageFindings(admin)).toEqual([]);
  await compose.getByRole('button', { name: /发\s*送/ }).click();
  await expect(admin.getByText('通知已发送')).toBeVisible();
  const row = admin.getByRole('row', { name: /e2e 停电通知/ });
  await expect(row).toContainText('已读 0/1');
  await expect(row.getByTestId('edited-mark')).toHaveCount(0);

  await row.getByRole('button', { name: '编辑' }).click();
  const edit = admin.getByRole('dialog', { name: '编辑通知' });
  await edit.getByLabel('内容').fill('周日 9:00–11:00 停电，请提前保存工作。');
  await edit.getByRole('button', { name: /保\s*存/ }).click();
  await expect(admin.getByText('已保存')).toBeVisible();
  await expect(row.getByTestId('edited-mark')).toContainText(/已编辑\s*王建国 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 编辑/);
  expect(await pageFindings(admin)).toEqual([]);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await login(staff, 'staff');
  await staff.goto('/account/message');
  await expect(staff).toHaveTitle(`我的站内信${TITLE}`);
  await expect(staff.getByRole('heading', { name: '我的站内信' })).toBeVisible();
  const inboxRow = staff.getByRole('row', { name: /e2e 停电通知/ });
  await expect(inboxRow).toContainText('通知');
  await expect(inboxRow).toContainText('王建国');
  await expect(inboxRow.getByTestId('edited-mark')).toContainText(/已编辑\s*王建国 于 .+ 编辑/);
  await inboxRow.getByRole('button', { name: '展开行' }).focus();
  await staff.keyboard.press('Enter');
  await expect(staff.getByText('周日 9:00–11:00 停电，请提前保存工作。')).toBeVisible();
  await expect(staff.getByRole('row', { name: /本周维修周报/ }).getByTestId('edited-mark')).toHaveCount(0);
  expect(await pageFindings(staff)).toEqual([]);
  await staffContext.close();
  await adminContext.close();
});

test('an upload is reached by its random key only; unused it is its uploader\'s, as an avatar every logged-in user\'s', async ({ browser }) => {
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await login(staff, 'staff');
  const uploaded = await staff.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
    const form = new FormData();
    form.append('file', new File([bytes], '头像.png', { type: 'image/png' }));
    const authorization = `Basic ${btoa(`${localStorage.getItem('uid') ?? ''}:${localStorage.getItem('token') ?? ''}`)}`;
    const res = await fetch('/api/cms/system/upload', { method: 'POST', body: form, headers: { authorization } });
    return { status: res.status, body: (await res.json()) as { data: { url: string } } };
  }, PNG);
  expect(uploaded.status).toBe(200);
  const url = uploaded.body.data.url;
  expect(url).toMatch(/^\/api\/cms\/system\/upload\/[A-Za-z0-9_-]{22}$/);
  expect(await statusOf(staff, url)).toBe(200);
  for (const id of [1, 2, 3]) expect(await statusOf(staff, `/api/cms/system/upload/${id}`)).toBe(404);

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await login(member, 'member');
  expect(await statusOf(member, url)).toBe(404);

  await staff.goto('/account/profile');
  await staff.getByLabel('头像地址').fill(url);
  await staff.getByRole('button', { name: '保存资料' }).click();
  await expect(staff.getByText('资料已保存')).toBeVisible();
  const headerAvatar = staff.locator('.header-avatar img');
  await expect(headerAvatar).toHaveAttribute('src', url);
  await expect.poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  expect(await statusOf(member, url)).toBe(200);
  await memberContext.close();
  await staffContext.close();
});
