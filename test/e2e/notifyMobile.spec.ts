import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { signedInAs } from './records.ts';

/**
 * Issue 32, "mobile first screens", at 375×812: on /notification/email and /notification/phmsg the
 * 未配置服务商 notice is one line (its reason, the way to the config and the vendor's codes
 * behind 详情), so the list's records start near the top and three of them are on the first
 * screen (the cards themselves are the list engine's).
 */

test.use({ storageState: signedInAs('admin'), viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 90_000 });

const SCREEN = 812;

/** How many cards lie wholly within the first screen (the page scrolled to its top). */
async function cardsOnFirstScreen(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const boxes = await page.getByTestId('list-card').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().bottom));
  return boxes.filter((bottom) => bottom <= SCREEN).length;
}

for (const [path, channel] of [['/notification/email', '邮件'], ['/notification/phmsg', '短信']] as const) {
  test(`${path}: the provider notice is one line, its details behind 详情`, async ({ page }) => {
    await page.goto(path);
    const notice = page.getByTestId('provider-notice');
    await expect(notice).toContainText(`未配置${channel}服务商`);
    await expect(page.getByTestId('list-card').first()).toBeVisible();
    // one line: the notice is as tall as a button row, its text is not wrapped
    const collapsed = await notice.boundingBox();
    expect(collapsed?.height ?? 0).toBeLessThanOrEqual(44);
    await expect(notice).not.toContainText('notify_provider');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `/tmp/notify-mobile-${channel}-375.png` });
    // the list starts right below the notice and the filter button
    expect((await page.getByTestId('list-card').first().boundingBox())?.y ?? SCREEN).toBeLessThanOrEqual(300);

    // 详情 opens the reason and the way to the config; 收起 folds it again
    const details = notice.getByRole('button', { name: '详情' });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await details.click();
    await expect(notice).toContainText(`(notify_provider_${path.endsWith('email') ? 'email' : 'sms'})`);
    await expect(notice).toContainText('系统管理 → 全局配置');
    await expect(notice.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yFindings(page);
    await notice.getByRole('button', { name: '收起' }).click();
    await expect(notice).not.toContainText('notify_provider');
    expect((await notice.boundingBox())?.height ?? 0).toBeLessThanOrEqual(44);
  });

  // the goal of the item: with this notice and the list engine's compact cards (the "lists" part of issue 32)
  test(`${path}: three records on the first 375×812 screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId('provider-notice')).toContainText(`未配置${channel}服务商`);
    // the cards as drawn in full: their buttons (a lazy part) in place
    await expect(page.getByTestId('list-card').nth(2).getByRole('button', { name: /重\s*发/ })).toBeVisible();
    expect(await cardsOnFirstScreen(page)).toBeGreaterThanOrEqual(3);
  });
}
