import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useFault, useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  window.localStorage.clear();
});

const count = async (as: 'staff' | 'admin'): Promise<Record<string, number>> => {
  const res = await server!.request('GET', '/needs/manage-repair/count', { as });
  return (res.body as unknown as { data: Record<string, number> }).data;
};

describe('the shell', () => {
  it('sidebar badges show the live counts from the count endpoint', async () => {
    server = await useRealApi();
    await storeSession(server, 'staff');
    const expected = await count('staff');
    renderApp('/repair/list');
    const badge = await screen.findByTestId('badge:/repair/list', {}, { timeout: 10000 });
    expect(within(badge).getByTitle(`${expected.repair} 条待处理`)).toBeInTheDocument();
    expect(await screen.findByTestId('badge:/repair/quickrp')).toBeInTheDocument();
  });

  it('a member gets no repair menu and fires no count request', async () => {
    server = await useRealApi();
    await storeSession(server, 'member');
    const seen: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      seen.push(String(input instanceof Request ? input.url : input));
      return original(input, init);
    };
    try {
      renderApp('/dashboard');
      await screen.findByText(/欢迎/, {}, { timeout: 10000 });
      await waitFor(() => expect(screen.getByTestId('breadcrumbs')).toHaveTextContent('首页'));
      expect(screen.queryByText('维修管理')).toBeNull();
      expect(seen.some((u) => u.includes('/manage-repair/count'))).toBe(false);
    } finally {
      globalThis.fetch = original;
    }
  });

  it('the home tab is pinned and the route title is the tab title', async () => {
    server = await useRealApi();
    await storeSession(server, 'staff');
    renderApp('/repair/list');
    const tabs = await screen.findByTestId('tab:/repair/list', {}, { timeout: 10000 });
    expect(tabs).toHaveTextContent('普通维修');
    const home = await screen.findByTestId('tab:/dashboard');
    expect(home.closest('.ant-tabs-tab')?.querySelector('.ant-tabs-tab-remove')).toBeNull();
    expect(tabs.closest('.ant-tabs-tab')?.querySelector('.ant-tabs-tab-remove')).not.toBeNull();
    expect(screen.getByTestId('breadcrumbs')).toHaveTextContent('维修管理/普通维修');
  });

  it('a failing count leaves the page working and shows no badge', async () => {
    server = await useRealApi();
    await storeSession(server, 'staff');
    useFault('*/api/cms/needs/manage-repair/count', { status: 500, body: { code: 50000, message: '服务器内部错误' } });
    renderApp('/repair/list');
    expect(await screen.findByText(/共 \d+ 条/, {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByTestId('badge:/repair/list')).toBeNull();
  });
});
