import { expect, test, type Page } from '@playwright/test';
import { erpCompanies } from '../../resources/erp/companies.ts';
import { erpGroups } from '../../resources/erp/groups.ts';
import { withCheckDigit } from '../../src/domain/erp/creditCode.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { buttonName, createThroughForm, typeFields } from './recordPages.ts';
import { apiAs, repairBody, signedInAs, uniqueTag, type ApiList, type ApiRecord } from './records.ts';

/**
 * ERP's partners in Chromium against the built app (demo data, superadmin): a group made in the
 * form; a company whose credit code is refused with the check digit it should have, then made
 * with a valid one; the group then in use and its 删除 refused naming the company; the company's
 * orders page from its name; /erp/stock: 库存调整 with a reason and the move in 库存流水; the dealer
 * tag beside a linked customer on the repairs list; the pages at 375 px with axe.
 */

test.use({ storageState: signedInAs('superadmin') });
test.describe.configure({ mode: 'serial' });

let tag: string;
let companyId = 0;

/** A valid code of this run: the tag's characters in the organisation part (letters of the code's alphabet). */
const codeOf = (t: string): string => withCheckDigit(`91440300${[...t.toUpperCase().replace(/[IOZSV]/g, 'A')].slice(0, 6).join('').padEnd(8, '0')}`);

const rowOf = (page: Page, text: string) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });

test.beforeAll(() => {
  tag = uniqueTag();
});

test('a group, a company with a checked credit code, and the group in use refused', async ({ page, request }) => {
  const api = await apiAs(request, 'superadmin');
  await page.goto('/erp/group');
  await createThroughForm(page, erpGroups, '新建分组', { name: `华南${tag}`, region: '华南', discount_rate: '5', sort: '10' });
  await expect(rowOf(page, `华南${tag}`)).toHaveCount(1);

  await page.goto('/erp/company');
  await page.getByRole('button', { name: buttonName('新建公司') }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '新建公司' });
  const valid = codeOf(tag);
  const wrong = `${valid.slice(0, 17)}${valid[17] === '0' ? '1' : '0'}`;
  await typeFields(drawer, erpCompanies.fields, { name: `光速${tag}有限公司`, credit_code: wrong, group_id: `华南${tag}`, contact: '陈经理', phone: '13800138000' });
  await drawer.getByRole('button', { name: buttonName('提交') }).click();
  await expect(drawer.getByText(`统一社会信用代码校验位不正确，应为 ${valid[17]}`)).toBeVisible();
  const code = drawer.getByLabel('统一社会信用代码', { exact: true });
  await code.clear();
  await code.pressSequentially(valid);
  await drawer.getByRole('button', { name: buttonName('提交') }).click();
  await expect(drawer).toBeHidden();
  await expect(rowOf(page, `光速${tag}有限公司`)).toHaveCount(1);
  companyId = Number((await api.get<ApiList>(`/erp/company?q=${encodeURIComponent(`光速${tag}`)}`)).list[0].id);

  await page.goto('/erp/group');
  const row = rowOf(page, `华南${tag}`);
  await row.getByRole('button', { name: /(^|\s)删\s*除$/ }).click();
  await page.locator('.ant-modal-confirm, .ant-popconfirm').getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page.getByText(`分组「华南${tag}」正在被公司「光速${tag}有限公司」使用，不能删除`)).toBeVisible();
  await page.reload();
  await expect(rowOf(page, `华南${tag}`)).toHaveCount(1);
});

test('a company\'s orders open from its name; the page at 375 px passes axe', async ({ page, request }) => {
  const api = await apiAs(request, 'superadmin');
  const model = (await api.get<{ list: { value: number; label: string }[] }>('/erp/models')).list[0];
  const order = await api.post('/erp/purchase', { company_id: companyId, lines: [{ product_id: model.value, quantity: 2, unit_price: 150_000, discount_rate: 0 }] });
  await page.goto('/erp/company');
  await page.getByRole('link', { name: `光速${tag}有限公司` }).click();
  await expect(page).toHaveURL(new RegExp(`/erp/company/purchase/${companyId}$`));
  await expect(page.getByTestId('erp-company-title')).toHaveText(`光速${tag}有限公司 的采购单`);
  await expect(page.locator('[data-figure="orders"] dd')).toHaveText('1');
  const link = page.getByTestId('erp-company-orders').getByRole('link', { name: String(order.no) });
  await expect(link).toHaveAttribute('href', `/erp/purchase/${String(order.id)}`);
  await expectNoSeriousA11yFindings(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator('[data-figure="due"]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yFindings(page);
  await page.getByRole('link', { name: '关联账号' }).click();
  await expect(page).toHaveURL(/\/erp\/relation\?/);
});

test('/erp/stock: an adjustment with a reason, then its row in 库存流水; at 375 px with axe', async ({ page, request }) => {
  const api = await apiAs(request, 'superadmin');
  const model = (await api.get<{ list: { value: number; label: string }[] }>('/erp/models')).list[1];
  await page.goto('/erp/stock');
  await page.getByTestId('erp-stock-adjust').click();
  const dialog = page.getByRole('dialog', { name: '库存调整 / 入库' });
  const modelBox = dialog.getByLabel('机型', { exact: true });
  await modelBox.click({ force: true });
  await modelBox.pressSequentially(model.label);
  await modelBox.press('Enter');
  await dialog.getByLabel('数量（台）').fill('7');
  await dialog.getByLabel('原因').fill(`盘点 ${tag}`);
  await expectNoSeriousA11yFindings(page);
  await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(new RegExp(`「${model.label}」盘点调整 \\+7 台，结存 \\d+ 台`))).toBeVisible();

  await page.getByTestId('erp-ledger-open').click();
  const drawer = page.getByRole('dialog', { name: '库存流水（全部机型）' });
  await expect(drawer.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: `盘点 ${tag}` })).toContainText('+7');
  await expectNoSeriousA11yFindings(page);
  await drawer.getByRole('button', { name: 'Close' }).or(drawer.locator('.ant-drawer-close')).first().click();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('erp-stock-tools')).toBeVisible();
  await expectNoSeriousA11yFindings(page);
});

test('the dealer tag beside a linked customer on the repairs list', async ({ page, request }) => {
  const api = await apiAs(request, 'superadmin');
  const phone = `139${String(Date.now()).slice(-8)}`;
  const customer: ApiRecord = await api.post('/account/user', { username: `dealer${tag}`, name: `经销客户${tag}`, phone, group: 16 });
  await api.post('/erp/relation', { user_id: customer.id, company_id: companyId });
  await api.post('/needs/manage-repair', repairBody(tag, 1, { customer_name: `经销客户${tag}`, customer_phone: phone }));
  await page.goto('/repair/list');
  await page.getByPlaceholder('单号 / 序列号 / 手机号 / 客户姓名').fill(phone);
  await page.getByPlaceholder('单号 / 序列号 / 手机号 / 客户姓名').press('Enter');
  const row = rowOf(page, `经销客户${tag}`);
  await expect(row.getByTestId('erp-dealer-tag')).toHaveText(`光速${tag}有限公司`);
  await expect(row.getByTestId('erp-dealer-tag')).toHaveAttribute('title', `经销商：光速${tag}有限公司`);
  await row.getByRole('link', { name: `经销客户${tag} 所属经销商「光速${tag}有限公司」，查看其采购单` }).click();
  await expect(page).toHaveURL(new RegExp(`/erp/company/purchase/${companyId}$`));
});
