import { expect, test, type Page } from '@playwright/test';
import { startSlowSmtpSink } from '../helpers/slowSmtpSink.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { openSelect, pickOptions } from './accounts.ts';
import { apiAs, signedInAs, type Api, type ApiList, type ApiRecord } from './records.ts';

/**
 * Issue 32, item 10: a mail whose SMTP connection dropped after the final dot — the server may
 * have it, no 250 came back — is 发送结果未知, not retried by the worker. The server sends it for
 * real: SMTP is configured to a sink started by the test that reads the whole mail and then
 * closes the connection without answering; a 重发 of a demo mail (through the API) goes there.
 * At 1440 px the email list, filtered by 发送状态, shows the row with its tag and reason; 重发
 * in its row (a person's decision) makes a new row, sent at once once SMTP is back to `log`.
 */

test.use({ storageState: signedInAs('admin') });

/** Sets system config items by key (as the super admin); answers what they were, to put back. */
async function setConfig(api: Api, values: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
  const before: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const { list } = await api.get<ApiList>(`/system/config?q=${encodeURIComponent(key)}&pageSize=50`);
    const item = list.find((c) => c.key === key);
    if (!item) throw new Error(`config ${key} is not seeded`);
    before[key] = item.value;
    await api.put(`/system/config/${item.id}`, { version: item.version, value });
  }
  return before;
}

const rowOf = (page: Page, id: unknown) => page.locator(`.ant-table-tbody tr.ant-table-row[data-row-key="${String(id)}"]`);

test('邮件: a mail cut after its final dot is 发送结果未知 in the list at 1440, and 重发 makes a new row', async ({ page }) => {
  test.slow(); // the worker's real SMTP delivery, a filter, a dialog and the resend's delivery
  const api = await apiAs(page.request, 'admin');
  const root = await apiAs(page.request, 'superadmin');
  const sink = await startSlowSmtpSink(() => 'drop');
  const previous = await setConfig(root, { notify_provider_email: 'smtp', smtp_host: '127.0.0.1', smtp_port: sink.port, smtp_secure: false, smtp_user: '' });
  let cut: ApiRecord;
  try {
    const source = (await api.get<ApiList>('/notification/outbox?channel=email&send_state=sent&pageSize=1')).list[0];
    expect(source, 'the demo outbox has a sent email').toBeDefined();
    cut = await api.post(`/notification/outbox/${source.id}/resend`, {});
    await expect.poll(async () => (await api.get(`/notification/outbox/${cut.id}`)).send_state, { timeout: 20_000 }).toBe('uncertain');
    // the SMTP server had the whole mail (its final dot arrived) when the connection dropped
    expect(sink.mails.filter((m) => m.to.includes(String(source.recipient)))).toHaveLength(1);
  } finally {
    await setConfig(root, previous);
    await sink.close();
  }
  const detail = await api.get(`/notification/outbox/${cut.id}`);
  expect(String(detail.error)).toMatch(/^发送结果未知：/);
  expect(detail.attempts).toMatchObject([{ attempt: 1, result: 'uncertain' }]);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/notification/email');
  const form = page.locator('form.search-form').filter({ visible: true });
  const keyword = form.getByLabel('关键词');
  await keyword.click();
  await keyword.pressSequentially(String(cut.recipient));
  await expect(keyword).toHaveValue(String(cut.recipient));
  await form.getByRole('button', { name: /展\s*开/ }).click();
  await openSelect(form, '发送状态');
  await pickOptions(page, ['发送结果未知']);
  await form.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/send_state/);
  const row = rowOf(page, cut.id);
  await expect(row).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  // the whole tag, not clipped, in the state column
  const tag = row.locator('.ant-tag', { hasText: '发送结果未知' });
  await expect(tag).toBeVisible();
  expect(await tag.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= (el.closest('td')?.getBoundingClientRect().right ?? 0))).toBe(true);
  await expect(row).toContainText('发送结果未知：');
  await expectNoSeriousA11yFindings(page);
  await page.screenshot({ path: '/tmp/nt-uncertain-1440.png' });

  await row.getByRole('button', { name: '重发' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('原记录保持不变');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect.poll(async () => (await api.get<ApiList>(`/notification/outbox?channel=email&resend_of=${cut.id}&pageSize=5`)).total).toBe(1);
  const again = (await api.get<ApiList>(`/notification/outbox?channel=email&resend_of=${cut.id}&pageSize=1`)).list[0];
  expect(again).toMatchObject({ recipient: cut.recipient, trigger: 'resend', resend_of: cut.id });
  // SMTP is back to the log provider: the new row is sent; the cut one stays as it was
  await expect.poll(async () => (await api.get(`/notification/outbox/${again.id}`)).send_state, { timeout: 15_000 }).toBe('sent');
  expect((await api.get(`/notification/outbox/${cut.id}`)).send_state).toBe('uncertain');
  await expect(row).toContainText('发送结果未知');

  // on a phone the card carries the tag and 重发 as well
  await page.setViewportSize({ width: 375, height: 812 });
  const card = page.getByTestId('list-card').filter({ hasText: '发送结果未知' }).first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: '重发' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yFindings(page);
  await page.screenshot({ path: '/tmp/nt-uncertain-375.png' });
});
