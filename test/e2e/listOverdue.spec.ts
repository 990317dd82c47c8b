import { expect, test, type Page } from '@playwright/test';
import { signedInAs } from './records.ts';

/**
 * Issue 32, item 3: overdue is visible. In every ticket list, each overdue ticket's 已超时 tag is
 * whole — inside its cell, its text not cut — at 1440 px (before: clipped to "…" in every overdue
 * row); and at 375 px every card of an overdue ticket shows its 处理时限 with the whole tag
 * (before: the cards left the due time out).
 */

test.use({ storageState: signedInAs('superadmin') });

const TICKET_LISTS = ['/workflow/index', '/workflow/consumer', '/workflow/producer'];

/** For each 已超时 tag in `container` (rows or cards): whether it lies whole inside `holder` and shows its whole text. */
async function overdueTags(page: Page, holder: string): Promise<{ count: number; clipped: string[] }> {
  return page.evaluate((holderSelector) => {
    const tags = [...document.querySelectorAll<HTMLElement>('[data-overdue]')].filter((t) => t.getClientRects().length > 0);
    const clipped: string[] = [];
    for (const tag of tags) {
      const box = tag.getBoundingClientRect();
      const cell = tag.closest(holderSelector)?.getBoundingClientRect();
      const whole = !!cell && box.left >= cell.left - 0.5 && box.right <= cell.right + 0.5 && tag.scrollWidth <= tag.clientWidth + 0.5 && box.width > 0;
      if (!whole || tag.textContent !== '已超时') clipped.push(`${tag.closest('tr, li')?.textContent?.slice(0, 40) ?? '?'}: ${Math.round(box.left)}–${Math.round(box.right)} in ${cell ? `${Math.round(cell.left)}–${Math.round(cell.right)}` : 'no cell'}`);
    }
    return { count: tags.length, clipped };
  }, holder);
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const path of TICKET_LISTS) {
    test(`${path}: every 已超时 tag is whole in its 处理时限 cell`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('.ant-table-tbody [data-overdue]').filter({ visible: true }).first()).toBeVisible();
      const { count, clipped } = await overdueTags(page, '.schema-cell');
      expect(count).toBeGreaterThan(0);
      expect(clipped).toEqual([]);
    });
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of TICKET_LISTS) {
    test(`${path}: every card shows its 处理时限, an overdue one with its whole 已超时 tag`, async ({ page }) => {
      await page.goto(path);
      const cards = page.locator('[data-testid="list-card"]').filter({ visible: true });
      await expect(cards.first()).toBeVisible();
      const n = await cards.count();
      for (let i = 0; i < n; i += 1) await expect(cards.nth(i).locator('dt', { hasText: '处理时限' })).toHaveCount(1);
      await expect(page.locator('.list-cards [data-overdue]').first()).toBeVisible();
      const { count, clipped } = await overdueTags(page, '.list-card dd');
      expect(count).toBeGreaterThan(0);
      expect(clipped).toEqual([]);
    });
  }
});
