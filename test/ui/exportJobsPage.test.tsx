import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

/**
 * The export log page (/export/:type, 导出记录) pages on the server (issue 33, part 5): it asks
 * `GET /export/jobs` for one page at a time and shows the server's total, so a later page shows
 * the older jobs the first answer never carried.
 */

let server: TestServer | undefined;
const desktopWidth = window.innerWidth;
afterEach(async () => {
  await server?.close();
  server = undefined;
  window.localStorage.clear();
  window.innerWidth = desktopWidth;
});

/** 23 jobs of the repair list, by staff, one a minute. */
async function seedJobs(s: TestServer, adminId: number): Promise<void> {
  const at = Date.now();
  for (let i = 1; i <= 23; i += 1) {
    await s.db
      .insertInto('export_job')
      .values({ type: 'repair', admin_id: adminId, admin_name: '李晓燕', filter_json: '{}', sort: '', rows: i, file_name: `维修单_${String(i).padStart(2, '0')}.xlsx`, file_size: 4, file_data: Buffer.from('PK\u0003\u0004'), created_at: new Date(at - (100 - i) * 60_000).toISOString() })
      .execute();
  }
}

const fileNames = (): string[] => [...document.querySelectorAll('[data-testid="export-file"]')].map((a) => a.textContent ?? '');

describe('the export log page', () => {
  it('shows one page of the list\'s jobs at a time, newest first, with the server\'s total', { timeout: 120000 }, async () => {
    server = await useRealApi({ seed: false });
    const staff = await storeSession(server, 'staff');
    await seedJobs(server, staff.id);
    renderApp('/export/repair');
    expect(await screen.findByText('共 23 条', {}, { timeout: 20000 })).toBeInTheDocument();
    await waitFor(() => expect(fileNames()).toHaveLength(20));
    expect(fileNames()[0]).toContain('维修单_23.xlsx');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(fileNames()).toHaveLength(3), { timeout: 15000 });
    expect(fileNames().map((n) => n.match(/维修单_\d+/)?.[0])).toEqual(['维修单_03', '维修单_02', '维修单_01']);
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
  });

  it('on a phone, each job is a card with every column named, and the same paging; no table', { timeout: 120000 }, async () => {
    window.innerWidth = 375;
    server = await useRealApi({ seed: false });
    const staff = await storeSession(server, 'staff');
    await seedJobs(server, staff.id);
    renderApp('/export/repair');
    expect(await screen.findByText('共 23 条', {}, { timeout: 20000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('export-card')).toHaveLength(20));
    expect(document.querySelector('table')).toBeNull();
    const first = screen.getAllByTestId('export-card')[0];
    expect([...first.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['导出人', '导出时间', '筛选条件', '排序', '行数', '文件']);
    expect(first).toHaveTextContent('维修单_23.xlsx');
    expect(first).toHaveTextContent('李晓燕');
  });
});
