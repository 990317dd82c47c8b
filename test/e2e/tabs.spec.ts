import { expect, test, type Page } from '@playwright/test';
import { openAs } from './accounts.ts';

const tab = (page: Page, path: string) => page.getByTestId(`tab:${path}`);
const tabs = (page: Page) => page.locator('.app-tabs .ant-tabs-tab');

/** Right-clicks a tab and presses an item of its context menu. */
async function tabMenu(page: Page, path: string, item: string) {
  await tab(page, path).click({ button: 'right' });
  await page.locator('.tab-context-menu:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: item, exact: true }).click();
}

test('tab bar: 关闭其他 keeps the pinned home and the chosen tab; 关闭 goes to the neighbour; an unknown route shows the 404 page and no active tab', async ({ browser, request, baseURL }) => {
  const { context, page } = await openAs(browser, request, baseURL!, 'staff');
  for (const path of ['/repair/list', '/repair/quickrp', '/account/message', '/account/profile']) {
    await page.goto(path);
    await expect(tab(page, path)).toBeVisible();
  }
  await expect(tabs(page)).toHaveCount(5);

  await tabMenu(page, '/repair/quickrp', '关闭其他');
  await expect(tabs(page)).toHaveCount(2);
  await expect(tab(page, '/dashboard')).toBeVisible();
  await expect(tab(page, '/repair/quickrp')).toBeVisible();
  await expect(page).toHaveURL(/\/repair\/quickrp(\?|$)/);
  await page.reload();
  await expect(tabs(page)).toHaveCount(2);

  await tab(page, '/repair/quickrp').click({ button: 'right' });
  await expect(page.locator('.tab-context-menu:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: '关闭其他', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await tabMenu(page, '/repair/quickrp', '关闭');
  await expect(tabs(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/no/such/page');
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  await expect(tabs(page)).toHaveCount(1);
  await expect(page.locator('.app-tabs .ant-tabs-tab-active')).toHaveCount(0);
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('.app-tabs .ant-tabs-tab-active')).toHaveCount(1);
  await context.close();
});
