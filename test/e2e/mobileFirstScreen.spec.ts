import { expect, test, type Page } from '@playwright/test';
import { routeTable } from '../../resources/registry.ts';
import { signedInAs } from './records.ts';

/**
 * Issue 32, "Mobile first screens": every list shows three records in the first 375 × 812 screen
 * (or all of them when it has fewer) — before, /workflow/index showed two whole cards under its
 * status tabs. Cards are counted when they lie wholly inside the window, after the page's panels
 * have come in.
 */

test.use({ storageState: signedInAs('superadmin'), viewport: { width: 375, height: 812 } });

/** The visible cards, and how many of them lie wholly inside the window. */
async function cardsInFirstScreen(page: Page): Promise<{ all: number; inside: number }> {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll('[data-testid="list-card"]')].filter((c) => c.getClientRects().length > 0);
    const inside = cards.filter((c) => {
      const b = c.getBoundingClientRect();
      return b.top >= 0 && b.bottom <= window.innerHeight;
    });
    return { all: cards.length, inside: inside.length };
  });
}

test('every list: three cards (or all of them) in the first screen', async ({ page }) => {
  test.setTimeout(300_000);
  const lists = routeTable().filter((r) => r.view.kind === 'list').map((r) => r.path);
  const short: string[] = [];
  for (const path of lists) {
    await page.goto(path);
    await expect(page.locator('.list-cards[aria-busy="false"]').filter({ visible: true })).toHaveCount(1);
    // the panels above the list and the cards' own parts (tags, row buttons) are chunks of their
    // own: count once the layout has held still for a moment
    await page.evaluate(() => window.scrollTo(0, 0));
    const layout = () => page.evaluate(() => JSON.stringify([...document.querySelectorAll('[data-testid="list-card"]')].slice(0, 4).map((c) => c.getBoundingClientRect().bottom)));
    let before = '';
    await expect.poll(async () => {
      const now = await layout();
      const still = now === before;
      before = now;
      return still;
    }, { intervals: [700], timeout: 20_000 }).toBe(true);
    const { all, inside } = await cardsInFirstScreen(page);
    if (inside < Math.min(3, all)) short.push(`${path}: ${inside} of ${all}`);
  }
  expect(short).toEqual([]);
});
