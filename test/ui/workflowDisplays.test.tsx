import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';
import { validRepair } from '../api/repairFixtures.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const SLA = { category: '售后', default_priority: 'normal', sla_urgent: 4, sla_high: 24, sla_normal: 72, sla_low: 168 };

/** The table row whose text holds `text`. */
const rowOf = (text: string): Promise<HTMLElement> =>
  waitFor(() => {
    const row = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].find((r) => r.textContent?.includes(text));
    if (!row) throw new Error(`no row with ${text}`);
    return row as HTMLElement;
  }, { timeout: 30000 });

describe('ticket list displays', () => {
  it('已超时 on an open ticket past its due time only; a repair number links to its detail; a serial shows its warranty', { timeout: 120_000 }, async () => {
    server = await useRealApi({ seed: false });
    const s = server;
    const type = await s.request('POST', '/workflow/type', { as: 'admin', body: { ...SLA, name: '设备故障', sort: 1 } });
    const repair = await s.request('POST', '/needs/manage-repair', { as: 'admin', body: validRepair() });
    expect([type.status, repair.status]).toEqual([200, 200]);
    const ticket = async (title: string, more: Record<string, unknown> = {}) => {
      const res = await s.request('POST', '/workflow/bucket', { as: 'admin', body: { title, type_id: type.body.data.id, description: '问题描述内容', ...more } });
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const late = await ticket('超时未关闭', { link_kind: 'repair', link_no: repair.body.data.no });
    const closed = await ticket('超时已关闭', { link_kind: 'serial', link_no: 'SUP01AB2401' });
    await ticket('未到时限');
    const past = new Date(Date.now() - 3600_000).toISOString();
    await s.db.updateTable('workflow_bucket').set({ due_at: past }).where('id', 'in', [Number(late.id), Number(closed.id)]).execute();
    const closing = await s.request('PUT', `/workflow/bucket/${closed.id}/close`, { as: 'admin', body: { version: closed.version, result: '已处理完毕' } });
    expect(closing.status).toBe(200);

    await storeSession(s, 'admin');
    renderApp('/workflow/index');
    const lateRow = await rowOf('超时未关闭');
    // the displays load with their first cell (their own chunk): once one shows, every row's has
    expect(await within(lateRow).findByText('已超时')).toBeInTheDocument();
    expect(within(await rowOf('超时已关闭')).queryByText('已超时')).toBeNull();
    expect(within(await rowOf('未到时限')).queryByText('已超时')).toBeNull();
    expect(await within(await rowOf('超时已关闭')).findByText('已过保')).toBeInTheDocument();

    fireEvent.click(within(lateRow).getByRole('link', { name: `打开维修单 ${String(repair.body.data.no)}` }));
    await waitFor(() => expect(currentUrl()).toBe(`/repair/${String(repair.body.data.id)}`), { timeout: 15000 });
    expect((await screen.findAllByText(String(repair.body.data.no), {}, { timeout: 15000 })).length).toBeGreaterThan(0);
  });
});
