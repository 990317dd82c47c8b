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

const openDrawer = (): Promise<HTMLElement> =>
  waitFor(() => {
    const drawer = document.querySelector('.ant-drawer-open') as HTMLElement | null;
    if (!drawer) throw new Error('no drawer');
    return drawer;
  }, { timeout: 10000 });

describe('全局配置 (the schema list of the declared `config`)', () => {
  it('shows a secret only as ******, its total, and an edit that leaves the secret alone keeps the stored value', async () => {
    server = await useRealApi({ seed: false });
    await server.request('POST', '/system/config', { as: 'superadmin', body: { key: 'smtp_password', name: 'SMTP 密码', type: 'secret', value: 'hunter2-秘密' } });
    await server.request('POST', '/system/config', { as: 'superadmin', body: { key: 'express_phone_sys', name: '寄修快递电话', type: 'string', value: '95338', is_public: true } });
    await storeSession(server, 'superadmin');
    renderApp('/system');
    const row = (await screen.findByText('smtp_password', {}, { timeout: 20000 })).closest('tr') as HTMLElement;
    expect(within(row).getByText('******')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('hunter2');
    expect(await screen.findByText(/共\s*2\s*条/)).toBeInTheDocument();
    expect(within((await screen.findByText('express_phone_sys')).closest('tr') as HTMLElement).getByText('是')).toBeInTheDocument();

    fireEvent.click(await within(row).findByText(/编\s*辑/, {}, { timeout: 10000 }));
    const drawer = await openDrawer();
    expect(within(drawer).queryByLabelText('键')).toBeNull();
    expect(document.body.textContent).not.toContain('hunter2');
    fireEvent.change(within(drawer).getByLabelText('名称'), { target: { value: 'SMTP 登录密码' } });
    fireEvent.click(within(drawer).getByText(/提\s*交/));
    await waitFor(async () => {
      const stored = await server!.db.selectFrom('system_config').select(['name', 'value', 'version']).where('key', '=', 'smtp_password').executeTakeFirstOrThrow();
      expect(stored).toEqual({ name: 'SMTP 登录密码', value: JSON.stringify('hunter2-秘密'), version: 2 });
    }, { timeout: 10000 });
  }, 60_000);
});
