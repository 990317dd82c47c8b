import { expect, test } from '@playwright/test';
import { apiAs, repairBody, uniqueTag } from './records.ts';
import { login } from './session.ts';

/**
 * Issue 32, rough: times. For about 0.3 s per load the dashboard's 待处理工单 card showed raw UTC
 * ISO times (2026-08-30T14:17:33.306Z): the due time's display is a chunk of its own, and the raw
 * value stood in while it loaded. Every time in the app is China time, by the one formatter
 * (src/domain/dates.ts), whatever the browser's own zone.
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** An ISO instant as China time, `YYYY-MM-DD HH:mm:ss` (computed here, not by the app's formatter). */
const chinaTime = (iso: string): string => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

test('while the due time’s display loads, the 待处理工单 card shows China time, never the raw ISO value', async ({ page }) => {
  const staff = await apiAs(page.request, 'staff');
  const first = (await staff.get<{ list: { title: string; due_at: string }[] }>('/workflow/bucket/pending?page=1&pageSize=5&sort=due_at')).list[0];
  expect(first?.due_at, 'staff has a pending ticket in the demo data').toBeTruthy();
  // the display's chunk arrives late, as on a slow line: what stands in is on screen meanwhile
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/TicketDue-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await login(page, 'staff');
  const card = page.getByTestId('dashboard-queue:ticketPending');
  await expect(card.getByText(first.title).first()).toBeVisible();
  await expect(card).toContainText(chinaTime(first.due_at));
  await expect(card).not.toContainText(/\d{4}-\d\d-\d\dT\d\d:/);
  release();
  await expect(card.locator('.ticket-due').first()).toBeVisible();
  await expect(card).toContainText(chinaTime(first.due_at));
});

test.describe('in a browser set to another time zone', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('a repair’s 创建时间 is China time', async ({ page }) => {
    const repair = await (await apiAs(page.request, 'admin')).post('/needs/manage-repair', repairBody(uniqueTag(), 1));
    await login(page, 'staff');
    await page.goto(`/repair/${repair.id}`);
    const created = page.locator('.ant-descriptions-item-label', { hasText: /^创建时间$/ }).locator('xpath=following-sibling::td[1]');
    await expect(created).toHaveText(chinaTime(String(repair.created_at)));
  });
});
