import { expect, test, type Locator, type Page } from '@playwright/test';
import { callerAs, freshTag, newAccount, openAs } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { apiAs, repairBody } from './records.ts';

/**
 * Issue 32, item 6 at 1440 px: a message leads to the records it names. The 转派 notice's GD
 * number is a link to the ticket, in the inbox's title and in the opened message; opening the
 * message (its row expanded) marks it read and the bell follows at once. A 站内信 typed key by key
 * that names a repair is a link on the dashboard's card for a reader who may open repairs, plain
 * text for one who may not (never a link to the 403 page), and a number of no record stays text.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1440, height: 900 } });

/** The header bell's unread figure as the user sees it; 0 when the badge is gone. */
const bellFigure = async (page: Page): Promise<number> => {
  const count = page.getByTestId('header-messages').locator('.ant-badge-count');
  return (await count.count()) ? Number(await count.getAttribute('title')) : 0;
};

/** Reloads until the row shows (the outbox worker delivers a 站内信 within its tick). */
async function waitForRow(page: Page, row: Locator): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

test('转派 typed key by key: the new handler’s message links the ticket; opening it marks it read and the bell follows', async ({ browser, request, baseURL }) => {
  const tag = freshTag();
  const handler = await newAccount(request, tag, 64, ['get_workflow_bucket']);
  const admin = await apiAs(request, 'admin');
  const type = await admin.post('/workflow/type', { name: `链接${tag}`, category: '售后', enabled: true, sort: 1, default_priority: 'normal', sla_urgent: 4, sla_high: 24, sla_normal: 72, sla_low: 168, form_json: [] });
  const ticket = await admin.post('/workflow/bucket', { title: `切割头报警${tag}`, type_id: type.id, description: '客户反映切割头开机报警。' });
  const no = String(ticket.no);

  // admin assigns it in the browser, the reason typed key by key
  const { context: adminContext, page: adminPage } = await openAs(browser, request, baseURL ?? '', 'admin');
  await adminPage.goto(`/workflow/detail/${ticket.id}`);
  await adminPage.locator('button[data-action="assign"]').click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.locator('.ant-select').filter({ has: adminPage.getByLabel('新处理人', { exact: true }) }).click();
  await adminPage.keyboard.type(handler.name);
  await adminPage.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: handler.name }).click();
  await expect(adminPage.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  const reason = dialog.getByLabel('转派原因');
  await reason.pressSequentially(`请现场复核${tag}`);
  await expect(reason).toHaveValue(`请现场复核${tag}`);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await adminContext.close();

  const { context, page: inbox } = await openAs(browser, request, baseURL ?? '', handler.username);
  await inbox.goto('/account/message');
  const row = inbox.locator('tr.ant-table-row', { hasText: `工单 ${no} 已转派给您` });
  await waitForRow(inbox, row);
  // the number in the title is a link to the ticket
  await expect(row.getByRole('link', { name: no })).toHaveAttribute('href', `/workflow/detail/${ticket.id}`);
  await expect(row.locator('.ant-tag', { hasText: /^未读$/ })).toBeVisible();
  await expect.poll(() => bellFigure(inbox)).toBe(1);

  // opening it (the row expanded) marks it read: the tag and the bell change without a reload
  await row.getByRole('button', { name: /展开/ }).click();
  const opened = inbox.getByTestId('message-detail');
  await expect(opened).toContainText(`请现场复核${tag}`);
  await expect(opened.getByRole('link', { name: no })).toHaveAttribute('href', `/workflow/detail/${ticket.id}`);
  await expect(row.locator('.ant-tag', { hasText: /^已读$/ })).toBeVisible();
  await expect.poll(() => bellFigure(inbox)).toBe(0);
  await expectNoSeriousA11yFindings(inbox);
  await inbox.screenshot({ path: '/tmp/msglinks-inbox-1440.png' });

  // and the link opens the ticket
  await opened.getByRole('link', { name: no }).click();
  await expect(inbox).toHaveURL(new RegExp(`/workflow/detail/${ticket.id}$`));
  await expect(inbox.getByText(`切割头报警${tag}`).first()).toBeVisible();
  await context.close();
});

test('a 站内信 naming a repair: a link on the dashboard for a reader who may open repairs, plain text for one who may not', async ({ browser, request, baseURL }) => {
  const tag = freshTag();
  const reader = await newAccount(request, `${tag}a`, 64, ['manage_needs_repair']);
  const member = await newAccount(request, `${tag}m`, 1);
  const repair = await (await apiAs(request, 'admin')).post('/needs/manage-repair', repairBody(tag, 1));
  const no = String(repair.no);
  const unknown = 'WX209912310001';

  // admin writes it in the browser, key by key
  const { context: adminContext, page: admin } = await openAs(browser, request, baseURL ?? '', 'admin');
  await admin.goto('/account/message');
  await admin.getByRole('button', { name: '写站内信' }).click();
  const dialog = admin.getByRole('dialog', { name: '写站内信' });
  for (const person of [reader, member]) {
    await dialog.getByLabel('收件人').click();
    await dialog.getByLabel('收件人').pressSequentially(person.name);
    await admin.locator('.ant-select-item-option', { hasText: person.username }).click();
  }
  await admin.keyboard.press('Escape');
  await expect(admin.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  const title = dialog.getByLabel('标题');
  await title.pressSequentially(`请跟进维修单 ${no}`);
  await expect(title).toHaveValue(`请跟进维修单 ${no}`);
  const content = dialog.getByLabel('内容');
  await content.pressSequentially(`客户催问 ${no} 的进度；旧单 ${unknown} 已作废。`);
  await dialog.getByRole('button', { name: /发\s*送/ }).click();
  await expect(admin.getByText('站内信已发送')).toBeVisible();
  await adminContext.close();

  // the reader: the dashboard's card links the repair; opening the message marks it read
  const { context: readerContext, page: dash } = await openAs(browser, request, baseURL ?? '', reader.username);
  await dash.goto('/dashboard');
  const card = dash.getByTestId('dashboard-inbox');
  const item = card.getByTestId('inbox-card-item').filter({ hasText: `请跟进维修单 ${no}` });
  await expect(item.getByRole('link', { name: no })).toHaveAttribute('href', `/repair/${repair.id}`);
  await expect(item.getByText('未读')).toBeVisible();
  await expect.poll(() => bellFigure(dash)).toBe(1);
  await item.getByRole('button', { name: `展开站内信：请跟进维修单 ${no}` }).click();
  await expect(item).toContainText(`客户催问 ${no} 的进度`);
  await expect(item.getByRole('link', { name: no })).toHaveCount(2);
  // a number of no record is text, not a link
  await expect(item.getByText(unknown)).toBeVisible();
  await expect(item.getByRole('link', { name: unknown })).toHaveCount(0);
  await expect(item.getByText('未读')).toHaveCount(0);
  await expect.poll(() => bellFigure(dash)).toBe(0);
  await expectNoSeriousA11yFindings(dash);
  await dash.screenshot({ path: '/tmp/msglinks-dashboard-1440.png' });
  await item.getByRole('link', { name: no }).first().click();
  await expect(dash).toHaveURL(new RegExp(`/repair/${repair.id}$`));
  await readerContext.close();

  // a member may not open repairs: the number is plain text, on the card and in the inbox
  const memberApi = await callerAs(request, member.username);
  expect(await memberApi.get<unknown[]>(`/admin/message/refs?no=${no}`)).toEqual([]);
  const { context: memberContext, page: mine } = await openAs(browser, request, baseURL ?? '', member.username);
  await mine.goto('/dashboard');
  const memberItem = mine.getByTestId('dashboard-inbox').getByTestId('inbox-card-item').filter({ hasText: `请跟进维修单 ${no}` });
  await expect(memberItem).toBeVisible();
  await expect(memberItem.getByRole('link')).toHaveCount(0);
  await mine.goto('/account/message');
  const memberRow = mine.locator('tr.ant-table-row', { hasText: `请跟进维修单 ${no}` });
  await expect(memberRow).toBeVisible();
  await expect(memberRow.getByRole('link', { name: no })).toHaveCount(0);
  await memberContext.close();
});
