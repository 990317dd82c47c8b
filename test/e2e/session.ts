import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo123456';

/** Logs in through the login form as a person would: key by key, then the button. */
export async function loginWithForm(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('用户名').pressSequentially(username);
  await page.getByLabel('密码').pressSequentially(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** Opens /login, logs in and waits for the dashboard. */
export async function login(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await loginWithForm(page, username);
  await expect(page).toHaveURL(/\/dashboard$/);
}
