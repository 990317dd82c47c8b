import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FetchEventSource } from '../helpers/fetchEventSource.ts';
import { renderApp } from '../helpers/renderApp.tsx';
import { uiServer } from '../helpers/setupUi.ts';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';
import { validRepair } from '../api/repairFixtures.ts';

/**
 * Issue 20 part 6 in the shell: the counts the server pushes on GET /api/cms/events land in the
 * bell and the sidebar badges without a reload and without a refetch of their count endpoints.
 */

let server: TestServer | undefined;
const calls: string[] = [];
const record = ({ request }: { request: Request }): void => void calls.push(new URL(request.url).pathname);
beforeEach(() => {
  FetchEventSource.opened = [];
  calls.length = 0;
  Object.defineProperty(window, 'EventSource', { value: FetchEventSource, configurable: true, writable: true });
  uiServer.events.on('request:start', record);
});
afterEach(async () => {
  uiServer.events.removeListener('request:start', record);
  for (const es of FetchEventSource.opened) es.close();
  Reflect.deleteProperty(window, 'EventSource');
  await server?.close();
  server = undefined;
});

describe('live counts in the shell', () => {
  it('a pushed unread count raises the bell and a pushed badge count changes the badge, without refetching', async () => {
    server = await useRealApi();
    await storeSession(server, 'staff');
    renderApp('/repair/list');
    await screen.findByTestId('header-messages', {}, { timeout: 20000 });
    const badge = await screen.findByTestId('badge:/repair/list', {}, { timeout: 20000 });
    const before = Number(within(badge).getByTitle(/条待处理/).getAttribute('title')?.match(/\d+/)?.[0]);
    await waitFor(() => expect(FetchEventSource.opened.some((es) => es.readyState === FetchEventSource.OPEN)).toBe(true), { timeout: 10000 });
    expect(FetchEventSource.opened).toHaveLength(1);
    expect(FetchEventSource.opened[0].url).toMatch(/\/api\/cms\/events$/);
    expect(FetchEventSource.opened[0].init).toEqual({ withCredentials: true });
    // the stream is open: from now on the counts come only from it (a busy jsdom delays timers by seconds, hence the long waits)
    await waitFor(() => expect(calls.filter((p) => p.endsWith('/events'))).toHaveLength(1));
    // the first reads of the bell and the badges (made once the page is painted) are done
    await waitFor(() => expect(calls).toEqual(expect.arrayContaining(['/api/cms/admin/message/count', '/api/cms/needs/manage-repair/count'])), { timeout: 15000 });
    const countsBefore = calls.filter((p) => p.endsWith('/count')).length;

    const staff = await server.db.selectFrom('admin').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow();
    expect((await server.request('POST', '/admin/message', { as: 'admin', body: { recipients: [staff.id], title: '周报', content: '请提交周报。' } })).status).toBe(200);
    await waitFor(() => expect(screen.getByTestId('header-messages')).toHaveAttribute('title', '1 条未读站内信'), { timeout: 15000 });

    expect((await server.request('POST', '/needs/manage-repair', { as: 'admin', body: validRepair() })).status).toBe(200);
    await waitFor(() => expect(within(screen.getByTestId('badge:/repair/list')).getByTitle(`${before + 1} 条待处理`)).toBeInTheDocument(), { timeout: 15000 });
    expect(calls.filter((p) => p.endsWith('/count')).length).toBe(countsBefore);
  }, 60_000);
});
