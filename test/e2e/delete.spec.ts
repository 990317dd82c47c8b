import { expect, test, type Locator, type Page } from '@playwright/test';
import { resources } from '../../resources/index.ts';
import { apiAs, exchangeBody, repairBody, requestBody, signedInAs, stockBody, uniqueTag, type Api, type ApiRecord } from './records.ts';
import { showPathOf } from '../../src/app/schema/showPath.ts';
import { withCheckDigit } from '../../src/domain/erp/creditCode.ts';

/**
 * Issue 15, broken 2: every delete from the app failed (the browser's DELETE has no body and
 * the server answered 415). On every list with a delete button — the detail pages' 删除, the
 * rows' 删除, the config items, the email templates, both message boxes and 撤回 — one record
 * made for the test is deleted through the UI: the confirmation is confirmed, a Chinese
 * success toast shows, the record is gone (the API answers 404, or the list no longer shows it).
 */

const DELETE = /(^|\s)删\s*除$/;
const OK = /^确\s*定$/;

/** Confirms the open confirmation (a modal or a pop-confirm). */
async function confirm(page: Page): Promise<void> {
  await page.locator('.ant-modal-confirm, .ant-popconfirm').getByRole('button', { name: OK }).click();
}

const toast = (page: Page, text: string): Locator => page.locator('.ant-message, .ant-notification').getByText(text, { exact: true });

test.use({ storageState: signedInAs('superadmin') });

let tag = '';
test.beforeEach(({ page }) => {
  tag = uniqueTag();
  page.on('response', (res) => {
    if (res.request().method() === 'DELETE') expect(res.status(), `${res.url()} answered ${res.status()}`).toBeLessThan(400);
  });
});

interface Case {
  make(api: Api): Promise<ApiRecord>;
  /** Text of the record's row (lists without a detail page). */
  text?: () => string;
}

/** A ticket type of the test's own (no extra fields, nobody by default). */
const ticketTypeBody = (name: string) => ({ name, category: '售后', enabled: true, sort: 1, default_priority: 'normal', sla_urgent: 4, sla_high: 24, sla_normal: 72, sla_low: 168, form_json: [] });

/** A dealer company's body in a group of its own, with a valid 统一社会信用代码 (its check digits computed). */
async function companyBody(api: Api, name: string): Promise<Record<string, unknown>> {
  const group = await api.post('/erp/group', { name: `${name}的分组`, discount_rate: 0, sort: 9000 });
  const code = withCheckDigit(`91440300${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
  return { name, credit_code: code, group_id: group.id, contact: '王经理', phone: '13800138000', credit_limit: 0, state: 'active' };
}

/** One record per declared screen that shows 删除, made through the API. */
const CASES: Record<string, Case> = {
  repair: { make: (api) => api.post('/needs/manage-repair', repairBody(tag, 1)) },
  quickrp: { make: (api) => api.post('/needs/manage-repair', repairBody(tag, 3)) },
  backup: { make: async (api) => api.post('/needs/manage-request', requestBody(tag, 1, (await api.post('/needs/stock/item', stockBody(tag, 'backup'))).id)) },
  accessory: { make: async (api) => api.post('/needs/manage-request', requestBody(tag, 2, (await api.post('/needs/stock/item', stockBody(tag, 'accessory'))).id)) },
  exchange: { make: async (api) => api.post('/needs/exchange', exchangeBody(tag, (await api.post('/needs/stock/item', stockBody(tag, 'backup'))).id)) },
  inventory: { make: (api) => api.post('/needs/stock/item', stockBody(tag, 'backup')) },
  adminList: { make: (api) => api.post('/account/admin', { username: `del_${tag}`, password: 'laser-2026', name: `删除测试${tag}`, group: 64 }), text: () => `del_${tag}` },
  userList: { make: (api) => api.post('/account/user', { username: `del${tag}`, name: `删除测试${tag}`, company: '深圳删除测试有限公司', phone: '13912345678', group: 8 }), text: () => `del${tag}` },
  systemConfig: { make: (api) => api.post('/system/config', { key: `e2e_del_${tag}`, name: `删除测试 ${tag}`, type: 'string', value: 'x' }), text: () => `e2e_del_${tag}` },
  emailTemplate: { make: (api) => api.post('/system/template', { code: `del_${tag}`, name: `删除测试 ${tag}`, subject: '主题', body: '<p>正文</p>' }) },
  ticket: { make: async (api) => api.post('/workflow/bucket', { title: `删除测试工单${tag}`, type_id: (await api.post('/workflow/type', ticketTypeBody(`删除测试${tag}`))).id, description: '测试删除工单。' }) },
  ticketType: { make: (api) => api.post('/workflow/type', ticketTypeBody(`删除类型${tag}`)), text: () => `删除类型${tag}` },
  ticketQuestion: { make: (api) => api.post('/workflow/question', { title: `删除问题${tag}`, category: '软件', answer: '重新安装驱动。' }), text: () => `删除问题${tag}` },
  aiCategory: { make: (api) => api.post('/intelligence/category', { name: `删除分类${tag}` }), text: () => `删除分类${tag}` },
  aiKeyword: { make: (api) => api.post('/intelligence/keyword', { keyword: `删除关键词${tag}`, match: 'exact', answer: '测试删除。' }) },
  aiChat: { make: (api) => api.post('/intelligence/corpus', { question: `删除语料${tag}怎么办`, answer: '测试删除。' }), text: () => `删除语料${tag}怎么办` },
  aiRag: { make: (api) => api.post('/intelligence/rag', { name: `删除知识库${tag}` }) },
  aiVocabulary: { make: (api) => api.post('/intelligence/vocabulary', { name: `删除热词表${tag}` }) },
  replyCategory: { make: (api) => api.post('/reply/category', { name: `删除分类${tag}` }), text: () => `删除分类${tag}` },
  replyDict: { make: (api) => api.post('/reply/dict', { name: `删除词典${tag}` }) },
  replyRule: {
    make: (api) => api.post('/reply/rule', { name: `删除规则${tag}`, kind: 'keyword', keywords: [{ word: `删除${tag}`, match: 'exact' }], replies: [{ kind: 'text', text: '测试删除。' }], reply_mode: 'all', enabled: true }),
    text: () => `删除规则${tag}`,
  },
  ossFile: { make: (api) => api.upload('/oss/file/upload', { folder_id: '0' }, { name: `删除文件${tag}.txt`, mimeType: 'text/plain', buffer: Buffer.from(`删除测试 ${tag}`) }), text: () => `删除文件${tag}.txt` },
  // ERP: a group no company is in (sorted first), a company without orders, a relation of a customer of its own; 采购单's
  // list has no 删除 (canDelete: false: a 草稿 is deleted from its detail page, the purchase app's own test)
  erpGroup: { make: (api) => api.post('/erp/group', { name: `删除分组${tag}`, discount_rate: 0, sort: 0 }), text: () => `删除分组${tag}` },
  erpCompany: { make: async (api) => api.post('/erp/company', await companyBody(api, `删除公司${tag}`)), text: () => `删除公司${tag}` },
  erpRelation: {
    make: async (api) => {
      const customer = await api.post('/account/user', { username: `rel${tag}`, name: `关联测试${tag}`, phone: '13912345678', group: 1 });
      return api.post('/erp/relation', { user_id: customer.id, company_id: (await api.post('/erp/company', await companyBody(api, `关联公司${tag}`))).id, remark: `删除关联${tag}` });
    },
    text: () => `删除关联${tag}`,
  },
  production: { make: (api) => api.post('/needs/production/model', { name: `删除测试机型 ${tag}`, code: '97', letters: null, category: 'engraver', sale_state: 'on_sale', warranty_months: 24, price: 100000, launched_on: '2024-03-01' }), text: () => `删除测试机型 ${tag}` },
};

/** Every declared screen that shows 删除: on its detail page, or on its rows when it has none. */
const DELETABLE = resources.flatMap((resource) => (resource.endpoints.delete ? resource.screens.filter((s) => s.canDelete !== false).map((screen) => ({ resource, screen })) : []));

test('every declared list with a delete button has its case here', () => {
  expect(DELETABLE.length).toBeGreaterThanOrEqual(9);
  expect(DELETABLE.map((d) => d.screen.name).filter((name) => !(name in CASES))).toEqual([]);
});

for (const { resource, screen } of DELETABLE) {
  const where = screen.show ? 'the detail page' : 'a row';
  test(`${screen.list.title} (${screen.list.path}): 删除 on ${where} deletes the record`, async ({ page }) => {
    const c = CASES[screen.name];
    const record = await c.make(await apiAs(page.request, 'superadmin'));
    const one = (resource.endpoints.one?.path ?? '').replace(':id', String(record.id));
    if (screen.show) {
      await page.goto(showPathOf(screen, record.id) ?? '');
      await page.getByRole('button', { name: DELETE }).click();
    } else {
      await page.goto(screen.list.path);
      await page.getByRole('row').filter({ hasText: c.text?.() }).getByRole('button', { name: DELETE }).click();
    }
    await confirm(page);
    await expect(toast(page, '已删除')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${screen.list.path}(\\?|$)`));
    if (c.text) await expect(page.getByRole('row').filter({ hasText: c.text() })).toHaveCount(0);
    if (resource.endpoints.one) expect(await (await apiAs(page.request, 'superadmin')).status(one)).toBe(404);
  });
}

/** Clicks `button` in the row showing `text`, confirms, and waits for the toast (an earlier one with the same text gone first). */
async function inRow(page: Page, text: string, button: RegExp, done: string): Promise<Locator> {
  await expect(toast(page, done)).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: text });
  await row.getByRole('button', { name: button }).click();
  await confirm(page);
  await expect(toast(page, done)).toBeVisible();
  return row;
}

test('我的站内信 (/account/message): 删除 in the inbox and in the outbox; 撤回 in 站内信管理', async ({ page }) => {
  const me = await apiAs(page.request, 'superadmin');
  const admin = await apiAs(page.request, 'admin');
  const staff = await apiAs(page.request, 'staff');
  await admin.post('/admin/message', { recipients: [me.uid], title: `删除测试收件 ${tag}`, content: '请删除' });
  await me.post('/admin/message', { recipients: [staff.uid], title: `删除测试发件 ${tag}`, content: '请删除' });
  await me.post('/manage/message/send', { recipients: [staff.uid], title: `删除测试撤回 ${tag}`, content: '请撤回' });
  await page.goto('/account/message');
  await expect(await inRow(page, `删除测试收件 ${tag}`, DELETE, '删除成功')).toHaveCount(0);
  await page.getByText('发件箱', { exact: true }).click();
  await expect(page).toHaveURL(/\/account\/message\/outbox/);
  await expect(await inRow(page, `删除测试发件 ${tag}`, DELETE, '删除成功')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: `删除测试收件 ${tag}` })).toHaveCount(0);
  await page.goto('/notification/message');
  const revoked = await inRow(page, `删除测试撤回 ${tag}`, /^撤\s*回$/, '撤回成功');
  await expect(revoked.getByText('已撤回')).toBeVisible();
});
