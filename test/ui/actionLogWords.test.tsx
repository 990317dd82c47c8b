import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  window.localStorage.clear();
});

/** Rows as the log held them before it normalised addresses (Node's dual-stack forms). */
async function oldRows(s: TestServer): Promise<void> {
  const at = new Date().toISOString();
  const row = { admin_id: null, username: 'staff', resource: 'export', record_id: null, before_json: null, user_agent: 'test', created_at: at };
  await s.db.insertInto('action_log').values([
    { ...row, action: 'access.denied', after_json: JSON.stringify({ type: 'repair' }), ip: '::ffff:10.0.0.5', status_code: 403 },
    { ...row, action: 'export.create', after_json: null, ip: '::1', status_code: 200 },
  ]).execute();
}

const cells = (): string[] => [...document.querySelectorAll('.ant-table-tbody td')].map((td) => td.textContent ?? '');

describe('the action log reads in Chinese', () => {
  it('names actions and objects in Chinese, shows 成功/失败 with the reason and plain IPv4', { timeout: 120000 }, async () => {
    server = await useRealApi({ seed: false });
    await server.request('POST', '/account/admin/login', { body: { username: 'staff', password: 'not-the-password' } });
    await oldRows(server);
    await storeSession(server, 'superadmin');
    renderApp('/admin/action-log');
    await screen.findByText(/共 \d+ 条/, {}, { timeout: 30000 });
    await waitFor(() => expect(cells().join('|')).toContain('登录被拒绝'), { timeout: 10000 });
    const text = cells();
    expect(text).toContain('记录一次导出');
    expect(text).toContain('越权访问被拒绝');
    expect(text).toContain('导出记录');
    expect(text).toContain('失败密码错误');
    expect(text).toContain('失败抱歉，您没有权限执行此操作');
    expect(text).toContain('成功');
    expect(text).toContain('10.0.0.5');
    expect(text).toContain('127.0.0.1');
    for (const code of ['login', 'login.refused', 'access.denied', 'export', 'export.create', '::1', '::ffff:10.0.0.5', '200', '401', '403']) expect(text).not.toContain(code);
    const placeholders = [...document.querySelectorAll('input[placeholder], .ant-select-selection-placeholder')].map((el) => el.getAttribute('placeholder') ?? el.textContent ?? '');
    expect(placeholders.length).toBeGreaterThan(0);
    expect(placeholders.filter((p) => /[a-z]{3,}/.test(p))).toEqual([]);
  });
});
