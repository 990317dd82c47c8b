import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../src/domain/session.ts';
import { currentUrl, renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

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
});
