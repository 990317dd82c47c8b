import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const rowOf = async (username: string): Promise<HTMLElement> =>
  waitFor(() => {
    const cell = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].find((tr) => tr.textContent?.includes(username));
    if (!cell) throw new Error(`no row ${username}`);
    return cell as HTMLElement;
  }, { timeout: 30000 });

const confirmLast = () => fireEvent.click([...document.querySelectorAll('.ant-modal-confirm-btns button')].at(-1) as HTMLElement);

describe('system accounts list (rows without a detail page carry their own buttons)', () => {
  it('creates an account with an initial password from the drawer', { timeout: 60_000 }, async () => {
    server = await useRealApi({ seed: false });
    await storeSession(server, 'superadmin');
    renderApp('/admin/list');
    await screen.findByText('共 4 条', {}, { timeout: 30000 });
    fireEvent.click(screen.getByText('新建账号', { selector: 'button span' }));
    // the create form is its own chunk, loaded by this first click
    const drawer = await waitFor(() => {
      const found = screen.getAllByText('新建账号').map((n) => n.closest('.ant-drawer')).find(Boolean);
      if (!found) throw new Error('the create drawer has not opened yet');
      return found as HTMLElement;
    }, { timeout: 10000 });
    const password = within(drawer).getByLabelText('初始密码') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.change(within(drawer).getByLabelText('用户名'), { target: { value: 'qa_li' } });
    fireEvent.change(password, { target: { value: 'qa-init-2026' } });
    fireEvent.change(within(drawer).getByLabelText('姓名'), { target: { value: '李质检' } });
    fireEvent.mouseDown(within(drawer).getByText('用户组').closest('.ant-form-item')?.querySelector('.ant-select-selector') as HTMLElement);
    fireEvent.click(await screen.findByTitle('员工'));
    fireEvent.click(within(drawer).getByText(/提\s*交/));
    await waitFor(async () => expect((await server!.login('qa_li', 'qa-init-2026')).uid).toBeGreaterThan(4), { timeout: 10000 });
    await rowOf('qa_li');
  });

  it('disables an account from its row and resets another’s password', { timeout: 60_000 }, async () => {
    server = await useRealApi({ seed: false });
    const staffSession = await server.login('staff');
    await storeSession(server, 'superadmin');
    renderApp('/admin/list');
    const staffRow = await rowOf('staff');
    fireEvent.click(await within(staffRow).findByText(/禁\s*用/, {}, { timeout: 10000 }));
    expect(await screen.findByText('禁用后该账号的所有登录会话立即失效，确认禁用？', {}, { timeout: 10000 })).toBeInTheDocument();
    confirmLast();
    await waitFor(async () => {
      const row = await server!.db.selectFrom('admin').select('status').where('username', '=', 'staff').executeTakeFirstOrThrow();
      expect(row.status).toBe(0);
    }, { timeout: 10000 });
    expect((await server.request('GET', '/account/admin/check', { headers: { authorization: staffSession.auth } })).status).toBe(401);
    await waitFor(async () => expect(within(await rowOf('staff')).getByText('已禁用')).toBeInTheDocument(), { timeout: 10000 });

    const memberSession = await server.login('member');
    fireEvent.click(await within(await rowOf('member')).findByText('重置密码', {}, { timeout: 10000 }));
    const dialog = await waitFor(() => {
      const modal = document.querySelector('form[id="operation_reset_password"]')?.closest('.ant-modal') as HTMLElement | null;
      if (!modal) throw new Error('no dialog');
      return modal;
    }, { timeout: 10000 });
    expect(within(dialog).getByText('重置后该账号的所有登录会话立即失效，确认重置密码？')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: 'member-reset-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(async () => expect((await server!.request('GET', '/account/admin/check', { headers: { authorization: memberSession.auth } })).status).toBe(401), { timeout: 10000 });
    expect((await server.login('member', 'member-reset-1')).uid).toBe(memberSession.uid);
  });
});
