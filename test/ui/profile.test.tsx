import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PROFILE_KEY } from '../../src/app/providers/session.ts';
import { renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('profile page', () => {
  it('edits one’s own profile and updates the stored profile', { timeout: 60_000 }, async () => {
    server = await useRealApi({ seed: false });
    await storeSession(server, 'member');
    renderApp('/account/profile');
    await waitFor(() => expect(field('姓名').value).toBe('张小明'), { timeout: 10000 });
    fireEvent.change(field('昵称'), { target: { value: '小明同学' } });
    fireEvent.click(screen.getByText('保存资料'));
    await waitFor(async () => {
      const row = await server!.db.selectFrom('admin').select('nickname').where('username', '=', 'member').executeTakeFirstOrThrow();
      expect(row.nickname).toBe('小明同学');
    }, { timeout: 10000 });
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(PROFILE_KEY) ?? '{}').info.nickname).toBe('小明同学'));
  });

  it('checks the new password twice, needs the right old one, and ends the other sessions', { timeout: 60_000 }, async () => {
    server = await useRealApi({ seed: false });
    const other = await server.login('member');
    await storeSession(server, 'member');
    renderApp('/account/profile');
    await screen.findByText('修改密码', { selector: '.ant-card-head-title' }, { timeout: 10000 });
    fireEvent.change(field('原密码'), { target: { value: 'demo123456' } });
    fireEvent.change(field('新密码'), { target: { value: 'member-new-2026' } });
    fireEvent.change(field('确认新密码'), { target: { value: 'member-new-2027' } });
    fireEvent.click(screen.getByText('修改密码', { selector: 'button span' }));
    expect(await screen.findByText('两次输入的新密码不一致', {}, { timeout: 10000 })).toBeInTheDocument();

    fireEvent.change(field('原密码'), { target: { value: 'not-my-password' } });
    fireEvent.change(field('确认新密码'), { target: { value: 'member-new-2026' } });
    fireEvent.click(screen.getByText('修改密码', { selector: 'button span' }));
    expect(await screen.findByText(/原密码不正确/, {}, { timeout: 10000 })).toBeInTheDocument();
    expect((await server.request('GET', '/account/admin/check', { headers: { authorization: other.auth } })).status).toBe(200);

    fireEvent.change(field('原密码'), { target: { value: 'demo123456' } });
    fireEvent.click(screen.getByText('修改密码', { selector: 'button span' }));
    expect(await screen.findByText('密码已修改，您在其他设备上的登录已退出', {}, { timeout: 10000 })).toBeInTheDocument();
    expect((await server.request('GET', '/account/admin/check', { headers: { authorization: other.auth } })).status).toBe(401);
    expect((await server.login('member', 'member-new-2026')).uid).toBe(other.uid);
  });
});
