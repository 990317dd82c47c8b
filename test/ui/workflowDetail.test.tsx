import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';
import { accountId, createTicket, createType, ticket } from '../api/workflow/fixtures.ts';
import { registerUpload } from '../api/uploadFixtures.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const FILE = { url: '/api/cms/system/upload/BBBBBBBBBBBBBBBBBBBBBB', name: '报警截图.png' };
const actionButton = (name: string) => document.querySelector(`button[data-action="${name}"]`) as HTMLButtonElement | null;
const entries = () => screen.queryAllByTestId('process-entry');
const processes = async (id: number) => (await server!.request('GET', `/workflow/process?bucket_id=${id}`, { as: 'admin' })).body.data.list as unknown as { kind: string; action: string | null; content: string | null; data: unknown }[];

/** A ticket handled by staff with a comment (one file), a reassignment and a description change, made through the API. */
async function handledTicket(s: TestServer) {
  const staffId = await accountId(s, 'staff');
  const adminId = await accountId(s, 'admin');
  const typeId = (await createType(s)).id;
  const rec = await createTicket(s, typeId, { handler_id: staffId, title: '切割头报警' });
  // staff's own upload: a write may refer only to a file its writer may read
  await registerUpload(s.db, 'BBBBBBBBBBBBBBBBBBBBBB', staffId, FILE.name);
  await s.request('POST', '/workflow/process', { as: 'staff', body: { bucket_id: rec.id, content: '已电话联系客户', attachments: [FILE] } });
  const v1 = (await ticket(s, rec.id)).version;
  const desc = await s.request('PUT', `/workflow/bucket/${rec.id}/desc`, { as: 'staff', body: { version: v1, description: '开机后切割头报警，无法对焦。' } });
  expect(desc.status).toBe(200);
  const v2 = (await ticket(s, rec.id)).version;
  const assign = await s.request('PUT', `/workflow/bucket/${rec.id}/assign`, { as: 'staff', body: { version: v2, handler_id: adminId, remark: '需要主管确认' } });
  expect(assign.status).toBe(200);
  return { rec, staffId, adminId };
}

describe('ticket detail: the handling timeline', () => {
  it('shows every step with who and when: the comment and its file, the description before and after, the reassignment to whom and why', { timeout: 60000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const { rec } = await handledTicket(server);
    renderApp(`/workflow/detail/${rec.id}`);
    await waitFor(() => expect(entries().length).toBe(4), { timeout: 15000 });
    expect(entries().map((e) => e.getAttribute('data-step'))).toEqual(['create', 'comment', 'desc', 'assign']);
    const [, comment, desc, assign] = entries();
    expect(comment).toHaveTextContent('已电话联系客户');
    expect(within(comment).getByRole('img', { name: '报警截图.png' })).toHaveAttribute('src', FILE.url);
    expect(assign).toHaveTextContent(/转派给：.*管理员|转派给：.*admin/);
    expect(assign).toHaveTextContent('转派原因：需要主管确认');
    expect(within(desc).queryByTestId('desc-diff')).toBeNull();
    fireEvent.click(within(desc).getByText('查看修改前后'));
    const diff = await within(desc).findByTestId('desc-diff');
    expect(diff).toHaveTextContent('客户反映开机后激光器不出光，报警灯常亮。');
    expect(diff).toHaveTextContent('开机后切割头报警，无法对焦。');
  });

  it('a comment typed in the box is added, and its author can change it', { timeout: 60000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const typeId = (await createType(server)).id;
    const rec = await createTicket(server, typeId, { handler_id: await accountId(server, 'admin') });
    renderApp(`/workflow/detail/${rec.id}`);
    const box = await screen.findByLabelText('添加处理记录', {}, { timeout: 15000 });
    fireEvent.click(screen.getByRole('button', { name: '提交记录' }));
    expect(await screen.findByText('请输入处理记录内容', {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.change(box, { target: { value: '已寄出备用切割头' } });
    fireEvent.click(screen.getByRole('button', { name: '提交记录' }));
    await waitFor(async () => expect((await processes(rec.id)).map((e) => e.content)).toContain('已寄出备用切割头'), { timeout: 10000 });
    await waitFor(() => expect(entries().at(-1)).toHaveTextContent('已寄出备用切割头'), { timeout: 10000 });
    await waitFor(() => expect(screen.getByLabelText('添加处理记录')).toHaveValue(''));
    fireEvent.click(within(entries().at(-1)!).getByRole('button', { name: '修改我的处理记录' }));
    const edit = within(entries().at(-1)!).getByRole('textbox', { name: '修改我的处理记录' });
    fireEvent.change(edit, { target: { value: '已寄出备用切割头（顺丰）' } });
    fireEvent.click(within(entries().at(-1)!).getByRole('button', { name: /保\s*存/ }));
    await waitFor(async () => expect((await processes(rec.id)).at(-1)?.content).toBe('已寄出备用切割头（顺丰）'), { timeout: 10000 });
    await waitFor(() => expect(entries().at(-1)).toHaveTextContent('（已修改）'), { timeout: 10000 });
  });

  it('修改描述 sends the new text with the version read; the timeline then holds before and after', { timeout: 60000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const typeId = (await createType(server)).id;
    const rec = await createTicket(server, typeId, { handler_id: await accountId(server, 'admin') });
    renderApp(`/workflow/detail/${rec.id}`);
    await waitFor(() => expect(screen.getByTestId('desc-edit')).toBeEnabled(), { timeout: 15000 });
    fireEvent.click(screen.getByTestId('desc-edit'));
    const dialog = await screen.findByRole('dialog');
    const text = within(dialog).getByLabelText('问题描述');
    expect(text).toHaveValue('客户反映开机后激光器不出光，报警灯常亮。');
    fireEvent.change(text, { target: { value: '激光器不出光，电源指示正常。' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(async () => expect((await ticket(server!, rec.id)).description).toBe('激光器不出光，电源指示正常。'), { timeout: 10000 });
    await waitFor(() => expect(entries().map((e) => e.getAttribute('data-step'))).toEqual(['create', 'desc']), { timeout: 10000 });
  });

  it('a closed ticket disables 转派, 关闭工单, 编辑, 修改描述 and the comment box, each saying 工单已关闭', { timeout: 60000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const typeId = (await createType(server)).id;
    const rec = await createTicket(server, typeId, { handler_id: await accountId(server, 'admin') });
    const closed = await server.request('PUT', `/workflow/bucket/${rec.id}/close`, { as: 'admin', body: { version: rec.version, result: '已更换激光电源' } });
    expect(closed.status).toBe(200);
    renderApp(`/workflow/detail/${rec.id}`);
    await waitFor(() => expect(entries().map((e) => e.getAttribute('data-step'))).toEqual(['create', 'close']), { timeout: 15000 });
    expect(entries()[1]).toHaveTextContent('处理结果：已更换激光电源');
    for (const button of [actionButton('assign'), actionButton('close'), screen.getByTestId('desc-edit'), screen.getByRole('button', { name: /编\s*辑/ })]) {
      // refused, yet focusable: disabled by aria-disabled, its reason its accessible description
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('工单已关闭');
    }
    expect(screen.getByLabelText('添加处理记录')).toBeDisabled();
    expect(screen.getByRole('button', { name: '提交记录' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('工单已关闭，不能再添加处理记录');
    expect(screen.queryByRole('button', { name: '修改我的处理记录' })).toBeNull();
  });

  it('关闭工单 on an open ticket calls its own path and the page turns closed', { timeout: 60000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const typeId = (await createType(server)).id;
    const rec = await createTicket(server, typeId, { handler_id: await accountId(server, 'admin') });
    renderApp(`/workflow/detail/${rec.id}`);
    await waitFor(() => expect(actionButton('close')).toBeEnabled(), { timeout: 15000 });
    fireEvent.click(actionButton('close')!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('处理结果'), { target: { value: '远程指导后恢复' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(async () => expect((await ticket(server!, rec.id)).status).toBe('closed'), { timeout: 10000 });
    await waitFor(() => expect(actionButton('assign')).toHaveAttribute('aria-disabled', 'true'), { timeout: 10000 });
    await waitFor(() => expect(entries().at(-1)).toHaveTextContent('处理结果：远程指导后恢复'), { timeout: 10000 });
  });

  it('编辑 opens the ticket\'s own edit route, not the drawer', { timeout: 60000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const typeId = (await createType(server)).id;
    const rec = await createTicket(server, typeId);
    renderApp(`/workflow/detail/${rec.id}`);
    const edit = await screen.findByRole('button', { name: /编\s*辑/ }, { timeout: 15000 });
    await waitFor(() => expect(edit).toBeEnabled());
    fireEvent.click(edit);
    await waitFor(() => expect(window.location.pathname).toBe(`/workflow/edit/${rec.id}`));
    expect(document.querySelector('.ant-drawer-open')).toBeNull();
  });

  it('a non-numeric or unknown id is the not-found page', { timeout: 60000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const view = renderApp('/workflow/detail/abc');
    expect(await screen.findByText('抱歉，您访问的页面不存在', {}, { timeout: 15000 })).toBeInTheDocument();
    view.unmount();
    renderApp('/workflow/detail/99999999');
    expect(await screen.findByText('抱歉，您访问的页面不存在', {}, { timeout: 15000 })).toBeInTheDocument();
  });
});
