import { expect, test, type Page } from '@playwright/test';
import { resources } from '../../resources/index.ts';
import { variableLabel } from '../../resources/notifications/notifyWords.ts';
import { vendorCodeIn } from '../../resources/notifications/vendorCodes.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { apiAs, signedInAs, type ApiList } from './records.ts';

/**
 * Issue 32, "developer words on the notification pages", at 1440 px: every code staff meet there
 * comes with its Chinese meaning — the provider notice names the config item by its name and the
 * page as the menu does (系统管理 → 全局配置, never 「系统配置」), 服务商 log/smtp, 触发来源 resend,
 * the idempotency key, the template variables (customer_name（客户姓名）), the vendors' codes
 * (isv.*, WeChat errcodes) in the list, the row's detail and a table of each vendor's codes.
 */

test.use({ storageState: signedInAs('superadmin'), viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });

/** Developer words no notification page shows bare. */
const BARE = [/notify_provider_\w+ = log/, /「系统配置」|系统管理 → 系统配置/];

async function expectNoBareWords(page: Page): Promise<void> {
  const text = await page.locator('main, .ant-layout-content').first().innerText();
  for (const word of BARE) expect(text).not.toMatch(word);
}

test('短信: the notice in one line with 详情, the config named as the menu names it, vendor codes in Chinese in the list, the row and the code table', async ({ page, request }) => {
  const api = await apiAs(request, 'superadmin');
  const failed = (await api.get<ApiList>('/notification/outbox?channel=sms&send_state=failed&pageSize=100')).list.find((r) => /isv\.\w+/.test(String(r.error)) && Number(r.attempts) > 0);
  if (!failed) throw new Error('the demo outbox has no SMS an Aliyun code refused');
  const code = vendorCodeIn(String(failed.error), 'sms');
  if (!code) throw new Error(`no meaning for ${String(failed.error)}`);

  await page.goto('/notification/phmsg');
  const notice = page.getByTestId('provider-notice');
  await expect(notice).toContainText('未配置短信服务商');
  await expectNoBareWords(page);
  await notice.getByRole('button', { name: '详情' }).click();
  await expect(notice).toContainText('「短信发送方式」(notify_provider_sms) 为「仅记录，不外发」(log)');
  // the page is named as the menu names it: the sider's group and item
  const place = notice.getByRole('link', { name: '「系统管理 → 全局配置」' });
  await expect(place).toBeVisible();
  await expect(page.locator('.ant-layout-sider')).toContainText('系统管理');
  await expectNoBareWords(page);
  await notice.locator('summary', { hasText: '短信服务商错误代码说明' }).click();
  const codes = notice.getByTestId('vendor-codes');
  await expect(codes.getByRole('row', { name: /isv\.BUSINESS_LIMIT_CONTROL/ })).toContainText('触发业务流控');
  await expect(codes.getByRole('row', { name: new RegExp(code.code.replace('.', '\\.')) })).toContainText(code.meaning);
  await expectNoSeriousA11yFindings(page);
  await page.screenshot({ path: '/tmp/notifywords-sms-1440.png' });
  await notice.getByRole('button', { name: '收起' }).click();
  await expect(codes).toBeHidden();

  // the failed row, found by its number typed key by key: its 错误 leads with the code's meaning
  const keyword = page.locator('form.search-form').getByLabel('关键词').filter({ visible: true });
  await keyword.click();
  await keyword.pressSequentially(String(failed.recipient));
  await expect(keyword).toHaveValue(String(failed.recipient));
  await keyword.press('Enter');
  const row = page.locator(`.ant-table-tbody tr.ant-table-row[data-row-key="${String(failed.id)}"]`);
  await expect(row).toContainText(code.meaning);
  await row.getByRole('button', { name: /展开/ }).click();
  const detail = page.getByTestId('nt-detail');
  await expect(detail.getByTestId('nt-reason')).toContainText(`${code.meaning} · `);
  const full = await api.get(`/notification/outbox/${String(failed.id)}`);
  const variables = (full.variables ?? {}) as Record<string, unknown>;
  const named = Object.keys(variables).find((k) => variableLabel(resources, String(full.template_code), k));
  if (!named) throw new Error('the row has no declared variable');
  await expect(detail.getByTestId('nt-variables').getByRole('row', { name: new RegExp(`^${named}（${variableLabel(resources, String(full.template_code), named)}）`) })).toBeVisible();
  await expect(detail.getByTestId('nt-variables')).toContainText('customer_name（客户姓名）');

  // 详情's way to the config: the item itself on 全局配置
  await notice.getByRole('button', { name: '详情' }).click();
  await notice.getByRole('link', { name: '「系统管理 → 全局配置」' }).click();
  await expect(page).toHaveURL(/\/system\?(.*&)?q=notify_provider_sms/);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'notify_provider_sms' })).toContainText('短信发送方式');
});

test('邮件: 重发 pressed on a failed mail; the new row’s 服务商, 触发来源 and key in Chinese beside their codes; the subject’s number links its record', async ({ page, request }) => {
  const api = await apiAs(request, 'superadmin');
  const failed = (await api.get<ApiList>('/notification/outbox?channel=email&send_state=failed&pageSize=100')).list.find((r) => Number(r.attempts) > 0 && r.trigger !== 'resend');
  if (!failed) throw new Error('the demo outbox has no failed email');
  const item = (label: string) => page.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::td[1]');
  await page.goto(`/notification/email/detail?id=${String(failed.id)}`);
  // the original: its vendor and its trigger by name
  await expect(item('服务商')).toHaveText('SMTP 邮件服务器（smtp）');
  await expect(item('触发来源')).not.toHaveText(/^[a-z_]+$/);
  await page.locator('.schema-show-card').getByRole('button', { name: /重\s*发/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  const again = async () => (await api.get<ApiList>(`/notification/outbox?channel=email&resend_of=${String(failed.id)}&pageSize=1`)).list[0];
  await expect.poll(async () => (await again()) !== undefined).toBe(true);
  const resent = await again();

  await page.goto(`/notification/email/detail?id=${String(resent.id)}`);
  // the new row names the provider it went by in Chinese beside its code: only logged when this
  // server has no mail server set, SMTP when a flow of the same lane set one (templates, triggers)
  await expect(item('服务商')).toHaveText(/^(仅记录，不外发（log）|SMTP 邮件服务器（smtp）)$/);
  await expect(item('触发来源')).toHaveText('手动重发');
  await expect(item('防重发标识')).toHaveText(/^手动重发（resend:[0-9a-f-]+）$/);
  await expect(page.locator('.ant-descriptions')).not.toContainText('幂等键');
  const no = /\b(?:WX|KX|BY)\d{12}\b/.exec(String(resent.subject))?.[0];
  if (!no) throw new Error(`the subject names no record: ${String(resent.subject)}`);
  await expect(item('标题').getByRole('link', { name: no })).toHaveAttribute('href', /^\/(repair|request)\//);
  await expect(page.getByTestId('nt-variables')).toContainText('customer_name（客户姓名）');
  await expectNoBareWords(page);
  await expectNoSeriousA11yFindings(page);
  await page.screenshot({ path: '/tmp/notifywords-email-1440.png' });
  await item('标题').getByRole('link', { name: no }).click();
  await expect(page).toHaveURL(/\/(repair|request)\/(backup\/|quickrp\/)?\d+$/);
  await expect(page.getByText(no).first()).toBeVisible();
});

test('微信: a row’s template keys with the variable each carries', async ({ page }) => {
  await page.goto('/notification/wechat');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await row.getByRole('button', { name: /展开/ }).click();
  const variables = page.getByTestId('nt-variables');
  await expect(variables).toContainText(/character_string1（(维修单号|申请单号)）/);
  await expect(variables).toContainText('thing2（机型）');
  await expect(page.getByTestId('nt-detail')).toBeVisible();
  await expectNoBareWords(page);
});
