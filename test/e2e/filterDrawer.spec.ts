import { expect, test } from '@playwright/test';
import { pickOption } from './accounts.ts';
import { signedInAs } from './records.ts';

/**
 * Issue 32, item 4: the phone's filter drawer can be submitted. On the three ticket lists at
 * 375 × 812, 重置 and 查询 sit in the drawer's footer inside the window (before: at y = 993, with a
 * drawer that did not scroll), the fields scroll above them, and 查询 applies what was chosen.
 */

test.use({ storageState: signedInAs('superadmin'), viewport: { width: 375, height: 812 } });

for (const path of ['/workflow/index', '/workflow/consumer', '/workflow/producer']) {
  test(`${path}: 查询 and 重置 in view in the drawer's footer; the fields scroll; 查询 filters`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('button', { name: '筛选' }).click();
    const drawer = page.getByRole('dialog');
    const search = drawer.getByRole('button', { name: /查\s*询/ });
    const reset = drawer.getByRole('button', { name: /重\s*置/ });
    for (const button of [search, reset]) {
      await expect(button).toBeVisible();
      const box = await button.boundingBox();
      expect(box && box.y + box.height, 'the button\'s bottom edge').toBeLessThanOrEqual(812);
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    // the last field is reached by scrolling the drawer's body, the buttons staying where they are
    const last = drawer.locator('.search-form-item').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await expect(search).toBeInViewport({ ratio: 1 });
    const priority = drawer.getByLabel('优先级', { exact: true });
    await priority.click();
    await priority.pressSequentially('紧急');
    await pickOption(page, '紧急');
    await search.click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: '筛选（1）' })).toBeVisible();
    expect(new URL(page.url()).search).toContain('filters[0][field]=priority');
    // the cards of the filtered answer (none is a right answer on a queue with no urgent ticket); the
    // unfiltered cards stay until it comes, so a count taken at once can see them and then lose them
    const cards = page.locator('[data-testid="list-card"]').filter({ visible: true });
    await expect.poll(async () => (await cards.allTextContents()).every((text) => text.includes('紧急')), { message: 'every card shown is 紧急' }).toBe(true);
  });
}
