import { expect, test, type Locator, type Page } from '@playwright/test';
import { pickOption } from './accounts.ts';
import { apiAs, signedInAs, type Api, type ApiList } from './records.ts';

/**
 * Issue 32, item 2: filters by name, never by id. The ticket lists' 类型 (and 处理人, 创建人 …)
 * is a select: typing 设备故障 — or its pinyin initials `sbgz` — key by key finds the type, 查询
 * sends its id and the list shows that type's tickets (before: a text box, a 400 and 暂无数据).
 * Its choices come in the types' configured order. /workflow/type's 启用 is 是 / 否. On a phone,
 * the same in the filter drawer. What the page shows is checked against the API's own count.
 */

test.use({ storageState: signedInAs('superadmin') });

const TYPE = '设备故障';

const searchForm = (page: Page): Locator => page.locator('form.search-form').filter({ visible: true });
const total = (page: Page): Locator => page.locator('.ant-pagination-total-text').filter({ visible: true });

/** The id of the ticket type named `name` and how many tickets it has, as the API says. */
async function typeTickets(api: Api, name: string): Promise<{ id: number; total: number }> {
  const types = await api.get<ApiList>('/workflow/type?pageSize=100');
  const type = types.list.find((t) => t.name === name);
  expect(type, `type ${name}`).toBeDefined();
  const id = Number(type?.id);
  return { id, total: (await api.get<ApiList>(`/workflow/bucket?type_id=${id}&pageSize=1`)).total };
}

/** Types `text` key by key into the select labelled `label` inside `scope`, then picks `option`. */
async function typeAndPick(page: Page, scope: Locator, label: string, text: string, option: string): Promise<void> {
  const box = scope.getByLabel(label, { exact: true });
  await box.click();
  await box.pressSequentially(text);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText([option]);
  await pickOption(page, option);
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const typed of [TYPE, 'sbgz']) {
    test(`全部工单: 类型 found by typing ${typed}, 查询 lists that type's tickets`, async ({ page, request }) => {
      const api = await apiAs(request, 'superadmin');
      const { id, total: count } = await typeTickets(api, TYPE);
      expect(count).toBeGreaterThan(20);
      await page.goto('/workflow/index');
      const form = searchForm(page);
      await typeAndPick(page, form, '类型', typed, TYPE);
      const listed = page.waitForResponse((r) => r.url().includes(`/api/cms/workflow/bucket?`) && r.url().includes(`type_id=${id}`));
      await form.getByRole('button', { name: /查\s*询/ }).click();
      expect((await listed).status()).toBe(200);
      await expect(total(page)).toHaveText(`共 ${count} 条`);
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true }).first()).toContainText(TYPE);
      expect(new URL(page.url()).search).toContain(`filters[0][value]=${id}`);
    });
  }

  test('全部工单: the 类型 choices come in the types\' configured order', async ({ page, request }) => {
    const api = await apiAs(request, 'superadmin');
    const bySort = (await api.get<ApiList>('/workflow/type?pageSize=100&sort=sort')).list.map((t) => String(t.name));
    expect(bySort.length).toBeGreaterThan(2);
    await page.goto('/workflow/index');
    await searchForm(page).getByLabel('类型', { exact: true }).click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options.first()).toBeVisible();
    // the list draws the options that fit its height: those are the first ones, in order
    const shown = await options.allInnerTexts();
    expect(shown.length).toBeGreaterThanOrEqual(Math.min(5, bySort.length));
    expect(shown).toEqual(bySort.slice(0, shown.length));
  });

  test('类型配置: 启用 is 是 / 否, and 否 lists the disabled types only', async ({ page, request }) => {
    const api = await apiAs(request, 'superadmin');
    const disabled = await api.get<ApiList>('/workflow/type?enabled=false&pageSize=100');
    await page.goto('/workflow/type');
    const form = searchForm(page);
    // 启用 is in the form's second row
    await form.getByRole('button', { name: /^展开/ }).click();
    await typeAndPick(page, form, '启用', '否', '否');
    await form.getByRole('button', { name: /查\s*询/ }).click();
    await expect(total(page)).toHaveText(`共 ${disabled.total} 条`);
    await expect(page.locator('.ant-table-placeholder').filter({ visible: true })).toHaveCount(disabled.total ? 0 : 1);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('全部工单: in the filter drawer, 类型 by its initials, then 查询', async ({ page, request }) => {
    const api = await apiAs(request, 'superadmin');
    const { total: count } = await typeTickets(api, TYPE);
    await page.goto('/workflow/index');
    await page.getByRole('button', { name: '筛选' }).click();
    const drawer = page.getByRole('dialog');
    await typeAndPick(page, drawer, '类型', 'sbgz', TYPE);
    await drawer.getByRole('button', { name: /查\s*询/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: '筛选（1）' })).toBeVisible();
    await expect(page.locator('.list-cards .ant-pagination-total-text')).toHaveText(`共 ${count} 条`);
  });
});
