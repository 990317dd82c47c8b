import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

/**
 * List rows carry only what lists use (README, API contract: `fields`), but the edit drawer of a
 * screen without a detail page fills from its row, which the server keeps whole there (the
 * export's `fields=all` is tested in test/api/listFieldsExport.test.ts: jsdom's Blob cannot
 * give the xlsx bytes back).
 */

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('list rows narrowed, whole where needed', () => {
  it('editing a row of a screen without a detail page shows the values of fields the list does not show', { timeout: 120000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'superadmin');
    const created = await server.request('POST', '/needs/production/model', {
      as: 'superadmin',
      body: { name: 'Z9 测试机型', code: '97', category: 'fiber', sale_state: 'on_sale', warranty_months: 12, price: 100, remark: '只在编辑表单里看得到的备注' },
    });
    expect(created.status).toBe(200);
    renderApp('/production/index');
    const cell = await screen.findByText('Z9 测试机型', {}, { timeout: 30000 });
    const row = cell.closest('tr') as HTMLElement;
    fireEvent.click(await within(row).findByRole('button', { name: /编\s*辑/ }, { timeout: 10000 }));
    const drawer = await screen.findByRole('dialog', {}, { timeout: 10000 });
    const remark = within(drawer).getByLabelText('备注') as HTMLTextAreaElement;
    await waitFor(() => expect(remark.value).toBe('只在编辑表单里看得到的备注'));
  });

  it('opening a repair from its list row and editing it shows the fields the list row does not carry', { timeout: 120000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const page = (await server.request('GET', '/needs/manage-repairs?type=1&pageSize=1', { as: 'admin' })).body as unknown as { data: { list: { id: number; no: string }[] } };
    const first = page.data.list[0];
    expect(first).not.toHaveProperty('fault');
    const record = ((await server.request('GET', `/needs/manage-repair/${first.id}`, { as: 'admin' })).body as unknown as { data: { fault: string; address: string | null } }).data;
    renderApp('/repair/list');
    const cell = await screen.findByText(first.no, {}, { timeout: 30000 });
    fireEvent.click(within(cell.closest('tr') as HTMLElement).getByRole('link', { name: /详\s*情/ }));
    await waitFor(() => expect(window.location.pathname).toBe(`/repair/${first.id}`));
    expect((await screen.findAllByText(record.fault, {}, { timeout: 30000 })).length).toBeGreaterThan(0);
    const edit = await screen.findByRole('button', { name: /编\s*辑/ }, { timeout: 20000 });
    await waitFor(() => expect(edit).toBeEnabled(), { timeout: 10000 });
    fireEvent.click(edit);
    const drawer = await screen.findByRole('dialog', {}, { timeout: 10000 });
    await waitFor(() => expect((within(drawer).getByLabelText('故障描述') as HTMLTextAreaElement).value).toBe(record.fault));
    expect((within(drawer).getByLabelText('寄回地址') as HTMLTextAreaElement).value).toBe(record.address ?? '');
  });
});
