import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, repairBody, uniqueTag } from './records.ts';
import { trackRequests, waitForQuietNetwork } from './quietNetwork.ts';
import { login } from './session.ts';

/**
 * Issue 15: the staff's day with the keyboard alone. Every step is Tab, Shift+Tab, Enter, the
 * arrow keys or Escape; no click after the login. Where focus lands it must be visible: an
 * outline, or (antd's inputs) the focused border and its shadow.
 */

test.describe.configure({ timeout: 180_000 });

/** Whether the element has focus. */
const hasFocus = (target: Locator): Promise<boolean> => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await hasFocus(target), `focus reaches ${target} within ${max} presses`).toBe(true);
}

/** How the focused element shows its focus: its outline, or its box's (antd inputs: the wrapper's) ring. */
async function focusIndicator(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const own = getComputedStyle(el);
    if (own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0) return `outline ${own.outlineWidth} ${own.outlineColor}`;
    const box = el.closest<HTMLElement>('.ant-input-affix-wrapper, .ant-select-selector, .ant-select, .ant-picker') ?? el;
    const shadow = getComputedStyle(box.matches('.ant-select') ? box.querySelector<HTMLElement>('.ant-select-selector') ?? box : box);
    return shadow.boxShadow !== 'none' ? `ring ${shadow.borderColor} ${shadow.boxShadow}` : 'none';
  });
}

/** Once the opened menu has the focus, presses ArrowDown until the item `name` has it. */
async function arrowTo(page: Page, menu: Locator, name: string): Promise<void> {
  await expect.poll(() => hasFocus(menu)).toBe(true);
  const item = menu.getByRole('menuitem', { name });
  for (let i = 0; i < 5 && !(await hasFocus(item)); i++) await page.keyboard.press('ArrowDown');
  expect(await hasFocus(item), `${name} has the focus`).toBe(true);
  await expect(item).toHaveClass(/ant-dropdown-menu-item-active/);
}

async function expectVisibleFocus(page: Page): Promise<void> {
  expect(await focusIndicator(page)).not.toBe('none');
}

test('staff: search, open a repair, open an action and close it — keyboard only', async ({ page }) => {
  const repair = await (await apiAs(page.request, 'staff')).post('/needs/manage-repair', repairBody(uniqueTag(), 1));
  const no = String(repair.no);
  expect(no).toMatch(/^WX\d{12}$/);
  trackRequests(page);
  await login(page, 'staff');
  await page.goto('/repair/list');
  const rows = page.locator('main .ant-table-tbody tr.ant-table-row').filter({ visible: true });
  await expect(rows.first()).toBeVisible();
  await waitForQuietNetwork(page);

  // Tab to the keyword box, type the number, Enter
  const keyword = page.getByPlaceholder('单号 / 序列号 / 手机号 / 客户姓名').filter({ visible: true });
  await tabTo(page, keyword);
  await expectVisibleFocus(page);
  await page.keyboard.type(no);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`=${no}(&|$)`));
  await expect(rows).toHaveCount(1);

  // Tab to the row's link (详情), Enter opens the detail
  const detail = rows.first().getByRole('link', { name: '详情' });
  await tabTo(page, detail);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/repair\/\d+$/);
  await expect(page.getByText(no).filter({ visible: true }).first()).toBeVisible();

  // Tab to an action the state allows, Enter opens its dialog, Escape closes it
  const receive = page.getByRole('button', { name: /确认收件/ }).filter({ visible: true });
  await expect(receive).toBeEnabled();
  await tabTo(page, receive);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog').filter({ hasText: '寄入快递单号' });
  await expect(dialog).toBeVisible();
  // the dialog takes the focus once it has opened (its opening motion), as the compose dialog below
  await expect.poll(() => hasFocus(dialog)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await hasFocus(receive)).toBe(true);

  // no trap: Tab goes on past the page's last control (closed drawers hold no focus loop) and comes round to the sider
  await tabTo(page, page.getByTestId('sider').getByRole('link', { name: '首页' }), { max: 60 });
});

test('staff: the sider menu opens a group and a page with the keyboard', async ({ page }) => {
  trackRequests(page);
  await login(page, 'staff');
  await waitForQuietNetwork(page);
  const sider = page.getByTestId('sider');
  const group = sider.getByRole('menuitem', { name: '维修管理' });
  await tabTo(page, group);
  await expectVisibleFocus(page);
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  const quick = sider.getByRole('link', { name: /快速维修/ });
  await tabTo(page, quick);
  // the link's row shows the ring (the row's title box would clip the link's own)
  await expect(sider.getByRole('menuitem').filter({ has: page.getByRole('link', { name: /快速维修/ }) })).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/repair\/quickrp/);
  await expect(page).toHaveTitle(/^快速维修/);
  // the tab's close button says what it does, in Chinese (antd's default name is "remove")
  await expect(page.locator('.app-tabs').getByRole('tab', { name: '关闭', exact: true }).first()).toBeAttached();
});

test("staff: the header's 新建 and user menus open, choose and close with the keyboard", async ({ page }) => {
  trackRequests(page);
  await login(page, 'staff');
  await waitForQuietNetwork(page);

  // 新建 ▾ → 发送站内信
  const create = page.getByTestId('header-create');
  await tabTo(page, create);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const createMenu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: '发送站内信' }) });
  await expect(createMenu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(createMenu).toBeHidden();
  expect(await hasFocus(create)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(createMenu).toBeVisible();
  await arrowTo(page, createMenu, '发送站内信');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/message\?compose=1/);
  const compose = page.getByRole('dialog');
  await expect(compose).toBeVisible();
  // the dialog takes the focus (a keyboard user is inside it), then Escape closes it
  await expect.poll(() => hasFocus(compose)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(compose).toBeHidden();

  // the user menu → 个人设置
  const user = page.getByTestId('header-user-menu');
  await tabTo(page, user);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const userMenu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: '个人设置' }) });
  await expect(userMenu).toBeVisible();
  await arrowTo(page, userMenu, '个人设置');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/profile$/);

  // the bell is one stop for Tab and opens the inbox with Enter
  const bell = page.getByTestId('header-messages');
  await tabTo(page, bell);
  await expectVisibleFocus(page);
  await page.keyboard.press('Tab');
  expect(await hasFocus(bell)).toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await hasFocus(bell)).toBe(true);
  await page.keyboard.press('Enter');
  // the inbox is a list: it may already have written its paging and sort into the URL
  await expect(page).toHaveURL(/\/account\/message(\?|$)/);
});
