import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, httpLogin, startChildServer, type ChildServer } from '../api/trust/childServer.ts';
import { loginWithForm } from './session.ts';

/**
 * The server goes away mid-session and comes back: this spec runs its OWN server process (not
 * Playwright's webServer) on OFFLINE_PORT or a free port, stops it while an edit form is half
 * filled, and starts it again on the same port and database; antd's styles apply under the
 * policy. That no page breaks the Content-Security-Policy is checked on every page of the
 * accessibility sweep (a11y.spec.ts, `watchCsp`).
 */

let server: ChildServer | undefined;
let port = 0;
const dir = mkdtempSync(join(tmpdir(), 'cms-offline-'));
const env = () => ({ DATABASE_URL: join(dir, 'app.db'), PORT: port, SEED: 'demo' });

test.beforeAll(async () => {
  port = Number(process.env.OFFLINE_PORT ?? 0) || (await freePort());
  server = await startChildServer(env());
});
test.afterAll(async () => {
  await server?.stop('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

test('the server stops and returns mid-edit: the error shows, the form is kept, the save goes through', async ({ page }) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|apply|execute)/i.test(m.text())) violations.push(m.text());
  });
  const url = `http://127.0.0.1:${port}`;
  const auth = await httpLogin(url, 'admin');
  const list = (await (await fetch(`${url}/api/cms/needs/manage-repairs?type=1&pageSize=1`, { headers: { authorization: auth } })).json()) as { data: { list: { id: number; version: number }[] } };
  const repair = list.data.list[0];

  await page.goto(`${url}/login`);
  await loginWithForm(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${url}/repair/${repair.id}`);
  await expect(page.getByText('维修单号').first()).toBeVisible();
  const primary = page.locator('.ant-btn-primary').first();
  await expect(primary).toBeVisible();
  expect(await primary.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');

  await page.getByRole('button', { name: /编\s*辑/ }).click();
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: '机型' });
  const model = drawer.getByLabel('机型');
  await model.clear();
  await model.pressSequentially('离线时填写的机型 X9');
  await drawer.getByLabel('寄回地址').clear();
  await drawer.getByLabel('寄回地址').pressSequentially('浙江省杭州市西湖区文三路 100 号');

  await server?.stop('SIGTERM');
  await drawer.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('请求异常，请稍后重试').first()).toBeVisible();
  await expect(model).toHaveValue('离线时填写的机型 X9');
  await expect(drawer.getByLabel('寄回地址')).toHaveValue('浙江省杭州市西湖区文三路 100 号');
  await page.screenshot({ path: 'test-results/offline-error.png' });

  server = await startChildServer(env());
  await page.mouse.move(400, 700);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 15_000 });
  await drawer.getByRole('button', { name: /提\s*交/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page.locator('.ant-descriptions').getByText('离线时填写的机型 X9')).toBeVisible();
  const saved = (await (await fetch(`${url}/api/cms/needs/manage-repair/${repair.id}`, { headers: { authorization: auth } })).json()) as { data: { model: string; version: number } };
  expect(saved.data).toMatchObject({ model: '离线时填写的机型 X9', version: repair.version + 1 });

  await page.goto(`${url}/repair/list`);
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  await page.screenshot({ path: 'test-results/offline-recovered.png' });
  expect(violations).toEqual([]);
});
