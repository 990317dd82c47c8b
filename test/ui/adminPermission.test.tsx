import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const permissionsOf = async (username: string): Promise<string[]> => {
  const a = await server!.db.selectFrom('admin').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return (await server!.db.selectFrom('admin_permission').select('action').where('admin_id', '=', a.id).orderBy('action').execute()).map((r) => r.action);
};

const box = (action: string) => document.querySelector(`input[data-action="${action}"]`) as HTMLInputElement;

async function openAccount(username: string) {
  const row = await waitFor(() => {
    const r = document.querySelector(`tr[data-username="${username}"]`);
    if (!r) throw new Error('no row yet');
    return r as HTMLElement;
  }, { timeout: 10000 });
  fireEvent.click(row);
}

describe('rights matrix page', () => {
  it('shows an account’s actions grouped by area with Chinese labels and saves a grant', { timeout: 60_000 }, async () => {
    server = await useRealApi({ seed: false });
    await storeSession(server, 'superadmin');
    renderApp('/admin/permission');
    await openAccount('staff');
    expect(await screen.findByText('李晓燕（staff）', {}, { timeout: 10000 })).toBeInTheDocument();
    for (const area of ['产品管理', '维修管理', '客户管理', '工单', '管理员']) expect(document.querySelector(`[data-area="${area}"]`)).not.toBeNull();
    expect(box('manage_needs_repair')).toBeChecked();
    expect(box('get_action_log')).not.toBeChecked();
    fireEvent.click(box('get_action_log'));
    fireEvent.click(screen.getByText('保存权限'));
    await waitFor(async () => expect(await permissionsOf('staff')).toContain('get_action_log'), { timeout: 10000 });
    expect(await screen.findByText('权限已保存，对方下一次请求即生效', {}, { timeout: 10000 })).toBeInTheDocument();
  });

  it('keeps a non-super granter under the ceiling: actions they lack and higher accounts are locked', { timeout: 60_000 }, async () => {
    server = await useRealApi({ seed: false });
    const admin = await server.db.selectFrom('admin').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await server.db.insertInto('admin_permission').values([{ admin_id: admin.id, action: 'manage_account_permission' }]).execute();
    await storeSession(server, 'admin');
    renderApp('/admin/permission');
    await openAccount('staff');
    await screen.findByText('李晓燕（staff）', {}, { timeout: 10000 });
    expect(box('get_action_log')).toBeDisabled();
    expect(box('manage_needs_stock')).toBeEnabled();
    const editor = screen.getByText('李晓燕（staff）').closest('.ant-card') as HTMLElement;
    fireEvent.mouseDown(editor.querySelector('.ant-select-selector') as HTMLElement);
    const superOption = await screen.findByTitle('超级管理员（512）', {}, { timeout: 10000 });
    expect(superOption.className).toContain('disabled');

    await openAccount('superadmin');
    expect(await screen.findByText('不能修改与自己同级或更高级别的账号', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText('保存权限').closest('button')).toBeDisabled();
  });

  it('labels each action in Chinese on its own, with its code in a tooltip', { timeout: 60_000 }, async () => {
    server = await useRealApi({ seed: false });
    await storeSession(server, 'superadmin');
    renderApp('/admin/permission');
    await openAccount('staff');
    await screen.findByText('李晓燕（staff）', {}, { timeout: 10000 });
    const labels = [...document.querySelectorAll('[data-area] .ant-checkbox-wrapper')].map((w) => w.textContent ?? '').filter((x) => x !== '全选本组');
    expect(labels.length).toBeGreaterThan(10);
    expect(labels.filter((l) => /[a-z_]{3,}/.test(l))).toEqual([]);
    const holder = box('get_action_log').closest('[data-action-code]') as HTMLElement;
    expect(holder.textContent).toBe('操作日志');
    fireEvent.mouseEnter(holder);
    expect(await screen.findByText('权限代码：get_action_log', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('searches and pages on the server; the picked account stays open while the table shows others', { timeout: 60_000 }, async () => {
    server = await useRealApi({ seed: false });
    await storeSession(server, 'superadmin');
    renderApp('/admin/permission');
    await openAccount('staff');
    await screen.findByText('李晓燕（staff）', {}, { timeout: 10000 });
    const total = await server.db.selectFrom('admin').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await screen.findByText(`共 ${Number(total.n)} 条`, {}, { timeout: 10000 })).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('搜索用户名、姓名或手机号'), { target: { value: 'member' } });
    await waitFor(() => expect(document.querySelector('tr[data-username="staff"]')).toBeNull(), { timeout: 10000 });
    expect(document.querySelector('tr[data-username="member"]')).not.toBeNull();
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
    expect(screen.getByText('李晓燕（staff）')).toBeInTheDocument();
  });
});
