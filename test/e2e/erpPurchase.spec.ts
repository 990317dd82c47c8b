import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CREDIT_CODE_CHARS, withCheckDigit } from '../../src/domain/erp/creditCode.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { E2E_TODAY } from './clock.ts';
import { buttonName } from './recordPages.ts';
import { apiAs, signedInAs, uniqueTag, type Api, type ApiList, type ApiRecord } from './records.ts';

/**
 * 采购单 in Chromium against the built app (demo data, superadmin): an order of two lines made in
 * the create drawer, edited, submitted, rejected, submitted again, approved (above
 * erp_review_amount: 待复审) and reviewed; part of it shipped with a serial checked before
 * sending (部分发货, the stock ledger's row of that order on /erp/stock); the same serial refused
 * naming the order it went with; returned, paid, closed; print preview with 大写金额 and no shell;
 * 导出 an .xlsx of the order; 反审核 and 取消 of a second order; the page at 375 px with axe.
 */

test.use({ storageState: signedInAs('superadmin') });

interface Model {
  value: number;
  label: string;
  code: string;
  letters: string | null;
  price: number;
}

const LETTERS = 'ZYXWVUTSRPNMLKJHGFEDCBA';

/** A serial of `model` no order has shipped: the model's code, free letters from the end of the alphabet, 2026-10 (before the e2e clock). */
async function freeSerial(api: Api, model: Model, taken: ReadonlySet<string>): Promise<string> {
  for (let i = 0; i < LETTERS.length * LETTERS.length; i++) {
    const serial = `SUP${model.code}${LETTERS[Math.floor(i / LETTERS.length)]}${LETTERS[i % LETTERS.length]}2610`;
    if (taken.has(serial)) continue;
    const check = await api.get<{ valid: boolean }>(`/erp/serial-check?serial=${serial}&product_id=${model.value}`);
    if (check.valid) return serial;
  }
  throw new Error(`no free serial of ${model.label}`);
}

/** A company of this run (its name carries the tag), in the first group, with a valid credit code. */
async function companyOf(api: Api, tag: string): Promise<ApiRecord> {
  const group = (await api.get<ApiList>('/erp/group?pageSize=5')).list[0];
  const org = Array.from({ length: 6 }, (_, i) => CREDIT_CODE_CHARS[(tag.charCodeAt(i % tag.length) + i * 7) % CREDIT_CODE_CHARS.length]).join('');
  return api.post('/erp/company', { name: `采购测试${tag}有限公司`, credit_code: withCheckDigit(`91440300MA${org}`), group_id: group.id, contact: '王经理', phone: '13800138000', credit_limit: 0, state: 'active' });
}

const step = (page: Page, name: string): Locator => page.locator(`[data-testid="erp-steps"] [data-step="${name}"]`);
const state = (page: Page): Locator => page.getByTestId('erp-purchase-state');

/** Presses a step, fills its dialog with `fill`, confirms, and waits for the dialog to close. */
async function takeStep(page: Page, name: string, fill?: (dialog: Locator) => Promise<void>): Promise<void> {
  await expect(step(page, name)).not.toHaveAttribute('aria-disabled', 'true');
  await step(page, name).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('erp-step-ok') });
  await expect(dialog).toBeVisible();
  await fill?.(dialog);
  await dialog.getByTestId('erp-step-ok').click();
  await expect(dialog).toBeHidden();
}

const reason = (text: string) => async (dialog: Locator) => {
  await dialog.getByLabel('原因').fill(text);
};

let api: Api;
let tag: string;
let models: Model[];
let company: ApiRecord;
let orderId = 0;
let shippedSerial = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  api = await apiAs(request, 'superadmin');
  tag = uniqueTag();
  models = (await api.get<{ list: Model[] }>('/erp/models')).list.filter((m) => m.letters === null).slice(0, 2);
  expect(models).toHaveLength(2);
  company = await companyOf(api, tag);
  for (const m of models) await api.post('/erp/stock/adjust', { product_id: m.value, kind: 'stock_in', quantity: 3, reason: `e2e 采购单 ${tag}` });
});

// a test calls the API through its own request context (beforeAll's is gone by then)
test.beforeEach(async ({ request }) => {
  api = await apiAs(request, 'superadmin');
});

test('create an order of two lines, edit, submit, reject, approve above the review amount and review, ship part of it, see the ledger; a shipped serial is refused with its order', async ({ page }) => {
  const [a, b] = models;
  await page.goto('/erp/purchase');
  await page.getByRole('button', { name: /新建采购单/ }).click();
  const drawer = page.locator('.ant-drawer-open');
  const lines = drawer.getByRole('group', { name: '采购明细' });
  await expect(lines).toBeVisible();
  const companySelect = drawer.locator('#create_company_id');
  await companySelect.click({ force: true });
  await companySelect.pressSequentially(tag);
  await expect(page.locator('.ant-select-dropdown').filter({ visible: true }).locator('.ant-select-item-option')).toHaveCount(1);
  await companySelect.press('Enter');

  await lines.getByRole('button', { name: /添加一行/ }).click();
  const model1 = lines.getByRole('combobox', { name: '第 1 行 机型' });
  await expect(model1).toBeFocused();
  await model1.pressSequentially(a.label);
  await model1.press('Enter');
  await lines.getByRole('spinbutton', { name: '第 1 行 数量' }).fill('2');
  // ¥60,000 a unit: the order is above erp_review_amount (¥50,000) whatever the group's discount
  await lines.getByRole('spinbutton', { name: '第 1 行 单价（元）' }).fill('60000');
  await expect(lines.getByTestId('erp-line-amount').first()).toHaveText(/¥120000\.00$/);
  await lines.getByRole('button', { name: /添加一行/ }).click();
  const model2 = lines.getByRole('combobox', { name: '第 2 行 机型' });
  await model2.pressSequentially(b.label);
  await model2.press('Enter');
  // the model's price is the unit price
  await expect(lines.getByRole('spinbutton', { name: '第 2 行 单价（元）' })).toHaveValue((b.price / 100).toFixed(2));
  await expect(lines.getByTestId('erp-lines-subtotal')).toHaveText(`¥${((12_000_000 + b.price) / 100).toFixed(2)}`);
  // a row added and removed again: the focus goes back to the row above
  await lines.getByRole('button', { name: /添加一行/ }).click();
  await expect(lines.getByTestId('erp-line-row')).toHaveCount(3);
  await lines.getByRole('button', { name: '删除第 3 行' }).click();
  await expect(lines.getByTestId('erp-line-row')).toHaveCount(2);
  await expect(model2).toBeFocused();
  await expectNoSeriousA11yFindings(page);
  await drawer.getByRole('button', { name: buttonName('提交') }).click();
  await expect(drawer).toBeHidden();

  const made = (await api.get<ApiList>(`/erp/purchase?company_id=${String(company.id)}`)).list;
  expect(made).toHaveLength(1);
  orderId = made[0].id;
  const no = String(made[0].no);
  expect(no).toMatch(/^CG\d{12}$/);
  // the number in the list links to the order
  await page.getByRole('link', { name: no }).click();
  await expect(page).toHaveURL(new RegExp(`/erp/purchase/${orderId}$`));
  await expect(page.getByTestId('erp-purchase-title')).toHaveText(`采购单 ${no}`);
  await expect(state(page)).toHaveText('草稿');
  await expect(step(page, 'approve')).toHaveAttribute('data-reason', '草稿的采购单不能审核');
  await expect(page.getByTestId('erp-company-link')).toHaveText(String(company.name));

  // 编辑: the schema's edit drawer
  await page.getByTestId('erp-steps').getByRole('button', { name: buttonName('编辑') }).click();
  const edit = page.locator('.ant-drawer-open');
  await edit.getByLabel('备注').fill(`e2e ${tag}`);
  await edit.getByRole('button', { name: buttonName('提交') }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId('erp-facts')).toContainText(`e2e ${tag}`);

  await takeStep(page, 'submit');
  await expect(state(page)).toHaveText('待审核');
  await takeStep(page, 'reject', reason('价格需复核'));
  await expect(state(page)).toHaveText('草稿');
  await takeStep(page, 'submit');
  await takeStep(page, 'approve');
  await expect(state(page)).toHaveText('待复审');
  await takeStep(page, 'review');
  await expect(state(page)).toHaveText('已审核');

  // 发货: one unit of line 1, its serial checked when the box is left
  shippedSerial = await freeSerial(api, a, new Set());
  await step(page, 'ship').click();
  const ship = page.getByRole('dialog').filter({ has: page.getByTestId('erp-step-ok') });
  await ship.getByLabel('快递单号').fill(`SF${tag}`);
  await ship.getByTestId('erp-ship-serials-0').fill(shippedSerial);
  await ship.getByTestId('erp-ship-serials-0').press('Tab');
  await expect(ship.locator(`[data-serial="${shippedSerial}"]`)).toHaveAttribute('data-valid', 'true');
  await expectNoSeriousA11yFindings(page);
  await ship.getByTestId('erp-step-ok').click();
  await expect(ship).toBeHidden();
  await expect(state(page)).toHaveText('部分发货');
  const shipment = page.getByTestId('erp-shipment');
  await expect(shipment).toContainText(`SF${tag}`);
  await expect(shipment.getByRole('link', { name: shippedSerial })).toHaveAttribute('href', `/device/file/${shippedSerial}`);

  // the stock ledger on /erp/stock: the shipment's row of this order
  await page.goto('/erp/stock');
  const row = page.locator('tr.ant-table-row').filter({ hasText: a.label }).first();
  await row.locator('.ant-table-row-expand-icon').click();
  const moves = page.getByTestId('erp-stock-rows');
  await expect(moves.locator('tr').filter({ hasText: no }).first()).toContainText('-1');

  // the same serial again: marked already shipped, naming this order, and not sent
  await page.goto(`/erp/purchase/${orderId}`);
  await step(page, 'ship').click();
  const again = page.getByRole('dialog').filter({ has: page.getByTestId('erp-step-ok') });
  await again.getByLabel('快递单号').fill(`SF${tag}2`);
  await again.getByTestId('erp-ship-serials-0').fill(shippedSerial.toLowerCase());
  await again.getByTestId('erp-ship-serials-0').press('Tab');
  const mark = again.locator(`[data-serial="${shippedSerial}"]`);
  await expect(mark).toHaveAttribute('data-valid', 'false');
  await expect(mark).toContainText(`序列号「${shippedSerial}」已随采购单 ${no} 发出`);
  await again.getByTestId('erp-step-ok').click();
  await expect(again.getByText(`序列号「${shippedSerial}」不能发货，见下方说明`)).toBeVisible();
  await again.getByRole('button', { name: buttonName('取消') }).click();
  await expect(again).toBeHidden();
  await expect(page.getByTestId('erp-shipment')).toHaveCount(1);
});

test('return the shipped serial, take a payment, close; print preview shows 大写金额 without the shell; export the order', async ({ page }) => {
  await page.goto(`/erp/purchase/${orderId}`);
  await expect(state(page)).toHaveText('部分发货');
  await takeStep(page, 'returnSerials', async (dialog) => {
    await dialog.getByRole('checkbox', { name: new RegExp(shippedSerial) }).check();
    await dialog.getByLabel('原因').fill('外观划伤');
  });
  await expect(page.getByTestId('erp-shipment')).toContainText('已退回');
  const due = (await page.getByTestId('erp-amount-due').innerText()).replace(/^[\s\S]*¥/, '');
  await takeStep(page, 'pay', async (dialog) => {
    // the amount starts at what is due
    await expect(dialog.getByLabel('金额（元）')).toHaveValue(due);
    await dialog.getByLabel('金额（元）').fill('1000');
    // the day the server counts as today (the browser's clock is not the e2e server's)
    const day = dialog.getByLabel('收款日期');
    await day.click();
    await day.fill(E2E_TODAY);
    await day.press('Enter');
    await expect(day).toHaveValue(E2E_TODAY);
  });
  await expect(page.getByTestId('erp-detail-payments')).toContainText('¥1000.00');
  await takeStep(page, 'close', reason('客户只要一台'));
  await expect(state(page)).toHaveText('已关闭');
  await expect(step(page, 'ship')).toHaveAttribute('data-reason', '已关闭的采购单不能发货');

  // 打印 calls the browser's print; the print stylesheet shows the sheet alone
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByTestId('erp-print-button').click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expect(page.getByTestId('erp-print')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('erp-print')).toBeVisible();
  await expect(page.getByTestId('erp-print')).toContainText('大写金额');
  await expect(page.getByTestId('erp-print-words')).toHaveText(/^人民币[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整]+$/);
  await expect(page.locator('#root')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('#root')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('erp-export-button').click()]);
  expect(download.suggestedFilename()).toMatch(/^采购单_CG\d{12}_\d{8}_\d{4}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  expect(wb.worksheets.map((w) => w.name)).toEqual(['采购单', '明细', '发货', '收款']);
  const cells = (name: string) => wb.getWorksheet(name)!.getSheetValues().flat().map((v) => String(v));
  expect(cells('采购单')).toContain('已关闭');
  expect(cells('明细')).toContain(models[0].label);
  expect(cells('发货')).toContain(shippedSerial);
  expect(cells('收款')).toContain('1000');
});

test('反审核 and 取消 of an approved order', async ({ page }) => {
  const order = await api.post('/erp/purchase', { company_id: company.id, lines: [{ product_id: models[1].value, quantity: 1, unit_price: 10_000, discount_rate: 0 }] });
  const submitted = await api.post(`/erp/purchase/${order.id}/submit`, { version: order.version });
  await api.post(`/erp/purchase/${order.id}/approve`, { version: (submitted as unknown as { order: { version: number } }).order.version });
  await page.goto(`/erp/purchase/${order.id}`);
  await expect(state(page)).toHaveText('已审核');
  await takeStep(page, 'unapprove', reason('客户改单'));
  await expect(state(page)).toHaveText('草稿');
  await takeStep(page, 'cancel', reason('客户取消'));
  await expect(state(page)).toHaveText('已取消');
  await expect(step(page, 'submit')).toHaveAttribute('data-reason', '已取消的采购单不能提交审核');
});

test('at 375 px the order reads on one column, works by keyboard, and axe finds nothing serious', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/erp/purchase/${orderId}`);
  await expect(state(page)).toHaveText('已关闭');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByTestId('erp-detail-lines')).toBeVisible();
  // 导出 reached and pressed with the keyboard
  await page.getByTestId('erp-print-button').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('erp-export-button')).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await expectNoSeriousA11yFindings(page);
});
