import { expect, test, type Page } from '@playwright/test';
import { callerAs, freshTag, loginStatus, newAccount, openAs, openSelect, pickOption } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { E2E_TODAY } from './clock.ts';

/** Today on the e2e server's clock (NOW), in China time: the day its log rows carry, whatever the real date. */
const today = (): string => E2E_TODAY;

/** Types a date range into the search form's 时间 picker, start then end. */
async function typeRange(page: Page, from: string, to: string) {
  await page.getByRole('textbox', { name: '时间' }).click();
  await page.getByRole('textbox', { name: '时间' }).pressSequentially(from);
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: '结束日期' }).pressSequentially(to);
  await page.keyboard.press('Enter');
}

/** Shows the search form's hidden filters. */
const expand = (page: Page) => page.getByRole('button', { name: '展开', exact: true }).click();

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('操作日志: filtered by 操作人, 时间 and 操作, the rows are this account\'s logins (the refused one 失败 with its reason); 操作 narrows to the refused one', async ({ browser, request, baseURL }) => {
  test.slow(); // a filter form of six inputs, three searches
  const account = await newAccount(request, freshTag());
  expect(await loginStatus(request, account.username, 'wrong-password')).not.toBe(200);
  await callerAs(request, account.username);
  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  await page.goto('/admin/action-log');
  await expect(rows(page).first()).toBeVisible();
  await expand(page);
  await page.getByRole('textbox', { name: '操作人' }).pressSequentially(account.username);
  await typeRange(page, today(), today());
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(new RegExp(`between.*${today()}.*username.*${account.username}`));
  await expect(page.getByText('共 2 条')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).locator('td').nth(2)).toHaveText(account.username);
  await expect(rows(page).nth(1).locator('td').nth(2)).toHaveText(account.username);
  await expect(rows(page).filter({ hasText: '失败' })).toContainText(/登录被拒绝.*密码错误/);
  await expect(rows(page).filter({ hasText: '成功' })).toContainText('登录');
  await expectNoSeriousA11yFindings(page);

  await openSelect(page.locator('form.search-form'), '操作');
  await pickOption(page, '登录被拒绝');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/action/);
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(/登录被拒绝.*失败.*密码错误/);

  await context.close();
});

test('客户操作日志: filtered by 操作 and 渠道, every row shows them', async ({ browser, request, baseURL }) => {
  const { context, page } = await openAs(browser, request, baseURL!, 'admin');
  await page.goto('/user/user-action-log');
  await expect(rows(page).first()).toBeVisible();
  await expand(page);
  const form = page.locator('form.search-form');
  await openSelect(form, '操作');
  await pickOption(page, '提交报修');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/submit_repair/);
  await expect.poll(async () => new Set(await rows(page).locator('td:nth-child(5)').allInnerTexts())).toEqual(new Set(['提交报修']));
  await openSelect(form, '渠道');
  await pickOption(page, '公众号');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/wechat/);
  await expect.poll(async () => new Set(await rows(page).locator('td:nth-child(7)').allInnerTexts())).toEqual(new Set(['公众号']));
  await expect(rows(page).locator('td:nth-child(5)')).toHaveText(Array(await rows(page).count()).fill('提交报修'));
  await expectNoSeriousA11yFindings(page);
  await context.close();
});
