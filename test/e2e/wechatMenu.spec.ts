import { expect, test } from '@playwright/test';
import { callerAs, freshTag, openAs } from './accounts.ts';
import { expectNoSeriousA11yFindings } from './axe.ts';

interface StoredMenu {
  menu: { button: { name: string; sub_button?: { name: string }[] }[] };
  version: number;
}

test('公众号菜单: a top button and a sub-button added, saved, shown after a reload in the phone preview; 删除 and 保存 take them away', async ({ browser, request, baseURL }) => {
  test.slow(); // two saves and two reloads of a shared singleton
  const tag = freshTag();
  const top = `菜${tag.slice(0, 4)}`; // a top button holds 16 bytes: one 3-byte character and four letters
  const sub = `子菜单${tag}`;
  const api = await callerAs(request, 'superadmin');
  const original = await api.get<StoredMenu>('/manage/wechat/mp/menu');
  const { context, page } = await openAs(browser, request, baseURL!, 'superadmin');
  try {
    await page.goto('/system/wechat/menu');
    await expect(page.getByRole('heading', { name: '公众号菜单' })).toBeVisible();
    const phone = page.locator('[data-testid^="wx-sub-list-"]').first().locator('xpath=../..');
    const last = original.menu.button.length - 1;
    // three top buttons is WeChat's limit: the last one goes first, so that 添加菜单 shows
    await phone.getByRole('button', { name: original.menu.button[last].name, exact: true }).click();
    await page.getByRole('button', { name: /删\s*除/ }).click();
    await page.locator('.ant-popover:not(.ant-popover-hidden)').getByRole('button', { name: /确\s*定/ }).click();
    await expect(phone.getByRole('button', { name: original.menu.button[last].name, exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: '添加菜单' }).click();
    const name = page.getByRole('textbox', { name: '菜单名称' });
    await name.clear();
    await name.pressSequentially(top);
    await page.getByRole('radio', { name: '点击事件' }).check();
    await page.getByRole('textbox', { name: '菜单 KEY' }).pressSequentially(`E2E_${tag.toUpperCase()}`);
    await expect(page.getByText('以下问题需要修改后才能保存')).toHaveCount(0);
    await page.getByTestId(`wx-sub-list-${last}`).getByRole('button', { name: '添加子菜单' }).click();
    await expect(page.getByText(`第${last + 1}个菜单的第1个子菜单`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('menu-issues')).toContainText(`第${last + 1}个菜单的第1个子菜单：缺少链接`);
    await name.clear();
    await name.pressSequentially(sub);
    await page.getByRole('radio', { name: '跳转网页' }).check();
    await page.getByRole('textbox', { name: '网页链接' }).pressSequentially(`https://www.laser-demo.cn/${tag}`);
    await expect(page.getByText('以下问题需要修改后才能保存')).toHaveCount(0);
    await expectNoSeriousA11yFindings(page);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('菜单已保存')).toBeVisible();

    await page.reload();
    const subs = page.getByTestId(`wx-sub-list-${last}`);
    await expect(subs.getByRole('button', { name: sub, exact: true })).toBeVisible();
    await expect(subs.locator('xpath=..').getByRole('button', { name: top, exact: true })).toBeVisible();
    const saved = await api.get<StoredMenu>('/manage/wechat/mp/menu');
    expect(saved.menu.button[last]).toMatchObject({ name: top, sub_button: [{ name: sub, type: 'view', url: `https://www.laser-demo.cn/${tag}` }] });

    await subs.locator('xpath=..').getByRole('button', { name: top, exact: true }).click();
    await page.getByRole('button', { name: /删\s*除/ }).click();
    await page.locator('.ant-popover:not(.ant-popover-hidden)').getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByRole('button', { name: sub, exact: true })).toHaveCount(0);
    const saved2 = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/manage/wechat/mp/menu'));
    await page.getByRole('button', { name: /保\s*存/ }).click();
    expect((await saved2).status()).toBe(200);
    expect((await api.get<StoredMenu>('/manage/wechat/mp/menu')).menu.button.map((b) => b.name)).toEqual(original.menu.button.slice(0, last).map((b) => b.name));
  } finally {
    const now = await api.get<StoredMenu>('/manage/wechat/mp/menu');
    await api.post('/manage/wechat/mp/menu', { menu: original.menu, version: now.version });
    await context.close();
  }
});
