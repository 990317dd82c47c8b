import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import { uiServer } from '../helpers/setupUi.ts';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

/**
 * Lost updates in the edit drawer: it sends the version of the record it loaded — also after
 * the page has refetched a newer one behind it — so a colleague's save in between is a 409
 * shown with 重新加载 (nothing overwritten); reloading takes the fresh record and the next save
 * goes through with the new version.
 */

let server: TestServer | undefined;
const sent: { method: string; url: string; body: string }[] = [];
const record = (e: { request: Request }) => {
  const { request } = e;
  if (request.method === 'PUT') void request.clone().text().then((body) => sent.push({ method: request.method, url: request.url, body }));
};
afterEach(async () => {
  uiServer.events.removeListener('request:start', record);
  sent.length = 0;
  await server?.close();
  server = undefined;
});

type Repair = { id: number; version: number; fault: string; model: string | null };

const getRepair = async (id: number): Promise<Repair> => (((await server!.request('GET', `/needs/manage-repair/${id}`, { as: 'admin' })).body as unknown) as { data: Repair }).data;

describe('edit drawer and concurrent edits', () => {
  it('sends the loaded version even after a refetch, shows the conflict, reloads and saves', { timeout: 180000 }, async () => {
    server = await useRealApi();
    uiServer.events.on('request:start', record);
    await storeSession(server, 'admin');
    const list = await server.request('GET', '/needs/manage-repairs?type=1&pageSize=1', { as: 'admin' });
    const loaded = (list.body as unknown as { data: { list: Repair[] } }).data.list[0];
    renderApp(`/repair/${loaded.id}`);
    expect(await screen.findByText('维修单号', {}, { timeout: 20000 })).toBeInTheDocument();
    const edit = await screen.findByRole('button', { name: /编\s*辑/ }, { timeout: 10000 });
    await waitFor(() => expect(edit).toBeEnabled(), { timeout: 10000 });
    fireEvent.click(edit);
    const drawer = await screen.findByRole('dialog');
    const model = within(drawer).getByLabelText('机型') as HTMLInputElement;
    await waitFor(() => expect(model.value).toBe(loaded.model ?? ''));

    const colleague = await server.request('PUT', `/needs/manage-repair/${loaded.id}`, { as: 'staff', body: { version: loaded.version, fault: '同事刚改过的故障描述' } });
    expect(colleague.status).toBe(200);

    fireEvent.change(model, { target: { value: '我的修改 M1' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
    expect(await within(drawer).findByText('记录已被他人修改，请重新加载后再编辑', {}, { timeout: 10000 })).toBeInTheDocument();
    await waitFor(() => expect(sent.length).toBe(1));
    expect(JSON.parse(sent[0].body)).toMatchObject({ version: loaded.version, model: '我的修改 M1' });
    expect(await getRepair(loaded.id)).toMatchObject({ fault: '同事刚改过的故障描述', model: loaded.model, version: loaded.version + 1 });

    // the failed save refetched the page's record (now the colleague's version); the drawer
    // still holds the record it loaded, so a second 提交 sends the old version again
    expect((await screen.findAllByText('同事刚改过的故障描述', {}, { timeout: 10000 })).length).toBeGreaterThan(0);
    fireEvent.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(sent.length).toBe(2), { timeout: 10000 });
    expect(JSON.parse(sent[1].body)).toMatchObject({ version: loaded.version });
    expect(await getRepair(loaded.id)).toMatchObject({ fault: '同事刚改过的故障描述', model: loaded.model, version: loaded.version + 1 });

    fireEvent.click(within(drawer).getByRole('button', { name: /重新加载/ }));
    await waitFor(() => expect((within(drawer).getByLabelText('故障描述') as HTMLTextAreaElement).value).toBe('同事刚改过的故障描述'));
    fireEvent.change(within(drawer).getByLabelText('机型'), { target: { value: '我的修改 M2' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
    await waitFor(async () => expect(await getRepair(loaded.id)).toMatchObject({ model: '我的修改 M2', fault: '同事刚改过的故障描述', version: loaded.version + 2 }), { timeout: 10000 });
    expect(JSON.parse(sent[2].body)).toMatchObject({ version: loaded.version + 1 });
  });
  it('closes without sending anything when nothing was changed, and says so (the server would answer 400)', { timeout: 120000 }, async () => {
    server = await useRealApi();
    uiServer.events.on('request:start', record);
    await storeSession(server, 'admin');
    const list = await server.request('GET', '/needs/manage-repairs?type=1&pageSize=1', { as: 'admin' });
    const loaded = (list.body as unknown as { data: { list: Repair[] } }).data.list[0];
    renderApp(`/repair/${loaded.id}`);
    expect(await screen.findByText('维修单号', {}, { timeout: 30000 })).toBeInTheDocument();
    const edit = await screen.findByRole('button', { name: /编\s*辑/ }, { timeout: 20000 });
    await waitFor(() => expect(edit).toBeEnabled(), { timeout: 10000 });
    fireEvent.click(edit);
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect((within(drawer).getByLabelText('机型') as HTMLInputElement).value).toBe(loaded.model ?? ''));
    fireEvent.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('没有修改，无需保存', {}, { timeout: 10000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
    expect(await getRepair(loaded.id)).toMatchObject({ version: loaded.version });
  });
});
