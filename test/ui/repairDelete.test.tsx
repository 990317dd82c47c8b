import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Repair = { id: number; version: number; fault: string };

async function firstRepair(s: TestServer): Promise<Repair> {
  const res = await s.request('GET', '/needs/manage-repairs?type=1&pageSize=1', { as: 'admin' });
  return (res.body as unknown as { data: { list: Repair[] } }).data.list[0];
}

const deleteButton = () => document.querySelector('button[data-action="delete"]') as HTMLButtonElement;

async function confirmDelete(): Promise<void> {
  await waitFor(() => expect(deleteButton()).toBeEnabled(), { timeout: 10000 });
  fireEvent.click(deleteButton());
  expect(await screen.findByText('删除后不可恢复，确认删除该维修单？')).toBeInTheDocument();
  fireEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1) as HTMLElement);
}

describe('deleting a repair from its detail page', () => {
  it('asks, deletes with the loaded version and returns to the list', { timeout: 60000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const repair = await firstRepair(server);
    renderApp(`/repair/${repair.id}`);
    await confirmDelete();
    await waitFor(() => expect(currentUrl()).toMatch(/^\/repair\/list/), { timeout: 10000 });
    expect((await server.request('GET', `/needs/manage-repair/${repair.id}`, { as: 'admin' })).status).toBe(404);
  });

  it('keeps the record and shows the conflict when someone changed it meanwhile', { timeout: 60000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const repair = await firstRepair(server);
    renderApp(`/repair/${repair.id}`);
    await waitFor(() => expect(deleteButton()).toBeEnabled(), { timeout: 10000 });
    const changed = await server.request('PUT', `/needs/manage-repair/${repair.id}`, { as: 'staff', body: { version: repair.version, fault: '同事刚改过的故障描述' } });
    expect(changed.status).toBe(200);
    await confirmDelete();
    expect((await screen.findAllByText(/记录已被他人修改，请刷新后重试/, {}, { timeout: 10000 })).length).toBeGreaterThan(0);
    expect(currentUrl()).toBe(`/repair/${repair.id}`);
    const after = await server.request('GET', `/needs/manage-repair/${repair.id}`, { as: 'admin' });
    expect(after.status).toBe(200);
  });
});
