import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('全局配置 page', () => {
  it('shows a secret only as ******, and an edit that leaves it empty keeps the stored value', async () => {
    server = await useRealApi({ seed: false });
    await server.request('POST', '/system/config', { as: 'superadmin', body: { key: 'smtp_password', name: 'SMTP 密码', type: 'secret', value: 'hunter2-秘密' } });
    await server.request('POST', '/system/config', { as: 'superadmin', body: { key: 'express_phone_sys', name: '寄修快递电话', type: 'string', value: '95338', is_public: true } });
    await storeSession(server, 'superadmin');
    renderApp('/system');
    const row = (await screen.findByText('smtp_password', {}, { timeout: 20000 })).closest('tr') as HTMLElement;
    expect(within(row).getByText('******')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('hunter2');
    expect(within((await screen.findByText('express_phone_sys')).closest('tr') as HTMLElement).getByText('公开')).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    const secret = within(dialog).getByPlaceholderText('留空则保持原值不变') as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(within(dialog).getByRole('switch')).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: 'SMTP 登录密码' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(async () => {
      const stored = await server!.db.selectFrom('system_config').select(['name', 'value', 'version']).where('key', '=', 'smtp_password').executeTakeFirstOrThrow();
      expect(stored).toEqual({ name: 'SMTP 登录密码', value: 'hunter2-秘密', version: 2 });
    }, { timeout: 5000 });
  }, 60_000);
});
