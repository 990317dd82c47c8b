import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useFault, useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('faults', () => {
  it('a {code} failure shows [code]message', async () => {
    server = await useRealApi({ seed: false });
    await storeSession(server, 'admin');
    useFault('*/api/cms/needs/manage-repairs', { status: 500, body: { code: '50000', message: '服务器开小差了，请稍后重试', data: null } });
    renderApp('/repair/list');
    expect(await screen.findByText(/\[50000\]服务器开小差了，请稍后重试/, {}, { timeout: 25000 })).toBeInTheDocument();
  });

  it('a transport failure shows 请求异常，请稍后重试', async () => {
    server = await useRealApi({ seed: false });
    await storeSession(server, 'admin');
    useFault('*/api/cms/needs/manage-repairs', { network: true });
    renderApp('/repair/list');
    expect(await screen.findByText(/请求异常，请稍后重试/, {}, { timeout: 25000 })).toBeInTheDocument();
  });

  it('a 401 ends the session and goes to /login with the redirect', async () => {
    server = await useRealApi({ seed: false });
    await storeSession(server, 'admin');
    useFault('*/api/cms/needs/manage-repairs', { status: 401, body: { code: '40101', message: '登录已过期，请重新登录', data: null } });
    renderApp('/repair/list');
    expect(await screen.findByLabelText('用户名', {}, { timeout: 25000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toMatch(/^\/repair\/list/);
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
