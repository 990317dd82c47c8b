import { expect, test } from '@playwright/test';
import { repairs } from '../../resources/needs/repairs.ts';
import { startSmtpSink } from '../helpers/smtpSink.ts';
import { openSelect, pickOption } from './accounts.ts';
import { runAction } from './recordPages.ts';
import { apiAs, repairBody, signedInAs, uniqueTag, type Api, type ApiList } from './records.ts';

/**
 * Issue 20: a repair's status change, pressed in the browser, notifies the customer who chose 邮件
 * in their form:
 * the trigger writes the outbox row with the change, the server's delivery worker sends it through
 * SMTP (here a sink started by the test), and /notification/email shows it 成功.
 */

test.use({ storageState: signedInAs('admin') });

/** The decoded `Subject:` of a raw message (RFC 2047 encoded words, folded lines). */
function subjectOf(raw: string): string {
  const header = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = header.split(/\r?\n/).find((l) => /^subject:/i.test(l)) ?? '';
  return line
    .replace(/^subject:\s*/i, '')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
    );
}

/** Sets system config items by key (as the super admin); returns what they were, to put back. */
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

test('确认收件 on a repair → the customer\'s email row on /notification/email and the mail in an SMTP sink', async ({ page }) => {
  test.slow(); // a form, an action dialog and the worker's delivery
  const sink = await startSmtpSink();
  const root = await apiAs(page.request, 'superadmin');
  const previous = await setConfig(root, { notify_provider_email: 'smtp', smtp_host: '127.0.0.1', smtp_port: sink.port, smtp_secure: false, smtp_user: '' });
  try {
    const tag = uniqueTag();
    const api = await apiAs(page.request, 'admin');
    const phone = `135${String(Date.now()).slice(-8)}`;
    const email = `kehu-${tag}@example.com`;
    const username = `notify_${tag}`;
    const customer = await api.post('/account/user', { username, name: `通知${tag}`, phone, email });
    expect(customer.notify_channel).toBe('sms');

    // the customer's 通知方式 is chosen in their form on 客户列表
    await page.goto('/user/list');
    const box = page.getByRole('textbox', { name: '关键词' });
    await box.pressSequentially(username);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByRole('row', { name: new RegExp(username) }).getByRole('button', { name: '编辑' }).click();
    const form = page.getByRole('dialog', { name: '编辑客户' });
    await openSelect(form, '通知方式');
    await pickOption(page, '邮件');
    await form.getByRole('button', { name: /提\s*交/ }).click();
    await expect(form).toBeHidden();
    expect((await api.get(`/account/user/${customer.id}`)).notify_channel).toBe('email');

    const repair = await api.post('/needs/manage-repair', repairBody(tag, 1, { customer_phone: phone, customer_name: `通知${tag}` }));
    await page.goto(`/repair/${repair.id}`);
    await runAction(page, repairs, { ...repair, status: String(repair.status) }, 'receive', tag);

    const subject = `【售后服务】维修单 ${String(repair.no)} 状态更新：已收件`;
    await expect.poll(() => sink.mails.filter((m) => m.to.includes(email)).map((m) => subjectOf(m.raw)), { timeout: 15_000 }).toEqual([subject]);

    await page.goto('/notification/email');
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(subject);
    await expect(row).toContainText('成功');
  } finally {
    await setConfig(root, previous);
    await sink.close();
  }
});
