import { expect, test, type Locator, type Page } from '@playwright/test';
import { callerAs, freshTag, newAccount, openAs } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';

/** The header bell's unread figure as the user sees it; 0 when the badge is gone. */
const bellFigure = async (page: Page): Promise<number> => {
  const count = page.getByTestId('header-messages').locator('.ant-badge-count');
  return (await count.count()) ? Number(await count.getAttribute('title')) : 0;
};

/** Presses a row's 删除 and its confirmation's 确定. */
async function deleteRow(page: Page, title: string) {
  await page.getByRole('row', { name: new RegExp(title) }).getByRole('button', { name: /删\s*除/ }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
}

/** The read-state tag of an inbox row (the 状态 column), `未读` or `已读`. */
const readTag = (row: Locator, state: '未读' | '已读'): Locator => row.locator('.ant-tag', { hasText: new RegExp(`^${state}$`) });

test('写站内信 to another account: unread for them; 标为已读/未读; 全部标为已读 clears the bell and holds after a reload; search, paging and 共 N 条 in the URL; 删除 on both sides', async ({ browser, request, baseURL }) => {
  test.slow(); // two sessions, two dialogs, a dozen round trips
  const tag = freshTag();
  const sender = await newAccount(request, `${tag}s`);
  const recipient = await newAccount(request, `${tag}r`);
  const typed = `配件到货 ${tag}`;
  const extra = `周报 ${tag}`;

  const from = await openAs(browser, request, baseURL!, sender.username);
  await from.page.goto('/account/message');
  await from.page.getByRole('button', { name: '写站内信' }).click();
  const dialog = from.page.getByRole('dialog', { name: '写站内信' });
  await dialog.getByLabel('收件人').click();
  await dialog.getByLabel('收件人').pressSequentially(recipient.name);
  await from.page.locator('.ant-select-item-option', { hasText: recipient.username }).click();
  await from.page.keyboard.press('Escape');
  await expect(from.page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expect(dialog.locator('.ant-select-selection-item', { hasText: recipient.name })).toBeVisible();
  await dialog.getByLabel('标题').pressSequentially(typed);
  await dialog.getByLabel('内容').pressSequentially('30W 激光模组已到货，请安排更换。');
  await dialog.getByRole('button', { name: /发\s*送/ }).click();
  await expect(from.page.getByText('站内信已发送')).toBeVisible();
  await expect(from.page).toHaveURL(/\/account\/message\/outbox(\?|$)/);
  await expect(from.page.getByRole('heading', { name: '发件箱' })).toBeVisible();
  // 状态 已发送, 收件人数 1, 已读人数 0
  await expect(from.page.getByRole('row', { name: new RegExp(typed) })).toContainText('已发送10');
  const api = await callerAs(request, sender.username);
  await api.post('/admin/message', { recipients: [recipient.id], title: extra, content: '本周共完成 12 单。' });

  const to = await openAs(browser, request, baseURL!, recipient.username);
  const page = to.page;
  await page.goto('/dashboard');
  await expect.poll(() => bellFigure(page)).toBe(2);
  await page.getByTestId('header-messages').click();
  await expect(page).toHaveURL(/\/account\/message(\?|$)/);
  const row = page.getByRole('row', { name: new RegExp(typed) });
  await expect(readTag(row, '未读')).toBeVisible();
  await expect(row).toContainText(sender.name);
  await expect(page.getByText('共 2 条')).toBeVisible();
  await expectNoSeriousA11yFindings(page);

  await row.getByRole('button', { name: '标为已读' }).click();
  await expect(page.getByText('标为已读成功')).toBeVisible();
  await expect(readTag(row, '已读')).toBeVisible();
  await expect.poll(() => bellFigure(page)).toBe(1);
  await row.getByRole('button', { name: '标为未读' }).click();
  await expect(page.getByText('标为未读成功')).toBeVisible();
  await expect(readTag(row, '未读')).toBeVisible();
  await expect.poll(() => bellFigure(page)).toBe(2);

  await page.getByRole('button', { name: '全部标为已读' }).click();
  await expect(page.getByText('已全部标为已读')).toBeVisible();
  await expect(readTag(row, '已读')).toBeVisible();
  await expect(page.locator('tbody .ant-tag', { hasText: /^未读$/ })).toHaveCount(0);
  await expect.poll(() => bellFigure(page)).toBe(0);
  const counted = page.waitForResponse((r) => r.url().endsWith('/api/cms/admin/message/count') && r.request().method() === 'GET');
  await page.reload();
  expect(((await (await counted).json()) as { data: { unread: number } }).data.unread).toBe(0);
  await expect(readTag(row, '已读')).toBeVisible();
  expect(await bellFigure(page)).toBe(0);

  // the schema list's search and paging, kept in the URL
  const keyword = page.locator('form.search-form').getByLabel('关键词').filter({ visible: true });
  await keyword.pressSequentially('配件');
  await keyword.press('Enter');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(extra) })).toHaveCount(0);
  await expect(page).toHaveURL(/%E9%85%8D%E4%BB%B6|配件/);
  await page.reload();
  await expect(page.getByText('共 1 条')).toBeVisible();
  await page.goto('/account/message?pageSize=1&currentPage=2');
  await expect(page.getByText('共 2 条')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(typed) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(extra) })).toHaveCount(0);
  await page.goto('/account/message');

  await row.getByRole('button', { name: '展开行' }).click();
  await expect(page.getByText('30W 激光模组已到货，请安排更换。')).toBeVisible();
  await deleteRow(page, typed);
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(extra) })).toBeVisible();
  await expect(row).toHaveCount(0);

  await from.page.reload();
  await expect(from.page.getByRole('row', { name: new RegExp(typed) })).toContainText('已发送11');
  await deleteRow(from.page, typed);
  await from.page.reload();
  await expect(from.page.getByRole('row', { name: new RegExp(extra) })).toBeVisible();
  await expect(from.page.getByRole('row', { name: new RegExp(typed) })).toHaveCount(0);
  await to.context.close();
  await from.context.close();
});
