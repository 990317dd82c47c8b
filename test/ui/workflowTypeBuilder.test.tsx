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

const openDrawer = (): Promise<HTMLElement> =>
  waitFor(() => {
    const drawer = document.querySelector('.ant-drawer-open') as HTMLElement | null;
    if (!drawer) throw new Error('no drawer');
    return drawer;
  }, { timeout: 10000 });

const item = (drawer: HTMLElement, label: string): HTMLElement => {
  const el = [...drawer.querySelectorAll('.ant-form-item')].find((i) => i.querySelector('.ant-form-item-label')?.textContent === label);
  if (!el) throw new Error(`no form item ${label}`);
  return el as HTMLElement;
};

const typeIn = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

async function pickType(row: HTMLElement, label: string): Promise<void> {
  fireEvent.mouseDown(within(row).getAllByLabelText(/类型$/)[0].closest('.ant-select')?.querySelector('.ant-select-selector') as HTMLElement);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) => o.textContent === label);
    if (!found) throw new Error(`no option ${label}`);
    return found as HTMLElement;
  });
  fireEvent.click(option);
}

describe('/workflow/type form builder', () => {
  it('builds extra fields as rows (add, reorder, remove, options), refuses what checkTicketForm refuses with its message, and saves the list', { timeout: 180_000 }, async () => {
    server = await useRealApi({ seed: false });
    await storeSession(server, 'admin');
    renderApp('/workflow/type');
    fireEvent.click(await screen.findByRole('button', { name: /新建类型/ }, { timeout: 30000 }));
    const drawer = await openDrawer();
    typeIn(within(item(drawer, '类型名称')).getByRole('textbox'), '设备故障');
    typeIn(within(item(drawer, '分类')).getByRole('textbox'), '售后');
    fireEvent.mouseDown(item(drawer, '默认优先级').querySelector('.ant-select-selector') as HTMLElement);
    fireEvent.click(await waitFor(() => [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === '普通') as HTMLElement));
    for (const [label, hours] of [['时限·紧急（小时）', '4'], ['时限·高（小时）', '24'], ['时限·普通（小时）', '72'], ['时限·低（小时）', '168']]) {
      typeIn(within(item(drawer, label)).getByRole('spinbutton'), hours);
    }
    const builder = item(drawer, '附加字段');
    expect(within(builder).getByText('暂无附加字段')).toBeInTheDocument();

    for (let i = 0; i < 3; i++) fireEvent.click(within(builder).getByRole('button', { name: /添加字段/ }));
    const rows = () => within(builder).getAllByTestId('builder-row');
    expect(rows()).toHaveLength(3);
    typeIn(within(rows()[0]).getByLabelText('第 1 个字段 字段名'), 'hours');
    typeIn(within(rows()[0]).getByLabelText('第 1 个字段 名称'), '累计工时');
    await pickType(rows()[0], '数字');
    typeIn(within(rows()[1]).getByLabelText('第 2 个字段 字段名'), 'symptom');
    typeIn(within(rows()[1]).getByLabelText('第 2 个字段 名称'), '故障现象');
    await pickType(rows()[1], '选项');
    fireEvent.click(within(rows()[1]).getByLabelText('第 2 个字段 必填'));
    fireEvent.click(within(builder).getByRole('button', { name: '删除第 3 个字段' }));
    expect(rows()).toHaveLength(2);

    // a select without options: the shared rule's message, nothing saved
    fireEvent.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
    expect(await within(builder).findByText('「故障现象」须有 1–30 个选项', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(await server.db.selectFrom('workflow_type').select('id').execute()).toHaveLength(0);

    const options = rows()[1].querySelector('.ticket-form-builder-options input') as HTMLElement;
    for (const o of ['不出光', '报警']) {
      typeIn(options, o);
      fireEvent.keyDown(options, { key: 'Enter', code: 'Enter', keyCode: 13 });
    }
    fireEvent.click(within(builder).getByRole('button', { name: '上移第 2 个字段' }));
    expect(within(rows()[0]).getByLabelText('第 1 个字段 名称')).toHaveValue('故障现象');

    fireEvent.click(within(drawer).getByRole('button', { name: /提\s*交/ }));
    await waitFor(async () => {
      const saved = await server!.db.selectFrom('workflow_type').select(['name', 'form_json']).executeTakeFirst();
      expect(saved?.name).toBe('设备故障');
      expect(JSON.parse(String(saved?.form_json))).toEqual([
        { name: 'symptom', label: '故障现象', type: 'select', required: true, options: ['不出光', '报警'] },
        { name: 'hours', label: '累计工时', type: 'number' },
      ]);
    }, { timeout: 15000 });
    // the list shows the fields in one line
    expect(await screen.findByText('故障现象（选项，必填）、累计工时（数字）', {}, { timeout: 15000 })).toBeInTheDocument();
  });
});
