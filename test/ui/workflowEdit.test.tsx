import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../helpers/renderApp.tsx';
import type { TestServer } from '../helpers/testServer.ts';
import { storeSession, useRealApi } from '../helpers/uiApi.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const SLA = { category: '售后', default_priority: 'normal', sla_urgent: 4, sla_high: 24, sla_normal: 72, sla_low: 168 };

const formItem = (label: string): HTMLElement => {
  const el = [...document.querySelectorAll('.ant-form-item')].find((i) => i.querySelector('.ant-form-item-label')?.textContent === label);
  if (!el) throw new Error(`no form item ${label}`);
  return el as HTMLElement;
};

async function makeTicket(s: TestServer): Promise<{ id: number; version: number }> {
  const type = await s.request('POST', '/workflow/type', { as: 'admin', body: { ...SLA, name: '安装调试', sort: 1, form_json: [{ name: 'site', label: '安装地点', type: 'text', required: true }] } });
  const res = await s.request('POST', '/workflow/bucket', { as: 'admin', body: { title: '上门安装', type_id: type.body.data.id, description: '客户要求上门安装。', extra_json: { site: '深圳南山' } } });
  expect(res.status).toBe(200);
  return { id: Number(res.body.data.id), version: Number(res.body.data.version) };
}

describe('/workflow/edit/:id', () => {
  it('fills the form with the ticket, saves the change with its version and opens the detail', { timeout: 90_000 }, async () => {
    server = await useRealApi({ seed: false });
    const { id } = await makeTicket(server);
    await storeSession(server, 'admin');
    renderApp(`/workflow/edit/${id}`);
    const site = await waitFor(() => within(formItem('安装地点')).getByRole('textbox'), { timeout: 30000 });
    expect(site).toHaveValue('深圳南山');
    expect(within(formItem('标题')).getByRole('textbox')).toHaveValue('上门安装');
    fireEvent.change(site, { target: { value: '深圳福田' } });
    fireEvent.click(screen.getByRole('button', { name: /保存修改/ }));
    await waitFor(() => expect(currentUrl()).toBe(`/workflow/detail/${id}`), { timeout: 20000 });
    const row = await server.db.selectFrom('workflow_bucket').select(['extra_json', 'version', 'title']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(String(row.extra_json))).toEqual({ site: '深圳福田' });
    expect(row).toMatchObject({ title: '上门安装', version: 2 });
  });

  it('a closed ticket shows the form disabled with 已关闭的工单不能修改', { timeout: 90_000 }, async () => {
    server = await useRealApi({ seed: false });
    const { id, version } = await makeTicket(server);
    expect((await server.request('PUT', `/workflow/bucket/${id}/close`, { as: 'admin', body: { version, result: '已安装完毕' } })).status).toBe(200);
    await storeSession(server, 'admin');
    renderApp(`/workflow/edit/${id}`);
    expect(await screen.findByText('已关闭的工单不能修改', {}, { timeout: 30000 })).toBeInTheDocument();
    expect(within(formItem('标题')).getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: /保存修改/ })).toBeDisabled();
  });

  it('a non-numeric or unknown id is the not-found page', { timeout: 90_000 }, async () => {
    server = await useRealApi({ seed: false });
    await storeSession(server, 'admin');
    const { unmount } = renderApp('/workflow/edit/abc');
    expect(await screen.findByText('抱歉，您访问的页面不存在', {}, { timeout: 30000 })).toBeInTheDocument();
    unmount();
    renderApp('/workflow/edit/4242');
    expect(await screen.findByText('抱歉，您访问的页面不存在', {}, { timeout: 30000 })).toBeInTheDocument();
  });
});
