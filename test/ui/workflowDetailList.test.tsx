import { parseTableParams } from '@refinedev/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';
import { accountId, createTicket, createType, ticket } from '../api/workflow/fixtures.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const counts = async () => (await server!.request('GET', '/workflow/bucket/count', { as: 'admin' })).body.data as unknown as Record<string, number>;
const tab = (name: string) => screen.getByTestId(`ticket-tab:${name}`);
const statusTab = (name: RegExp) => within(screen.getByRole('navigation', { name: '按状态查看工单' })).getByRole('radio', { name });
const rowOf = (no: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(no)) as HTMLElement;

describe('全部工单: status tabs', () => {
  it('each tab shows its count; a tab puts its filter in the URL, the table follows and the tab shows selected', { timeout: 90000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const typeId = (await createType(server)).id;
    const adminId = await accountId(server, 'admin');
    const open = await createTicket(server, typeId, { title: '待分配的工单' });
    const processing = await createTicket(server, typeId, { title: '处理中的工单', handler_id: adminId });
    const closed = await createTicket(server, typeId, { title: '已关闭的工单', handler_id: adminId });
    expect((await server.request('PUT', `/workflow/bucket/${closed.id}/close`, { as: 'admin', body: { version: closed.version, result: '已解决' } })).status).toBe(200);
    const n = await counts();
    renderApp('/workflow/index');
    await waitFor(() => expect(tab('open')).toHaveTextContent(`待分配 (${n.open})`), { timeout: 20000 });
    expect(tab('processing')).toHaveTextContent(`处理中 (${n.processing})`);
    expect(tab('closed')).toHaveTextContent(`已关闭 (${n.closed})`);
    expect(tab('overdue')).toHaveTextContent(`已超时 (${n.overdue})`);
    expect(tab('all')).toHaveTextContent(`全部 (${n.open + n.processing + n.closed})`);
    expect(statusTab(/全部/)).toBeChecked();

    fireEvent.click(statusTab(/处理中/));
    await waitFor(() => expect(parseTableParams(window.location.search).parsedFilters).toEqual([{ field: 'status', operator: 'in', value: ['processing'] }]));
    await waitFor(() => expect(statusTab(/处理中/)).toBeChecked());
    await waitFor(() => expect(screen.queryByText(String(open.no))).toBeNull(), { timeout: 10000 });
    expect(screen.getAllByText(String(processing.no)).length).toBeGreaterThan(0);

    fireEvent.click(statusTab(/已超时/));
    await waitFor(() => {
      const filters = parseTableParams(window.location.search).parsedFilters as { field: string; operator: string; value: unknown }[];
      expect(filters.find((f) => f.field === 'status')?.value).toEqual(['open', 'processing']);
      expect(filters.find((f) => f.field === 'due_at')?.operator).toBe('lte');
    });
    await waitFor(() => expect(statusTab(/已超时/)).toBeChecked());
  });
});

describe('全部工单: bulk actions', () => {
  it('批量关闭 asks the result once, closes each row on its own, and the summary names the one refused with the server\'s reason', { timeout: 120000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const typeId = (await createType(server)).id;
    const adminId = await accountId(server, 'admin');
    const a = await createTicket(server, typeId, { title: '批量甲', handler_id: adminId });
    const b = await createTicket(server, typeId, { title: '批量乙', handler_id: adminId });
    renderApp('/workflow/index');
    await waitFor(() => expect(rowOf(String(a.no))).toBeDefined(), { timeout: 20000 });
    // the second is closed by someone else after the list was read: its row is stale
    expect((await server.request('PUT', `/workflow/bucket/${b.id}/close`, { as: 'admin', body: { version: b.version, result: '他人已处理' } })).status).toBe(200);
    fireEvent.click(within(rowOf(String(a.no))).getByRole('checkbox'));
    fireEvent.click(within(rowOf(String(b.no))).getByRole('checkbox'));
    expect(await screen.findByTestId('bulk-count')).toHaveTextContent('已选 2 项');
    fireEvent.click(screen.getByRole('button', { name: '批量关闭工单' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('对已选的 2 项逐一执行关闭工单');
    fireEvent.change(within(dialog).getByLabelText('处理结果'), { target: { value: '批量处理完毕' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const summary = await screen.findByTestId('bulk-summary', {}, { timeout: 20000 });
    expect(summary).toHaveTextContent('成功 1 项，失败 1 项');
    const outcomes = screen.getAllByTestId('bulk-outcome');
    const failed = outcomes.find((o) => o.getAttribute('data-ok') === 'false');
    expect(failed).toHaveTextContent(String(b.no));
    expect(failed?.textContent).toMatch(/[\u4e00-\u9fa5]{4,}/);
    expect(outcomes.find((o) => o.getAttribute('data-ok') === 'true')).toHaveTextContent(String(a.no));
    expect((await ticket(server, a.id)).status).toBe('closed');
    expect((await ticket(server, a.id)).result).toBe('批量处理完毕');
    expect((await ticket(server, b.id)).result).toBe('他人已处理');
    await waitFor(() => expect(screen.queryByTestId('bulk-count')).toBeNull());
  });
});

describe('待处理工单: the badge and the dashboard', () => {
  it('the dashboard lists my open tickets as handler, due first, with the way to the queue; the sidebar badge counts them', { timeout: 90000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'staff');
    const typeId = (await createType(server)).id;
    const staffId = await accountId(server, 'staff');
    const mine = await createTicket(server, typeId, { title: '我处理的工单', handler_id: staffId, priority: 'urgent' });
    const later = await createTicket(server, typeId, { title: '我处理的低优先级工单', handler_id: staffId, priority: 'low' });
    await createTicket(server, typeId, { title: '别人处理的工单', handler_id: await accountId(server, 'admin') });
    const pending = (await server.request('GET', '/workflow/bucket/pending/count', { as: 'staff' })).body.data as unknown as number[];
    const view = renderApp('/dashboard');
    const card = await screen.findByTestId('dashboard-queue:ticketPending', {}, { timeout: 20000 });
    await waitFor(() => expect(within(card).getByRole('link', { name: '我处理的工单' })).toHaveAttribute('href', `/workflow/detail/${mine.id}`), { timeout: 10000 });
    const titles = within(card).getAllByRole('link').map((l) => l.textContent);
    expect(titles.indexOf('我处理的工单')).toBeLessThan(titles.indexOf('我处理的低优先级工单'));
    expect(within(card).getByRole('link', { name: '我处理的低优先级工单' })).toHaveAttribute('href', `/workflow/detail/${later.id}`);
    expect(within(card).queryByText('别人处理的工单')).toBeNull();
    expect(within(card).getByRole('link', { name: '查看全部' }).getAttribute('href')).toMatch(/^\/workflow\/consumer\?/);
    view.unmount();
    renderApp('/workflow/consumer');
    const badge = await screen.findByTestId('badge:/workflow/consumer', {}, { timeout: 25000 });
    expect(within(badge).getByTitle(`${pending[0]} 条待处理`)).toBeInTheDocument();
  });
});
