import { expect, test } from '@playwright/test';
import { pickOption } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { apiAs, repairBody, uniqueTag } from './records.ts';
import { login } from './session.ts';
import { formItem, openMenu, typeInto } from './tabSteps.ts';

/**
 * Issue 32, rough, smaller things: 机型 said it fills from the serial but stayed empty until
 * saved; a walk-in repair showed its courier fields; every repair showed all its status buttons,
 * most of them disabled.
 */

test.use({ viewport: { width: 1440, height: 900 } });

test('创建工单: a known serial typed into the link fills 机型 at once; a model typed by hand is kept', async ({ page }) => {
  await login(page, 'staff');
  await openMenu(page, '工单', '创建工单');
  const kind = formItem(page, '关联类型');
  await kind.locator('.ant-select-selector').click();
  await pickOption(page, '设备序列号');
  const model = formItem(page, '机型').locator('input');
  await expect(model).toHaveValue('');
  // SUP 02 VP …: the seeded model 02 with letters VP
  await typeInto(formItem(page, '关联单号/序列号').locator('input'), 'SUP02VP2401');
  await expect(model).toHaveValue('F2 Pro 行业加长保版');
  // another serial: the model follows it
  const serial = formItem(page, '关联单号/序列号').locator('input');
  await serial.press('End');
  for (let i = 0; i < 'VP2401'.length; i++) await serial.press('Backspace');
  await serial.pressSequentially('AB2401');
  await expect(serial).toHaveValue('SUP02AB2401');
  // letters no model names: the model of code 02 without letters
  await expect(model).toHaveValue('F2 Pro 光纤打标机');
  // a model the user typed is theirs
  await model.clear();
  await typeInto(model, '客户自报机型');
  await serial.press('End');
  await serial.press('Backspace');
  await serial.pressSequentially('2');
  await expect(model).toHaveValue('客户自报机型');
});

test('a walk-in repair shows no courier numbers, on its detail page and in its forms; a mail-in one does', async ({ page }) => {
  const tag = uniqueTag();
  const api = await apiAs(page.request, 'admin');
  const walkIn = await api.post('/needs/manage-repair', repairBody(tag, 1, { service_mode: 'store' }));
  const mailIn = await api.post('/needs/manage-repair', repairBody(tag, 1));
  await login(page, 'admin');
  const labels = page.locator('.schema-show-card .ant-descriptions-item-label');
  await page.goto(`/repair/${walkIn.id}`);
  await expect(labels.filter({ hasText: /^服务方式$/ })).toBeVisible();
  await expect(labels.filter({ hasText: /快递单号/ })).toHaveCount(0);
  await page.goto(`/repair/${mailIn.id}`);
  await expect(labels.filter({ hasText: /^寄入快递单号$/ })).toBeVisible();
  await expect(labels.filter({ hasText: /^寄回快递单号$/ })).toBeVisible();

  // the create form: 到店 hides them, 寄修 shows them
  await page.goto('/repair/list');
  await page.getByRole('button', { name: '新建维修单' }).click();
  const drawer = page.locator('.ant-drawer-open');
  await typeInto(drawer.getByLabel('客户姓名'), `到店客户${tag}`);
  await drawer.locator('.ant-form-item', { hasText: '服务方式' }).locator('.ant-select-selector').click();
  await pickOption(page, '到店');
  await expect(drawer.getByLabel('寄入快递单号')).toHaveCount(0);
  await drawer.locator('.ant-form-item', { hasText: '服务方式' }).locator('.ant-select-selector').click();
  await pickOption(page, '寄修');
  await expect(drawer.getByLabel('寄入快递单号')).toBeVisible();
  await typeInto(drawer.getByLabel('寄入快递单号'), 'SF1234567890');
});

test('a repair shows the status buttons its state can take; the others wait under 更多, each saying why', async ({ page }) => {
  const repair = await (await apiAs(page.request, 'admin')).post('/needs/manage-repair', repairBody(uniqueTag(), 1));
  await login(page, 'staff');
  await page.goto(`/repair/${repair.id}`);
  const actions = page.locator('.ant-card').filter({ has: page.getByText('操作', { exact: true }) });
  await expect(actions.locator('button[data-action="receive"]')).toBeVisible();
  const names = await actions.locator('button[data-action]').evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));
  expect(names).toEqual(['receive', 'start_repair', 'cancel']);
  await expect(actions.locator('button[data-action="finish"]')).toHaveCount(0);
  const more = actions.getByRole('button', { name: /更多/ });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const finish = actions.locator('button[data-action="finish"]');
  await expect(finish).toHaveAttribute('aria-disabled', 'true');
  await expect(finish).toHaveAccessibleDescription('当前状态「待受理」不能维修完成');
  await expect(actions.locator('button[data-action]')).toHaveCount(10);
  await expectNoSeriousA11yFindings(page);
});
