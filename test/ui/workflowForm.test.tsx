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

/** Two types made through the API: one with a required select and a serial, one with a text field. */
async function makeTypes(s: TestServer): Promise<{ laser: number; install: number }> {
  const base = { category: '售后', enabled: true, default_priority: 'normal', sla_urgent: 4, sla_high: 24, sla_normal: 72, sla_low: 168 };
  const laser = await s.request('POST', '/workflow/type', {
    as: 'admin',
    body: {
      ...base,
      name: '设备故障',
      sort: 1,
      default_priority: 'high',
      form_json: [
        { name: 'symptom', label: '故障现象', type: 'select', required: true, options: ['不出光', '报警'] },
        { name: 'device', label: '设备序列号', type: 'serial' },
      ],
    },
  });
  const install = await s.request('POST', '/workflow/type', { as: 'admin', body: { ...base, name: '安装调试', sort: 2, form_json: [{ name: 'site', label: '安装地点', type: 'text' }] } });
  expect([laser.status, install.status]).toEqual([200, 200]);
  return { laser: Number(laser.body.data.id), install: Number(install.body.data.id) };
}

const formItem = (label: string): HTMLElement => {
  const el = [...document.querySelectorAll('.ant-form-item')].find((i) => i.querySelector('.ant-form-item-label')?.textContent === label);
  if (!el) throw new Error(`no form item ${label}`);
  return el as HTMLElement;
};

async function choose(label: string, option: string): Promise<void> {
  fireEvent.mouseDown((await waitFor(() => formItem(label), { timeout: 20000 })).querySelector('.ant-select-selector') as HTMLElement);
  const el = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found as HTMLElement;
  });
  fireEvent.click(el);
}

const type = (label: string, value: string) => fireEvent.change(within(formItem(label)).getByRole('textbox'), { target: { value } });

describe('/workflow/create', () => {
  it("shows the chosen type's extra fields, takes its default priority, refuses a missing required one with its message, and opens the created ticket", { timeout: 90_000 }, async () => {
    server = await useRealApi({ seed: false });
    await makeTypes(server);
    await storeSession(server, 'staff');
    renderApp('/workflow/create');
    await choose('类型', '安装调试');
    await waitFor(() => expect(formItem('安装地点')).toBeInTheDocument());
    expect(screen.queryByText('故障现象')).toBeNull();
    await choose('类型', '设备故障');
    await waitFor(() => expect(formItem('故障现象')).toBeInTheDocument());
    expect(screen.queryByText('安装地点')).toBeNull();
    expect(formItem('优先级')).toHaveTextContent('高');

    type('标题', '激光器不出光');
    fireEvent.change(within(formItem('问题描述')).getByRole('textbox'), { target: { value: '开机后激光器不出光，报警灯常亮。' } });
    fireEvent.click(screen.getByRole('button', { name: /创建工单/ }));
    expect(await within(formItem('故障现象')).findByText('请选择故障现象', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(await server.db.selectFrom('workflow_bucket').select('id').execute()).toHaveLength(0);

    await choose('故障现象', '报警');
    type('设备序列号', 'sup07ab2401');
    expect(await screen.findByTestId('serial-warranty')).toHaveTextContent(/在保|已过保/);
    fireEvent.click(screen.getByRole('button', { name: /创建工单/ }));
    await waitFor(() => expect(currentUrl()).toMatch(/^\/workflow\/detail\/\d+$/), { timeout: 20000 });
    expect(await screen.findByText('创建成功')).toBeInTheDocument();
    const row = await server.db.selectFrom('workflow_bucket').selectAll().executeTakeFirstOrThrow();
    expect(currentUrl()).toBe(`/workflow/detail/${row.id}`);
    expect(row.priority).toBe('high');
    expect(JSON.parse(String(row.extra_json))).toEqual({ symptom: '报警', device: 'SUP07AB2401' });
  });

  it("a link kind without its number is refused with the field message, the server's refusal shows under the form, and a serial link shows its warranty", { timeout: 120_000 }, async () => {
    server = await useRealApi({ seed: false });
    await makeTypes(server);
    await storeSession(server, 'staff');
    renderApp('/workflow/create');
    await choose('类型', '安装调试');
    type('标题', '上门安装');
    fireEvent.change(within(formItem('问题描述')).getByRole('textbox'), { target: { value: '客户要求上门安装。' } });
    await choose('关联类型', '维修单');
    fireEvent.click(screen.getByRole('button', { name: /创建工单/ }));
    expect(await within(formItem('关联单号/序列号')).findByText('请输入关联单号/序列号', {}, { timeout: 10000 })).toBeInTheDocument();
    type('关联单号/序列号', 'WX209901010001');
    fireEvent.click(screen.getByRole('button', { name: /创建工单/ }));
    expect(await screen.findByTestId('ticket-form-error', {}, { timeout: 15000 })).toHaveTextContent(/关联的维修单 WX209901010001 不存在/);
    expect(currentUrl()).toBe('/workflow/create');
    await choose('关联类型', '设备序列号');
    type('关联单号/序列号', 'SUP07AB2001');
    expect(await within(formItem('关联单号/序列号')).findByTestId('serial-warranty')).toHaveTextContent('已过保');
  });
});
