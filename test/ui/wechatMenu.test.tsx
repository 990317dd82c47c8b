import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_WECHAT_MENU } from '../../src/server/areas/settings/wechatMenuDefaults.ts';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('公众号菜单 page', () => {
  it('names an invalid sub-button before saving, then saves the fixed menu to the server', async () => {
    server = await useRealApi({ seed: false });
    await server.request('POST', '/manage/wechat/mp/menu', { as: 'superadmin', body: { menu: DEFAULT_WECHAT_MENU, version: 0 } });
    await storeSession(server, 'superadmin');
    renderApp('/system/wechat/menu');
    const parent = await screen.findByRole('button', { name: '产品中心' }, { timeout: 20000 });
    const column = parent.parentElement as HTMLElement;
    fireEvent.click(within(column).getByRole('button', { name: '添加子菜单' }));
    const issues = await screen.findByTestId('menu-issues');
    expect(issues).toHaveTextContent('第2个菜单的第1个子菜单：缺少链接');
    const save = screen.getByRole('button', { name: /保\s*存/ });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText('网页链接'), { target: { value: 'https://www.laser-demo.cn/new' } });
    await waitFor(() => expect(screen.queryByTestId('menu-issues')).toBeNull());
    fireEvent.click(save);
    await waitFor(async () => {
      const res = await server!.request('GET', '/manage/wechat/mp/menu', { as: 'superadmin' });
      expect(res.body.data.version).toBe(2);
      expect(res.body.data.menu.button[1]).toEqual({ name: '产品中心', sub_button: [{ name: '新子菜单', type: 'view', url: 'https://www.laser-demo.cn/new' }] });
    }, { timeout: 5000 });
  }, 60_000);
});
