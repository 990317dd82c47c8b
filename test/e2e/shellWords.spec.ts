import { expect, test } from '@playwright/test';
import { seriousA11yFindings } from './axe.ts';
import { login } from './session.ts';

/** Findings other than colour contrast (the app-wide contrast is fixed apart from these pages). */
const beyondContrast = (findings: string[]): string[] => findings.filter((f) => !f.startsWith('color-contrast'));

test('login in demo mode names the demo accounts; a click fills the form', async ({ page }) => {
  await page.goto('/login');
  const demo = page.getByTestId('demo-accounts');
  await expect(demo).toContainText('密码均为 demo123456');
  await expect(demo.getByRole('button')).toHaveText(['superadmin超级管理员', 'admin管理员', 'staff员工', 'member普通用户']);
  await demo.getByRole('button', { name: /^staff/ }).click();
  await expect(page.getByLabel('用户名')).toHaveValue('staff');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('dashboard: a card names what it counts and opens its list filtered to exactly that', async ({ page }) => {
  await login(page, 'staff');
  await expect(page.getByTestId('work-card:backup:approved')).toContainText('备用机申请 · 待发出');
  await expect(page.getByTestId('work-card:backup:pending')).toContainText('备用机申请 · 待审核');
  const cards = page.locator('[data-testid^="work-card:"]');
  await expect(cards).toHaveCount(6);
  await expect(cards.locator('.ant-statistic-content-value')).toHaveText(Array(6).fill(/^\d+$/));
  expect(beyondContrast(await seriousA11yFindings(page))).toEqual([]);
  // the first card with work in it: its figure is its list's total, and the list shows only its state
  const figures = (await cards.locator('.ant-statistic-content-value').allInnerTexts()).map(Number);
  const index = figures.findIndex((n) => n > 0);
  expect(index).toBeGreaterThanOrEqual(0);
  const card = cards.nth(index);
  const state = ((await card.locator('.ant-statistic-title').innerText()).split(' · ')[1] ?? '').trim();
  await card.click();
  await expect(page).toHaveURL(/filters/);
  await expect(page.getByText(`共 ${figures[index]} 条`).filter({ visible: true })).toBeVisible();
  const tags = await page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true }).locator('.ant-tag').allInnerTexts();
  expect(tags.filter((s) => s === state).length).toBeGreaterThan(0);
  expect(tags.filter((s) => ['待受理', '已收件', '检测中', '待客户确认', '维修中', '待寄回', '已寄回', '已完成', '待审核', '待发出', '已发出', '已归还', '已入账', '已核销', '已拒绝', '已取消'].includes(s) && s !== state)).toEqual([]);
});

test('a member\'s dashboard has messages and a guide', async ({ page }) => {
  await login(page, 'member');
  await expect(page.getByTestId('dashboard-inbox')).toBeVisible();
  await expect(page.getByTestId('dashboard-guide')).toContainText('请联系管理员');
  expect(beyondContrast(await seriousA11yFindings(page))).toEqual([]);
});

test('action log and permission matrix read in Chinese', async ({ page }) => {
  await login(page, 'superadmin');
  await page.goto('/admin/action-log');
  const table = page.locator('.ant-table-tbody');
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
  const text = await table.innerText();
  expect(text).toContain('登录');
  expect(text).toContain('成功');
  expect(text).not.toMatch(/::1|::ffff:|\blogin\b|\baccount\b|\b200\b/);
  expect(beyondContrast(await seriousA11yFindings(page))).toEqual([]);

  await page.goto('/admin/permission');
  await page.locator('tr[data-username="staff"]').click();
  const box = page.locator('[data-action-code="get_action_log"]');
  await expect(box).toHaveText('操作日志');
  await box.hover();
  await expect(page.getByRole('tooltip').filter({ hasText: '权限代码：get_action_log' })).toBeVisible();
});

test('the WeChat menu preview spaces its sub-buttons apart', async ({ page }) => {
  await login(page, 'superadmin');
  await page.goto('/system/wechat/menu');
  const list = page.getByTestId('wx-sub-list-0');
  await expect(list).toBeVisible();
  const boxes = await list.locator('button').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
  expect(boxes.length).toBeGreaterThan(1);
  for (let i = 1; i < boxes.length; i++) expect(boxes[i].top - boxes[i - 1].bottom).toBeGreaterThanOrEqual(4);
});
