import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    const badge = await screen.findByTestId('badge:/repair/list', {}, { timeout: 25000 });
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
      expect(seen.length, "the watcher saw the dashboard's own requests").toBeGreaterThan(0);
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

  it('/export/:type for an account without the list\'s right shows the 403 page before any request', { timeout: 120000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'member');
    const seen = watchRequests();
    try {
      renderApp('/export/repair');
      expect(await screen.findByText('抱歉，您没有权限访问该页面', {}, { timeout: 15000 })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(seen.length, 'the watcher saw the session check').toBeGreaterThan(0);
      expect(seen.some((u) => u.includes('/export/jobs'))).toBe(false);
    } finally {
      seen.restore();
    }
  });

  it('/export/repair sits under 普通维修: breadcrumb, highlighted menu item, and a tab naming the list', { timeout: 120000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'staff');
    renderApp('/export/repair');
    await waitFor(() => expect(screen.getByTestId('breadcrumbs')).toHaveTextContent('维修管理/普通维修/导出记录'), { timeout: 15000 });
    expect(document.querySelector('.ant-menu-item-selected')).toHaveTextContent('普通维修');
    expect(await screen.findByTestId('tab:/export/repair', {}, { timeout: 15000 })).toHaveTextContent('导出记录 · 普通维修');
    await waitFor(() => expect(document.title).toBe('导出记录 · 普通维修 - 激光设备服务管理后台'));
  });

  it('a detail tab carries the record number, so two open details tell apart', { timeout: 120000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'staff');
    const res = await server.request('GET', '/needs/manage-repairs?type=1&pageSize=2', { as: 'staff' });
    const [a, b] = (res.body as unknown as { data: { list: { id: number; no: string }[] } }).data.list;
    const first = renderApp(`/repair/${a.id}`);
    expect(await screen.findByTestId(`tab:/repair/${a.id}`, {}, { timeout: 15000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId(`tab:/repair/${a.id}`)).toHaveTextContent(`维修详情 · ${a.no}`), { timeout: 15000 });
    await waitFor(() => expect(document.title).toBe(`维修详情 · ${a.no} - 激光设备服务管理后台`));
    first.unmount();
    renderApp(`/repair/${b.id}`);
    await waitFor(() => expect(screen.getByTestId(`tab:/repair/${b.id}`)).toHaveTextContent(`维修详情 · ${b.no}`), { timeout: 15000 });
    expect(screen.getByTestId(`tab:/repair/${a.id}`)).toHaveTextContent(`维修详情 · ${a.no}`);
  });

  it('the 404 page highlights no tab', { timeout: 120000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'staff');
    renderApp('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(await screen.findByTestId('tab:/dashboard', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(document.querySelector('.app-tabs .ant-tabs-tab-active')).toBeNull();
  });

  it('a folded menu group shows the sum of its items\' badges', { timeout: 120000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'staff');
    const expected = await count('staff');
    renderApp('/dashboard');
    const group = await screen.findByTestId('badge:group:repair', {}, { timeout: 15000 });
    expect(within(group).getByTitle(`${expected.repair + expected.quickrp} 条待处理`)).toBeInTheDocument();
    expect(screen.queryByTestId('badge:/repair/list')).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: /维修管理/ }));
    expect(await screen.findByTestId('badge:/repair/list')).toBeInTheDocument();
    expect(screen.queryByTestId('badge:group:repair')).toBeNull();
  });
});

/** Records the URLs the app fetches until `restore()`. */
function watchRequests(): string[] & { restore(): void } {
  const seen = [] as unknown as string[] & { restore(): void };
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    seen.push(String(input instanceof Request ? input.url : input));
    return original(input, init);
  };
  seen.restore = () => {
    globalThis.fetch = original;
  };
  return seen;
}
