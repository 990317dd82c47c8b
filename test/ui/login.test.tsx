import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_META_NAME } from '../../src/domain/demoMode.ts';
import { SESSION_KEYS } from '../../src/domain/session.ts';
import { demoSettings } from '../../src/server/indexHtml.ts';
import { currentUrl, renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  document.head.querySelectorAll(`meta[name="${DEMO_META_NAME}"]`).forEach((m) => m.remove());
});

/** The tag the server writes into index.html in demo mode (src/server/indexHtml.ts). */
function serveDemoMode(): void {
  const meta = document.createElement('meta');
  meta.name = DEMO_META_NAME;
  meta.content = JSON.stringify(demoSettings());
  document.head.append(meta);
}

describe('login page', () => {
  it('logs in against the real server and lands on the redirect', { timeout: 60000 }, async () => {
    server = await useRealApi();
    renderApp('/login?redirect=%2Frepair%2Flist%3Fstatus%3Dpending');
    fireEvent.change(await screen.findByLabelText('用户名'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'demo123456' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(currentUrl()).toMatch(/^\/repair\/list/), { timeout: 20000 });
    expect(window.localStorage.getItem(SESSION_KEYS.token)).toBeTruthy();
    expect(Number(window.localStorage.getItem(SESSION_KEYS.lastAuth))).toBeGreaterThan(0);
    expect(await screen.findByText(/共 \d+ 条/, {}, { timeout: 20000 })).toBeInTheDocument();
    expect(document.title).toBe('普通维修 - 激光设备服务管理后台');
  });

  it('shows the server error for a wrong password', async () => {
    server = await useRealApi({ seed: false });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('用户名'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    const alerts = await screen.findAllByRole('alert');
    await waitFor(() => expect(alerts.some((a) => a.textContent?.includes('用户名或密码错误'))).toBe(true));
    expect(currentUrl()).toBe('/login');
  });

  it('sends an anonymous visitor to /login with the redirect', async () => {
    server = await useRealApi({ seed: false });
    renderApp('/repair/list?status=pending');
    await waitFor(() => expect(currentUrl()).toBe(`/login?redirect=${encodeURIComponent('/repair/list?status=pending')}`));
    expect(await screen.findByLabelText('用户名')).toBeInTheDocument();
  });

  it('in demo mode names the demo accounts with role and password, and a click fills the form', async () => {
    server = await useRealApi();
    serveDemoMode();
    renderApp('/login');
    const box = await screen.findByTestId('demo-accounts');
    expect(box).toHaveTextContent('演示账号');
    expect(box).toHaveTextContent('密码均为 demo123456');
    const accounts = within(box).getAllByRole('button').map((b) => b.textContent);
    expect(accounts).toEqual(['superadmin超级管理员', 'admin管理员', 'staff员工', 'member普通用户']);
    const user = userEvent.setup();
    await user.click(within(box).getByRole('button', { name: /staff/ }));
    expect(screen.getByLabelText('用户名')).toHaveValue('staff');
    expect(screen.getByLabelText('密码')).toHaveValue('demo123456');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'), { timeout: 20000 });
  });

  it('outside demo mode names no account', async () => {
    server = await useRealApi({ seed: false });
    renderApp('/login');
    expect(await screen.findByLabelText('用户名')).toBeInTheDocument();
    expect(screen.queryByTestId('demo-accounts')).toBeNull();
    expect(document.body.textContent).not.toContain('demo123456');
    expect(document.body.textContent).not.toContain('superadmin');
  });
});
