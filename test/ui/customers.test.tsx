import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const firstRow = (): Promise<HTMLElement> =>
  waitFor(() => {
    const row = document.querySelector('.ant-table-tbody tr.ant-table-row');
    if (!row) throw new Error('no rows yet');
    return row as HTMLElement;
  }, { timeout: 30000 });

const openDrawer = (): Promise<HTMLElement> =>
  waitFor(() => {
    const drawer = document.querySelector('.ant-drawer-open') as HTMLElement | null;
    if (!drawer) throw new Error('no drawer');
    return drawer;
  }, { timeout: 10000 });

describe('customer screens', () => {
  it('edits a customer’s display fields from its row on /user/list', { timeout: 60_000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    renderApp('/user/list');
    const row = await firstRow();
    const username = (within(row).getByText(/^u\d{4}$/).textContent ?? '').trim();
    fireEvent.click(await within(row).findByText(/编\s*辑/, {}, { timeout: 10000 }));
    const drawer = await openDrawer();
    for (const label of ['姓名', '微信昵称', '公司', '用户组']) expect(within(drawer).getByText(label)).toBeInTheDocument();
    expect(within(drawer).queryByText('前台权限')).toBeNull();
    fireEvent.change(within(drawer).getByLabelText('昵称'), { target: { value: '王经理' } });
    fireEvent.click(within(drawer).getByText(/提\s*交/));
    await waitFor(async () => {
      const c = await server!.db.selectFrom('customer').select('nickname').where('username', '=', username).executeTakeFirstOrThrow();
      expect(c.nickname).toBe('王经理');
    }, { timeout: 10000 });
  });

  it('/user/permission shows permissions as labelled tags and edits only group and permissions', { timeout: 60_000 }, async () => {
    server = await useRealApi();
    const one = await server.db.selectFrom('customer').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await server.db.updateTable('customer').set({ grp: 16 }).where('id', '=', one.id).execute();
    await sql`update customer set permissions = ${JSON.stringify(['repair_submit', 'dealer_order'])} where id = ${one.id}`.execute(server.db);
    await storeSession(server, 'admin');
    renderApp('/user/permission');
    const row = await firstRow();
    expect(within(row).getByText('在线报修')).toBeInTheDocument();
    expect(within(row).getByText('经销商订货')).toBeInTheDocument();
    expect(within(row).getByText('经销商')).toBeInTheDocument();
    fireEvent.click(await within(row).findByText(/编\s*辑/, {}, { timeout: 10000 }));
    expect(within(row).queryByText(/删\s*除/)).toBeNull();
    const drawer = await openDrawer();
    expect(within(drawer).getByText('前台权限')).toBeInTheDocument();
    expect(within(drawer).getByText('用户组')).toBeInTheDocument();
    expect(within(drawer).queryByText('姓名')).toBeNull();
    expect(screen.queryByText('新建客户')).toBeNull();
  });
});
