import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useFault, useRealApi } from '../helpers/uiApi.ts';

/**
 * A list request the server refuses (issue 32, item 2): where the rows would be, the list shows
 * the server's reason — the envelope's Chinese message, without its code — not 暂无数据; in the
 * table and in a phone's cards. The rest of the page (the status tabs' counts, the menu) talks to
 * the real server.
 */

let server: TestServer | undefined;
const wide = window.innerWidth;
afterEach(async () => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: wide });
  await server?.close();
  server = undefined;
});

const REFUSAL = { status: 400, body: { code: '40007', message: '筛选条件「类型」不正确', data: null } };

describe('a refused list', () => {
  it('shows the server\'s reason where the table\'s rows would be', async () => {
    server = await useRealApi({ seed: false });
    await storeSession(server, 'admin');
    useFault('*/api/cms/workflow/bucket', REFUSAL);
    renderApp('/workflow/index');
    const reason = await waitFor(() => {
      const el = document.querySelector('.schema-list-table .ant-table-placeholder [role="alert"]');
      if (!el) throw new Error('no reason in the table yet');
      return el;
    }, { timeout: 30000 });
    expect(reason).toHaveTextContent(/^筛选条件「类型」不正确$/);
    expect(screen.getAllByText('筛选条件「类型」不正确', { exact: false }).length).toBeGreaterThan(0);
    expect(document.querySelector('.schema-list-table')?.textContent).not.toContain('暂无数据');
  });

  it('and on a phone, where the cards would be', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    server = await useRealApi({ seed: false });
    await storeSession(server, 'admin');
    useFault('*/api/cms/workflow/bucket', REFUSAL);
    renderApp('/workflow/index');
    const reason = await waitFor(() => {
      const el = document.querySelector('.list-cards [role="alert"]');
      if (!el) throw new Error('no reason in the cards yet');
      return el;
    }, { timeout: 30000 });
    expect(reason).toHaveTextContent(/^筛选条件「类型」不正确$/);
    expect(document.querySelector('.list-cards')?.textContent).not.toContain('暂无数据');
  });
});
