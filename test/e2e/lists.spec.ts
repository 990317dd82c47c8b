import { expect, test, type Locator, type Page } from '@playwright/test';
import { CUSTOMER_PERMISSIONS } from '../../resources/people/customers.ts';
import { seriousA11yFindings } from './axe.ts';
import { apiAs, uniqueTag } from './records.ts';
import { login, PASSWORD } from './session.ts';

/**
 * Issue 15, the lists: search typed key by key, rows one line high, the pinned 操作 column,
 * 跳至, 展开/收起, and on a phone the filter drawer, the cards and the detail page's title.
 */

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true });
// the visible box itself: a kept-alive tab's form can still match while its input is hidden
const keyword = (page: Page) => page.locator('form.search-form').getByLabel('关键词').filter({ visible: true });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no bounding box');
  return box;
};

const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/** Types like a person, one key at a time, and checks the box kept every key and the focus. */
async function typeInto(box: Locator, text: string): Promise<void> {
  await box.click();
  await box.pressSequentially(text);
  await expect(box).toHaveValue(text);
  await expect(box).toBeFocused();
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('search typed key by key keeps the box, the focus and Enter — on the first screen and on a later one', async ({ page }) => {
    await login(page, 'superadmin');
    // the app's first screen: a fresh load of the list, where the search form starts as stand-ins
    await page.goto('/repair/list');
    await typeInto(keyword(page), 'SUP02');
    // cleared back to empty, then typed again
    for (let i = 0; i < 5; i++) await keyword(page).press('Backspace');
    await expect(keyword(page)).toHaveValue('');
    await expect(keyword(page)).toBeFocused();
    await typeInto(keyword(page), 'SUP02');
    await keyword(page).press('Enter');
    await expect(page).toHaveURL(/q.*SUP02/);
    // the unfiltered rows stay on screen while the filtered page loads
    await expect.poll(async () => {
      const serials = (await rows(page).locator('[data-copy="serial"]').allInnerTexts()).map((s) => s.trim());
      return serials.length > 0 && serials.every((s) => s.startsWith('SUP02'));
    }, { timeout: 15_000 }).toBe(true);

    // a later screen: another list opened from the menu, without a reload
    await page.getByRole('menu').getByText('客户管理').click();
    await page.getByRole('menu').getByText('客户列表').click();
    await expect(page).toHaveURL(/\/user\/list/);
    // the URL changes first; the repair list stays on screen until the customer list is ready
    // (a transition), so wait for the customer list's own box before typing, as a user's eyes do
    await expect(keyword(page)).toHaveAttribute('placeholder', '用户名 / 姓名 / 手机号 / 公司');
    await expect(rows(page).first().locator('[data-copy="username"]')).toBeVisible();
    await typeInto(keyword(page), 'u007');
    await keyword(page).press('Enter');
    await expect(page).toHaveURL(/q.*u007/);
    await expect(rows(page)).toHaveCount(10);
    // the previous rows stay on screen while the filtered page loads
    await expect.poll(async () => (await rows(page).locator('[data-copy="username"]').allInnerTexts()).every((n) => /^u007/.test(n.trim())), { timeout: 15_000 }).toBe(true);
  });

  test('/repair/list: 15 or more rows in view, each one line high, cut values with their full text on hover', async ({ page }) => {
    await login(page, 'superadmin');
    await page.goto('/repair/list');
    await expect(rows(page)).toHaveCount(20);
    const boxes = await Promise.all((await rows(page).all()).map(boxOf));
    const inView = boxes.filter((b) => b.y >= 0 && b.y + b.height <= 900);
    expect(inView.length).toBeGreaterThanOrEqual(15);
    for (const b of boxes) expect(b.height).toBeLessThanOrEqual(42);
    const cut = await page.locator('.schema-list-table .schema-cell').evaluateAll((cells) =>
      cells.filter((c) => c.scrollWidth > c.clientWidth).map((c) => ({ title: c.getAttribute('title'), text: c.textContent?.trim() })),
    );
    expect(cut.length).toBeGreaterThan(0);
    for (const c of cut) expect(c.title).toBe(c.text);
  });

  test('/user/list: each row one line high, its copy icons beside the value and a long company name cut with its full text on hover', async ({ page }) => {
    const tag = uniqueTag();
    const company = `${tag}东莞市长安镇精密激光雕刻设备制造有限公司华南区售后服务中心`;
    await (await apiAs(page.request, 'superadmin')).post('/account/user', { username: `long_${tag}`, name: '欧阳明', company, phone: '13912345678', group: 8 });
    await login(page, 'superadmin');
    await page.goto('/user/list');
    await expect(rows(page).first()).toContainText(`long_${tag}`);
    for (const b of await Promise.all((await rows(page).all()).map(boxOf))) expect(b.height).toBeLessThanOrEqual(42);
    const cell = rows(page).first().locator('.schema-cell').filter({ hasText: tag }).filter({ hasNotText: 'long_' });
    expect(await cell.evaluate((c) => c.scrollWidth > c.clientWidth)).toBe(true);
    await expect(cell).toHaveAttribute('title', company);
    // the copy icon sits on the value's line, not under it
    const copied = rows(page).first().locator('[data-copy="username"]');
    const [value, icon] = await Promise.all([boxOf(copied), boxOf(copied.locator('svg'))]);
    expect(value.height).toBeLessThan(26);
    expect(icon.x).toBeGreaterThan(value.x + 20);
    expect(Math.abs(icon.y + icon.height / 2 - (value.y + value.height / 2))).toBeLessThan(6);
  });

  /**
   * The widest row each list can hold, made first (the newest row is the first): every text at its
   * longest in its widest letters, so a cell reaches its declared width whatever the other specs
   * left in the database.
   */
  const widest = (tag: string): Record<string, (api: Awaited<ReturnType<typeof apiAs>>) => Promise<unknown>> => {
    const username = `W${tag}`.padEnd(32, 'W');
    const email = `${'w'.repeat(40)}@${'w'.repeat(20)}.com`;
    return {
      '/admin/list': (api) => api.post('/account/admin', { username, password: PASSWORD, name: '鑫'.repeat(40), nickname: '鑫'.repeat(40), group: 128, phone: '13800000000', email }),
      '/user/permission': (api) => api.post('/account/user', { username, name: '鑫'.repeat(40), company: '鑫'.repeat(80), group: 16, email, permissions: CUSTOMER_PERMISSIONS.map((p) => p.value) }),
    };
  };

  for (const path of ['/admin/list', '/user/permission']) {
    test(`${path}: the pinned 操作 column covers no other cell, also on the widest row`, async ({ page }) => {
      const tag = uniqueTag();
      await widest(tag)[path]!(await apiAs(page.request, 'superadmin'));
      await login(page, 'superadmin');
      await page.goto(path);
      await expect(rows(page).first().getByRole('button', { name: /编\s*辑/ })).toBeVisible({ timeout: 30_000 });
      await expect(rows(page).first()).toContainText(`W${tag}`);
      const header = page.locator('.schema-list-table thead tr').last();
      for (const row of [header, ...(await rows(page).all())]) {
        const cells = row.locator('> th, > td');
        const pinned = await boxOf(cells.last());
        const others = await Promise.all((await cells.all()).slice(0, -1).map(boxOf));
        expect(others.length).toBeGreaterThan(3);
        for (const other of others) expect(overlaps(pinned, other), `${path}: 操作 over a cell at x=${other.x}`).toBe(false);
      }
    });
  }

  test('跳至: a page number and Enter open that page, on two lists', async ({ page }) => {
    await login(page, 'superadmin');
    await page.goto('/repair/list');
    const jumper = page.locator('.ant-pagination-options-quick-jumper').filter({ visible: true });
    await expect(jumper).toContainText('跳至');
    await jumper.locator('input').pressSequentially('3');
    await jumper.locator('input').press('Enter');
    await expect(page).toHaveURL(/currentPage=3/);
    await expect(page.locator('.ant-pagination-item-active').filter({ visible: true })).toHaveText('3');

    await page.goto('/system');
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    await page.locator('.ant-pagination-options .ant-select').filter({ visible: true }).click();
    await page.getByTitle('10 条/页').click();
    const configJumper = page.locator('.ant-pagination-options-quick-jumper').filter({ visible: true });
    await configJumper.locator('input').pressSequentially('2');
    await configJumper.locator('input').press('Enter');
    await expect(page.locator('.ant-pagination-item-active').filter({ visible: true })).toHaveText('2');
    await expect(rows(page).first()).toBeVisible();
  });

  test('one row of filters; 展开 shows the rest, 收起 folds them with the number in use', async ({ page }) => {
    await login(page, 'superadmin');
    await page.goto('/repair/list');
    const form = page.locator('form.search-form').filter({ visible: true });
    await expect(form.getByLabel('关键词')).toBeVisible();
    await expect(form.getByLabel('状态')).toBeVisible();
    await expect(form.getByLabel('序列号')).toHaveCount(0);
    const formBox = await boxOf(form);
    expect(formBox.height).toBeLessThan(48);

    await form.getByRole('button', { name: '展开' }).click();
    await typeInto(form.getByLabel('序列号'), 'SUP10X2603');
    await expect(form.getByPlaceholder('开始日期')).toBeVisible();
    await form.getByRole('button', { name: '收起' }).click();
    await expect(form.getByLabel('序列号')).toHaveCount(0);
    const toggle = form.getByRole('button', { name: '展开（1 项已筛选）' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await form.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page).toHaveURL(/serial.*SUP10X2603/);
    // The list keeps the previous rows on screen while the filtered page loads, so wait until every row is the serial.
    await expect.poll(async () => {
      const serials = (await rows(page).locator('[data-copy="serial"]').allInnerTexts()).map((s) => s.trim());
      return serials.length > 0 && serials.every((s) => s === 'SUP10X2603');
    }, { timeout: 15_000 }).toBe(true);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a list is cards with the filters in a drawer and the same paging; nothing scrolls sideways', async ({ page }) => {
    await login(page, 'superadmin');
    await page.goto('/repair/list');
    const cards = page.getByTestId('list-card').filter({ visible: true });
    await expect(cards).toHaveCount(20);
    await expect(page.locator('.schema-list-table').filter({ visible: true })).toHaveCount(0);
    const first = cards.first();
    await expect(first.locator('h3')).toHaveText(/^WX\d{12}/);
    await expect(first.locator('.list-card-head .ant-tag')).toBeVisible();
    await expect(first.getByText('序列号')).toBeVisible();
    await expect(first.getByRole('link', { name: '详情' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: '筛选' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('状态').click();
    await page.getByTitle('已完成', { exact: true }).click();
    await drawer.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page).toHaveURL(/status.*completed/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: '筛选（1）' })).toBeVisible();
    await expect(cards.first().locator('.list-card-head .ant-tag')).toHaveText('已完成');
    await expect.poll(async () => (await cards.locator('.list-card-head .ant-tag').allInnerTexts()).every((t) => t === '已完成'), { timeout: 15_000 }).toBe(true);

    const pager = page.locator('.list-cards .ant-pagination').filter({ visible: true });
    await expect(pager).toContainText(/共 \d+ 条/);
    expect((await boxOf(pager)).height).toBeLessThan(40);
    const firstNo = await cards.first().locator('h3').innerText();
    await pager.locator('.ant-pagination-next').click();
    await expect(page).toHaveURL(/currentPage=2/);
    await expect(cards.first().locator('h3')).not.toHaveText(firstNo);
  });

  test('the notice list, hand-written before, is cards on a phone like every list: no table, nothing sideways, its buttons inside each card', async ({ page }) => {
    await login(page, 'superadmin');
    await page.goto('/notification/message');
    const cards = page.getByTestId('list-card').filter({ visible: true });
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.schema-list-table').filter({ visible: true })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // the row operations (编辑, 撤回 …) load with their own chunk after the cards
    await expect(cards.first().getByRole('button').first()).toBeVisible();
    const card = await boxOf(cards.first());
    const controls = await cards.first().locator('a, button').filter({ visible: true }).all();
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) {
      const box = await boxOf(control);
      expect(box.x).toBeGreaterThanOrEqual(card.x - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
    }
  });

  test("the detail page's title is whole, with 编辑 and 删除 beside or below it", async ({ page }) => {
    await login(page, 'superadmin');
    await page.goto('/repair/list');
    const card = page.getByTestId('list-card').filter({ visible: true }).first();
    const no = (await card.locator('h3').innerText()).trim();
    await card.getByRole('link', { name: '详情' }).click();
    await expect(page).toHaveURL(/\/repair\/\d+$/);
    const title = page.locator('.schema-show-card .ant-card-head-title').filter({ visible: true });
    await expect(title).toContainText(no);
    const edit = page.getByRole('button', { name: /编\s*辑/ }).filter({ visible: true });
    await expect(edit).toBeEnabled();
    const titleBox = await boxOf(title);
    expect(titleBox.x).toBeGreaterThanOrEqual(0);
    expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(375);
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const text = await boxOf(title.getByText(no));
    expect(text.x + text.width).toBeLessThanOrEqual(titleBox.x + titleBox.width + 0.5);
    for (const button of [edit, page.getByRole('button', { name: /删\s*除/ }).filter({ visible: true })]) {
      expect(overlaps(await boxOf(button), text)).toBe(false);
    }
  });
});

test('the list pages have no serious or critical axe findings of their own (1440 and 375 px, drawer open)', async ({ page }) => {
  test.setTimeout(240_000);
  // colour contrast and the tab bar's markup are fixed app-wide by another part of issue 15
  const own = (findings: string[]) => findings.filter((f) => !f.startsWith('color-contrast'));
  await login(page, 'superadmin');
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of ['/repair/list', '/admin/list', '/user/permission']) {
    await page.goto(path);
    await expect(rows(page).first()).toBeVisible();
    expect(own(await seriousA11yFindings(page)), path).toEqual([]);
  }
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/repair/list');
  await expect(page.getByTestId('list-card').first()).toBeVisible();
  expect(own(await seriousA11yFindings(page))).toEqual([]);
  await page.getByRole('button', { name: '筛选' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(own(await seriousA11yFindings(page))).toEqual([]);
});
