import { expect, test, type Page } from '@playwright/test';
import { callerAs, freshTag, newAccount, openAs } from './accounts.ts';
import { seriousA11yFindings } from './axe.ts';

const TITLE = ' - 激光设备服务管理后台';
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Serious and critical axe findings other than colour contrast (the app-wide theme fixes that, issue 15 elsewhere). */
const pageFindings = async (page: Page): Promise<string[]> => (await seriousA11yFindings(page)).filter((f) => !f.startsWith('color-contrast'));

/** What the browser gets for a URL with the session's cookie (as an <img> or a download link asks). */
const statusOf = (page: Page, url: string): Promise<number> => page.evaluate(async (u) => (await fetch(u, { credentials: 'same-origin' })).status, url);

/** Presses a notice row's button and 确定 in the dialog that asks `question`. */
async function confirmRowButton(page: Page, title: string, button: string, question: string) {
  await page.getByRole('row', { name: new RegExp(title) }).getByRole('button', { name: new RegExp(`^${[...button].join('\\s*')}$`) }).click();
  await page.getByRole('dialog').filter({ hasText: question }).getByRole('button', { name: /确\s*定/ }).click();
}

test('站内信管理: 发送通知 to 全部账号, 编辑 shows 已编辑 to a recipient, 撤回 takes it from the inbox, 重新发送 brings it back', async ({ browser, request, baseURL }) => {
  test.slow(); // two sessions, four dialogs and two axe runs
  const tag = freshTag();
  const recipient = await newAccount(request, tag);
  const notice = `停电通知 ${tag}`;
  const admin = await openAs(browser, request, baseURL!, 'admin');
  const page = admin.page;
  await page.goto('/dashboard');
  await page.getByTestId('sider').getByText('通知', { exact: true }).click();
  await page.getByRole('link', { name: '站内信管理' }).click();
  // the list may already have written its state into the query
  await expect(page).toHaveURL(/\/notification\/message(\?.*)?$/);
  await expect(page).toHaveTitle(`站内信管理${TITLE}`);
  await expect(page.getByRole('row', { name: /本周维修周报/ })).toHaveCount(0); // the seed's private message admin → staff

  await page.getByRole('button', { name: '发送通知' }).click();
  const compose = page.getByRole('dialog', { name: '发送通知' });
  await compose.getByRole('button', { name: '全部账号' }).click();
  await expect(compose.locator('.ant-select-selection-item').first()).toBeVisible();
  await compose.getByLabel('标题').pressSequentially(notice);
  await compose.getByLabel('内容').pressSequentially('周日 9:00–12:00 停电，请提前保存工作。');
  expect(await pageFindings(page)).toEqual([]);
  await compose.getByRole('button', { name: /发\s*送/ }).click();
  await expect(page.getByText('通知已发送').first()).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(notice) });
  await expect(row).toContainText('已发送');
  const api = await callerAs(request, 'admin');
  const [sent] = (await api.get<{ list: { id: number; title: string }[] }>(`/manage/message?q=${encodeURIComponent(notice)}`)).list;
  const enabled = await api.get<unknown[]>('/admin/message/recipients');
  const receipts = await (await callerAs(request, recipient.username)).get<{ total: number }>(`/admin/message/inbox?q=${encodeURIComponent(notice)}`);
  expect(sent?.title).toBe(notice);
  expect(enabled.length).toBeGreaterThan(1); // 全部账号: every account the form offers, the recipient among them
  expect(receipts.total).toBe(1);
  await expect(row.getByTestId('edited-mark')).toHaveCount(0);

  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const edit = page.getByRole('dialog', { name: '编辑通知' });
  await edit.getByLabel('内容').clear();
  await edit.getByLabel('内容').pressSequentially('周日 9:00–11:00 停电，请提前保存工作。');
  await edit.getByRole('button', { name: /提\s*交/ }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByTestId('edited-mark')).toContainText(/已编辑\s*王建国 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 编辑/);
  expect(await pageFindings(page)).toEqual([]);

  const reader = await openAs(browser, request, baseURL!, recipient.username);
  await reader.page.goto('/account/message');
  const inboxRow = reader.page.getByRole('row', { name: new RegExp(notice) });
  await expect(inboxRow).toContainText('通知');
  await expect(inboxRow).toContainText('王建国');
  await expect(inboxRow.locator('.ant-tag', { hasText: /^未读$/ })).toBeVisible();
  await expect(inboxRow.getByTestId('edited-mark')).toContainText(/已编辑\s*王建国 于 .+ 编辑/);
  await inboxRow.getByRole('button', { name: '展开行' }).click();
  await expect(reader.page.getByText('周日 9:00–11:00 停电，请提前保存工作。')).toBeVisible();

  await confirmRowButton(page, notice, '撤回', '撤回后收件人将看不到该通知');
  await expect(page.getByText('撤回成功')).toBeVisible();
  await expect(row).toContainText('已撤回');
  await reader.page.reload();
  await expect(reader.page.getByRole('heading', { name: '我的站内信' })).toBeVisible();
  await expect(inboxRow).toHaveCount(0);

  await confirmRowButton(page, notice, '重新发送', '重新发送后所有收件人将再次收到未读提醒');
  await expect(page.getByText('重新发送成功')).toBeVisible();
  await expect(row).toContainText('已发送');
  await reader.page.reload();
  await expect(inboxRow.locator('.ant-tag', { hasText: /^未读$/ })).toBeVisible();

  await confirmRowButton(page, notice, '撤回', '撤回后收件人将看不到该通知');
  await expect(row).toContainText('已撤回');
  await expect(row.getByRole('button', { name: /撤\s*回/ })).toHaveCount(0);
  await reader.context.close();
  await admin.context.close();
});

test('an upload is reached by its random key only; unused it is its uploader\'s, as an avatar every logged-in user\'s', async ({ browser, request, baseURL }) => {
  const tag = freshTag();
  const staff = await openAs(browser, request, baseURL!, (await newAccount(request, `${tag}u`)).username);
  await staff.page.goto('/dashboard');
  const uploaded = await staff.page.evaluate(async (base64) => {
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
  expect(await statusOf(staff.page, url)).toBe(200);
  for (const id of [1, 2, 3]) expect(await statusOf(staff.page, `/api/cms/system/upload/${id}`)).toBe(404);

  const member = await openAs(browser, request, baseURL!, (await newAccount(request, `${tag}m`, 1)).username);
  await member.page.goto('/dashboard');
  expect(await statusOf(member.page, url)).toBe(404);

  await staff.page.goto('/account/profile');
  const avatar = staff.page.getByLabel('头像地址');
  await avatar.clear();
  await avatar.pressSequentially(url);
  await staff.page.getByRole('button', { name: '保存资料' }).click();
  await expect(staff.page.getByText('资料已保存')).toBeVisible();
  const headerAvatar = staff.page.locator('.header-avatar img');
  await expect(headerAvatar).toHaveAttribute('src', url);
  await expect.poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  expect(await statusOf(member.page, url)).toBe(200);
  await member.context.close();
  await staff.context.close();
});
