import { expect, test, type Page } from '@playwright/test';
import { repairs } from '../../resources/repairs.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { apiAs, repairBody, signedInAs, uniqueTag, type Api } from './records.ts';
import { createThroughForm, detailValue, historyEntry, runAction, statusLabel, type Walked } from './recordPages.ts';

/**
 * Issue 16, part 4: 新建维修单 and 新建快速维修 through their forms, and every declared repair
 * action pressed once in Chromium through its one dialog, each record walked through the state
 * machine by its own paths (the main one, 客户拒修, 开始维修 without a quote, 取消维修).
 */

test.use({ storageState: signedInAs('staff') });

/** The action paths below: together they press every declared action. */
const PATHS = {
  mail: ['receive', 'inspect', 'quote', 'accept_quote', 'finish', 'ship', 'complete'],
  onsiteQuick: ['receive', 'inspect', 'quote', 'refuse_quote', 'complete'],
  store: ['start_repair', 'finish', 'complete'],
  cancelled: ['receive', 'cancel'],
} as const;

test('the paths press every declared repair action', () => {
  const pressed = new Set(Object.values(PATHS).flat());
  expect(repairs.status?.actions.map((a) => a.name).filter((name) => !pressed.has(name))).toEqual([]);
});

/** Opens the detail page of the list row showing `text`. */
async function openRow(page: Page, text: string, detailPath: RegExp): Promise<number> {
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: '详情' }).click();
  await expect(page).toHaveURL(detailPath);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** Walks the open record through `actions`; after a reload every step is still in the timeline, and the API holds the last state. */
async function walk(page: Page, api: Api, id: number, actions: readonly string[], tag: string, values: Record<string, string> = {}): Promise<Walked> {
  const stored = await api.get(`/needs/manage-repair/${id}`);
  let record: Walked = { ...stored, status: String(stored.status) };
  const steps: [string, string, string][] = [];
  for (const name of actions) {
    const from = record.status;
    record = await runAction(page, repairs, record, name, tag, values);
    steps.push([repairs.status?.actions.find((a) => a.name === name)?.label ?? name, statusLabel(repairs, from), statusLabel(repairs, record.status)]);
  }
  await page.reload();
  await expect(detailValue(page, '状态')).toHaveText(statusLabel(repairs, record.status));
  for (const [label, from, to] of steps) await expect(historyEntry(page, label, from, to)).toHaveCount(1);
  expect((await api.get(`/needs/manage-repair/${id}`)).status).toBe(record.status);
  return record;
}

test('新建维修单 (寄修) through the form, then 确认收件 → 开始检测 → 提交报价 → 客户已确认 → 维修完成 → 寄回设备 → 确认完成', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'staff');
  await page.goto('/repair/list');
  await createThroughForm(page, repairs, '新建维修单', {
    service_mode: '寄修',
    serial: 'SUP02VP2401',
    model: 'F2 Pro',
    customer_name: `新建${tag}`,
    customer_phone: '13712345678',
    address: '广东省深圳市宝安区 1 号',
    fault: `开机无激光输出 ${tag}`,
  });
  const id = await openRow(page, `新建${tag}`, /\/repair\/\d+$/);
  await expect(detailValue(page, '故障描述')).toHaveText(`开机无激光输出 ${tag}`);
  await expect(detailValue(page, '服务方式')).toHaveText('寄修');
  await expectNoSeriousA11yFindings(page);
  await walk(page, api, id, PATHS.mail, tag, { fee: '350', express_in: `SFIN${tag}`, express_out: `SFOUT${tag}` });
  const stored = await api.get(`/needs/manage-repair/${id}`);
  expect([stored.fee, stored.express_in, stored.express_out, stored.customer_name]).toEqual([35000, `SFIN${tag}`, `SFOUT${tag}`, `新建${tag}`]);
  await expect(detailValue(page, '维修费用')).toHaveText('¥350.00');
});

test('新建快速维修 (上门) on /repair/quickrp, then 确认收件 → 开始检测 → 提交报价 → 客户拒修 → 确认完成', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'staff');
  await page.goto('/repair/quickrp');
  await createThroughForm(page, repairs, '新建快速维修', {
    service_mode: '上门',
    serial: 'SUP01AB2401',
    customer_name: `快修${tag}`,
    customer_phone: '13612345678',
    fault: `振镜偏移 ${tag}`,
  });
  const id = await openRow(page, `快修${tag}`, /\/repair\/quickrp\/\d+$/);
  await expect(page.getByText(/^KX\d{12}$/).first()).toBeVisible();
  await walk(page, api, id, PATHS.onsiteQuick, tag);
  expect((await api.get(`/needs/manage-repair/${id}`)).type).toBe(3);
});

test('到店: 开始维修 straight from 待受理 → 维修完成 → 确认完成 (pick-up); 取消维修 after 确认收件', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'staff');
  const store = await api.post('/needs/manage-repair', repairBody(tag, 1, { service_mode: 'store' }));
  await page.goto(`/repair/${store.id}`);
  await walk(page, api, store.id, PATHS.store, tag, { engineer: `王工${tag}` });
  expect((await api.get(`/needs/manage-repair/${store.id}`)).engineer).toBe(`王工${tag}`);

  const cancelled = await api.post('/needs/manage-repair', repairBody(tag, 1));
  await page.goto(`/repair/${cancelled.id}`);
  await walk(page, api, cancelled.id, PATHS.cancelled, tag);
  for (const name of ['确认收件', '开始维修', '取消维修']) await expect(page.getByRole('button', { name: new RegExp(`^${name}$`) })).toBeDisabled();
});
