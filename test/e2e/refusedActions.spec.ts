import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe.ts';
import { apiAs, uniqueTag } from './records.ts';
import { login } from './session.ts';
import { ticketTypeBody } from './tabSteps.ts';

/**
 * Issue 32, broken 7: buttons that should not be live. Staff saw an enabled 编辑 on a ticket
 * that led to the 403 page; 删除 was enabled on a closed ticket and then refused with 409. Every
 * action the caller may not take is now disabled with its reason — from the rule the server
 * applies (resources/catalogs/actionAvailability.ts) — and the reason is reached by keyboard
 * (the button stays in the Tab order, its tooltip opens on focus) and read by a screen reader
 * (the button's accessible description).
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** Presses Tab until `target` has the focus, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('the button was never reached with Tab');
}

async function newTicket(page: Page, tag: string): Promise<{ id: number; no: string; version: number }> {
  const admin = await apiAs(page.request, 'admin');
  const type = await admin.post('/workflow/type', ticketTypeBody(`按钮${tag}`));
  const rec = await admin.post('/workflow/bucket', { title: `激光功率下降 ${tag}`, type_id: type.id, description: '客户反映激光功率明显下降。' });
  return { id: rec.id, no: String(rec.no), version: rec.version };
}

test('staff: a ticket’s 编辑 is disabled with its reason, reached by keyboard and read out; it leads nowhere', async ({ page }) => {
  const ticket = await newTicket(page, uniqueTag());
  await login(page, 'staff');
  await page.goto(`/workflow/detail/${ticket.id}`);
  const card = page.locator('.schema-show-card');
  await expect(card.getByText(ticket.no).first()).toBeVisible();
  const edit = card.getByRole('button', { name: /编\s*辑/ });
  await expect(edit).toHaveAttribute('aria-disabled', 'true');
  await expect(edit).toHaveAccessibleDescription('需要「编辑工单」权限');
  await tabTo(page, edit);
  await expect(page.getByRole('tooltip')).toHaveText('需要「编辑工单」权限');
  await page.keyboard.press('Enter');
  await edit.click({ force: true });
  await expect(page).toHaveURL(new RegExp(`/workflow/detail/${ticket.id}$`));
  await expect(page.getByText('抱歉，您没有权限访问该页面')).toHaveCount(0);
  // not its handler nor its creator: 转派 and 关闭工单 say so too (the server answers 403)
  const assign = page.locator('button[data-action="assign"]');
  await expect(assign).toHaveAttribute('aria-disabled', 'true');
  await expect(assign).toHaveAccessibleDescription('只有工单的处理人、创建人或有「编辑工单」权限的人可以处理此工单');
  await expectNoSeriousA11yFindings(page);
});

test('super admin: a closed ticket’s 删除 is disabled with its reason, and pressing it sends nothing', async ({ page }) => {
  const ticket = await newTicket(page, uniqueTag());
  const admin = await apiAs(page.request, 'admin');
  await admin.put(`/workflow/bucket/${ticket.id}/close`, { version: ticket.version, result: '更换激光器后恢复' });
  await login(page, 'superadmin');
  const deletes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE') deletes.push(r.url());
  });
  await page.goto(`/workflow/detail/${ticket.id}`);
  const remove = page.locator('.schema-show-card').getByRole('button', { name: /删\s*除/ });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toHaveAccessibleDescription('工单已关闭');
  await remove.hover();
  await expect(page.getByRole('tooltip')).toHaveText('工单已关闭');
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(deletes).toEqual([]);
  expect(await admin.status(`/workflow/bucket/${ticket.id}`)).toBe(200);
});
