import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { currentUrl, renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { uiServer } from '../helpers/setupUi.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const total = async (as: string, query: string): Promise<number> => {
  const res = await server!.request('GET', `/needs/manage-repairs?${query}`, { as: as as 'admin' });
  return Number((res.body as unknown as { data: { total: number } }).data.total);
};

const bodyRows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');

describe('repair list', () => {
  it('renders the rows and 共 N 条 from the real server', async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const expected = await total('admin', 'type=1');
    renderApp('/repair/list');
    expect(await screen.findByText(`共 ${expected} 条`, {}, { timeout: 10000 })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getAllByText('详情').length).toBe(20);
    expect(document.title).toBe('普通维修 - 激光设备服务管理后台');
  });

  it('opened fresh, the list writes its defaults into the URL before the router starts, navigates no more, and shows the rows read at start-up: one list request', async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const listReads: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/cms/needs/manage-repairs') listReads.push(request.url);
    };
    uiServer.events.on('request:start', record);
    const replaced: string[] = [];
    const replaceState = window.history.replaceState.bind(window.history);
    try {
      const expected = await total('admin', 'type=1');
      renderApp('/repair/list');
      // from here on, a replace would be refine's list sync navigating to the URL it is already on
      window.history.replaceState = (data, unused, url) => {
        replaced.push(String(url));
        replaceState(data, unused, url);
      };
      expect(decodeURIComponent(currentUrl())).toBe('/repair/list?currentPage=1&pageSize=20&sorters[0][field]=created_at&sorters[0][order]=desc');
      expect(await screen.findByText(`共 ${expected} 条`, {}, { timeout: 10000 })).toBeInTheDocument();
      expect(bodyRows()).toHaveLength(20);
      await new Promise((r) => setTimeout(r, 300));
      expect(listReads).toHaveLength(1);
      expect(replaced).toEqual([]);
      expect(decodeURIComponent(currentUrl())).toBe('/repair/list?currentPage=1&pageSize=20&sorters[0][field]=created_at&sorters[0][order]=desc');
    } finally {
      window.history.replaceState = replaceState;
      uiServer.events.removeListener('request:start', record);
    }
  });

  it('filtering by status puts the filter in the URL and changes the rows', async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const pending = await total('admin', 'type=1&status=pending');
    renderApp('/repair/list');
    await screen.findByText(/共 \d+ 条/, {}, { timeout: 10000 });
    const form = document.querySelector('form') as HTMLFormElement;
    const statusItem = within(form).getByText('状态').closest('.search-form-item') as HTMLElement;
    fireEvent.mouseDown(statusItem.querySelector('.ant-select-selector') as HTMLElement);
    const option = await waitFor(() => {
      const el = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === '待受理');
      if (!el) throw new Error('no option');
      return el as HTMLElement;
    });
    fireEvent.click(option);
    fireEvent.click(within(form).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(decodeURIComponent(currentUrl())).toContain('filters[0][value]=pending'));
    expect(await screen.findByText(`共 ${pending} 条`, {}, { timeout: 10000 })).toBeInTheDocument();
    const statuses = [...bodyRows()].map((r) => r.querySelectorAll('td')[1]?.textContent);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['待受理']));
  });

  it('a member sees the 403 text on /repair/list', async () => {
    server = await useRealApi({ seed: false });
    await storeSession(server, 'member');
    renderApp('/repair/list');
    expect(await screen.findByText('抱歉，您没有权限访问该页面', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回首页/ })).toHaveAttribute('href', '/dashboard');
  });

  it('an unknown path shows the 404 page', async () => {
    server = await useRealApi({ seed: false });
    await storeSession(server, 'staff');
    renderApp('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在', {}, { timeout: 10000 })).toBeInTheDocument();
  });
});

describe('repair list over the count cap', () => {
  it('a search matching more than 10000 repairs says 共 10000+ 条', async () => {
    server = await useRealApi();
    await sql.raw(`insert into repair (no, type, status, service_mode, serial, model, customer_name, customer_phone, fault, fee, created_at, updated_at, version)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 10050)
      select 'CAP' || i, 1, 'completed', 'store', 'SUP01AB2401', 'LX', '客户', '13800000000', '不出光', 0,
        strftime('%Y-%m-%dT%H:%M:%fZ', 1767225600 + i * 60, 'unixepoch'), strftime('%Y-%m-%dT%H:%M:%fZ', 1767225600 + i * 60, 'unixepoch'), 1 from n`).execute(server.db);
    await storeSession(server, 'admin');
    renderApp('/repair/list?filters[0][field]=q&filters[0][operator]=contains&filters[0][value]=CAP');
    expect(await screen.findByText('共 10000+ 条（超出部分请缩小筛选范围）', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
  });
});
