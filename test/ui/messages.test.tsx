import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const unreadOf = async (as: 'staff'): Promise<number> => Number((await server!.request('GET', '/admin/message/count', { as })).body.data.unread);

describe('站内信 page', () => {
  it('?compose=1 opens 写站内信; closing it drops the query', async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    renderApp('/account/message?compose=1');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20000 });
    expect(within(dialog).getByText('写站内信')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(currentUrl()).toBe('/account/message'));
  }, 60_000);

  it('shows a new unread message with its marker; opening it marks it read on the server', async () => {
    server = await useRealApi();
    const staff = await server.db.selectFrom('admin').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow();
    await server.request('POST', '/admin/message', { as: 'admin', body: { recipients: [staff.id], title: '本周维修周报', content: '请于周五 18:00 前提交本周维修周报。' } });
    await storeSession(server, 'staff');
    const before = await unreadOf('staff');
    expect(before).toBe(1);
    renderApp('/account/message');
    const title = await screen.findByText('本周维修周报', {}, { timeout: 20000 });
    const row = title.closest('tr') as HTMLElement;
    expect(within(row).getByTestId('unread-marker')).toHaveTextContent('未读');
    fireEvent.click(title);
    await waitFor(() => expect(within(row).queryByTestId('unread-marker')).toBeNull(), { timeout: 5000 });
    expect(await unreadOf('staff')).toBe(before - 1);
    expect(await screen.findByText(/请于周五 18:00 前提交本周维修周报/)).toBeInTheDocument();
  }, 60_000);

  it('a member without manage_message gets the 403 page at /notification/message', async () => {
    server = await useRealApi();
    await storeSession(server, 'member');
    renderApp('/notification/message');
    expect(await screen.findByText('抱歉，您没有权限访问该页面', {}, { timeout: 20000 })).toBeInTheDocument();
  }, 60_000);
});
