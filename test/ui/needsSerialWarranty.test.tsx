import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { uiServer } from '../helpers/setupUi.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';
import { validRepair } from '../api/repairFixtures.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** YYMM of the month `monthsAgo` before now. */
const yymm = (monthsAgo: number): string => {
  const d = new Date();
  const t = new Date(d.getFullYear(), d.getMonth() - monthsAgo, 1);
  return `${String(t.getFullYear() % 100).padStart(2, '0')}${String(t.getMonth() + 1).padStart(2, '0')}`;
};

describe('serial warranty beside every serial', () => {
  it("uses the product model's warranty months when a model matches, else 12", async () => {
    server = await useRealApi({ seed: false });
    await storeSession(server, 'admin');
    const model = await server.request('POST', '/needs/production/model', { as: 'admin', body: { name: 'F2 Pro 行业加长保版', code: '07', letters: 'VP', category: 'fiber', sale_state: 'on_sale', warranty_months: 36 } });
    expect(model.status).toBe(200);
    const long = `SUP07VP${yymm(20)}`;
    const plain = `SUP07AB${yymm(20)}`;
    for (const serial of [long, plain]) expect((await server.request('POST', '/needs/manage-repair', { as: 'admin', body: validRepair({ serial }) })).status).toBe(200);
    renderApp('/repair/list');
    await screen.findByText('共 2 条', {}, { timeout: 20000 });
    const longCell = (await screen.findByText(new RegExp(long), {}, { timeout: 10000 })).closest('td') as HTMLElement;
    const plainCell = screen.getByText(new RegExp(plain)).closest('td') as HTMLElement;
    await waitFor(() => expect(longCell).toHaveTextContent('在保'));
    expect(longCell).not.toHaveTextContent('已过保');
    expect(plainCell).toHaveTextContent('已过保');
  });

  it('a list showing serials reads the rules at start-up beside its rows, once: its tags never start from the 12-month default', { timeout: 60000 }, async () => {
    server = await useRealApi();
    await storeSession(server, 'admin');
    const events: string[] = [];
    const rows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length;
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/cms/needs/production/warranty-rules') events.push(`rules requested with ${rows()} rows shown`);
    };
    uiServer.events.on('request:start', record);
    try {
      renderApp('/repair/list');
      await screen.findAllByText('详情', {}, { timeout: 20000 });
      await new Promise((r) => setTimeout(r, 300));
      expect(events).toEqual(['rules requested with 0 rows shown']);
    } finally {
      uiServer.events.removeListener('request:start', record);
    }
  });
});
