import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../src/domain/dates.ts';
import { currentUrl, renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const unreadOf = async (as: 'staff'): Promise<number> => Number((await server!.request('GET', '/admin/message/count', { as })).body.data.unread);

describe('我的站内信 and 站内信管理 pages', () => {
  it('?compose=1 opens 写站内信; closing it drops the query', async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    renderApp('/account/message?compose=1');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20000 });
    expect(within(dialog).getByText('写站内信')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(currentUrl()).toMatch(/^\/account\/message(\?|$)/));
    expect(currentUrl()).not.toContain('compose');
  }, 60_000);

  it('shows a new unread message with its marker; 标为已读 marks it read on the server', async () => {
    server = await useRealApi();
    const staff = await server.db.selectFrom('admin').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow();
    await server.request('POST', '/admin/message', { as: 'admin', body: { recipients: [staff.id], title: '本周维修周报', content: '请于周五 18:00 前提交本周维修周报。' } });
    await storeSession(server, 'staff');
    const before = await unreadOf('staff');
    expect(before).toBe(1);
    renderApp('/account/message');
    await screen.findByText('本周维修周报', {}, { timeout: 20000 });
    const rowOf = () => screen.getByText('本周维修周报').closest('tr') as HTMLElement;
    expect(within(rowOf()).getByText('未读')).toBeInTheDocument();
    expect(screen.getByText(/共 1 条/)).toBeInTheDocument();
    fireEvent.click(await within(rowOf()).findByRole('button', { name: '标为已读' }, { timeout: 10000 }));
    await waitFor(() => expect(within(rowOf()).getByText('已读')).toBeInTheDocument(), { timeout: 10000 });
    expect(await unreadOf('staff')).toBe(before - 1);
    expect(within(rowOf()).getByRole('button', { name: '标为未读' })).toBeInTheDocument();
  }, 60_000);

  it('全部标为已读 marks every unread message read on the server', async () => {
    server = await useRealApi();
    const staff = await server.db.selectFrom('admin').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow();
    for (const title of ['本周维修周报', '备件盘点提醒']) {
      const sent = await server.request('POST', '/admin/message', { as: 'admin', body: { recipients: [staff.id], title, content: `${title}：请尽快处理。` } });
      expect(sent.status).toBe(200);
    }
    await storeSession(server, 'staff');
    expect(await unreadOf('staff')).toBe(2);
    renderApp('/account/message');
    await screen.findByText('备件盘点提醒', {}, { timeout: 20000 });
    expect(screen.getAllByText('未读')).toHaveLength(2);
    fireEvent.click(await screen.findByRole('button', { name: '全部标为已读' }, { timeout: 10000 }));
    expect(await screen.findByText('已全部标为已读', {}, { timeout: 10000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByText('未读')).toHaveLength(0), { timeout: 10000 });
    expect(screen.getAllByText('已读')).toHaveLength(2);
    expect(await unreadOf('staff')).toBe(0);
  }, 60_000);

  it('站内信管理 lists the notices only (a private message between two others is not there) and sends a notice with 全部账号', async () => {
    server = await useRealApi();
    const [staff, member] = await Promise.all(['staff', 'member'].map((u) => server!.db.selectFrom('admin').select('id').where('username', '=', u).executeTakeFirstOrThrow()));
    await server.request('POST', '/admin/message', { as: 'admin', body: { recipients: [member.id], title: '本周维修周报', content: '私信内容' } });
    await server.request('POST', '/manage/message/send', { as: 'admin', body: { recipients: [staff.id, member.id], title: '系统维护通知', content: '周六 22:00 维护。' } });
    await storeSession(server, 'staff');
    renderApp('/notification/message');
    expect(await screen.findByRole('heading', { name: '站内信管理' }, { timeout: 20000 })).toBeInTheDocument();
    expect(await screen.findByText('系统维护通知', {}, { timeout: 20000 })).toBeInTheDocument();
    expect(screen.queryByText('本周维修周报')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: '发送通知' }, { timeout: 10000 }));
    const dialog = await screen.findByRole('dialog');
    const everyone = within(dialog).getByRole('button', { name: '全部账号' });
    await waitFor(() => expect(everyone).toBeEnabled(), { timeout: 10000 });
    fireEvent.click(everyone);
    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: '五一放假安排' } });
    fireEvent.change(within(dialog).getByLabelText('内容'), { target: { value: '5 月 1 日至 5 日放假，售后热线照常值守。' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /发\s*送/ }));
    expect(await screen.findByText('五一放假安排', {}, { timeout: 10000 })).toBeInTheDocument();
    const sent = await server.db.selectFrom('message').select(['kind', 'sender_id']).where('title', '=', '五一放假安排').executeTakeFirstOrThrow();
    const enabled = await server.db.selectFrom('admin').select('id').where('status', '=', 1).where('username', '!=', 'staff').execute();
    const receipts = await server.db.selectFrom('message_receipt as r').innerJoin('message as m', 'm.id', 'r.message_id').select('r.recipient_id').where('m.title', '=', '五一放假安排').execute();
    expect(sent.kind).toBe('notice');
    expect(receipts.length).toBe(enabled.length);
  }, 60_000);

  it('an edited notice shows 已编辑 with who and when in the recipient\'s inbox', async () => {
    server = await useRealApi();
    const staff = await server.db.selectFrom('admin').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow();
    const sent = await server.request('POST', '/manage/message/send', { as: 'admin', body: { recipients: [staff.id], title: '停电通知', content: '周日 9:00–12:00 停电。' } });
    const edited = await server.request('PUT', `/manage/message/${Number(sent.body.data.id)}`, { as: 'superadmin', body: { version: 1, content: '周日 9:00–11:00 停电。' } });
    expect(edited.status).toBe(200);
    await storeSession(server, 'staff');
    renderApp('/account/message');
    expect(await screen.findByRole('heading', { name: '我的站内信' }, { timeout: 20000 })).toBeInTheDocument();
    const row = (await screen.findByText('停电通知', {}, { timeout: 20000 })).closest('tr') as HTMLElement;
    expect(within(row).getByText('通知')).toBeInTheDocument();
    const mark = within(row).getByTestId('edited-mark');
    expect(mark).toHaveTextContent('已编辑');
    expect(mark).toHaveTextContent(new RegExp(`超级管理员 于 ${formatDate(String(edited.body.data.edited_at)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 编辑`));
  }, 60_000);

  it('a member without manage_message gets the 403 page at /notification/message', async () => {
    server = await useRealApi();
    await storeSession(server, 'member');
    renderApp('/notification/message');
    expect(await screen.findByText('抱歉，您没有权限访问该页面', {}, { timeout: 20000 })).toBeInTheDocument();
  }, 60_000);
});
