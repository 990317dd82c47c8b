import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDevice } from '../../src/server/areas/device/seed.ts';
import { seedNeeds } from '../../src/server/areas/needs/seed.ts';
import { renderApp } from '../helpers/renderApp.tsx';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { routeApiTo, storeSession } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The in-process server with the product models and the 5,000+ seeded requests, behind /api/cms. */
async function start(): Promise<TestServer> {
  const now = Date.now();
  const s = await createTestServer({ seed: true, now });
  await seedNeeds(s.db, now);
  await seedDevice(s.db, now);
  routeApiTo(s);
  return s;
}

const listedRows = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];

describe('解密记录 (/device/active-log)', () => {
  it('warns of the serials over N a day and filters the list by one; its serial opens the history drawer, whose 查看 shows the whole code and logs it', { timeout: 90_000 }, async () => {
    server = await start();
    await storeSession(server, 'admin');
    renderApp('/device/active-log');

    // the quiet line stands until the answer arrives, then the warning takes its place (another element, the same test id): look it up again each time
    await waitFor(() => expect(screen.getByTestId('device-warnings')).toHaveTextContent(/近 30 天有 \d+ 个序列号单日请求超过 5 次/), { timeout: 30_000 });
    const warning = screen.getByTestId('device-warnings');
    const answer = (await server.request('GET', '/device/active-log/warnings', { as: 'admin' })).body.data;
    const first = answer.serials[0];
    const serial = String(first.serial);
    fireEvent.click(within(warning).getByRole('button', { name: `${serial}：${String(first.day)} 共 ${String(first.count)} 次` }));
    const total = Number((await server.request('GET', `/device/active-log?serial=${serial}&pageSize=1`, { as: 'admin' })).body.data.total);
    await waitFor(() => {
      const rows = listedRows();
      expect(rows.length).toBe(Math.min(total, 20));
      expect(rows.every((r) => r.textContent?.includes(serial))).toBe(true);
    }, { timeout: 15_000 });
    // the rows over N carry the warning tag
    expect(document.querySelectorAll('[aria-label^="第 6 次，超过单日上限 5 次"]').length).toBeGreaterThan(0);

    fireEvent.click(within(listedRows()[0]).getByRole('button', { name: `查看序列号 ${serial} 的全部请求` }));
    const drawer = await screen.findByRole('dialog', { name: `序列号 ${serial} 的请求记录` }, { timeout: 10_000 });
    const history = await within(drawer).findByTestId('device-history', {}, { timeout: 10_000 });
    expect(within(history).getAllByTestId('device-history-row')).toHaveLength(total);
    expect(drawer).toHaveTextContent(`共 ${total} 次请求（最新在前）`);
    expect(within(drawer).getByText('在保')).toBeInTheDocument();

    const newest = await server.db.selectFrom('device_active_log').select(['id', 'code_masked']).where('serial', '=', serial).where('result', '=', 'success').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    const stored = await server.db.selectFrom('device_active_code').select('code').where('log_id', '=', newest.id).executeTakeFirstOrThrow();
    expect(drawer).not.toHaveTextContent(stored.code);
    fireEvent.click(within(history).getAllByRole('button', { name: `查看完整解密码（${String(newest.code_masked)}），将记入操作日志` })[0]);
    expect(await within(history).findByText(stored.code, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: `复制解密码 ${stored.code}` })).toBeInTheDocument();
    const logged = await server.db.selectFrom('action_log').select(['action', 'record_id', 'username']).where('action', '=', 'device.revealCode').execute();
    expect(logged).toEqual([{ action: 'device.revealCode', record_id: String(newest.id), username: 'admin' }]);
  });
});
