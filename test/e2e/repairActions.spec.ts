import { expect, test, type Page } from '@playwright/test';
import { repairs } from '../../resources/needs/repairs.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { apiAs, repairBody, signedInAs, uniqueTag, type Api, type ApiRecord } from './records.ts';
import { advance, createThroughForm, detailValue, openRow, unpressed, walk } from './recordPages.ts';

/**
 * Issue 16, part 4: 新建维修单 and 新建快速维修 through their forms, and every declared repair
 * action pressed once in Chromium through its one dialog. Each test walks a record of its own
 * along one stretch of the state machine (the API brings it to the stretch's start).
 */

test.use({ storageState: signedInAs('staff') });

/** Each stretch: what the API does first, then the actions pressed in the browser. */
const STRETCHES = {
  createMail: { before: [], press: ['receive', 'inspect'] },
  quoteAccepted: { before: ['receive', 'inspect'], press: ['quote', 'accept_quote', 'finish'] },
  shipped: { before: ['start_repair', 'finish'], press: ['ship', 'complete'] },
  createQuick: { before: [], press: ['receive', 'inspect'] },
  quoteRefused: { before: ['receive', 'inspect', 'quote'], press: ['refuse_quote', 'complete'] },
  noQuote: { before: [], press: ['start_repair', 'finish', 'complete'] },
  cancelled: { before: ['receive'], press: ['cancel'] },
} as const;

test('the stretches press every declared repair action', () => {
  expect(repairs.status?.actions.length).toBe(10);
  expect(unpressed(repairs, Object.fromEntries(Object.entries(STRETCHES).map(([k, v]) => [k, v.press])))).toEqual([]);
});

/** A repair made by the API and brought to the start of `stretch`, its detail page open. */
async function repairAt(page: Page, api: Api, tag: string, stretch: keyof typeof STRETCHES, more: Record<string, unknown> = {}): Promise<ApiRecord> {
  const made = await api.post('/needs/manage-repair', repairBody(tag, 1, more));
  const record = await advance(api, repairs, made, STRETCHES[stretch].before, tag);
  await page.goto(`/repair/${record.id}`);
  return record;
}

test('新建维修单 (寄修) through the form, then 确认收件 (with the courier number) → 开始检测', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'staff');
  await page.goto('/repair/list');
  await createThroughForm(page, repairs, '新建维修单', {
    service_mode: '寄修',
    serial: 'SUP02VP2401',
    customer_name: `新建${tag}`,
    customer_phone: '13712345678',
    fault: `无激光${tag}`,
  });
  const id = await openRow(page, `新建${tag}`, /\/repair\/\d+$/);
  await expect(detailValue(page, '故障描述')).toHaveText(`无激光${tag}`);
  await expect(detailValue(page, '服务方式')).toHaveText('寄修');
  await expectNoSeriousA11yFindings(page);
  await walk(page, api, repairs, id, STRETCHES.createMail.press, tag, { express_in: `SFIN${tag}` });
  const stored = await api.get(`/needs/manage-repair/${id}`);
  expect([stored.type, stored.serial, stored.express_in, stored.customer_name]).toEqual([1, 'SUP02VP2401', `SFIN${tag}`, `新建${tag}`]);
});

test('提交报价 → 客户已确认 → 维修完成', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'staff');
  const record = await repairAt(page, api, tag, 'quoteAccepted');
  await walk(page, api, repairs, record.id, STRETCHES.quoteAccepted.press, tag, { fee: '350' });
  await expect(detailValue(page, '维修费用')).toHaveText('¥350.00');
  expect((await api.get(`/needs/manage-repair/${record.id}`)).fee).toBe(35000);
});

test('寄回设备 → 确认完成', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'staff');
  const record = await repairAt(page, api, tag, 'shipped');
  await walk(page, api, repairs, record.id, STRETCHES.shipped.press, tag, { express_out: `SFOUT${tag}` });
  await expect(detailValue(page, '寄回快递单号')).toContainText(`SFOUT${tag}`);
  expect((await api.get(`/needs/manage-repair/${record.id}`)).express_out).toBe(`SFOUT${tag}`);
});

test('新建快速维修 (上门) on /repair/quickrp, then 确认收件 (no courier number) → 开始检测', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'staff');
  await page.goto('/repair/quickrp');
  await createThroughForm(page, repairs, '新建快速维修', {
    service_mode: '上门',
    serial: 'SUP01AB2401',
    customer_name: `快修${tag}`,
    customer_phone: '13612345678',
    fault: `振镜${tag}`,
  });
  const id = await openRow(page, `快修${tag}`, /\/repair\/quickrp\/\d+$/);
  await expect(page.getByText(/^KX\d{12}$/).first()).toBeVisible();
  await walk(page, api, repairs, id, STRETCHES.createQuick.press, tag);
  expect((await api.get(`/needs/manage-repair/${id}`)).type).toBe(3);
});

test('客户拒修 → 确认完成', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'staff');
  const record = await repairAt(page, api, tag, 'quoteRefused', { service_mode: 'store' });
  await walk(page, api, repairs, record.id, STRETCHES.quoteRefused.press, tag);
});

test('到店: 开始维修 straight from 待受理 → 维修完成 → 确认完成 (pick-up)', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'staff');
  const record = await repairAt(page, api, tag, 'noQuote', { service_mode: 'store' });
  await walk(page, api, repairs, record.id, STRETCHES.noQuote.press, tag, { engineer: `王工${tag}` });
  expect((await api.get(`/needs/manage-repair/${record.id}`)).engineer).toBe(`王工${tag}`);
});

test('取消维修 after 确认收件 ends the repair', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'staff');
  const record = await repairAt(page, api, tag, 'cancelled');
  await walk(page, api, repairs, record.id, STRETCHES.cancelled.press, tag);
  // a cancelled repair can take no action: all wait under 更多, disabled (issue 32)
  await page.getByTestId('actions-more').click();
  for (const name of ['确认收件', '开始维修', '取消维修']) await expect(page.getByRole('button', { name })).toBeDisabled();
});
