import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';
import { createRequest, createStock } from '../api/needs/fixtures.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  window.localStorage.clear();
});

const totalOf = async (s: TestServer, path: string): Promise<number> =>
  Number((await s.request('GET', path, { as: 'staff' })).body.data.total);

describe('the dashboard', () => {
  it('names each figure for what it counts, and a card opens its list filtered to exactly that', { timeout: 180000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'staff');
    const stock = await createStock(server);
    await createRequest(server, stock.id);
    const approved = await totalOf(server, '/needs/manage-requests?type=1&status=approved&pageSize=1');
    const pending = await totalOf(server, '/needs/manage-requests?type=1&status=pending&pageSize=1');
    renderApp('/dashboard');
    expect(pending).toBeGreaterThan(0);
    const card = await screen.findByTestId('work-card:backup:pending', {}, { timeout: 30000 });
    expect(card).toHaveTextContent('备用机申请 · 待审核');
    await waitFor(() => expect(within(card).getByText(String(pending))).toBeInTheDocument(), { timeout: 20000 });
    await waitFor(() => expect(screen.getByTestId('work-card:backup:approved')).toHaveTextContent(`备用机申请 · 待发出${approved}`), { timeout: 20000 });
    fireEvent.click(card);
    await waitFor(() => expect(currentUrl()).toMatch(/^\/request\/backup\?/), { timeout: 10000 });
    expect(decodeURIComponent(currentUrl())).toContain('filters[0][value]=pending');
    await waitFor(() => expect(document.body.textContent).toMatch(/共 \d+ 条/), { timeout: 60000 });
    expect(document.body.textContent).toContain(`共 ${pending} 条`);
  });

  it('gives a member their latest messages and a short guide', { timeout: 120000 }, async () => {
    server = await useRealApi({ seed: false });
    const member = await server.db.selectFrom('admin').select('id').where('username', '=', 'member').executeTakeFirstOrThrow();
    const sent = await server.request('POST', '/admin/message', { as: 'staff', body: { title: '关于保修政策的说明', content: '请查阅附件', recipients: [member.id] } });
    expect(sent.status).toBe(200);
    await storeSession(server, 'member');
    renderApp('/dashboard');
    const inbox = await screen.findByTestId('dashboard-inbox', {}, { timeout: 30000 });
    await waitFor(() => expect(inbox).toHaveTextContent('关于保修政策的说明'), { timeout: 20000 });
    expect(inbox).toHaveTextContent('未读');
    const guide = screen.getByTestId('dashboard-guide');
    expect(within(guide).getByRole('link', { name: '个人设置' })).toHaveAttribute('href', '/account/profile');
    expect(within(guide).getByRole('link', { name: /站内信/ })).toHaveAttribute('href', '/account/message');
    expect(guide).toHaveTextContent('请联系管理员');
    expect(screen.queryByTestId(/^work-card:/)).toBeNull();
  });
});
