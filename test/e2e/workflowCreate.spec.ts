import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { apiAs, uniqueTag, type ApiRecord } from './records.ts';
import { login } from './session.ts';

/**
 * The ticket forms (issue 19): a ticket created from the header's 新建 ▾ → 创建工单 with its
 * type's extra fields, a type's extra fields built in /workflow/type, the not-found edit path,
 * axe on both pages and a 375 px look at the create page.
 */

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const SLA = { default_priority: 'normal', sla_urgent: 4, sla_high: 24, sla_normal: 72, sla_low: 168 };

/** A form item by its label (antd Form.Item). */
const formItem = (scope: Page | Locator, label: string): Locator => {
  const page = 'goto' in scope ? scope : scope.page();
  return scope.locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-label', { hasText: new RegExp(`^${label}$`) }) }).first();
};

/**
 * Opens a select by its form item and picks an option, typing part of it first when `search` is
 * given. It returns once the list has closed and the select shows the option: antd gives the
 * focus back to the select in a timer after a click in its list, and a field typed into before
 * that timer ran lost its last character to it (a CI run under load saved 深圳南 for 深圳南山).
 */
async function choose(page: Page, item: Locator, option: string, search?: string): Promise<void> {
  await item.locator('.ant-select-selector').click();
  if (search) await item.locator('input').first().pressSequentially(search);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${option}$`) }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expect(item.locator('.ant-select-selection-item')).toHaveText(option);
  await expect(item.locator('input').first()).toBeFocused();
}

/** Types into a field key by key, then checks that every key landed. */
async function typeInto(input: Locator, text: string): Promise<void> {
  await input.clear();
  await input.pressSequentially(text);
  await expect(input).toHaveValue(text);
}

test('staff creates a ticket from 新建 ▾ → 创建工单 with its type’s extra fields and lands on its detail', async ({ page }) => {
  const tag = uniqueTag();
  const admin = await apiAs(page.request, 'admin');
  const type = await admin.post('/workflow/type', {
    name: `故障${tag}`,
    category: '售后',
    enabled: true,
    sort: 1,
    ...SLA,
    default_priority: 'high',
    form_json: [
      { name: 'symptom', label: '故障现象', type: 'select', required: true, options: ['不出光', '报警'] },
      { name: 'site', label: '安装地点', type: 'text' },
    ],
  });
  await login(page, 'staff');
  await page.getByTestId('header-create').click();
  await page.getByRole('menuitem', { name: '创建工单' }).click();
  await expect(page).toHaveURL(/\/workflow\/create$/);

  await choose(page, formItem(page, '类型'), type.name as string, tag);
  await expect(formItem(page, '故障现象')).toBeVisible();
  await expect(formItem(page, '优先级')).toContainText('高');
  await typeInto(formItem(page, '标题').locator('input'), `激光器不出光 ${tag}`);
  await typeInto(formItem(page, '问题描述').locator('textarea'), '开机后激光器不出光，报警灯常亮。');
  // the required extra field is asked for with its own message
  await page.getByRole('button', { name: /创建工单/ }).click();
  await expect(formItem(page, '故障现象')).toContainText('请选择故障现象');
  await choose(page, formItem(page, '故障现象'), '报警');
  await typeInto(formItem(page, '安装地点').locator('input'), '深圳南山');
  await choose(page, formItem(page, '关联类型'), '设备序列号');
  await typeInto(formItem(page, '关联单号/序列号').locator('input'), 'SUP01AB2401');
  await expect(page.getByTestId('serial-warranty')).toContainText(/在保|已过保/);
  // an attachment goes up through POST /system/upload (multipart) and is listed by its own name
  await formItem(page, '附件').locator('input[type=file]').setInputFiles({ name: '现场照片.png', mimeType: 'image/png', buffer: PNG });
  await expect(formItem(page, '附件').getByRole('link', { name: '现场照片.png' })).toBeVisible();
  await page.getByRole('button', { name: /创建工单/ }).click();

  await expect(page).toHaveURL(/\/workflow\/detail\/\d+$/);
  await expect(page.getByText('创建成功')).toBeVisible();
  const id = Number(/detail\/(\d+)$/.exec(page.url())?.[1]);
  const created = await admin.get<ApiRecord>(`/workflow/bucket/${id}`);
  expect(created).toMatchObject({ title: `激光器不出光 ${tag}`, type_id: type.id, priority: 'high', link_kind: 'serial', link_no: 'SUP01AB2401', extra_json: { symptom: '报警', site: '深圳南山' } });
  expect(created.attachments).toEqual([{ url: expect.stringMatching(/^\/api\/cms\/system\/upload\/[\w-]{22}$/), name: '现场照片.png' }]);
});

test('admin builds a type with two extra fields in /workflow/type', async ({ page }) => {
  const tag = uniqueTag();
  await login(page, 'admin');
  await page.goto('/workflow/type');
  await page.getByRole('button', { name: /新建类型/ }).click();
  const drawer = page.locator('.ant-drawer-open');
  await typeInto(formItem(drawer, '类型名称').locator('input'), `安装${tag}`);
  await typeInto(formItem(drawer, '分类').locator('input'), '服务');
  await choose(page, formItem(drawer, '默认优先级'), '普通');
  for (const [label, hours] of [['时限·紧急（小时）', '4'], ['时限·高（小时）', '24'], ['时限·普通（小时）', '72'], ['时限·低（小时）', '168']]) {
    await typeInto(formItem(drawer, label).locator('input'), hours);
  }
  const builder = formItem(drawer, '附加字段');
  await builder.getByRole('button', { name: /添加字段/ }).click();
  await builder.getByLabel('第 1 个字段 字段名').pressSequentially('site');
  await builder.getByLabel('第 1 个字段 名称').pressSequentially('安装地点');
  await builder.getByRole('button', { name: /添加字段/ }).click();
  await builder.getByLabel('第 2 个字段 字段名').pressSequentially('power');
  await builder.getByLabel('第 2 个字段 名称').pressSequentially('激光功率');
  await builder.getByTestId('builder-row').nth(1).locator('.ant-select-selector').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^选项$/ }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await builder.getByLabel('第 2 个字段 必填').check();
  const options = builder.locator('.ticket-form-builder-options input');
  for (const o of ['20W', '50W']) {
    await options.pressSequentially(o);
    await options.press('Enter');
  }
  await drawer.getByRole('button', { name: /提\s*交/ }).click();
  // the new type's row (a shared database may hold types built by earlier runs with the same fields)
  await expect(page.locator('tr', { hasText: `安装${tag}` }).getByText('安装地点（文本）、激光功率（选项，必填）')).toBeVisible();
  const admin = await apiAs(page.request, 'admin');
  const list = await admin.get<{ list: ApiRecord[] }>(`/workflow/type?q=${encodeURIComponent(`安装${tag}`)}`);
  expect(list.list[0]?.form_json).toEqual([
    { name: 'site', label: '安装地点', type: 'text' },
    { name: 'power', label: '激光功率', type: 'select', required: true, options: ['20W', '50W'] },
  ]);
});

test('/workflow/edit/abc is the not-found page', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/workflow/edit/abc');
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  await page.goto('/workflow/edit/99999999');
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
});

test('axe: /workflow/create and /workflow/type with its builder have no serious findings; 375 px look at /workflow/create', async ({ page }) => {
  const tag = uniqueTag();
  const form = [{ name: 'model_no', label: '设备型号', type: 'text', required: true }, { name: 'device', label: '故障设备', type: 'serial' }, { name: 'photo', label: '现场照片', type: 'image' }];
  await apiAs(page.request, 'admin').then((a) => a.post('/workflow/type', { name: `axe${tag}`, category: '售后', enabled: true, sort: 0, ...SLA, form_json: form }));
  await login(page, 'admin');
  const fillCreate = async () => {
    await page.goto('/workflow/create');
    await choose(page, formItem(page, '类型'), `axe${tag}`, tag);
    await formItem(page, '故障设备').locator('input').pressSequentially('SUP01AB2401');
    await choose(page, formItem(page, '关联类型'), '设备序列号');
    await formItem(page, '关联单号/序列号').locator('input').pressSequentially('SUP07AB2611');
    await expect(page.getByTestId('serial-warranty')).toHaveCount(2);
  };
  await fillCreate();
  await expectNoSeriousA11yFindings(page);
  await page.goto('/workflow/type');
  await page.getByRole('button', { name: /新建类型/ }).click();
  await formItem(page.locator('.ant-drawer-open'), '附加字段').getByRole('button', { name: /添加字段/ }).click();
  await expectNoSeriousA11yFindings(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await fillCreate();
  await page.screenshot({ path: '/tmp/wfform-create-375.png', fullPage: true });
  await page.goto('/workflow/type');
  await page.getByRole('button', { name: /新建类型/ }).click();
  const builder = formItem(page.locator('.ant-drawer-open'), '附加字段');
  await builder.getByRole('button', { name: /添加字段/ }).click();
  await builder.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/wfform-type-375.png' });
});
