import { expect, test } from '@playwright/test';
import { callerAs, freshTag, newAccount, openAs } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';

/**
 * Issue 32, "the action log shows internal ids … and reads 关闭工单（工单）", at 1440 px: a ticket
 * closed in the browser (the result typed key by key) is logged as staff say it — 关闭工单, its
 * record as GD… and its title, a link to the ticket — not as 关闭工单（工单） on record 241.
 */

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });

const rows = (page: import('@playwright/test').Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('关闭工单 in the browser → the log row reads 关闭工单 and names GD… with its title, a link to the ticket', async ({ browser, request, baseURL }) => {
  const tag = freshTag();
  const worker = await newAccount(request, tag, 64, ['get_workflow_bucket', 'list_workflow_bucket', 'create_workflow_bucket', 'update_workflow_bucket']);
  const admin = await callerAs(request, 'admin');
  const type = await admin.post<{ id: number }>('/workflow/type', { name: `日志${tag}`, category: '售后', enabled: true, sort: 1, default_priority: 'normal', sla_urgent: 4, sla_high: 24, sla_normal: 72, sla_low: 168, form_json: [] });
  const api = await callerAs(request, worker.username);
  const ticket = await api.post<{ id: number; no: string; title: string }>('/workflow/bucket', { title: `激光器报警${tag}`, type_id: type.id, description: '客户反映激光器开机报警。', handler_id: worker.id });

  // the worker closes it, the result typed key by key
  const { context: own, page } = await openAs(browser, request, baseURL ?? '', worker.username);
  await page.goto(`/workflow/detail/${ticket.id}`);
  await page.locator('button[data-action="close"]').click();
  const dialog = page.getByRole('dialog');
  const result = dialog.getByLabel('处理结果');
  await result.pressSequentially(`已更换激光器电源${tag}`);
  await expect(result).toHaveValue(`已更换激光器电源${tag}`);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await own.close();

  // the super admin reads the log, filtered by the worker typed key by key
  const { context, page: log } = await openAs(browser, request, baseURL ?? '', 'superadmin');
  await log.goto('/admin/action-log');
  await expect(rows(log).first()).toBeVisible();
  const who = log.getByRole('textbox', { name: '操作人' });
  await who.pressSequentially(worker.username);
  await expect(who).toHaveValue(worker.username);
  await log.getByRole('button', { name: /查\s*询/ }).click();
  const closed = rows(log).filter({ hasText: '关闭工单' });
  await expect(closed).toHaveCount(1);
  await expect(closed).not.toContainText('关闭工单（工单）');
  const record = closed.getByRole('link', { name: `${ticket.no} 激光器报警${tag}` });
  await expect(record).toHaveAttribute('href', `/workflow/detail/${ticket.id}`);
  await expect(closed).not.toContainText(new RegExp(`(^|\\s)${ticket.id}(\\s|$)`));
  await expect(rows(log).filter({ hasText: '新建工单' }).getByRole('link', { name: `${ticket.no} 激光器报警${tag}` })).toBeVisible();
  await expectNoSeriousA11yFindings(log);
  await log.screenshot({ path: '/tmp/actionlog-records-1440.png' });
  await record.click();
  await expect(log).toHaveURL(new RegExp(`/workflow/detail/${ticket.id}$`));
  await expect(log.getByText(`激光器报警${tag}`).first()).toBeVisible();
  await context.close();
});
