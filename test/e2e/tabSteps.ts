import { expect, type Locator, type Page } from '@playwright/test';

/** The tab bar as a person uses it (issue 32's specs): a tab by its key, its ×, its context menu, the sider. */

export const tab = (page: Page, key: string): Locator => page.getByTestId(`tab:${key}`);

/** The whole tab (its label and its ×) holding the label of `key`. */
export const tabItem = (page: Page, key: string): Locator => page.locator('.app-tabs .ant-tabs-tab', { has: tab(page, key) });

/** A tab's × (rc-tabs gives it the role tab, named 关闭). */
export const closeTabButton = (page: Page, key: string): Locator => tabItem(page, key).locator('.ant-tabs-tab-remove[aria-label="关闭"]');

/** Right-clicks a tab and picks an item of its context menu once the menu is open. */
export async function tabMenu(page: Page, key: string, item: string): Promise<void> {
  await tab(page, key).click({ button: 'right' });
  const entry = page.locator('.tab-context-menu:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: item, exact: true });
  await expect(entry).toBeVisible();
  await entry.click();
}

/**
 * Opens `item` in the sider, unfolding `group` first when it is folded (the sider unfolds the
 * current route's group by itself, so the step is retried until the item is clicked).
 */
export async function openMenu(page: Page, group: string, item: string): Promise<void> {
  const menu = page.getByRole('menu');
  const entry = menu.getByText(item, { exact: true });
  await expect(async () => {
    if (!(await entry.isVisible())) await menu.getByText(group).click();
    await entry.click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The question asked before unsaved input is lost. */
export const leaveDialog = (page: Page): Locator => page.getByRole('dialog').filter({ hasText: '有未保存的内容，确定离开？' });

/** An antd form item by its label. */
export const formItem = (scope: Page | Locator, label: string): Locator => {
  const page = 'goto' in scope ? scope : scope.page();
  return scope.locator('.ant-form-item').filter({ has: page.locator('.ant-form-item-label', { hasText: new RegExp(`^${label}$`) }) }).first();
};

/** Types into a box key by key, then checks every key landed. */
export async function typeInto(box: Locator, text: string): Promise<void> {
  await box.click();
  await box.pressSequentially(text);
  await expect(box).toHaveValue(text);
}

/** A ticket type of a test's own: no extra fields, nobody by default. */
export const ticketTypeBody = (name: string): Record<string, unknown> => ({ name, category: '售后', enabled: true, sort: 1, default_priority: 'normal', sla_urgent: 4, sla_high: 24, sla_normal: 72, sla_low: 168, form_json: [] });
