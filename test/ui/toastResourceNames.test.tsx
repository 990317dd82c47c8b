import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import { uiServer } from '../helpers/setupUi.ts';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  window.localStorage.clear();
});

const UNSUPPORTED = { code: '41500', message: '请以 JSON 格式提交', data: null };

async function firstRepairId(s: TestServer): Promise<number> {
  const res = await s.request('GET', '/needs/manage-repairs?type=1&pageSize=1', { as: 'admin' });
  return (res.body as unknown as { data: { list: { id: number }[] } }).data.list[0].id;
}

/** The text of the corner notifications shown now. */
const notices = (): string[] => [...document.querySelectorAll('.ant-notification-notice')].map((n) => n.textContent ?? '');

describe('error toasts name the resource in Chinese', () => {
  it('a failing delete: 维修单删除失败, not repair删除失败', { timeout: 120000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const id = await firstRepairId(server);
    uiServer.use(http.delete('*/api/cms/needs/repair/:id', () => HttpResponse.json(UNSUPPORTED, { status: 415 })));
    renderApp(`/repair/${id}`);
    const button = () => document.querySelector('button[data-action="delete"]') as HTMLButtonElement;
    await waitFor(() => expect(button()).toBeEnabled(), { timeout: 15000 });
    fireEvent.click(button());
    fireEvent.click((await screen.findAllByRole('button', { name: /确\s*定/ })).at(-1) as HTMLElement);
    await waitFor(() => expect(notices().join()).toContain('维修单删除失败（状态码：415）'), { timeout: 10000 });
    expect(notices().join()).not.toMatch(/[a-z]{3,}删除失败/);
  });

  it('a failing save: 维修单保存失败', { timeout: 120000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const id = await firstRepairId(server);
    uiServer.use(http.put('*/api/cms/needs/manage-repair/:id', () => HttpResponse.json(UNSUPPORTED, { status: 415 })));
    renderApp(`/repair/${id}`);
    const edit = await screen.findByRole('button', { name: /编\s*辑/ }, { timeout: 15000 });
    await waitFor(() => expect(edit).toBeEnabled(), { timeout: 15000 });
    fireEvent.click(edit);
    const drawer = (await screen.findByText('编辑维修单')).closest('.ant-drawer') as HTMLElement;
    fireEvent.change(within(drawer).getByLabelText('故障描述'), { target: { value: '开机无反应，风扇不转' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(notices().join()).toContain('维修单保存失败（状态码：415）'), { timeout: 10000 });
    expect(notices().join()).not.toMatch(/[a-z]{3,}保存失败/);
  });
});
