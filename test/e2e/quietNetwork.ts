import { expect, type Page, type Request } from '@playwright/test';

/**
 * "The page has fetched what it asked for", counted by the test itself instead of by
 * `waitForLoadState('networkidle')`. Playwright's networkidle is a sticky lifecycle event that a
 * frame's later `domcontentloaded` can clear with no timer left to set it again (microsoft/playwright
 * #42598); the template detail page re-renders its preview iframe, and a clean-clone CI run waited
 * four minutes for an idle that never came. Here a page's own requests are counted from
 * `trackRequests` on (the event stream excepted: it stays open by design).
 */
const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests. Call it before the navigation whose requests matter. */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (r) => {
    if (r.resourceType() !== 'eventsource') open.add(r);
  });
  const done = (r: Request): void => {
    open.delete(r);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Waits until none of the page's requests has been open for `quietMs` (as networkidle: 500 ms). */
export async function waitForQuietNetwork(page: Page, quietMs = 500): Promise<void> {
  trackRequests(page);
  const open = inFlight.get(page)!;
  await page.waitForLoadState('load');
  let quietSince = open.size === 0 ? Date.now() : 0;
  await expect
    .poll(
      () => {
        if (open.size > 0) quietSince = 0;
        else if (quietSince === 0) quietSince = Date.now();
        return quietSince > 0 && Date.now() - quietSince >= quietMs;
      },
      { intervals: [100], message: 'the page still has requests open' },
    )
    .toBe(true);
}
